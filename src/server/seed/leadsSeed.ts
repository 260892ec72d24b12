/**
 * Demo leads as a working desk has them (docs/product.md#demo-content): `ctx.leads` submissions (a few hundred
 * by default, 100 000 for benchmarks) across the four kinds, half in Arabic, over the last 60 days. Each was
 * taken by one of the sales agents and answered, mostly within its form's first-response target and some
 * later, then worked through the statuses with the notes to match (a closed lead has a note for every stage);
 * spam was marked as such. The last few arrived in the hours before the seed: most are answered, a handful
 * still wait past the target (the overdue badge's small number) and the newest are minutes old. The answers
 * fill what the real flow fills (first_response_at, read_at, the assignee and its `assign` audit row).
 * Inserted in batches so large runs take seconds.
 */
import { can } from '../../shared/permissions';
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
import { findUserByEmail, firstUser } from '../auth/userRepository';
import { publishedProjectNames } from '../content/projectRepository';
import { nowIso, type Database } from '../db/database';
import { isPostgres } from '../db/dialect';
import {
  insertLeadNotes,
  insertLeads,
  recordSeedAssignments,
  type LeadSeedRow,
} from '../leads/intake/leadSeedRepository';
import { readSla } from '../leads/sla/leadSlaRepository';
import type { SeedContext } from './seedContext';
import * as words from './leadsSeedData';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SPAN_MS = 60 * DAY_MS;
const BATCH = 5000;

/**
 * The hours before the seed, oldest first (the last leads of a run): how many minutes before `now` each lead
 * arrived and how far the desk got with it. `taken`: an agent has it but has not answered yet; `waiting`: in
 * the pool, unread. With the 5-minute default target five are overdue and the two newest are within it.
 */
const TODAY: { minutes: number; state: 'answered' | 'taken' | 'waiting' }[] = [
  { minutes: 465, state: 'answered' },
  { minutes: 410, state: 'waiting' },
  { minutes: 355, state: 'answered' },
  { minutes: 300, state: 'answered' },
  { minutes: 240, state: 'taken' },
  { minutes: 185, state: 'answered' },
  { minutes: 130, state: 'waiting' },
  { minutes: 95, state: 'answered' },
  { minutes: 60, state: 'taken' },
  { minutes: 35, state: 'answered' },
  { minutes: 20, state: 'waiting' },
  { minutes: 12, state: 'answered' },
  { minutes: 3, state: 'waiting' },
  { minutes: 1, state: 'waiting' },
];
/** The rest of the leads arrived before the last eight hours, so all of them have been answered. */
const TODAY_MS = 8 * HOUR_MS;

type Pick = <T>(list: readonly T[]) => T;
type Person = { id: number; name: string };

/** How long the desk took to answer: mostly within the target, some later, a few after a night. */
function responseDelay(targetMs: number, random: () => number): number {
  const roll = random();
  if (roll < 0.75) return targetMs * (0.15 + 0.85 * random());
  if (roll < 0.93) return targetMs * (1 + 5 * random());
  return HOUR_MS * (1 + 5 * random());
}

/** Where a lead answered long ago stands now: younger ones are still being worked. */
function outcome(ageMs: number, random: () => number, pick: Pick): LeadStatus {
  if (random() < 0.04) return 'spam';
  // `new` once answered: the agent called and reached nobody yet.
  return ageMs < 2 * DAY_MS
    ? pick(['new', 'contacted', 'contacted', 'contacted', 'qualified'] as const)
    : pick(['new', 'contacted', 'contacted', 'qualified', 'closed'] as const);
}

/** What the desk did with a lead: the columns the real flow fills, its notes, and when it was taken. */
interface Handling {
  status: LeadStatus;
  assignee: Person | null;
  takenAt: number | null;
  readAt: number | null;
  firstResponseAt: number | null;
  notes: { at: number; stage: keyof typeof words.NOTES }[];
  updatedAt: number;
}

/**
 * A lead's history from its arrival to `now`: taken by `agent`, answered after `delay` (a status change, or a
 * recorded call for one still `new`), then each later stage a part of the time left, with a note per stage.
 */
function worked(
  createdMs: number,
  nowMs: number,
  status: LeadStatus,
  agent: Person | null,
  delay: number,
  random: () => number,
): Handling {
  const latest = nowMs - MINUTE_MS;
  const answered = Math.min(createdMs + delay, latest);
  const takenAt = createdMs + (answered - createdMs) * (0.3 + 0.6 * random());
  if (status === 'spam')
    return {
      status,
      assignee: null,
      takenAt: null,
      readAt: answered,
      firstResponseAt: answered,
      notes: [],
      updatedAt: answered,
    };
  const notes: Handling['notes'] = [];
  const noteAfter = (at: number, stage: keyof typeof words.NOTES) =>
    notes.push({ at: Math.min(at + (2 + 20 * random()) * MINUTE_MS, latest), stage });
  let last = answered;
  if (status === 'new') {
    if (random() < 0.5) noteAfter(answered, 'attempt');
  } else {
    if (status !== 'contacted' || random() < 0.6) noteAfter(answered, 'contacted');
    const later = {
      contacted: [],
      qualified: ['qualified'],
      closed: ['qualified', 'closed'],
    } as const;
    for (const stage of later[status]) {
      last += (latest - last) * (0.1 + 0.4 * random());
      noteAfter(last, stage);
    }
  }
  return {
    status,
    assignee: agent,
    takenAt: agent ? takenAt : null,
    readAt: agent ? takenAt : answered,
    firstResponseAt: answered,
    notes,
    updatedAt: Math.max(last, ...notes.map((note) => note.at)),
  };
}

/** One of today's leads, by its state; answered ones are `contacted`, or `new` after a call. */
function arrivedToday(
  createdMs: number,
  nowMs: number,
  state: (typeof TODAY)[number]['state'],
  agent: Person | null,
  targetMs: number,
  random: () => number,
): Handling {
  if (state === 'answered') {
    const delay = Math.min(responseDelay(targetMs, random), nowMs - createdMs - MINUTE_MS);
    return worked(createdMs, nowMs, random() < 0.25 ? 'new' : 'contacted', agent, delay, random);
  }
  const taken = state === 'taken' && agent !== null;
  const takenAt = createdMs + Math.min(targetMs / 2, (nowMs - createdMs) / 2);
  return {
    status: 'new',
    assignee: taken ? agent : null,
    takenAt: taken ? takenAt : null,
    readAt: taken ? takenAt : null,
    firstResponseAt: null,
    notes: [],
    updatedAt: taken ? takenAt : createdMs,
  };
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

/**
 * The demo's sales agents that the database has (salesTeamSeed.ts), not deactivated: leads added to an
 * installation with real agents (`--leads N`) are never put in a real person's name. The demo agents are
 * invitations nobody accepted, so they cannot sign in and no one may assign them a new lead
 * (users/activeUsersRepository.ts); the seed gives them the history the desk's figures show.
 */
async function demoAgents(db: Kysely<Database>): Promise<Person[]> {
  const agents: Person[] = [];
  for (const { email } of words.SALES_AGENTS) {
    const user = await findUserByEmail(db, email);
    if (user && user.deactivated_at === null && can(user.role, 'ownsLeads'))
      agents.push({ id: Number(user.id), name: user.name });
  }
  return agents;
}

export async function seedLeads(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const pick: Pick = (list) => list[Math.floor(random() * list.length)]!;
  const projects = await publishedProjectNames(db);
  // Without the demo's agents leads stay in the pool, and the first account writes the notes.
  const agents = await demoAgents(db);
  const fallbackAuthor = await firstUser(db);
  const sla = await readSla(db);
  const nowMs = now.getTime();
  const today = TODAY.slice(Math.max(0, TODAY.length - ctx.leads));
  const earlier = ctx.leads - today.length;
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
    const handled: Handling[] = [];
    for (let i = 0; i < size; i += 1) {
      const index = made + i;
      const kind = index < LEAD_KINDS.length ? LEAD_KINDS[index]! : pick(kindWeights);
      const targetMs = sla[kind].target_minutes * MINUTE_MS;
      const agent = agents.length > 0 ? pick(agents) : null;
      // Oldest first, as a real history is inserted: ids follow created_at, like submissions arriving.
      let created: number;
      let handling: Handling;
      if (index < earlier) {
        const ageMs = TODAY_MS + (1 - (index + random()) / earlier) * (SPAN_MS - TODAY_MS);
        created = nowMs - ageMs;
        const status = outcome(ageMs, random, pick);
        handling = worked(created, nowMs, status, agent, responseDelay(targetMs, random), random);
      } else {
        const slot = today[index - earlier]!;
        created = nowMs - slot.minutes * MINUTE_MS - random() * 30_000;
        handling = arrivedToday(created, nowMs, slot.state, agent, targetMs, random);
      }
      const ar = random() < 0.5;
      const first = ar ? pick(words.AR_FIRST) : pick(words.EN_FIRST);
      const last = ar ? pick(words.AR_LAST) : pick(words.EN_LAST);
      const handle = `${pick(words.EN_FIRST)}.${pick(words.EN_LAST)}`
        .toLowerCase()
        .replace(/[^a-z.]/g, '');
      const at = (ms: number | null) => (ms === null ? null : nowIso(new Date(ms)));
      handled.push(handling);
      rows.push({
        kind,
        status: handling.status,
        name: `${first} ${last}`,
        email: `${handle}${Math.floor(random() * 1000)}@example.com`,
        phone: `+971 5${Math.floor(random() * 10)} ${100 + Math.floor(random() * 900)} ${1000 + Math.floor(random() * 9000)}`,
        message: pick(words.MESSAGES[kind][ar ? 'ar' : 'en']),
        locale: ar ? 'ar' : 'en',
        read_at: at(handling.readAt),
        source_url: `https://www.example-realty.ae/${ar ? 'ar' : 'en'}/${kind}`,
        referrer: random() < 0.5 ? 'https://www.google.com/' : null,
        utm_source: random() < 0.4 ? pick(words.UTM_SOURCES) : null,
        utm_medium: null,
        utm_campaign: null,
        consent: random() < 0.9 ? 1 : 0,
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        assignee_id: handling.assignee?.id ?? null,
        first_response_at: at(handling.firstResponseAt),
        notes_count: handling.notes.length,
        created_at: nowIso(new Date(created)),
        updated_at: nowIso(new Date(handling.updatedAt)),
        ...kindFields(kind, ar, pick, random, projects),
      });
    }
    const ids = await insertLeads(db, rows);
    await insertLeadNotes(
      db,
      handled.flatMap((handling, i) => {
        const author = handling.assignee ?? fallbackAuthor;
        const lang = rows[i]!.locale === 'ar' ? 'ar' : 'en';
        return handling.notes.map((note) => ({
          lead_id: ids[i]!,
          author_id: author?.id ?? null,
          author_name: author?.name ?? 'Sales Team',
          body: pick(words.NOTES[note.stage][lang]),
          created_at: nowIso(new Date(note.at)),
        }));
      }),
    );
    await recordSeedAssignments(
      db,
      handled.flatMap((handling, i) =>
        handling.assignee && handling.takenAt !== null
          ? [{ lead_id: ids[i]!, agent: handling.assignee, at: nowIso(new Date(handling.takenAt)) }]
          : [],
      ),
    );
    made += size;
  }
  if (made > 0) await refreshStatistics(db);
  ctx.log(`leads: ${made}, over ${agents.length} demo sales agents`);
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
