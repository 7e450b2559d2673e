// cold: catalogue.csv summarised: how many of the values behind the run are stated by the rules,
// shown by an example, inferred or reconstructed, by catalogue section - the reader sees at once how
// much of a verdict rests on reconstructions. The 1,000-odd rows stay in the CSV.
import { columns, type ReportTable } from '../../table.js';
import { CHART_CONFIG, type Section } from '../section.js';

const KINDS = ['stated', 'example', 'inferred', 'reconstructed'] as const;
/** Okabe-Ito colours, dark to light in certainty. */
const COLOURS = ['#0072B2', '#56B4E9', '#E69F00', '#D55E00'];

export function provenanceSection(catalogue: ReportTable): Section {
  const sections = [...new Set(catalogue.rows.map((row) => String(row['section'])))];
  const counts = sections.map((section) => {
    const mine = catalogue.rows.filter((row) => row['section'] === section);
    return { section, ...Object.fromEntries(KINDS.map((kind) => [kind, mine.filter((row) => row['provenance'] === kind).length])), values: mine.length } as Record<string, string | number>;
  });
  const values = counts.flatMap((row) => KINDS.map((kind, k) => ({ section: row['section'], provenance: kind, order: k, count: row[kind], description: `${String(row['section'])}: ${String(row[kind])} of ${String(row['values'])} values ${kind}` })));
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
      color: { field: 'provenance', type: 'nominal', sort: [...KINDS], scale: { domain: [...KINDS], range: COLOURS }, title: 'provenance' },
      order: { field: 'order' },
      description: { field: 'description' },
    },
  };
  return {
    id: 'provenance',
    title: 'What is the run built on?',
    intro: 'Every value in the catalogue names its source: stated (a rulebook line), example (a worked example), inferred (reasoned from cited lines) or reconstructed (chosen where the sources are silent, with the reasoning in catalogue.csv).',
    charts: [{ name: 'catalogue-provenance', spec: spec as never }],
    tables: [{ caption: 'Values by section and provenance (computed from catalogue.csv)', table: { title: 'provenance', columns: columns('section', ...KINDS, 'values'), rows: counts }, source: '' }],
  };
}
