/**
 * Lead search at a million leads (docs/performance.md#api-at-a-million-leads: a search answers within 25 ms).
 *
 * - SQLite: one FTS5 index per kind (`leads_fts_contact`, …), so a list's search reads only its own kind's
 *   matches instead of checking each match's row for its kind; no copy of the text (contentless, with
 *   deletes) and no word positions (detail=column), which a word-prefix search does not need. Measured at a
 *   million leads, a two-word search of one kind: 3.5 ms to count and 4 ms for a page, against 19 and 60 ms
 *   with 007's single index, and 6.5 and 7 ms with one index holding a column per kind.
 * - Both dialects: the stored search text is derived again with the normaliser that now splits letters from
 *   digits (`haddad87` → `haddad 87`), so a prefix search no longer fans out over every numbered email
 *   (docs/architecture.md#search).
 *
 * Like every migration it imports no app code: it carries its own copy of the normaliser as this release
 * had it, so it derives the same text in every later release. A later change to the normaliser
 * (leads/common/searchText.ts) brings its own migration with its own copy.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const KINDS = ['contact', 'project', 'consulting', 'sale'] as const;
const BATCH = 2000;

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** The search text of a lead as this release derives it (frozen: leads/common/searchText.ts at 008). */
function searchTextOf(lead: {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
}): string {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  return [lead.reference, lead.name, lead.email, lead.phone ?? '', digits, lead.message ?? '']
    .join(' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .trim();
}

async function rederiveSearchText(db: Db): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('leads')
      .select(['id', 'reference', 'name', 'email', 'phone', 'message', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as {
      id: number;
      reference: string;
      name: string;
      email: string;
      phone: string | null;
      message: string | null;
      search_text: string;
    }[];
    if (rows.length === 0) return;
    const update = async (trx: Db) => {
      for (const row of rows) {
        const text = searchTextOf(row);
        if (text !== row.search_text)
          await trx
            .updateTable('leads')
            .set({ search_text: text })
            .where('id', '=', row.id)
            .execute();
      }
    };
    // PostgreSQL runs the whole migration in one transaction already; SQLite's batches get their own.
    if (db.isTransaction) await update(db);
    else await db.transaction().execute(update);
    after = rows[rows.length - 1]!.id;
  }
}

const ftsTable = (kind: (typeof KINDS)[number]) => sql.raw(`leads_fts_${kind}`);

async function dropTriggers(db: Db): Promise<void> {
  for (const name of ['insert', 'delete', 'update'])
    await sql`drop trigger if exists ${sql.raw(`leads_fts_${name}`)}`.execute(db);
}

/** One trigger per change, with a statement per kind that acts only on its own kind's index. */
const perKind = (
  statement: (table: ReturnType<typeof ftsTable>, kind: string) => ReturnType<typeof sql>,
) =>
  sql.join(
    KINDS.map((kind) => statement(ftsTable(kind), kind)),
    sql.raw(';\n'),
  );

export async function up(db: Db): Promise<void> {
  if (isPg(db)) {
    await rederiveSearchText(db);
    return;
  }
  await dropTriggers(db);
  await sql`drop table leads_fts`.execute(db);
  await rederiveSearchText(db);
  for (const kind of KINDS) {
    const table = ftsTable(kind);
    await sql`create virtual table ${table} using fts5(search_text, content='', contentless_delete=1, detail=column, tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`insert into ${table}(rowid, search_text) select id, search_text from leads where kind = ${sql.lit(kind)}`.execute(
      db,
    );
  }
  const insert = perKind(
    (table, kind) =>
      sql`insert into ${table}(rowid, search_text) select new.id, new.search_text where new.kind = ${sql.lit(kind)}`,
  );
  const remove = perKind(
    (table, kind) => sql`delete from ${table} where old.kind = ${sql.lit(kind)} and rowid = old.id`,
  );
  await sql`create trigger leads_fts_insert after insert on leads begin ${insert}; end`.execute(db);
  await sql`create trigger leads_fts_delete after delete on leads begin ${remove}; end`.execute(db);
  await sql`create trigger leads_fts_update after update of kind, search_text on leads begin
    ${remove};
    ${insert};
  end`.execute(db);
}

/** Back to 007's single-column external-content index (the split search text stays; it searches the same). */
export async function down(db: Db): Promise<void> {
  if (isPg(db)) return;
  await dropTriggers(db);
  for (const kind of KINDS) await sql`drop table ${ftsTable(kind)}`.execute(db);
  await sql`create virtual table leads_fts using fts5(search_text, content='leads', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into leads_fts(leads_fts) values ('rebuild')`.execute(db);
  await sql`create trigger leads_fts_insert after insert on leads begin
    insert into leads_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger leads_fts_delete after delete on leads begin
    insert into leads_fts(leads_fts, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger leads_fts_update after update of search_text on leads begin
    insert into leads_fts(leads_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into leads_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}
