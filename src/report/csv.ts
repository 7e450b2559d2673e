// cold: a ReportTable as CSV text (RFC 4180 quoting by csv-stringify).
import { stringify } from 'csv-stringify/sync';
import type { ReportTable } from './table.js';

export function toCsv(table: ReportTable): string {
  return stringify(table.rows as Record<string, string | number>[], {
    header: true,
    columns: table.columns.map((column) => ({ key: column.key, header: column.label })),
    record_delimiter: 'unix',
  });
}
