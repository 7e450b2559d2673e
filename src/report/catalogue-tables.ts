// cold: tables of catalogue values and their provenance.
import type { CatalogueRow } from '../catalogue/catalogue-row.js';
import { PROVENANCE_KINDS } from '../catalogue/provenance.js';
import { columns, type ReportTable } from './table.js';

/** Every value with its provenance: one row per field of every entry. */
export function catalogueTable(rows: readonly CatalogueRow[]): ReportTable {
  return {
    title: 'Catalogue values and where they come from',
    columns: [...columns('section', 'id', 'name', 'set', 'field', 'value', 'provenance'), { key: 'lines', label: 'rulebook_lines' }, ...columns('note')],
    rows: rows.map((row) => ({ ...row })),
  };
}

/** One row per entry, counting its values by provenance. */
export function catalogueSummary(rows: readonly CatalogueRow[]): ReportTable {
  const entries = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const key = `${row.section}:${row.id}`;
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = { section: row.section, id: row.id, name: row.name, set: row.set, values: 0 };
      for (const kind of PROVENANCE_KINDS) entry[kind] = 0;
      entries.set(key, entry);
    }
    entry['values'] = Number(entry['values']) + 1;
    entry[row.provenance] = Number(entry[row.provenance]) + 1;
  }
  return {
    title: 'Catalogue entries by provenance of their values',
    columns: columns('section', 'id', 'name', 'set', 'values', ...PROVENANCE_KINDS),
    rows: [...entries.values()],
  };
}

/** One entry's values, for reading in a terminal. */
export function entryTable(rows: readonly CatalogueRow[]): ReportTable {
  return {
    title: `${rows[0]?.name ?? ''} (${rows[0]?.section ?? ''})`,
    columns: [...columns('field', 'value', 'provenance'), { key: 'note', label: 'source' }],
    rows: rows.map((row) => ({ field: row.field, value: row.value, provenance: row.provenance, note: row.note })),
  };
}
