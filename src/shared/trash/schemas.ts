/**
 * The Trash's contract (docs/api.md#trash-routes): the list's query, one item on the wire, the path of one
 * trashed record. The vocabulary is in rules.ts and re-exported here.
 */
import { Type, type Static } from 'typebox';
import { LEAD_KINDS } from '../leads/rules';
import { IdSchema, Nullable, baseListQuery, literals } from '../common/schemas';
import { TRASH_TYPES } from './rules';

export * from './rules';

export const TrashListQuerySchema = Type.Object(
  {
    page: baseListQuery.page,
    per_page: baseListQuery.per_page,
    'filter[type]': Type.Optional(literals(TRASH_TYPES)),
  },
  { additionalProperties: false },
);
export type TrashListQuery = Static<typeof TrashListQuerySchema>;

export const TrashParamsSchema = Type.Object({ type: literals(TRASH_TYPES), id: IdSchema });
export type TrashParams = Static<typeof TrashParamsSchema>;

export const TrashItemSchema = Type.Object({
  type: literals(TRASH_TYPES),
  id: Type.Integer(),
  /** The record's name in both languages; a lead's submitter name in both. */
  title: Type.Object({ en: Type.String(), ar: Type.String() }),
  /** A lead's reference (`CON-000042`); null for content. */
  reference: Nullable(Type.String()),
  /** A lead's kind on the desk; null for content. */
  lead_kind: Nullable(literals(LEAD_KINDS)),
  deleted_at: Type.String(),
  deleted_by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** When the purge job deletes it for good (deleted_at + TRASH_DAYS). */
  purge_at: Type.String(),
});
export type TrashItem = Static<typeof TrashItemSchema>;
