/**
 * What /api/public reads: published records only (a project also needs its developer published), in the
 * admins' sort_order, paginated like the admin lists.
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_LOCALE } from '../../shared/common/constants';
import type { ListResponse } from '../../shared/common/schemas';
import type {
  PublicDeveloper,
  PublicListQuery,
  PublicProject,
  PublicProjectListQuery,
  PublicTeamMember,
} from '../../shared/content/publicContent';
import type { Database } from '../db/database';
import { developersToWire } from './developerRepository';
import { orderFor, paginate } from '../db/listQuery';
import { cityIs, projectsToWire, type ProjectBase } from './projectRepository';
import { publicDeveloper, publicProject, publicTeamMember } from './publicShapes';
import { teamMembersToWire } from './teamMemberRepository';

type Db = Kysely<Database>;

const BY_SORT_ORDER = orderFor(undefined, { sort_order: sql.ref('sort_order') });
const publishedProjectsCount = sql<number>`(select cast(count(*) as integer) from projects
  where projects.developer_id = developers.id and projects.is_published = 1
    and projects.deleted_at is null)`;

const developers = (db: Db) =>
  db.selectFrom('developers').where('is_published', '=', 1).where('deleted_at', 'is', null);
const withCount = (qb: ReturnType<typeof developers>) =>
  qb.selectAll().select(publishedProjectsCount.as('projects_count'));

/** A developer's published projects, as its public `projects_count` counts them. */
export async function publishedProjectsOf(db: Db, developerId: number): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('developer_id', '=', developerId)
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function listPublicDevelopers(
  db: Db,
  query: PublicListQuery,
): Promise<ListResponse<PublicDeveloper>> {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const { rows, meta } = await paginate(developers(db), withCount, BY_SORT_ORDER, query);
  const data = await developersToWire(db, rows);
  return { data: data.map((item) => publicDeveloper(item, locale)), meta };
}

export async function findPublicDeveloper(
  db: Db,
  slug: string,
  locale = DEFAULT_LOCALE,
): Promise<PublicDeveloper | undefined> {
  const row = await withCount(developers(db)).where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return publicDeveloper((await developersToWire(db, [row]))[0]!, locale);
}

function projects(db: Db): ProjectBase {
  return db
    .selectFrom('projects')
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .where('developer_id', 'in', (eb) =>
      eb
        .selectFrom('developers')
        .select('id')
        .where('is_published', '=', 1)
        .where('deleted_at', 'is', null),
    );
}

export async function listPublicProjects(
  db: Db,
  query: PublicProjectListQuery,
): Promise<ListResponse<PublicProject>> {
  let qb = projects(db);
  if (query.developer !== undefined)
    qb = qb.where('developer_id', 'in', (eb) =>
      eb.selectFrom('developers').select('id').where('slug', '=', query.developer!),
    );
  if (query.construction_status)
    qb = qb.where('construction_status', '=', query.construction_status);
  if (query.sales_status) qb = qb.where('sales_status', '=', query.sales_status);
  if (query.city?.trim()) qb = qb.where(cityIs(query.city));
  if (query.featured) qb = qb.where('is_featured', '=', query.featured === 'true' ? 1 : 0);
  const { rows, meta } = await paginate(qb, (base) => base.selectAll(), BY_SORT_ORDER, query);
  const locale = query.locale ?? DEFAULT_LOCALE;
  const data = await projectsToWire(db, rows);
  return { data: data.map((item) => publicProject(item, locale)), meta };
}

export async function findPublicProject(
  db: Db,
  slug: string,
  locale = DEFAULT_LOCALE,
): Promise<PublicProject | undefined> {
  const row = await projects(db).selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return publicProject((await projectsToWire(db, [row]))[0]!, locale);
}

export async function listPublicTeamMembers(
  db: Db,
  query: PublicListQuery,
): Promise<ListResponse<PublicTeamMember>> {
  const base = db
    .selectFrom('team_members')
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null);
  const { rows, meta } = await paginate(base, (qb) => qb.selectAll(), BY_SORT_ORDER, query);
  const locale = query.locale ?? DEFAULT_LOCALE;
  const data = await teamMembersToWire(db, rows);
  return { data: data.map((item) => publicTeamMember(item, locale)), meta };
}
