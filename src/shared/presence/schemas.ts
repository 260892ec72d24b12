/** The presence routes' contract (docs/api.md#presence). */
import { Type, type Static } from 'typebox';
import { PRESENCE_RESOURCE_NAMES } from './rules';

export const PresenceParamsSchema = Type.Object({
  resource: Type.Union(
    PRESENCE_RESOURCE_NAMES.map((name) => Type.Literal(name)),
    {
      description: 'The kind of record',
    },
  ),
  // A numeric id, or an SEO page's key.
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type PresenceParams = Static<typeof PresenceParamsSchema>;

export const PresentUserSchema = Type.Object({
  user_id: Type.Integer(),
  name: Type.String(),
  /** When this user opened the record. */
  since: Type.String({ format: 'date-time' }),
});
export type PresentUser = Static<typeof PresentUserSchema>;

export const PresenceResponseSchema = Type.Object({ data: Type.Array(PresentUserSchema) });
export type PresenceResponse = Static<typeof PresenceResponseSchema>;
