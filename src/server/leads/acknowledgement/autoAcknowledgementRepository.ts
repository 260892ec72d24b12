/**
 * The auto-acknowledgement's SQL (db/migrations/021_mail_queue.ts): the switch, the template per language,
 * and what a lead's acknowledgement says about it (read from the leads and company tables directly, as the
 * intake reads projects, rather than importing the leads domain).
 */
import type { Kysely } from 'kysely';
import type { AckLocale, AutoAcknowledgement } from '../../../shared/leads/acknowledgement/schemas';
import { nowIso, type Database } from '../../db/database';

type Db = Kysely<Database>;

export async function readAutoAcknowledgement(db: Db): Promise<AutoAcknowledgement> {
  const [settings, templates] = await Promise.all([
    db
      .selectFrom('auto_acknowledgement_settings')
      .select('enabled')
      .where('id', '=', 1)
      .executeTakeFirst(),
    db.selectFrom('auto_acknowledgement').select(['locale', 'subject', 'body']).execute(),
  ]);
  const template = (locale: AckLocale) => {
    const row = templates.find((t) => t.locale === locale);
    return { subject: row?.subject ?? '', body: row?.body ?? '' };
  };
  return { enabled: Number(settings?.enabled ?? 0) === 1, en: template('en'), ar: template('ar') };
}

export async function writeAutoAcknowledgement(
  db: Db,
  value: AutoAcknowledgement,
  now: Date,
): Promise<void> {
  const at = nowIso(now);
  await db
    .insertInto('auto_acknowledgement_settings')
    .values({ id: 1, enabled: value.enabled ? 1 : 0, updated_at: at })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ enabled: value.enabled ? 1 : 0, updated_at: at }),
    )
    .execute();
  for (const locale of ['en', 'ar'] as const) {
    const { subject, body } = value[locale];
    await db
      .insertInto('auto_acknowledgement')
      .values({ locale, subject, body, updated_at: at })
      .onConflict((oc) => oc.column('locale').doUpdateSet({ subject, body, updated_at: at }))
      .execute();
  }
}

export interface AcknowledgedLead {
  id: number;
  name: string;
  email: string;
  locale: string | null;
  reference: string;
  project_name: string | null;
}

/** The leads among `ids` still there, with what their acknowledgement says. */
export async function findLeadsToAcknowledge(
  db: Db,
  ids: readonly number[],
): Promise<AcknowledgedLead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select(['id', 'name', 'email', 'locale', 'reference', 'project_name'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function companyName(db: Db): Promise<string> {
  const row = await db.selectFrom('company').select('name').orderBy('id').executeTakeFirst();
  return row?.name ?? '';
}

/**
 * Which of these leads still wait for their arrival since `before` or earlier: the ones the arrival sweep
 * has taken over (docs/architecture.md#lead-intake-pipeline).
 */
export async function arrivalPendingSince(
  db: Db,
  ids: readonly number[],
  before: Date,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where('id', 'in', ids)
    .where('arrival_pending_since', 'is not', null)
    .where('arrival_pending_since', '<=', nowIso(before))
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
