// cold: the validation status of each design and team file.
import { columns, type ReportTable } from './table.js';

export interface DesignCheckRow {
  readonly file: string;
  readonly kind: string;
  readonly name: string;
  readonly problems: readonly string[];
}

export function designCheckTable(rows: readonly DesignCheckRow[]): ReportTable {
  return {
    title: 'Bundled designs and teams',
    columns: columns('file', 'kind', 'name', 'status', 'problems'),
    rows: rows.map((row) => ({
      file: row.file,
      kind: row.kind,
      name: row.name,
      status: row.problems.length === 0 ? 'valid' : 'invalid',
      problems: row.problems.join(' | '),
    })),
  };
}
