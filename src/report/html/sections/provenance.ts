// cold: the catalogue summarised: how many of the values behind the run are stated by the rules,
// shown by an example, inferred or reconstructed, by catalogue section (run.json's counts, or
// catalogue.csv counted) - the reader sees at once how much of a verdict rests on reconstructions.
// The 1,000-odd rows stay in catalogue.csv.
import { PROVENANCE_KINDS } from '../../../catalogue/provenance.js';
import { provenanceBySection } from '../../../catalogue/provenance-counts.js';
import { columns, type ReportTable } from '../../table.js';
import { CHART_CONFIG, type Section } from '../section.js';

/** Okabe-Ito colours, dark to light in certainty. */
const COLOURS = ['#0072B2', '#56B4E9', '#E69F00', '#D55E00'];

/** Counts by section and provenance from catalogue.csv (runs that did not record them in run.json). */
export function countProvenance(catalogue: ReportTable): Record<string, Record<string, number>> {
  return provenanceBySection(catalogue.rows.map((row) => ({ section: String(row['section']), provenance: String(row['provenance']) })));
}

export function provenanceSection(bySection: Readonly<Record<string, Readonly<Record<string, number>>>>): Section {
  const sections = Object.keys(bySection);
  const counts = sections.map((section) => {
    const mine = bySection[section] ?? {};
    return { section, ...Object.fromEntries(PROVENANCE_KINDS.map((kind) => [kind, mine[kind] ?? 0])), values: PROVENANCE_KINDS.reduce((sum, kind) => sum + (mine[kind] ?? 0), 0) } as Record<string, string | number>;
  });
  const values = counts.flatMap((row) => PROVENANCE_KINDS.map((kind, k) => ({ section: row['section'], provenance: kind, order: k, count: row[kind], description: `${String(row['section'])}: ${String(row[kind])} of ${String(row['values'])} values ${kind}` })));
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'How much of the rules data is stated, and how much reconstructed?', subtitle: 'catalogue values by section and provenance (the counts are in the table)' },
    config: CHART_CONFIG,
    width: 420,
    data: { values },
    mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      y: { field: 'section', type: 'nominal', sort: sections, title: null },
      x: { field: 'count', type: 'quantitative', stack: 'zero', title: 'values' },
      color: { field: 'provenance', type: 'nominal', sort: [...PROVENANCE_KINDS], scale: { domain: [...PROVENANCE_KINDS], range: COLOURS }, title: 'provenance' },
      order: { field: 'order' },
      description: { field: 'description' },
    },
  };
  return {
    id: 'provenance',
    title: 'What is the run built on?',
    intro: 'Every value in the catalogue names its source: stated (a rulebook line), example (a worked example), inferred (reasoned from cited lines) or reconstructed (chosen where the sources are silent, with the reasoning in catalogue.csv).',
    charts: [{ name: 'catalogue-provenance', spec: spec as never }],
    tables: [{ caption: 'Values by section and provenance (the rules data behind the run; every value is in catalogue.csv)', table: { title: 'provenance', columns: columns('section', ...PROVENANCE_KINDS, 'values'), rows: counts }, source: '' }],
  };
}
