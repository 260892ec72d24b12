/**
 * The SQLite CSV export's rows, as arrays in LEAD_CSV_FIELDS order: the filtered set walked in keyset order —
 * `(sort column, id)` past the last row seen, never OFFSET, so each batch costs the same however deep the
 * export is. `sqliteExportBatches` runs inside the export worker (leads/export/exportWorker.ts), off the
 * server's event loop: the statements Kysely builds, on a read-only connection in raw (array) mode,
 * synchronously.
 *
 * PostgreSQL's export is one `COPY (SELECT …) TO STDOUT WITH (FORMAT csv)` (`copyStatement`, `copyText`): the
 * database writes the CSV text itself, in C, and the export worker only decodes it and passes it on. Reading
 * rows through the driver and formatting them in JavaScript held the export under 100 000 rows a second on
 * two cores (each of a row's values became a JavaScript value, then a cell); see
 * docs/performance.md#csv-export. The text is the one `leadCsvLine` writes (leads/export/leadCsv.ts), byte
 * for byte:
 * - text cells: a value starting with a formula character gets its `'` in SQL (csv.ts's guard); an empty
 *   string is written as NULL, since COPY quotes empty strings and `csvCell` does not; COPY quotes the
 *   rest exactly where `csvCell` does (a comma, a double quote, CR or LF);
 * - numbers as JavaScript's `String(number)` writes them, booleans (stored 0/1) as `true`/`false`;
 * - rows end with CRLF: COPY ends them with LF, which `crlfRowEnds` turns into CRLF outside quoted values.
 * One statement reads the whole set in one snapshot, in the list's order (no keyset pages needed).
 */
import type SQLite from 'better-sqlite3';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { StringDecoder } from 'node:string_decoder';
import {
  LEAD_CSV_FIELDS,
  LEAD_FIELDS,
  leadFieldDerived,
  type LeadCsvField,
  type LeadKind,
} from '../../../shared/leads/rules';
import { FORMULA_START_CODES } from '../../csv';
import type { Database } from '../../db/database';
import { crlfRowEnds, exportLayout, type ExportLayout } from './leadCsv';
import {
  filteredLeads,
  leadOrder,
  leadSelection,
  ordered,
  type LeadFilters,
} from '../common/leadRepository';

/**
 * Characters of CSV per chunk handed to the response: strings this size stay below V8's large-object size
 * (128 KB, even when Arabic makes them two bytes a character), so the frequent young-generation collections
 * free them instead of the rare full ones.
 */
export const EXPORT_CHUNK_CHARS = 48 * 1024;

type Keyset = { key: unknown; id: unknown } | null;

/** One keyset page of the export: the given fields, then the sort key when asked for. */
function exportPage(
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  last: Keyset,
  size: number,
  layout: Pick<ExportLayout, 'fields' | 'keyColumn'> = { fields: LEAD_CSV_FIELDS, keyColumn: true },
) {
  const { expr, direction } = leadOrder(query.sort);
  let qb = filteredLeads(db, kind, query)
    .select(layout.fields.map(leadSelection))
    .$if(layout.keyColumn, (q) => q.select(sql<string>`${expr}`.as('sort_key')));
  if (last)
    qb = qb.where(
      sql<boolean>`(${expr}, leads.id) ${sql.raw(direction === 'desc' ? '<' : '>')} (${last.key}, ${last.id})`,
    );
  return ordered(qb, query.sort).limit(size);
}

const keysetOf = (rows: unknown[][], keyIndex: number): Keyset => {
  const tail = rows[rows.length - 1]!;
  return { key: tail[keyIndex], id: tail[0] };
};

/**
 * SQLite, synchronously, rows in `layout`: `db` only compiles the statements (the first page and the one
 * past a row differ), `raw` runs them, each prepared once, in array mode.
 */
export function* sqliteExportBatches(
  raw: SQLite.Database,
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  size: number,
  layout: ExportLayout = exportLayout(query.sort),
): Generator<unknown[][]> {
  const statements = new Map<string, SQLite.Statement>();
  let last: Keyset = null;
  for (;;) {
    const { sql: text, parameters } = exportPage(db, kind, query, last, size, layout).compile();
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = raw.prepare(text).raw(true)));
    const rows = statement.all(...parameters) as unknown[][];
    if (rows.length === 0) return;
    const { consent } = layout;
    if (consent !== -1) for (const row of rows) row[consent] = row[consent] === 1;
    last = keysetOf(rows, layout.key);
    yield rows;
    if (rows.length < size) return;
  }
}

const FORMULA_CODES = sql.raw(FORMULA_START_CODES.join(', '));

/** A text cell as `csvCell` writes it, before quoting: the formula guard, and '' as an empty cell. */
const textCell = (value: RawBuilder<unknown>) =>
  sql`case when ascii(${value}) in (${FORMULA_CODES}) then '''' || ${value} when ${value} = '' then null else ${value} end`;

/**
 * A double as JavaScript's `String(number)` writes it. PostgreSQL's shortest output has the same digits, but
 * writes 1e-5 as `1e-05` where JavaScript writes `0.00001` (an exponent only below 1e-6, and as `1e-7`).
 * PostgreSQL also uses an exponent from 1e15 on, JavaScript from 1e21: the intake's limits keep every amount
 * and area below 1e15 (LEAD_LIMITS).
 */
const numberCell = (value: RawBuilder<unknown>) => sql`case
  when ${value} is null then null
  when ${value} = 0 then '0'
  when ${value} >= 1e-4 or ${value} < 0 then ${value}::text
  else (
    select case when e >= -6 then '0.' || repeat('0', -e - 1) || replace(m, '.', '')
      else m || 'e-' || (-e)::text end
    from (select split_part(t, 'e', 1) as m, split_part(t, 'e', 2)::int as e
      from (select ${value}::text as t) as shortest) as parts
  ) end`;

/** One CSV column's value in SQL, as the JavaScript formatter would write it. */
function copyCell(field: LeadCsvField): RawBuilder<unknown> {
  // The assignee's name: guarded inside its lookup, so the lookup runs once a row.
  if (leadFieldDerived(field))
    return sql`(select ${textCell(sql.ref('users.name'))} from users where users.id = leads.assignee_id)`;
  const value = sql.ref(`leads.${field}`);
  switch (LEAD_FIELDS[field].type) {
    case 'integer':
      return sql`${value}::text`;
    case 'number':
      return numberCell(value);
    case 'boolean':
      return sql`case when ${value} is null then null when ${value} = 1 then 'true' else 'false' end`;
    default:
      return textCell(value);
  }
}

/**
 * A bound value written as a literal, since COPY takes no parameters: text through pg's `escapeLiteral`, as
 * an untyped literal takes the type its place asks for, as a parameter does.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return pg.escapeLiteral(String(value));
  throw new Error(`the lead export cannot write a ${typeof value} parameter into COPY`);
}

/** The COPY statement of one export: every CSV column in order (empty for those `layout` skips). */
export function copyStatement(
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  layout: Pick<ExportLayout, 'positions'>,
): string {
  const cells = LEAD_CSV_FIELDS.map((field, index) =>
    (layout.positions[index] === -1 ? sql`null` : copyCell(field)).as(`c${index}`),
  );
  const { sql: text, parameters } = ordered(
    filteredLeads(db, kind, query).select(cells),
    query.sort,
  ).compile();
  const select = text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= parameters.length) throw new Error(`no value for $${n} in the lead export`);
    return literal(parameters[index]);
  });
  return `copy (${select}) to stdout with (format csv)`;
}

/**
 * The export's CSV rows (no header), as text in pieces as they arrive, on a connection of `pool` held until
 * the end. Ending the iteration early (a client that left) closes that connection, which ends the COPY.
 */
export async function* copyText(pool: pg.Pool, statement: string): AsyncGenerator<string> {
  const client = await pool.connect();
  let whole = false;
  try {
    // Shortest exact doubles (PostgreSQL's default), whatever the server's configuration says. No JIT: the
    // statement's cost (a cell expression per column, the assignee's lookup per row) made PostgreSQL compile
    // it first, 0.53 s before the first row of a kind's 427 000 leads, and the whole read took longer with
    // it (2.65 s) than without (2.25 s).
    await client.query('set extra_float_digits = 1; set jit = off');
    const decoder = new StringDecoder('utf8');
    const rowEnds = crlfRowEnds();
    for await (const bytes of client.query(copyTo(statement)) as AsyncIterable<Buffer>) {
      const text = decoder.write(bytes);
      if (text) yield rowEnds(text);
    }
    const rest = decoder.end();
    if (rest) yield rowEnds(rest);
    whole = true;
  } finally {
    // A COPY left half read leaves the connection mid-protocol: it is closed, not reused.
    client.release(whole ? undefined : true);
  }
}
