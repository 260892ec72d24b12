/**
 * Fuzzing every route of the OpenAPI document with generated bad input — wrong types, NUL and invalid
 * UTF-8, huge and deeply nested values, `__proto__` keys, near-valid bodies with hostile strings — signed in
 * and not. Whatever arrives, the answer is never a 5xx, and every JSON error has the contract's shape.
 * Seeded and bounded: FUZZ_SEED replays a run (a failure prints its seed), FUZZ_RUNS sets runs per route.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { issueToken } from '../../../src/server/auth/tokenService';
import { createTestUser, describeEachDb } from '../support/testApp';
import {
  bodyArbitrary,
  pathArbitrary,
  queryArbitrary,
  rawBodyArbitrary,
  routesOf,
  type FuzzRoute,
} from './fuzzArbitraries';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.FUZZ_RUNS ?? 12);

function expectWellFormed(route: FuzzRoute, response: LightMyRequestResponse) {
  const where = `${route.method} ${route.path} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode < 400 || !type.startsWith('application/json')) return;
  const body = response.json() as { message?: unknown; errors?: unknown };
  if (typeof body.message !== 'string') throw new Error(`error without a message: ${where}`);
  if (body.errors === undefined) return;
  const fieldsOk =
    typeof body.errors === 'object' &&
    body.errors !== null &&
    Object.values(body.errors).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    );
  if (!fieldsOk) throw new Error(`errors not { field: [message] }: ${where}`);
}

describeEachDb('fuzzing every route', (ctx) => {
  let routes: FuzzRoute[] = [];
  let userId = 0;
  beforeAll(async () => {
    // The live event stream never ends by itself, so an injected request would wait forever; its
    // answers to every role and bad input are tested over a socket (__tests__/server/events).
    routes = routesOf(ctx.app.swagger() as never).filter(
      (route) => !(route.method === 'GET' && route.path === '/api/admin/events'),
    );
    userId = (await createTestUser(ctx)).id;
  });

  it(`answers every generated request without a 5xx (seed ${seed})`, async () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          pathArbitrary(route),
          queryArbitrary(route),
          fc.oneof(
            { weight: 4, arbitrary: bodyArbitrary(route) },
            { weight: 1, arbitrary: rawBodyArbitrary },
          ),
          fc.boolean(),
          async (url, query, body, signedIn) => {
            // A fresh token each time: a fuzzed logout or password change may end the last one.
            const token = signedIn ? await issueToken(ctx.db, userId, ctx.config) : null;
            const response = await ctx.app.inject({
              method: route.method,
              url: `${url}${query}`,
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: body }),
            });
            expectWellFormed(route, response);
          },
        ),
        { seed, numRuns, endOnFailure: true },
      );
    }
  }, 600_000);
});
