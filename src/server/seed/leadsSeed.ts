/**
 * Demo leads: `ctx.leads` submissions (a few hundred by default, 100 000 for benchmarks) spread over the last
 * 60 days across the four kinds, half in Arabic, recent ones mostly unread and older ones worked through the
 * statuses, some with a notes timeline. Inserted in batches so large runs take seconds.
 */
import {
  CONSULTING_SERVICES,
  LEAD_KINDS,
  LEAD_PURPOSES,
  OCCUPANCIES,
  PROPERTY_TYPES,
  SALE_COMPLETIONS,
  type LeadKind,
  type LeadStatus,
} from '../../shared/leads/rules';
import { sql, type Kysely } from 'kysely';
import { firstUser } from '../auth/userRepository';
import { publishedProjectNames } from '../content/projectRepository';
import { nowIso, type Database } from '../db/database';
import { isPostgres } from '../db/dialect';
import { insertLeadNotes, insertLeads, type LeadSeedRow } from '../leads/leadSeedRepository';
import type { SeedContext } from './seedContext';
import * as words from './leadsSeedData';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 60;
const BATCH = 5000;

type Pick = <T>(list: readonly T[]) => T;

function statusFor(ageDays: number, random: () => number): { status: LeadStatus; read: boolean } {
  const roll = random();
  if (roll < 0.04) return { status: 'spam', read: random() < 0.5 };
  // Most of the last week is still waiting; older leads were mostly opened and moved on.
  if (ageDays < 7 ? roll < 0.75 : roll < 0.15) return { status: 'new', read: false };
  const worked: LeadStatus[] = ['new', 'contacted', 'contacted', 'qualified', 'closed'];
  return { status: worked[Math.floor(random() * worked.length)]!, read: true };
}

function kindFields(
  kind: LeadKind,
  ar: boolean,
  pick: Pick,
  random: () => number,
  projects: { id: number; name_en: string }[],
): Partial<LeadSeedRow> {
  const lang = ar ? 'ar' : 'en';
  const bedrooms = Math.floor(random() * 5);
  switch (kind) {
    case 'contact':
      return { subject: pick(words.SUBJECTS[lang]) };
    case 'project': {
      const project = projects.length > 0 ? pick(projects) : null;
      return {
        project_id: project?.id ?? null,
        project_name: project?.name_en ?? 'Marina Vista Residences',
        bedrooms,
        budget: Math.round(800_000 + random() * 6_000_000),
        purpose: pick(LEAD_PURPOSES),
      };
    }
    case 'consulting':
      return {
        service: pick(CONSULTING_SERVICES),
        budget: Math.round(500_000 + random() * 10_000_000),
        country_of_residence: pick(words.COUNTRIES),
        preferred_contact_time: pick(words.CONTACT_TIMES),
      };
    case 'sale':
      return {
        property_type: pick(PROPERTY_TYPES),
        city: pick(words.CITIES[lang]),
        community: pick(words.COMMUNITIES),
        bedrooms,
        area: Math.round(600 + random() * 5000),
        area_unit: 'sqft',
        asking_price: Math.round(900_000 + random() * 12_000_000),
        currency: 'AED',
        occupancy: pick(OCCUPANCIES),
        completion: pick(SALE_COMPLETIONS),
      };
  }
}

export async function seedLeads(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const pick: Pick = (list) => list[Math.floor(random() * list.length)]!;
  const projects = await publishedProjectNames(db);
  const author = await firstUser(db);
  const kindWeights: LeadKind[] = [
    'contact',
    'contact',
    'project',
    'project',
    'project',
    'consulting',
    'sale',
  ];
  let made = 0;
  while (made < ctx.leads) {
    const size = Math.min(BATCH, ctx.leads - made);
    const rows: LeadSeedRow[] = [];
    const notes: { index: number; body: string; at: string }[] = [];
    for (let i = 0; i < size; i += 1) {
      // Oldest first, as a real history is inserted: ids follow created_at, like submissions arriving.
      const ageMs = (1 - (made + i + random()) / ctx.leads) * SPAN_DAYS * DAY_MS;
      const created = new Date(now.getTime() - ageMs);
      const ar = random() < 0.5;
      const kind = made + i < LEAD_KINDS.length ? LEAD_KINDS[made + i]! : pick(kindWeights);
      const { status, read } = statusFor(ageMs / DAY_MS, random);
      const first = ar ? pick(words.AR_FIRST) : pick(words.EN_FIRST);
      const last = ar ? pick(words.AR_LAST) : pick(words.EN_LAST);
      const handle = `${pick(words.EN_FIRST)}.${pick(words.EN_LAST)}`
        .toLowerCase()
        .replace(/[^a-z.]/g, '');
      const noteCount =
        status !== 'new' && status !== 'spam' && random() < 0.4 ? 1 + Math.floor(random() * 3) : 0;
      for (let n = 0; n < noteCount; n += 1) {
        const at = new Date(created.getTime() + (n + 1) * (ageMs / (noteCount + 1)));
        notes.push({ index: i, body: pick(words.NOTES[ar ? 'ar' : 'en']), at: nowIso(at) });
      }
      rows.push({
        kind,
        status,
        name: `${first} ${last}`,
        email: `${handle}${Math.floor(random() * 1000)}@example.com`,
        phone: `+971 5${Math.floor(random() * 10)} ${100 + Math.floor(random() * 900)} ${1000 + Math.floor(random() * 9000)}`,
        message: pick(words.MESSAGES[kind][ar ? 'ar' : 'en']),
        locale: ar ? 'ar' : 'en',
        read_at: read ? nowIso(new Date(created.getTime() + Math.min(ageMs, DAY_MS) / 2)) : null,
        source_url: `https://www.example-realty.ae/${ar ? 'ar' : 'en'}/${kind}`,
        referrer: random() < 0.5 ? 'https://www.google.com/' : null,
        utm_source: random() < 0.4 ? pick(words.UTM_SOURCES) : null,
        utm_medium: null,
        utm_campaign: null,
        consent: random() < 0.9 ? 1 : 0,
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        notes_count: noteCount,
        created_at: nowIso(created),
        updated_at: nowIso(created),
        ...kindFields(kind, ar, pick, random, projects),
      });
    }
    const ids = await insertLeads(db, rows);
    await insertLeadNotes(
      db,
      notes.map((note) => ({
        lead_id: ids[note.index]!,
        author_id: author?.id ?? null,
        author_name: author?.name ?? 'Sales Team',
        body: note.body,
        created_at: note.at,
      })),
    );
    made += size;
  }
  if (made > 0) await refreshStatistics(db);
  ctx.log(`leads: ${made}`);
}

/**
 * After a bulk load PostgreSQL's statistics describe the table as it was until autovacuum comes round:
 * VACUUM (ANALYZE) refreshes them and marks the pages all-visible, so counts can be answered from an index
 * alone. SQLite is left without statistics: with ANALYZE's a person search at a million leads went from 9 to
 * 30 ms p95 (docs/performance.md#queries).
 */
async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db)) return;
  // VACUUM cannot run inside a transaction; ANALYZE can.
  if (db.isTransaction) await sql`analyze leads, lead_notes`.execute(db);
  else await sql`vacuum (analyze) leads, lead_notes`.execute(db);
}
