/** What an editor's home shows (docs/product.md#home-dashboard): counts, the latest drafts, SEO pages to fix. */
import { sql, type Kysely } from 'kysely';
import {
  CONTENT_SUMMARY_DRAFTS,
  type ContentDraft,
  type ContentSummary,
  type ContentSummaryKind,
} from '../../shared/content/summary';
import type { Database } from '../db/database';

type Db = Kysely<Database>;
type ContentTable = 'developers' | 'projects' | 'team_members';

const TABLES: Record<ContentSummaryKind, ContentTable> = {
  developer: 'developers',
  project: 'projects',
  team_member: 'team_members',
};

async function counts(db: Db, table: ContentTable) {
  const row = await db
    .selectFrom(table)
    .select([
      sql<number | string>`count(*)`.as('total'),
      sql<number | string>`coalesce(sum(is_published), 0)`.as('published'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const published = Number(row.published);
  return { published, drafts: Number(row.total) - published };
}

/** Each kind's latest drafts, merged newest first: each query reads at most the limit. */
async function latestDrafts(db: Db): Promise<ContentDraft[]> {
  const perKind = await Promise.all(
    (Object.entries(TABLES) as [ContentSummaryKind, ContentTable][]).map(async ([kind, table]) =>
      (
        await db
          .selectFrom(table)
          .select(['id', 'name_en', 'name_ar', 'updated_at'])
          .where('is_published', '=', 0)
          .where('deleted_at', 'is', null)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(CONTENT_SUMMARY_DRAFTS)
          .execute()
      ).map((row) => ({
        kind,
        id: row.id,
        name: { en: row.name_en, ar: row.name_ar },
        updated_at: row.updated_at,
      })),
    ),
  );
  return perKind
    .flat()
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
    .slice(0, CONTENT_SUMMARY_DRAFTS);
}

export async function contentSummary(db: Db, seo: ContentSummary['seo']): Promise<ContentSummary> {
  const [developers, projects, teamMembers, drafts] = await Promise.all([
    counts(db, 'developers'),
    counts(db, 'projects'),
    counts(db, 'team_members'),
    latestDrafts(db),
  ]);
  return { counts: { developers, projects, team_members: teamMembers }, drafts, seo };
}
