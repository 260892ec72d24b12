/**
 * PostgreSQL lead search, the prefixes (docs/performance.md#queries). A search matches each word as a prefix
 * (`oma` finds Omar). Asked as `oma:*`, GIN scans every lexeme that starts so and merges their lists: 28–37 ms
 * at a million leads for a common name, before any row is read. The stored vector now also holds each word's
 * prefixes of two to eight characters, so a term of that length is one exact lexeme (3–9 ms); longer terms,
 * which few lexemes share, and one-letter terms stay prefix queries (src/server/leads/common/searchText.ts tsQuery,
 * whose length bound is this file's 8). The matches are the same; the index grows by about four fifths.
 *
 * Replacing the generated column rewrites the table once (about two minutes at a million leads, locked) and
 * rebuilds the per-kind indexes of 011. SQLite is untouched: FTS5 answers prefixes from its own index.
 *
 * Like every migration it imports no app code; the kinds are this release's.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const KINDS = ['contact', 'project', 'consulting', 'sale'] as const;

const kindIndex = (kind: (typeof KINDS)[number]) => sql.raw(`leads_search_${kind}_index`);

async function replaceVector(db: Db, expression: ReturnType<typeof sql>): Promise<void> {
  for (const kind of KINDS) await sql`drop index if exists ${kindIndex(kind)}`.execute(db);
  await sql`alter table leads drop column search_vector`.execute(db);
  await sql`alter table leads add column search_vector tsvector
    generated always as (${expression}) stored`.execute(db);
  for (const kind of KINDS)
    await sql`create index ${kindIndex(kind)} on leads using gin (search_vector)
      where kind = ${sql.lit(kind)}`.execute(db);
  // The planner needs the new column's statistics before the first search, not after autovacuum's turn.
  await sql`analyze leads`.execute(db);
}

export async function up(db: Db): Promise<void> {
  if (!isPg(db)) return;
  // Every word's prefixes of 2 to 8 characters (a word's own full form is in the text already).
  await sql`create or replace function lead_search_prefixes(text) returns text
    language sql immutable parallel safe as $$
      select coalesce(string_agg(substr(word, 1, n), ' '), '')
      from unnest(string_to_array($1, ' ')) as word,
           generate_series(2, least(length(word) - 1, 8)) as n
    $$`.execute(db);
  await replaceVector(
    db,
    sql`to_tsvector('simple', search_text || ' ' || lead_search_prefixes(search_text))`,
  );
}

export async function down(db: Db): Promise<void> {
  if (!isPg(db)) return;
  await replaceVector(db, sql`to_tsvector('simple', search_text)`);
  await sql`drop function lead_search_prefixes(text)`.execute(db);
}
