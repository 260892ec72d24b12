/** The home dashboard: unread per kind, leads per UTC day for the last 30 days, the latest ten, and counts. */
import { sql, type Kysely } from 'kysely';
import {
  DASHBOARD_DAYS,
  DASHBOARD_LATEST,
  LEAD_KINDS,
  type Dashboard,
  type LeadKind,
} from '../../../shared/leads/schemas';
import type { Database } from '../../db/database';
import { leadToWire } from '../common/leadWire';
import { LEAD_COLUMNS, liveLeads, unreadCounts, withinReach } from '../common/leadRepository';
import type { LeadReach } from '../common/leadReach';

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

async function publishedCount(
  db: Db,
  table: 'projects' | 'developers' | 'team_members',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as('count'))
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One entry per day, oldest first, today (UTC) last; days without leads are zeros. */
async function perDay(db: Db, now: Date, reach: LeadReach): Promise<Dashboard['per_day']> {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(today - (DASHBOARD_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const rows = await withinReach(liveLeads(db), reach)
    .select([
      sql<string>`substr(created_at, 1, 10)`.as('day'),
      'kind',
      sql<number | string>`count(*)`.as('count'),
    ])
    .where('created_at', '>=', `${days[0]}T00:00:00.000Z`)
    .groupBy([sql`substr(created_at, 1, 10)`, 'kind'])
    .execute();
  const byDay = new Map(
    days.map((date) => [
      date,
      {
        date,
        ...(Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>),
      },
    ]),
  );
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry && row.kind in entry) entry[row.kind as LeadKind] = Number(row.count);
  }
  return [...byDay.values()];
}

/** The figures within a user's reach: an agent's dashboard counts their own leads and the pool. */
export async function dashboard(
  db: Db,
  now = new Date(),
  reach: LeadReach = null,
): Promise<Dashboard> {
  const latest = await withinReach(liveLeads(db), reach)
    .select(LEAD_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_LATEST)
    .execute();
  return {
    unread: await unreadCounts(db, reach),
    per_day: await perDay(db, now, reach),
    latest: latest.map(leadToWire),
    counts: {
      projects: await publishedCount(db, 'projects'),
      developers: await publishedCount(db, 'developers'),
      team_members: await publishedCount(db, 'team_members'),
    },
  };
}
