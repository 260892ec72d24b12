/**
 * The single company row that brands the panel (sidebar logo, header name) and the public site. Its write is
 * one transaction that checks the logo, writes the row and attaches the logo (media owned through
 * company.logo_media_id).
 */
import type { Kysely } from 'kysely';
import type { Company, CompanyInput, PublicCompany } from '../../shared/account/schemas';
import { DEFAULT_CURRENCY, SOCIAL_NETWORKS } from '../../shared/account/rules';
import type { Locale } from '../../shared/common/constants';
import { pickLocale, type Translatable } from '../../shared/common/schemas';
import { changesOf, readable, recordAudit } from '../audit/auditRepository';
import { flag, isSet } from '../db/columns';
import { nowIso, type CompanyRow, type Database } from '../db/database';
import { throwIfErrors } from '../httpErrors';
import { attachSlots, idsOf, mediaErrors, type MediaSlot } from '../uploads/mediaSlots';
import { findMediaById } from '../uploads/mediaRepository';
import { mediaToWire } from '../uploads/mediaWire';
import { claimVersion } from '../recordVersions/recordVersionRepository';

const COMPANY_ID = 1;

export async function getCompany(db: Kysely<Database>): Promise<CompanyRow | undefined> {
  return db.selectFrom('company').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/**
 * Creates the company row with this name unless one exists; never renames an existing company. The row has a
 * fixed id, so instances starting at once cannot make two.
 */
export async function ensureCompany(db: Kysely<Database>, name: string): Promise<CompanyRow> {
  const existing = await getCompany(db);
  if (existing) return existing;
  await db
    .insertInto('company')
    .values({
      id: COMPANY_ID,
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
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await getCompany(db))!;
}

const logoSlot = (id: number | null): MediaSlot => ({
  field: 'logo_id',
  collection: 'logo',
  kind: 'image',
  ids: idsOf(id),
});

/**
 * Creates the company row on first save (a fresh install may have none). The version is bumped first
 * (docs/api.md#record-versions): `expected`, an If-Match's versions, makes the write conditional, and another
 * version throws StaleVersion with nothing written.
 */
export async function updateCompany(
  db: Kysely<Database>,
  input: CompanyInput,
  expected?: readonly number[],
): Promise<CompanyRow> {
  return db.transaction().execute(async (trx) => {
    const { id } = await ensureCompany(trx, input.name);
    await claimVersion(trx, 'company', id, expected);
    const existing = (await getCompany(trx))!;
    const slot = logoSlot(input.logo_id);
    throwIfErrors(await mediaErrors(trx, [slot], { modelType: 'company', modelId: id }));
    const row = await trx
      .updateTable('company')
      .set({
        name: input.name.trim(),
        logo_media_id: input.logo_id,
        email: input.email,
        phone: input.phone,
        whatsapp: input.whatsapp,
        address: JSON.stringify(input.address),
        default_currency: input.default_currency,
        social: JSON.stringify(input.social),
        require_arabic_to_publish: flag(input.require_arabic_to_publish),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await attachSlots(trx, { modelType: 'company', modelId: id }, [slot]);
    await recordAudit(trx, {
      entity: 'company',
      entityId: id,
      action: 'update',
      changes: changesOf(readable(existing), readable(row)),
    });
    return row;
  });
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
    require_arabic_to_publish: isSet(row.require_arabic_to_publish),
    updated_at: row.updated_at,
    version: Number(row.version),
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
