/**
 * The leads CSV: every field of the contract, in this order (kind-specific columns empty for other kinds).
 * The export reads rows as arrays in this order (objects with 38 keys cost twice as much to build).
 */
import type { CsvColumn, CsvValue } from '../../csv';
import { LEAD_CSV_FIELDS } from '../../repositories/leadExport';

export const leadCsvColumns: CsvColumn<readonly unknown[]>[] = LEAD_CSV_FIELDS.map(
  (field, index) => ({ header: field, value: (row) => row[index] as CsvValue }),
);
