/**
 * Leads (docs/product.md#lead): one `leads` table for the four kinds (flat columns, kind-specific ones null
 * for the others), the per-kind reference counters, the append-only notes, and the intake's Idempotency-Key
 * answers. No app code, one set for both dialects, like 001–003.
 *
 * Search: the app stores a normalised `search_text` (reference, name, email, phone, message; lower-cased,
 * Arabic letter variants folded, punctuation turned into spaces) so both dialects tokenise the same words.
 * SQLite indexes it with an external-content FTS5 table kept in step by triggers; PostgreSQL with a GIN index
 * over to_tsvector('simple', search_text). Neither ever scans with LIKE '%…%'.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function idColumn(
  db: Db,
): ['serial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  if (isPg(db)) return ['serial', (col) => col.primaryKey()];
  return ['integer', (col) => col.primaryKey().autoIncrement()];
}

const text = (n: number) => `varchar(${n})` as const;

async function createLeads(db: Db): Promise<void> {
  const [idType, idBuild] = idColumn(db);
  await db.schema
    .createTable('leads')
    .addColumn('id', idType, idBuild)
    .addColumn('reference', text(32), (col) => col.notNull().unique())
    .addColumn('kind', text(16), (col) => col.notNull())
    .addColumn('status', text(16), (col) => col.notNull().defaultTo('new'))
    .addColumn('name', text(120), (col) => col.notNull())
    .addColumn('email', text(254), (col) => col.notNull())
    .addColumn('phone', text(32))
    .addColumn('message', 'text')
    .addColumn('locale', text(8))
    .addColumn('read_at', 'text')
    .addColumn('source_url', text(2048))
    .addColumn('referrer', text(2048))
    .addColumn('utm_source', text(120))
    .addColumn('utm_medium', text(120))
    .addColumn('utm_campaign', text(120))
    .addColumn('consent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('user_agent', text(512))
    .addColumn('subject', text(200))
    // A lead outlives its project: the id goes, the name snapshot stays.
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('set null'))
    .addColumn('project_name', text(160))
    .addColumn('purpose', text(32))
    .addColumn('bedrooms', 'integer')
    .addColumn('budget', 'double precision')
    .addColumn('service', text(32))
    .addColumn('country_of_residence', text(120))
    .addColumn('preferred_contact_time', text(120))
    .addColumn('property_type', text(32))
    .addColumn('city', text(120))
    .addColumn('community', text(120))
    .addColumn('area', 'double precision')
    .addColumn('area_unit', text(8))
    .addColumn('asking_price', 'double precision')
    .addColumn('currency', 'char(3)')
    .addColumn('occupancy', text(16))
    .addColumn('completion', text(16))
    .addColumn('notes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Every list filter and sort, led by kind because every list is one kind's; id last so keyset pages and
  // the id tie-break read straight from the index.
  const indexes: Record<string, (string | ReturnType<typeof sql>)[]> = {
    kind_created_at: ['kind', 'created_at', 'id'],
    kind_status: ['kind', 'status', 'created_at'],
    // Serves the unread filter, unread counts (status != spam) and unread + status lists in created order.
    kind_read_at: ['kind', 'read_at', 'status', 'created_at'],
    kind_name: ['kind', sql`lower(name)`, 'id'],
    kind_reference: ['kind', 'reference'],
    project_id: ['project_id'],
    service: ['kind', 'service'],
    property_type: ['kind', 'property_type'],
    city: ['kind', sql`lower(city)`],
    created_at: ['created_at'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    const parts = columns.map((column) => (typeof column === 'string' ? sql.ref(column) : column));
    await sql`create index ${sql.raw(`leads_${name}_index`)} on leads (${sql.join(parts)})`.execute(
      db,
    );
  }
}

async function createSearch(db: Db): Promise<void> {
  if (isPg(db)) {
    await sql`create index leads_search_index on leads using gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table leads_fts using fts5(search_text, content='leads', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
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

/**
 * Leads per kind, kept by triggers, so an unfiltered list's total is one row read instead of a count over
 * every lead of the kind (hundreds of thousands at the budget's million leads).
 */
async function createTotals(db: Db): Promise<void> {
  await db.schema
    .createTable('lead_totals')
    .addColumn('kind', text(16), (col) => col.primaryKey())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const kind of ['contact', 'project', 'consulting', 'sale'])
    await db.insertInto('lead_totals').values({ kind, total: 0 }).execute();
  if (isPg(db)) {
    await sql`create function leads_count_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update lead_totals set total = total + 1 where kind = new.kind;
        else
          update lead_totals set total = total - 1 where kind = old.kind;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger leads_count after insert or delete on leads
      for each row execute function leads_count_change()`.execute(db);
    return;
  }
  await sql`create trigger leads_count_insert after insert on leads begin
    update lead_totals set total = total + 1 where kind = new.kind;
  end`.execute(db);
  await sql`create trigger leads_count_delete after delete on leads begin
    update lead_totals set total = total - 1 where kind = old.kind;
  end`.execute(db);
}

export async function up(db: Db): Promise<void> {
  const [idType, idBuild] = idColumn(db);
  await createLeads(db);
  await createSearch(db);
  await createTotals(db);

  // One counter row per kind, bumped inside the insert's transaction (the row lock serialises writers on
  // PostgreSQL; SQLite has one writer at a time), so references are gapless per kind and never repeat.
  await db.schema
    .createTable('lead_sequences')
    .addColumn('kind', text(16), (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', idType, idBuild)
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    // The author may be deleted later; the name snapshot keeps the timeline readable.
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', text(160), (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_notes_lead_id_index')
    .on('lead_notes')
    .columns(['lead_id', 'id'])
    .execute();

  await db.schema
    .createTable('lead_idempotency')
    .addColumn('key', text(128), (col) => col.primaryKey())
    .addColumn('kind', text(16), (col) => col.notNull())
    /** SHA-256 of kind + the body as received. */
    .addColumn('body_hash', text(64), (col) => col.notNull())
    /** The JSON answer sent the first time, replayed for every retry. */
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_idempotency_created_at_index')
    .on('lead_idempotency')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['lead_idempotency', 'lead_notes', 'lead_sequences', 'lead_totals'])
    await db.schema.dropTable(table).execute();
  if (isPg(db)) await sql`drop function leads_count_change() cascade`.execute(db);
  if (!isPg(db)) await sql`drop table leads_fts`.execute(db);
  await db.schema.dropTable('leads').execute();
}
