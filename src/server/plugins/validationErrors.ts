/**
 * Turns ajv's validation errors into the contract's `errors: { field: [message] }`, with messages a person can
 * read. "<Field> is Required" and "Invalid Email" are binding texts (docs/product.md#binding-texts),
 * generalised to every field (docs/api.md#validation-errors).
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { serverMessages } from '../../shared/common/errors';

/** A field's name as a person reads it: `name.en` → `En`, `filter[project_id]` → `Project id`. */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  // A list filter is named `filter[city]` on the wire; the person reads "City".
  const name = /\[([^\]]+)\]$/.exec(last)?.[1] ?? last;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const child =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  return [base, child].filter(Boolean).join('.');
}

/** An empty text is missing to a person: `minLength: 1` says what `required` says. */
function isRequiredError(error: FastifySchemaValidationError): boolean {
  const params = error.params as Record<string, unknown>;
  return error.keyword === 'required' || (error.keyword === 'minLength' && params.limit === 1);
}

/** Which of a field's errors a person reads first: missing, then of the wrong kind, then the rest. */
function rankOf(error: FastifySchemaValidationError): number {
  if (isRequiredError(error)) return 0;
  if (error.keyword === 'type') return 1;
  return error.keyword === 'format' || error.keyword === 'pattern' ? 3 : 2;
}

function messageOf(error: FastifySchemaValidationError, field: string): string {
  const params = error.params as Record<string, unknown>;
  const name = fieldLabel(field);
  // For email and password this yields exactly serverMessages.emailRequired / passwordRequired.
  if (isRequiredError(error)) return `${name} is Required`;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${name} is not allowed`;
    case 'format':
      return params.format === 'email' ? serverMessages.invalidEmail : `Invalid ${name}`;
    case 'maxLength':
      return `${name} may not be longer than ${String(params.limit)} characters`;
    case 'minLength':
      return `${name} must be at least ${String(params.limit)} characters`;
    case 'maximum':
      return `${name} may not be greater than ${String(params.limit)}`;
    case 'minimum':
      return `${name} must be at least ${String(params.limit)}`;
    case 'maxItems':
      return `${name} may not have more than ${String(params.limit)} items`;
    case 'type':
      return `${name} must be of type ${String(params.type)}`;
    default:
      return `${name} is invalid`;
  }
}

/**
 * One message per field, the one that matters most (an empty name is "Name is Required", not also "Name is
 * invalid"): a person fixes that first, and the next answer names the next problem.
 */
export function toFieldErrors(
  validation: FastifySchemaValidationError[],
): Record<string, string[]> {
  const first = new Map<string, FastifySchemaValidationError>();
  for (const error of validation) {
    const field = fieldOf(error) || 'body';
    const kept = first.get(field);
    if (!kept || rankOf(error) < rankOf(kept)) first.set(field, error);
  }
  return Object.fromEntries([...first].map(([field, error]) => [field, [messageOf(error, field)]]));
}
