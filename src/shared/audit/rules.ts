/**
 * The audit log's vocabulary (docs/security.md#audit-log): what can be acted on and how. The server writes
 * only these; the client translates each (audit.entity.* and audit.action.* in locales/). Plain values, no
 * schema library, so the client's screens import them cheaply; the contract's schemas are in schemas.ts.
 */
export const AUDIT_ENTITIES = [
  'developer',
  'project',
  'team-member',
  'seo-page',
  'home-asset',
  'lead',
  'lead-sla',
  'user',
  'company',
  'session',
  'audit-log',
  'mail',
  'auto-acknowledgement',
  'routing-rule',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'export',
  'login',
  'login-failed',
  'logout',
  'password-change',
  'password-reset',
  'email-change',
  'invite',
  'invite-resend',
  'invite-revoke',
  'invite-accept',
  'role-change',
  'deactivate',
  'reactivate',
  'note',
  'assign',
  'contact',
  'retry',
  'escalate',
  'restore',
  'purge',
  // Drafts and publishing (docs/product.md#publishing).
  'publish',
  'unpublish',
  'publish_failed',
  'schedule',
  'draft',
  'discard_draft',
  'restore_version',
  'preview_link',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field as `[before, after]`; absent fields did not change. */
export type AuditChanges = Record<string, readonly [unknown, unknown]>;

export const auditMessages = {
  invalidDate: 'Must be a real date',
} as const;

/** Audit entries per page of the log and of a record's history. */
export const AUDIT_PER_PAGE = 25;
