/**
 * Streamed CSV (RFC 4180) that Excel opens correctly: a UTF-8 BOM so Arabic shows, CRLF line ends, quoting
 * where needed, and a guard against formula injection (a cell that starts with = + - @ is prefixed with ').
 */
import { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
/** Characters that make a spreadsheet treat a cell as a formula (tab and CR too, as OWASP advises). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans we format ourselves cannot carry a formula; only text from users can.
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * A Readable that writes the header, then pulls one batch of rows at a time as the client reads, so memory
 * stays flat however long the export is and other requests get the event loop between batches.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(columns.map((column) => column.header));
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines());
}

/** Loads `ids` in slices of `size`, keeping the given order. */
export async function* inBatches<Row extends { id: number }>(
  ids: readonly number[],
  load: (slice: number[]) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += size) {
    const slice = ids.slice(start, start + size);
    const byId = new Map((await load(slice)).map((row) => [row.id, row]));
    // A row deleted since the ids were read is simply skipped.
    yield slice.flatMap((id) => byId.get(id) ?? []);
  }
}

/** `developers-2026-05-01.csv` */
export function csvFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}
