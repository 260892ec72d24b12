/**
 * The leads CSV: every field of the contract, in LEAD_CSV_FIELDS order (src/shared/leads/rules.ts;
 * kind-specific columns empty for other kinds), rows as arrays in that order, and what the SQLite export
 * reads (leads/export/leadExportRepository.ts).
 */
import { DEFAULT_LEAD_SORT, LEAD_CSV_FIELDS, type LeadCsvField } from '../../../shared/leads/rules';
import { csvCell, type CsvColumn, type CsvValue } from '../../csv';

/**
 * The leads CSV: every field of the contract, in LEAD_CSV_FIELDS order (kind-specific columns empty for other
 * kinds), headed by the field names. Rows are arrays in this order (objects with 38 keys cost twice as much
 * to build).
 */
export const leadCsvColumns: CsvColumn<readonly unknown[]>[] = LEAD_CSV_FIELDS.map(
  (field, index) => ({ header: field, value: (row) => row[index] as CsvValue }),
);

const FIELD_COUNT = LEAD_CSV_FIELDS.length;

/**
 * What the SQLite export reads, and where each CSV column finds its value in a row read.
 * - `skip`: fields the kind's leads never hold (leads/export/leadExporter.ts derives them from the intake schemas),
 *   written as empty cells without being read: a third of a project lead's columns, a half of a contact's.
 * - The sort key: the sorted field itself when it is a CSV field as stored (created_at, status, reference),
 *   else an extra last column (lower(name)).
 * Fewer values a row is most of what the read costs: each one is a JavaScript value built by the driver.
 */
export interface ExportLayout {
  fields: readonly LeadCsvField[];
  /** Per CSV column, its index in a row read, or -1 for an empty cell. */
  positions: readonly number[];
  consent: number;
  key: number;
  keyColumn: boolean;
}

export function exportLayout(sort: string | undefined, skip: readonly string[] = []): ExportLayout {
  const fields = LEAD_CSV_FIELDS.filter((field) => !skip.includes(field));
  const sorted = (sort ?? DEFAULT_LEAD_SORT).replace(/^-/, '');
  const keyField = sorted !== 'name' ? fields.indexOf(sorted as LeadCsvField) : -1;
  return {
    fields,
    positions: LEAD_CSV_FIELDS.map((field) => fields.indexOf(field)),
    consent: fields.indexOf('consent'),
    key: keyField === -1 ? fields.length : keyField,
    keyColumn: keyField === -1,
  };
}

const FULL_POSITIONS = LEAD_CSV_FIELDS.map((_, index) => index);

/**
 * One lead's CSV line from its array row, as `csvLine` would write it: every text cell through `csvCell`;
 * numbers, booleans and nulls as `join` writes them (`String(value)`, and empty for null). Written for the
 * export's million rows: no per-cell closures and one native join (measured 2.5 µs a row against 4).
 */
export function leadCsvLine(
  row: readonly unknown[],
  positions: readonly number[] = FULL_POSITIONS,
): string {
  const cells = new Array<unknown>(FIELD_COUNT);
  for (let i = 0; i < FIELD_COUNT; i += 1) {
    const at = positions[i]!;
    const value = at === -1 ? null : row[at];
    cells[i] = typeof value === 'string' ? csvCell(value) : value;
  }
  return `${cells.join(',')}\r\n`;
}

/**
 * COPY ends rows with LF; the export's rows end with CRLF (csv.ts). An LF inside a quoted value is data and
 * stays. Quotes toggle the state (a doubled quote inside a value toggles it twice), which carries from one
 * piece of text to the next.
 */
export function crlfRowEnds(): (text: string) => string {
  let quoted = false;
  return (text) => {
    if (!text.includes('"')) return quoted ? text : text.replaceAll('\n', '\r\n');
    const pieces = text.split('"');
    for (let i = 0; i < pieces.length; i += 1) {
      if (i > 0) quoted = !quoted;
      if (!quoted) pieces[i] = pieces[i]!.replaceAll('\n', '\r\n');
    }
    return pieces.join('"');
  };
}
