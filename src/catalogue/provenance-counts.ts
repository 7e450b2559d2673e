// cold: how many catalogue values are stated, shown by example, inferred or reconstructed - in all
// (run.json's provenance, the report's header) and by catalogue section (the report's chart) - from
// catalogue rows, or from catalogue.csv's rows read back.
import { PROVENANCE_KINDS } from './provenance.js';

export interface ProvenanceRow {
  readonly section: string;
  readonly provenance: string;
}

const zeros = (): Record<string, number> => Object.fromEntries(PROVENANCE_KINDS.map((kind) => [kind, 0]));

export function provenanceCounts(rows: readonly ProvenanceRow[]): Record<string, number> {
  const counts = zeros();
  for (const row of rows) counts[row.provenance] = (counts[row.provenance] ?? 0) + 1;
  return counts;
}

export function provenanceBySection(rows: readonly ProvenanceRow[]): Record<string, Record<string, number>> {
  const sections: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const counts = (sections[row.section] ??= zeros());
    counts[row.provenance] = (counts[row.provenance] ?? 0) + 1;
  }
  return sections;
}
