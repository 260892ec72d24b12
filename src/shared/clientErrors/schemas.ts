/** The client error report contract: what the app sends when rendering fails (docs/api.md#client-errors). */
import { Type, type Static } from 'typebox';
import { CLIENT_ERROR_LIMITS as L, type ClientErrorReport } from './rules';

export const ClientErrorBodySchema = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: L.message }),
    stack: Type.Optional(Type.String({ maxLength: L.stack })),
    component_stack: Type.Optional(Type.String({ maxLength: L.component_stack })),
    url: Type.String({ maxLength: L.url }),
    user_agent: Type.Optional(Type.String({ maxLength: L.user_agent })),
  },
  { additionalProperties: false },
);
export type ClientErrorBody = Static<typeof ClientErrorBodySchema>;

// The schema and the client's hand-written type must describe the same body, or this stops compiling.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const reportTypeMatchesSchema: Same<ClientErrorBody, ClientErrorReport> = true;
