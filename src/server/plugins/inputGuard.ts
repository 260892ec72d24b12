/**
 * No string with a NUL character reaches the database, from a path, a query or a body (PostgreSQL cannot
 * store one in text and would answer 500). Checked once for every route, before its schema: a path is
 * 404 (no record can have such a name), a query or body field 422 (docs/security.md#input).
 * After the schema, no number that is not finite goes on either: `page=1e309` passes a schema's integer
 * check once coerced (it becomes Infinity), and `1e999` in JSON parses to Infinity.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../shared/common/errors';
import { HttpError, validationError } from '../httpErrors';
import { fieldMessage, messageLocaleOf } from '../messageCatalogue';

/**
 * The dotted path of the first string (value or key) holding a NUL, '' for the value itself, or null.
 * Iterative: a body may nest far deeper than the call stack.
 */
function findNul(value: unknown): string | null {
  return find(value, (leaf) => typeof leaf === 'string' && leaf.includes('\0'), true);
}

/** The dotted path of the first number that is not finite, '' for the value itself, or null. */
function findNonFinite(value: unknown): string | null {
  return find(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf), false);
}

function find(value: unknown, bad: (leaf: unknown) => boolean, keys: boolean): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, at] = stack.pop()!;
    if (bad(current)) return at;
    if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const path = at === '' ? key : `${at}.${key}`;
        if (keys && key.includes('\0')) return at;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

function refuse(
  request: FastifyRequest,
  finder: (value: unknown) => string | null,
  problem: 'nulCharacter' | 'notFinite',
): void {
  for (const [part, value] of [
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const at = finder(value);
    if (at === null) continue;
    const field = at === '' ? part : at;
    throw validationError({
      [field]: [fieldMessage(field, { kind: problem }, messageLocaleOf(request))],
    });
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (findNul(request.params) !== null) throw new HttpError(404, serverMessages.notFound);
      refuse(request, findNul, 'nulCharacter');
    });
    app.addHook('preHandler', async (request) => {
      if (findNonFinite(request.params) !== null) throw new HttpError(404, serverMessages.notFound);
      refuse(request, findNonFinite, 'notFinite');
    });
  },
  { name: 'input-guard' },
);
