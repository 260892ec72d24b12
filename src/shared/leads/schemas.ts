/**
 * The leads contract (docs/api.md#lead-routes, docs/product.md#lead): public intake bodies per kind, the
 * admin wire shape, list query, bulk body, notes, unread counts and the dashboard. Wire format is flat
 * snake_case: the kind-specific fields sit beside the shared ones and are null for the other kinds.
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion, type TUnsafe } from 'typebox';
import {
  EmailSchema,
  Nullable,
  PhoneSchema,
  UrlSchema,
  IdSchema,
  listQuery,
} from '../common/schemas';
import {
  AREA_UNITS,
  ASSIGNEE_VIEWS,
  CONSULTING_SERVICES,
  CONTACT_CHANNELS,
  LEAD_BULK_MAX,
  LEAD_FIELDS,
  LEAD_KINDS,
  LEAD_LIMITS,
  LEAD_PURPOSES,
  LEAD_SORTS,
  LEAD_STATUSES,
  LEAD_WIRE_FIELDS,
  OCCUPANCIES,
  PROPERTY_TYPES,
  SALE_COMPLETIONS,
  leadKindHolds,
  type LeadField,
  type LeadFieldSpec,
  type LeadIntakeField,
  type LeadKind,
  type LeadStatus,
} from './rules';

export * from './rules';

/** `values.map` loses the tuple, so the Static type would be `never`; the cast restores one literal per value. */
const literalUnion = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<{
    -readonly [K in keyof T]: TLiteral<T[K]>;
  }>;

export const LeadKindSchema = literalUnion(LEAD_KINDS);
export const LeadStatusSchema = literalUnion(LEAD_STATUSES);
const Text = (maxLength: number) => Type.String({ maxLength });
const RequiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Bedrooms = Type.Integer({ minimum: 0, maximum: LEAD_LIMITS.bedrooms });
const Money = Type.Number({ minimum: 0, maximum: LEAD_LIMITS.budget });
const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

/**
 * What the public forms may send, field by field (every LEAD_FIELDS field marked `intake`), in the order the
 * intake checks them. `website` is the honeypot; `fill_ms` the time spent filling in; neither is stored.
 */
const intakeField = {
  name: RequiredText(LEAD_LIMITS.name),
  email: EmailSchema,
  phone: Type.Optional(PhoneSchema),
  message: Type.Optional(Text(LEAD_LIMITS.message)),
  locale: Type.Optional(literalUnion(['en', 'ar'] as const)),
  source_url: Type.Optional(UrlSchema),
  referrer: Type.Optional(UrlSchema),
  utm_source: Type.Optional(Text(LEAD_LIMITS.short)),
  utm_medium: Type.Optional(Text(LEAD_LIMITS.short)),
  utm_campaign: Type.Optional(Text(LEAD_LIMITS.short)),
  consent: Type.Optional(Type.Boolean()),
  subject: Type.Optional(Text(LEAD_LIMITS.subject)),
  /** A published project's id; its name is kept on the lead as a snapshot. */
  project_id: IdSchema,
  property_type: literalUnion(PROPERTY_TYPES),
  city: RequiredText(LEAD_LIMITS.short),
  community: Type.Optional(Text(LEAD_LIMITS.short)),
  service: literalUnion(CONSULTING_SERVICES),
  bedrooms: Type.Optional(Bedrooms),
  budget: Type.Optional(Money),
  purpose: Type.Optional(literalUnion(LEAD_PURPOSES)),
  country_of_residence: Type.Optional(Text(LEAD_LIMITS.short)),
  preferred_contact_time: Type.Optional(Text(LEAD_LIMITS.short)),
  area: Type.Optional(Type.Number({ minimum: 0, maximum: LEAD_LIMITS.area })),
  area_unit: Type.Optional(literalUnion(AREA_UNITS)),
  asking_price: Type.Optional(Money),
  currency: Type.Optional(Currency),
  occupancy: Type.Optional(literalUnion(OCCUPANCIES)),
  completion: Type.Optional(literalUnion(SALE_COMPLETIONS)),
} satisfies Record<LeadIntakeField, TSchema>;

const formOnly = {
  website: Type.Optional(Text(LEAD_LIMITS.url)),
  fill_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
};

const strict = { additionalProperties: false } as const;

/** A kind's form: the fields every kind holds, the honeypot and fill time, then the kind's own fields. */
function intakeSchema(kind: LeadKind) {
  const fields = (Object.keys(intakeField) as LeadIntakeField[]).filter((name) =>
    leadKindHolds(kind, name),
  );
  const pick = (shared: boolean) =>
    Object.fromEntries(
      fields
        .filter((name) => ((LEAD_FIELDS[name] as LeadFieldSpec).kinds === undefined) === shared)
        .map((name) => [name, intakeField[name]]),
    );
  return Type.Object({ ...pick(true), ...formOnly, ...pick(false) }, strict);
}

export const ContactIntakeSchema = intakeSchema('contact');
export const ProjectIntakeSchema = intakeSchema('project');
export const ConsultingIntakeSchema = intakeSchema('consulting');
export const SaleIntakeSchema = intakeSchema('sale');
export const IntakeSchemas = {
  contact: ContactIntakeSchema,
  project: ProjectIntakeSchema,
  consulting: ConsultingIntakeSchema,
  sale: SaleIntakeSchema,
} as const;

/** 201 answer of the public intake (also replayed for a repeated Idempotency-Key). */
export const IntakeResponseSchema = Type.Object({
  data: Type.Object({ reference: Type.String(), kind: LeadKindSchema }),
  message: Type.String(),
});

export const LeadNoteSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  author: Type.Object({ id: Nullable(Type.Integer()), name: Type.String() }),
  at: Type.String(),
});
export type LeadNote = Static<typeof LeadNoteSchema>;

/** A field's value on the wire, by its LEAD_FIELDS type. */
type LeadValue<F extends LeadFieldSpec> = {
  kind: LeadKind;
  status: LeadStatus;
  text: string;
  integer: number;
  number: number;
  boolean: boolean;
}[F['type']];
type LeadWire = {
  [K in LeadField]: TUnsafe<
    | LeadValue<(typeof LEAD_FIELDS)[K]>
    | ((typeof LEAD_FIELDS)[K] extends { nullable: true } ? null : never)
  >;
};

const wireType = {
  kind: () => LeadKindSchema,
  status: () => LeadStatusSchema,
  text: () => Type.String(),
  integer: () => Type.Integer(),
  number: () => Type.Number(),
  boolean: () => Type.Boolean(),
} satisfies Record<LeadFieldSpec['type'], () => TSchema>;

/**
 * One lead as the admin sees it: every LEAD_FIELDS field, kind-specific ones null for other kinds; and on the
 * lists and the lead page `overdue`: unanswered past its kind's first-response target
 * (docs/product.md#speed-to-lead).
 */
export const LeadSchema = Type.Object({
  ...(Object.fromEntries(
    LEAD_WIRE_FIELDS.map((name) => {
      const spec: LeadFieldSpec = LEAD_FIELDS[name];
      const schema = wireType[spec.type]();
      return [name, spec.nullable ? Nullable(schema) : schema];
    }),
  ) as unknown as LeadWire),
  overdue: Type.Optional(Type.Boolean()),
});
export type Lead = Static<typeof LeadSchema>;

/** GET /forms/{kind}/{id}: the lead with its notes timeline, oldest first. */
export const LeadDetailSchema = Type.Intersect([
  LeadSchema,
  Type.Object({ notes: Type.Array(LeadNoteSchema) }),
]);
export type LeadDetail = Static<typeof LeadDetailSchema>;

export const LeadKindParamsSchema = Type.Object({ kind: LeadKindSchema });
export const LeadParamsSchema = Type.Object({ kind: LeadKindSchema, id: IdSchema });

/** Dates are `YYYY-MM-DD`, inclusive, in UTC. */
const DateParam = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const BooleanText = literalUnion(['true', 'false'] as const);

export const LeadListQuerySchema = listQuery(LEAD_SORTS, {
  'filter[status]': Type.Optional(LeadStatusSchema),
  'filter[from]': Type.Optional(DateParam),
  'filter[to]': Type.Optional(DateParam),
  /** `false` = unread only. */
  'filter[read]': Type.Optional(BooleanText),
  /** project leads */
  'filter[project_id]': Type.Optional(IdSchema),
  /** consulting leads */
  'filter[service]': Type.Optional(literalUnion(CONSULTING_SERVICES)),
  /** sale leads */
  'filter[property_type]': Type.Optional(literalUnion(PROPERTY_TYPES)),
  'filter[city]': Type.Optional(Type.String({ maxLength: LEAD_LIMITS.short })),
  /** `me`: the caller's own leads; `none`: the unassigned pool; a user id: that user's leads. */
  'filter[assignee]': Type.Optional(
    Type.Union([literalUnion(ASSIGNEE_VIEWS), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]),
  ),
  /** `1`: only the overdue leads (unanswered past the kind's first-response target). */
  'filter[overdue]': Type.Optional(literalUnion(['1'] as const)),
});
export type LeadListQuery = Static<typeof LeadListQuerySchema>;
/** The CSV export takes the list's filters, search and sort (no paging: the whole filtered set). */
export const LeadExportQuerySchema = Type.Omit(LeadListQuerySchema, ['page', 'per_page'], strict);

const BulkIds = Type.Array(IdSchema, { minItems: 1, maxItems: LEAD_BULK_MAX, uniqueItems: true });

/** PATCH /forms/{kind}/{id}: change the status and/or mark read (`read: true`) or unread. */
export const LeadPatchSchema = Type.Object(
  { status: Type.Optional(LeadStatusSchema), read: Type.Optional(Type.Boolean()) },
  { ...strict, minProperties: 1 },
);
export type LeadPatch = Static<typeof LeadPatchSchema>;

export const LeadNoteInputSchema = Type.Object({ body: RequiredText(LEAD_LIMITS.note) }, strict);

/** POST /forms/{kind}/bulk: `status` is required when action is 'status'. Answers `{ data: { affected } }`. */
export const LeadBulkSchema = Type.Object(
  {
    action: literalUnion(['delete', 'status', 'read', 'unread'] as const),
    ids: BulkIds,
    status: Type.Optional(LeadStatusSchema),
  },
  strict,
);
export type LeadBulk = Static<typeof LeadBulkSchema>;

/** PATCH /forms/{kind}/{id}/assignee: an active sales user's id, or null for the unassigned pool. */
export const LeadAssigneeInputSchema = Type.Object({ assignee_id: Nullable(IdSchema) }, strict);
export type LeadAssigneeInput = Static<typeof LeadAssigneeInputSchema>;

/** POST /forms/{kind}/assign (managers): the selection to one assignee, or back to the pool. */
export const LeadBulkAssignSchema = Type.Object(
  { ids: BulkIds, assignee_id: Nullable(IdSchema) },
  strict,
);
export type LeadBulkAssign = Static<typeof LeadBulkAssignSchema>;

/** POST /forms/{kind}/{id}/contacts: a contact made with the lead, by this channel. */
export const LeadContactInputSchema = Type.Object(
  { channel: literalUnion(CONTACT_CHANNELS) },
  strict,
);
export type LeadContactInput = Static<typeof LeadContactInputSchema>;

/** GET /assignees: the active sales users a lead may be assigned to, by name. */
export const AssigneeSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Assignee = Static<typeof AssigneeSchema>;

const Count = Type.Integer({ minimum: 0 });

/** GET /forms/unread: unread (read_at null, status not spam) leads per kind, for the menu badges. */
export const UnreadCountsSchema = Type.Object({
  contact: Count,
  project: Count,
  consulting: Count,
  sale: Count,
});
export type UnreadCounts = Static<typeof UnreadCountsSchema>;

/** GET /dashboard. `per_day` has DASHBOARD_DAYS entries, oldest first, `date` as YYYY-MM-DD (UTC). */
export const DashboardSchema = Type.Object({
  unread: UnreadCountsSchema,
  per_day: Type.Array(
    Type.Object({
      date: Type.String(),
      contact: Type.Integer(),
      project: Type.Integer(),
      consulting: Type.Integer(),
      sale: Type.Integer(),
    }),
  ),
  latest: Type.Array(LeadSchema),
  counts: Type.Object({
    projects: Type.Integer(),
    developers: Type.Integer(),
    team_members: Type.Integer(),
  }),
});
export type Dashboard = Static<typeof DashboardSchema>;
