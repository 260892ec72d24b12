/**
 * PostgreSQL lead search at a million leads (docs/architecture.md#search, docs/performance.md#queries).
 *
 * 007 indexed the expression to_tsvector('simple', search_text), so every row a search touched had its text
 * parsed again: when a bitmap grew lossy, on every row the page query read, and on every row it counted.
 * The vector is now a stored generated column, filled once when a lead is written, with one partial GIN
 * index per kind (as SQLite has one full-text index per kind since 008): a list searches one kind, so it reads
 * only that kind's matches and never checks another kind's row. The expression index goes.
 *
 * Adding a stored column rewrites the table once (about a minute at a million leads, the table locked).
 * SQLite is untouched: its FTS5 indexes hold their own words already.
 *
 * Like every migration it imports no app code; the kinds are this release's.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const KINDS = ['contact', 'project', 'consulting', 'sale'] as const;

const kindIndex = (kind: (typeof KINDS)[number]) => sql.raw(`leads_search_${kind}_index`);

export async function up(db: Db): Promise<void> {
  if (!isPg(db)) return;
  await sql`alter table leads add column search_vector tsvector
    generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
  for (const kind of KINDS)
    await sql`create index ${kindIndex(kind)} on leads using gin (search_vector)
      where kind = ${sql.lit(kind)}`.execute(db);
  await sql`drop index leads_search_index`.execute(db);
  // The planner needs the new column's statistics before the first search, not after autovacuum's turn.
  await sql`analyze leads`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPg(db)) return;
  await sql`create index leads_search_index on leads using gin (to_tsvector('simple', search_text))`.execute(
    db,
  );
  for (const kind of KINDS) await sql`drop index ${kindIndex(kind)}`.execute(db);
  await sql`alter table leads drop column search_vector`.execute(db);
}
