/**
 * The audit log's contract (docs/api.md#audit-routes): the list and history queries, one entry on the wire.
 * The vocabulary itself (entities, actions) is in rules.ts and re-exported here.
 */
import { Type, type Static } from 'typebox';
import { IdSchema, Nullable, baseListQuery, literals } from '../common/schemas';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './rules';

export * from './rules';

/** A calendar day (`2026-05-01`) or an instant (ISO 8601); a day means all of it. */
const DateOrInstant = Type.String({
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
});

export const AuditEntityIdSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
});

const filters = {
  user: Type.Optional(IdSchema),
  entity: Type.Optional(literals(AUDIT_ENTITIES)),
  entity_id: Type.Optional(AuditEntityIdSchema),
  action: Type.Optional(literals(AUDIT_ACTIONS)),
  from: Type.Optional(DateOrInstant),
  to: Type.Optional(DateOrInstant),
};

export const AuditListQuerySchema = Type.Object(
  { page: baseListQuery.page, per_page: baseListQuery.per_page, ...filters },
  { additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuerySchema>;

export const AuditExportQuerySchema = Type.Object(filters, { additionalProperties: false });
export type AuditFilters = Static<typeof AuditExportQuerySchema>;

export const AuditHistoryParamsSchema = Type.Object({
  entity: literals(AUDIT_ENTITIES),
  id: AuditEntityIdSchema,
});

export const AuditHistoryQuerySchema = Type.Object(
  { page: baseListQuery.page, per_page: baseListQuery.per_page },
  { additionalProperties: false },
);

/** A changed field as `[before, after]` (any JSON value each). */
const ChangeSchema = Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 });

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  entity: literals(AUDIT_ENTITIES),
  entity_id: Nullable(Type.String()),
  action: literals(AUDIT_ACTIONS),
  changes: Nullable(Type.Record(Type.String(), ChangeSchema)),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;
