/** The single company row that brands the panel (sidebar logo, header name) and the public site. */
import type { Kysely } from 'kysely';
import type { Company, PublicCompany } from '../../shared/account';
import { DEFAULT_CURRENCY, SOCIAL_NETWORKS } from '../../shared/accountRules';
import type { Locale } from '../../shared/constants';
import { pickLocale, type Translatable } from '../../shared/translatable';
import { nowIso, type CompanyRow, type Database } from '../db/database';
import { findMediaById, mediaToWire } from './media';

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
      default_currency: DEFAULT_CURRENCY,
      social: JSON.stringify({}),
      updated_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return { ...fallback, ...(JSON.parse(text) as T) };
  } catch {
    return fallback;
  }
}

const emptySocial = (): Company['social'] =>
  Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, null])) as Company['social'];

export async function companyToWire(db: Kysely<Database>, row: CompanyRow): Promise<Company> {
  const logo = row.logo_media_id === null ? undefined : await findMediaById(db, row.logo_media_id);
  const social = parseJson<Company['social']>(row.social, emptySocial());
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: parseJson<Translatable>(row.address, { en: '', ar: '' }),
    default_currency: row.default_currency,
    // Only the known networks leave, whatever an older row holds.
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((key) => [key, social[key] ?? null]),
    ) as Company['social'],
    logo: logo ? mediaToWire(logo) : null,
    updated_at: row.updated_at,
  };
}

/** The company as the public website reads it; a fresh install without a company row has none. */
export async function findPublicCompany(
  db: Kysely<Database>,
  locale: Locale = 'en',
): Promise<PublicCompany | undefined> {
  const row = await getCompany(db);
  if (!row) return undefined;
  const company = await companyToWire(db, row);
  return {
    name: company.name,
    logo: company.logo,
    email: company.email,
    phone: company.phone,
    whatsapp: company.whatsapp,
    address: pickLocale(company.address, locale),
    default_currency: company.default_currency,
    social: Object.fromEntries(
      Object.entries(company.social).filter((entry): entry is [string, string] => !!entry[1]),
    ),
  };
}
