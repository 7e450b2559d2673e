// cold: a ReportTable as aligned plain text for the terminal.
import type { ReportTable } from './table.js';

export function toTextTable(table: ReportTable): string {
  const cells = table.rows.map((row) => table.columns.map((column) => String(row[column.key] ?? '')));
  const header = table.columns.map((column) => column.label);
  const widths = header.map((label, i) => Math.max(label.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (values: readonly string[]) => values.map((value, i) => value.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
