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

function messageOf(error: FastifySchemaValidationError, field: string): string {
  const params = error.params as Record<string, unknown>;
  const name = fieldLabel(field);
  switch (error.keyword) {
    case 'required':
      // For email and password this yields exactly serverMessages.emailRequired / passwordRequired.
      return `${name} is Required`;
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

export function toFieldErrors(
  validation: FastifySchemaValidationError[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const error of validation) {
    const field = fieldOf(error) || 'body';
    const message = messageOf(error, field);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
