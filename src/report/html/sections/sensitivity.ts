// cold: sensitivity.csv as a grid: a row per verdict (a matchup's favourite), a column per variant
// of the reconstructed rules, each cell saying whether the verdict holds there, and the favourite's
// share under the variant. Robust verdicts come first, as in the CSV; the status is written in
// the cell, so the grid reads without colour.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Section } from '../section.js';

const STATUS_COLOURS = { domain: ['baseline', 'holds', 'undecided', 'flips', 'unsettled'], range: ['#FFFFFF', '#0072B2', '#BBBBBB', '#E69F00', '#F2F2F2'] };
const MARK: Readonly<Record<string, string>> = { holds: '=', undecided: '?', flips: 'x', unsettled: '' };

export function sensitivitySection(table: ReportTable, source: string): Section {
  const cells = table.rows.map((row) => ({
    subject: String(row['subject']),
    variant: String(row['variant']),
    status: String(row['status']),
    label: `${MARK[String(row['status'])] ?? ''} ${num(row['value']).toFixed(2)}`.trim(),
    description: `${String(row['subject'])} under ${String(row['variant'])}: ${String(row['status'])}; the first design's share of decisive games ${String(row['value'])} (95% interval ${String(row['low'])}-${String(row['high'])}) against ${String(row['baseline'])} (${String(row['baseline_low'])}-${String(row['baseline_high'])}) under the baseline rules`,
  }));
  const subjects = [...new Set(cells.map((cell) => cell.subject))];
  const variants = ['baseline', ...new Set(cells.map((cell) => cell.variant))];
  // the baseline's own share first, once a verdict
  const baseline = subjects.map((subject) => {
    const row = table.rows.find((one) => String(one['subject']) === subject) ?? {};
    return {
      subject, variant: 'baseline', status: 'baseline', label: num(row['baseline']).toFixed(2),
      description: `${subject} under the baseline rules: the first design's share of decisive games ${String(row['baseline'])} (95% interval ${String(row['baseline_low'])}-${String(row['baseline_high'])})`,
    };
  });
  const robust = new Set(table.rows.filter((row) => row['summary'] === 'robust').map((row) => String(row['subject']))).size;
  const settled = new Set(table.rows.filter((row) => row['summary'] !== 'unsettled').map((row) => String(row['subject']))).size;
  const leaders = table.rows[0]?.['verdict'] === 'leader';
  const grid = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: `Which ${leaders ? 'table leaders' : 'favourites'} survive the variants of the reconstructed rules?`, subtitle: `${robust} of ${settled} ${leaders ? 'leaders' : 'favourites'} hold under every variant; = holds, ? undecided, x flips; blank rows name none under the baseline` },
    config: CHART_CONFIG,
    data: { values: [...baseline, ...cells] },
    width: Math.max(120, 70 * variants.length), height: Math.max(40, 18 * subjects.length),
    encoding: {
      x: { field: 'variant', type: 'nominal', sort: variants, title: 'variant', axis: { labelAngle: -40 } },
      y: { field: 'subject', type: 'nominal', sort: subjects, title: leaders ? 'table (the baseline leader\'s share)' : 'favourite v other (baseline)' },
    },
    layer: [
      { mark: { type: 'rect', stroke: 'white' }, encoding: { color: { field: 'status', type: 'nominal', title: 'verdict', scale: STATUS_COLOURS, legend: { orient: 'top' } }, description: { field: 'description' } } },
      { mark: { type: 'text', fontSize: 10 }, encoding: { text: { field: 'label' }, color: { condition: { test: "datum.status === 'holds'", value: 'white' }, value: 'black' } } },
    ],
  };
  return {
    id: 'sensitivity',
    title: 'Which verdicts survive what we do not know?',
    intro: leaders
      ? 'Each table is played under the baseline rules and under each variant of the reconstructed values, on the same random streams. A leader holds when the variant names the same entrant (its 95% interval of win share above every other entrant\'s), flips when it names another, and is undecided when no entrant clears the rest.'
      : 'Each matchup is played under the baseline rules and under each variant of the reconstructed values, on the same random streams. A favourite holds when the variant names the same one (95% interval of its share of decisive games above one half), flips when it names the other, and is undecided when the interval straddles one half.',
    charts: [{ name: 'sensitivity-grid', spec: grid as never }],
    tables: [{ caption: source, table, source }],
  };
}
