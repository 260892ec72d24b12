/** The single company row that brands the panel (sidebar logo, header name) and the public site. */
import type { Kysely } from 'kysely';
import { nowIso, type CompanyRow, type Database } from '../db/database';

export async function getCompany(db: Kysely<Database>): Promise<CompanyRow | undefined> {
  return db.selectFrom('company').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** Creates the company row with this name unless one exists; never renames an existing company. */
export async function ensureCompany(db: Kysely<Database>, name: string): Promise<CompanyRow> {
  const existing = await getCompany(db);
  if (existing) return existing;
  return db
    .insertInto('company')
    .values({
      name,
      logo_media_id: null,
      email: null,
      phone: null,
      whatsapp: null,
      address: JSON.stringify({ en: '', ar: '' }),
      default_currency: 'AED',
      social: JSON.stringify({}),
      updated_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
