/**
 * Turns ajv's validation errors into the contract's `errors: { field: [message] }`, with messages a person can
 * read. "<Field> is Required" and "Invalid Email" are binding texts (docs/product.md#binding-texts),
 * generalised to every field (docs/api.md#validation-errors), in the language asked for on the public API
 * (docs/api.md#answer-language).
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { fieldMessage, type FieldProblem, type MessageLocale } from '../messageCatalogue';

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const child =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  return [base, child].filter(Boolean).join('.');
}

/**
 * An empty text is missing to a person: `minLength: 1` says what `required` says, and so does the `\S`
 * pattern of a required text that holds only spaces.
 */
function isRequiredError(error: FastifySchemaValidationError): boolean {
  const params = error.params as Record<string, unknown>;
  return (
    error.keyword === 'required' ||
    (error.keyword === 'minLength' && params.limit === 1) ||
    (error.keyword === 'pattern' && params.pattern === '\\S')
  );
}

/** Which of a field's errors a person reads first: missing, then of the wrong kind, then the rest. */
function rankOf(error: FastifySchemaValidationError): number {
  if (isRequiredError(error)) return 0;
  if (error.keyword === 'type') return 1;
  return error.keyword === 'format' || error.keyword === 'pattern' ? 3 : 2;
}

function problemOf(error: FastifySchemaValidationError): FieldProblem {
  const params = error.params as Record<string, unknown>;
  // For email and password this yields exactly serverMessages.emailRequired / passwordRequired.
  if (isRequiredError(error)) return { kind: 'required' };
  switch (error.keyword) {
    case 'additionalProperties':
      return { kind: 'notAllowed' };
    case 'format':
      return { kind: params.format === 'email' ? 'invalidEmail' : 'invalid' };
    case 'maxLength':
    case 'minLength':
    case 'maximum':
    case 'minimum':
    case 'maxItems':
      return { kind: error.keyword, limit: String(params.limit) };
    case 'type':
      return { kind: 'type', type: String(params.type) };
    default:
      return { kind: 'other' };
  }
}

/**
 * One message per field, the one that matters most (an empty name is "Name is Required", not also "Name is
 * invalid"): a person fixes that first, and the next answer names the next problem.
 */
export function toFieldErrors(
  validation: FastifySchemaValidationError[],
  locale: MessageLocale = 'en',
): Record<string, string[]> {
  const first = new Map<string, FastifySchemaValidationError>();
  for (const error of validation) {
    const field = fieldOf(error) || 'body';
    const kept = first.get(field);
    if (!kept || rankOf(error) < rankOf(kept)) first.set(field, error);
  }
  return Object.fromEntries(
    [...first].map(([field, error]) => [field, [fieldMessage(field, problemOf(error), locale)]]),
  );
}
