/**
 * The publication routes' contract (docs/api.md#drafts-and-publishing): a record's publication state, the
 * schedule's body, published versions and preview links. The vocabulary itself is in rules.ts, re-exported
 * here.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';
import { MAX_ID } from '../common/list';

export * from './rules';

const Person = Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));

const LanguageCompletenessSchema = Type.Object({
  complete: Type.Boolean(),
  missing: Type.Array(Type.String()),
});

export const CompletenessSchema = Type.Object({
  en: LanguageCompletenessSchema,
  ar: LanguageCompletenessSchema,
});

/** A record's publication, beside its fields in its GET answer and as the schedule route's answer. */
export const PublicationSchema = Type.Object({
  status: Type.Union([Type.Literal('published'), Type.Literal('unpublished')]),
  has_draft: Type.Boolean(),
  draft_updated_at: Nullable(Type.String()),
  draft_updated_by: Person,
  publish_at: Nullable(Type.String()),
  unpublish_at: Nullable(Type.String()),
  /** Why the scheduled publish could not be done at its time; the schedule stays until changed. */
  schedule_error: Nullable(Type.String()),
  last_published_at: Nullable(Type.String()),
  versions_count: Type.Integer({ minimum: 0 }),
  /** Of the draft when there is one, else of the live record. */
  completeness: CompletenessSchema,
  /** The company's `require_arabic_to_publish`: publishing with Arabic incomplete is refused. */
  require_arabic: Type.Boolean(),
});
export type Publication = Static<typeof PublicationSchema>;

/** An ISO 8601 date-time with its offset; stored in UTC. */
const Instant = Type.String({ format: 'date-time', maxLength: 40 });

/** `PUT …/schedule`: both null clears the schedule; a time in the past is a 422. */
export const ScheduleBodySchema = Type.Object(
  {
    publish_at: Type.Optional(Nullable(Instant)),
    unpublish_at: Type.Optional(Nullable(Instant)),
  },
  {
    additionalProperties: false,
    examples: [{ publish_at: '2026-09-01T06:00:00.000Z', unpublish_at: null }],
  },
);
export type ScheduleBody = Static<typeof ScheduleBodySchema>;

export const VersionNumberSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** One published version in the list, newest first. */
export const VersionSummarySchema = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  published_at: Type.String(),
  published_by: Person,
  /** Published by a schedule rather than by hand. */
  scheduled: Type.Boolean(),
});
export type VersionSummary = Static<typeof VersionSummarySchema>;

/** `GET …/versions/{version}`: one version, with the record (the kind's input) as it was published. */
export type PublishedVersion<R = Record<string, unknown>> = Omit<VersionSummary, 'scheduled'> & {
  record: R;
};

export const PreviewLinkSchema = Type.Object({
  token: Type.String(),
  expires_at: Type.String(),
  /** The public route of the record with `?preview=<token>`, relative to the server. */
  url: Type.String(),
});
export type PreviewLink = Static<typeof PreviewLinkSchema>;

/** `?preview=` of the public routes of one record: a link's token (docs/security.md#preview-links). */
export const PreviewTokenSchema = Type.String({ minLength: 1, maxLength: 512 });
