/**
 * The one typed view of the schema that every query goes through.
 *
 * Timestamps are ISO-8601 UTC strings (`2026-01-31T09:30:00.000Z`) on both SQLite and PostgreSQL: SQLite has
 * no timestamp type, and one representation means repositories and comparisons (fixed-width strings sort
 * chronologically) behave the same on both dialects without per-driver conversion.
 * JSON documents (translations, social links) are stored as text and parsed in repositories, for the same reason.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../shared/common/constants';
import type { DevelopersTable, ProjectsTable, TeamMembersTable } from './contentTables';
import type { SeoPagesTable } from './seoTables';
import type { HomeAssetsTable } from './homeAssetTables';
import type { RoutingRulesTable } from './routingTables';
import type {
  LeadIdempotencyTable,
  LeadNotesTable,
  LeadSlaTable,
  LeadSequencesTable,
  LeadsTable,
  LeadTotalsTable,
  PoolNoticesTable,
} from './leadTables';

/** An auto-increment id: never supplied on insert, never changed. */
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  name: string;
  /** Always stored lower-cased so uniqueness and lookups ignore case. */
  email: string;
  password_hash: string;
  avatar_media_id: number | null;
  locale: string;
  /** One of ROLES (src/shared/constants.ts); 'super-admin' for accounts made before roles. */
  role: ColumnType<Role, Role | undefined, Role>;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set while the account is deactivated: it cannot log in and has no live session. */
  deactivated_at: string | null;
  /** When (and by whom) the account was invited; null for accounts made otherwise (user:create, seed). */
  invited_at: string | null;
  invited_by: number | null;
  /** A sales agent's pool: JSON list of the lead kinds whose unassigned leads it sees; null: every kind. */
  lead_kinds: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the agent takes routed leads (its switch on /profile), 0 when away (migration 019). */
  available: ColumnType<number, number | undefined, number>;
  /** JSON WorkingHours (src/shared/leads/routing/rules.ts); null: always. */
  working_hours: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AccessTokensTable {
  id: Id;
  user_id: number;
  /** Hex SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface CompanyTable {
  id: Id;
  name: string;
  logo_media_id: number | null;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  /** JSON text: `{ "en": string, "ar": string }`. */
  address: string;
  default_currency: string;
  /** JSON text: `{ instagram?, linkedin?, x?, youtube?, facebook?, tiktok? }`. */
  social: string;
  /** 1: publishing with Arabic incomplete is refused (migration 029, docs/product.md#publishing). */
  require_arabic_to_publish: ColumnType<number, number | undefined, number>;
  /** Bumped by each write (migration 027); the admin API's ETag. */
  version: Generated<number>;
  updated_at: string;
}

export interface MediaTable {
  id: Id;
  uuid: string;
  collection_name: string;
  /** The name the uploader gave the file (without extension), shown in the UI. */
  name: string;
  /** The stored file name, `<uuid>.<ext>` under DATA_DIR/media. */
  file_name: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  order_column: number;
  /** Stored preview file name, if one was generated. */
  preview_file_name: string | null;
  model_type: string | null;
  model_id: number | null;
  created_at: string;
}

/** When each once-per-fleet job last ran (src/server/jobs/scheduler.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
}

export type MailOutboxRow = Selectable<MailOutboxTable>;

/** One message of the durable mail queue (docs/operations.md#mail). */
export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** The empty string once sent. */
  body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the worker may (next) try it; while one holds it, the end of its lease. Null once sent or failed. */
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Makes queueing idempotent (migration 023): one row per key, e.g. `ack:lead:42`; null for most mail. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MailStatus = 'queued' | 'sent' | 'failed';
export type MailQueueRow = Selectable<MailQueueTable>;

/** The auto-acknowledgement's template in one language (docs/product.md#auto-acknowledgement). */
export interface AutoAcknowledgementTable {
  locale: string;
  subject: string;
  body: string;
  updated_at: string;
}

/** One row (id 1): whether the auto-acknowledgement is sent. */
export interface AutoAcknowledgementSettingsTable {
  id: number;
  enabled: number;
  updated_at: string;
}

export interface JobRunsTable {
  name: string;
  last_run_at: string;
}

/** When the installation started (migration 022): one row, id 1, written once (src/server/startup.ts). */
export interface InstallationTable {
  id: number;
  started_at: string;
}

/** What the app reported when it failed to render (docs/api.md#client-errors); bounded per user. */
export interface ClientErrorsTable {
  id: Id;
  /** Null once the reporting user is deleted: the report stays useful without them. */
  user_id: number | null;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string;
  user_agent: string | null;
  created_at: string;
}

/** A password-reset link (single use, 60 minutes); only the SHA-256 of its token is stored. */
export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * An invitation link (single use, INVITATION_TTL_HOURS); only the SHA-256 of its token is stored. An invited
 * account has the empty string as its password hash until a link is accepted.
 */
export interface InvitationsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** One recorded change, login or export (src/server/audit/auditRepository.ts). */
export interface AuditLogTable {
  id: Id;
  at: string;
  /** Null when nobody was signed in (a failed login names the email in `changes` instead). */
  user_id: number | null;
  /** The actor's name when the row was written. */
  user_name: string | null;
  ip: string | null;
  /** What was acted on: one of AUDIT_ENTITIES (src/shared/audit/schemas.ts). */
  entity: string;
  entity_id: string | null;
  action: string;
  /** JSON text: `{ field: [before, after] }` of the changed fields, never a secret; or extra facts. */
  changes: string | null;
}

/** Who has a content record open (migration 028, docs/product.md#presence). */
export interface RecordPresenceTable {
  user_id: number;
  resource: string;
  record_id: string;
  /** When this user opened the record (reset when a stale row is seen again). */
  since: string;
  /** The last heartbeat; older than PRESENCE_WINDOW_MS, the row counts as gone. */
  seen_at: string;
}

/**
 * A record's pending changes (migration 029, docs/product.md#publishing): its input as JSON text, one per
 * record. `kind` is a PUBLICATION_KINDS key and `record_id` the record's id as text (an SEO page's key).
 */
export interface RecordDraftsTable {
  kind: string;
  record_id: string;
  record: string;
  updated_at: string;
  updated_by: number | null;
}

/** What one publication made public (migration 029): the record's input, numbered 1, 2, 3… per record. */
export interface PublishedVersionsTable {
  id: Id;
  kind: string;
  record_id: string;
  number: number;
  record: string;
  published_at: string;
  published_by: number | null;
  /** 1 when a schedule published it. */
  scheduled: ColumnType<number, number | undefined, number>;
}

/** A record's scheduled publish and unpublish (migration 029); the row goes once both have fired. */
export interface PublicationSchedulesTable {
  kind: string;
  record_id: string;
  publish_at: string | null;
  unpublish_at: string | null;
  /** Why the scheduled publish failed at its time; set, the job leaves the publish alone. */
  error: string | null;
  scheduled_by: number | null;
  updated_at: string;
}

/** Secrets the server makes for itself on first use, shared by every instance (the preview links' key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  company: CompanyTable;
  media: MediaTable;
  client_errors: ClientErrorsTable;
  job_runs: JobRunsTable;
  installation: InstallationTable;
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
  auto_acknowledgement: AutoAcknowledgementTable;
  auto_acknowledgement_settings: AutoAcknowledgementSettingsTable;
  password_resets: PasswordResetsTable;
  invitations: InvitationsTable;
  developers: DevelopersTable;
  projects: ProjectsTable;
  team_members: TeamMembersTable;
  seo_pages: SeoPagesTable;
  home_assets: HomeAssetsTable;
  leads: LeadsTable;
  lead_sequences: LeadSequencesTable;
  lead_notes: LeadNotesTable;
  lead_idempotency: LeadIdempotencyTable;
  lead_totals: LeadTotalsTable;
  lead_sla: LeadSlaTable;
  audit_log: AuditLogTable;
  routing_rules: RoutingRulesTable;
  pool_notices: PoolNoticesTable;
  record_presence: RecordPresenceTable;
  record_drafts: RecordDraftsTable;
  published_versions: PublishedVersionsTable;
  publication_schedules: PublicationSchedulesTable;
  server_secrets: ServerSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type CompanyRow = Selectable<CompanyTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;

/** The current instant in the stored timestamp format. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
