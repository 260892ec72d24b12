/**
 * The one write that guards a record's version (docs/api.md#record-versions): an UPDATE that bumps `version`
 * only where the row still holds a version the writer named. Each versioned write runs it first in its own
 * transaction, so on PostgreSQL the row stays locked until that transaction ends: of two writers naming the
 * same version, the second waits, finds the version moved and matches no row. On SQLite the writes take
 * turns on the one connection and the second finds the same.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { StaleVersion } from './recordVersions';

type Db = Kysely<Database>;

/** The tables whose records carry a version (migration 027). */
export type VersionedTable =
  'developers' | 'projects' | 'team_members' | 'home_assets' | 'seo_pages' | 'company';

/** Tables whose rows may be in the Trash: a trashed row is no record to write. */
const TRASHABLE: ReadonlySet<VersionedTable> = new Set([
  'developers',
  'projects',
  'team_members',
  'home_assets',
]);

// The tables differ in their other columns; `id`, `version` (and `deleted_at` where TRASHABLE says) are the
// same in each, which is all these queries touch.
type AnyTable = 'developers';

/**
 * Bumps the record's version and returns the new one, in the caller's transaction. `expected`: the versions
 * the writer's If-Match names (undefined: no condition, the write goes ahead whatever the version). Returns
 * undefined when there is no such live record; throws StaleVersion when there is one at another version.
 */
export async function claimVersion(
  db: Db,
  table: VersionedTable,
  id: number,
  expected: readonly number[] | undefined,
): Promise<number | undefined> {
  const target = table as AnyTable;
  let update = db
    .updateTable(target)
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', id);
  if (TRASHABLE.has(table)) update = update.where('deleted_at', 'is', null);
  if (expected !== undefined) update = update.where('version', 'in', [...expected]);
  const claimed = await update.returning('version').executeTakeFirst();
  if (claimed) return Number(claimed.version);
  if (expected === undefined) return undefined;
  let current = db.selectFrom(target).select('version').where('id', '=', id);
  if (TRASHABLE.has(table)) current = current.where('deleted_at', 'is', null);
  const row = await current.executeTakeFirst();
  if (!row) return undefined;
  throw new StaleVersion(Number(row.version));
}
