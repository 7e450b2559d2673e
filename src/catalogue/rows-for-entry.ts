// cold: one entry's values as CatalogueRows, each with the provenance that covers it.
import type { CatalogueRow } from './catalogue-row.js';
import { leaves, parseProvenance, sourceFor } from './provenance.js';

export interface EntryHeading {
  readonly section: string;
  readonly id: string;
  readonly name: string;
  readonly set: string;
}

/** Rows for every value of `data`; `sources` has been validated already. */
export function rowsForEntry(heading: EntryHeading, data: unknown, sources: Readonly<Record<string, string>>): CatalogueRow[] {
  return leaves(data).map((leaf) => {
    const source = sourceFor(sources, leaf.path);
    const parsed = source === undefined ? undefined : parseProvenance(source.text);
    if (parsed === undefined || typeof parsed === 'string') {
      throw new Error(`${heading.id}.${leaf.path}: provenance should have been validated at load`);
    }
    return {
      ...heading,
      field: leaf.path,
      value: String(leaf.value),
      provenance: parsed.kind,
      lines: [...parsed.lines, ...parsed.documents.map((id) => `@${id}`)].join(' '),
      note: parsed.note,
    };
  });
}
