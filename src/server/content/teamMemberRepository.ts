/** Reading team members for the admin: list with search, filter and sort; one record; export batches. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ListResponse } from '../../shared/common/schemas';
import type { TeamMember } from '../../shared/content/teamMembers';
import type { TeamMemberRow } from '../db/contentTables';
import type { Database } from '../db/database';
import { inBatches } from '../csv';
import { MODEL_TYPES, firstOf, loadMediaFor, type MediaByRecord } from '../uploads/mediaSlots';
import { isSet, parseJson, translatable } from '../db/columns';
import { orderFor, orderedIds, paginate, searchColumns } from '../db/listQuery';

type Db = Kysely<Database>;
type Base = SelectQueryBuilder<Database, 'team_members', object>;

export interface TeamMemberListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  search?: string;
  'filter[is_published]'?: 'true' | 'false';
}

const SORTS = {
  name: sql`lower(name_en)`,
  sort_order: sql.ref('sort_order'),
  created_at: sql.ref('created_at'),
};

function filtered(db: Db, query: TeamMemberListQuery): Base {
  let qb: Base = db.selectFrom('team_members').where('deleted_at', 'is', null);
  // Team members have no slug; their names in both languages are what an admin types.
  if (query.search?.trim()) qb = qb.where(searchColumns(['name_en', 'name_ar'], query.search));
  const published = query['filter[is_published]'];
  if (published) qb = qb.where('is_published', '=', published === 'true' ? 1 : 0);
  return qb;
}

/** `media`: the files to show instead of those attached (a draft's: docs/product.md#publishing). */
export async function teamMembersToWire(
  db: Db,
  rows: TeamMemberRow[],
  media?: MediaByRecord,
): Promise<TeamMember[]> {
  media ??= await loadMediaFor(
    db,
    MODEL_TYPES.teamMember,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    position: translatable(row.position),
    department: row.department,
    bio: translatable(row.bio),
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    languages: parseJson<string[]>(row.languages, []),
    broker_number: row.broker_number,
    linkedin_url: row.linkedin_url,
    is_published: isSet(row.is_published),
    photo: firstOf(media.get(row.id), 'photo'),
    sort_order: row.sort_order,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: Number(row.version),
  }));
}

export async function listTeamMembers(
  db: Db,
  query: TeamMemberListQuery,
): Promise<ListResponse<TeamMember>> {
  const { rows, meta } = await paginate(
    filtered(db, query),
    (qb) => qb.selectAll(),
    orderFor(query.sort, SORTS),
    query,
  );
  return { data: await teamMembersToWire(db, rows), meta };
}

/** The team member's row, outside the Trash. */
export function teamMemberRow(db: Db, id: number): Promise<TeamMemberRow | undefined> {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findTeamMember(db: Db, id: number): Promise<TeamMember | undefined> {
  const row = await teamMemberRow(db, id);
  return row ? (await teamMembersToWire(db, [row]))[0] : undefined;
}

export async function teamMemberExportBatches(
  db: Db,
  query: TeamMemberListQuery,
): Promise<AsyncIterable<TeamMember[]>> {
  const ids = await orderedIds(filtered(db, query), orderFor(query.sort, SORTS));
  return inBatches(ids, async (slice) =>
    teamMembersToWire(
      db,
      await db.selectFrom('team_members').selectAll().where('id', 'in', slice).execute(),
    ),
  );
}
