// cold: sensitivity.csv as grids: a row per verdict (a matchup's favourite, a table's leader, a
// search's best design or a part its best designs carry; the parts' nerf and buff flags in a grid
// of their own), a column per variant of the reconstructed rules, each cell saying whether the
// verdict holds there, and the estimate behind it. Robust verdicts come first, as in the CSV; the
// status is written in the cell, so the grid reads without colour.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Section } from '../section.js';

const STATUS_COLOURS = { domain: ['baseline', 'holds', 'undecided', 'flips', 'unsettled'], range: ['#FFFFFF', '#0072B2', '#BBBBBB', '#E69F00', '#F2F2F2'] };
const MARK: Readonly<Record<string, string>> = { holds: '=', undecided: '?', flips: 'x', unsettled: '' };

/** What a verdict's estimate is, for the cells' descriptions. */
const MEASURE: Readonly<Record<string, string>> = {
  favourite: 'the first design\'s share of decisive games', side: 'the first side\'s share of decisive games', leader: 'the baseline leader\'s win share',
  best: 'the baseline best\'s score against the field', part: 'the share of the designs tied with the best that carry it',
  flag: 'the part\'s pick rate in the metagame\'s equilibrium',
};

const estimate = (value: unknown, low: unknown, high: unknown): string => (value === '' ? 'not raced' : low === '' ? String(value) : `${String(value)} (95% interval ${String(low)}-${String(high)})`);
const shown = (value: string | number | undefined): string => (value === '' ? '' : num(value).toFixed(2));

export function sensitivitySection(table: ReportTable, source: string): Section {
  const flags = table.rows.filter((row) => row['verdict'] === 'flag');
  const verdicts = table.rows.filter((row) => row['verdict'] !== 'flag');
  const kind = String(verdicts[0]?.['verdict'] ?? 'favourite');
  const charts = [
    ...(verdicts.length > 0 ? [{ name: 'sensitivity-grid', spec: grid(verdicts, kind) as never }] : []),
    ...(flags.length > 0 ? [{ name: 'sensitivity-flags', spec: grid(flags, 'flag') as never }] : []),
  ];
  return {
    id: 'sensitivity',
    title: 'Which verdicts survive what we do not know?',
    intro: (kind === 'best' || kind === 'part'
      ? 'The search is played under the baseline rules and under each variant of the reconstructed values, with the same seed, sample and field; each variant\'s final race also races the baseline\'s best designs. The best design holds when it stays statistically tied with the variant\'s best, and flips when it falls out. A part (a card, a policy) most of the baseline\'s tied best designs carry holds when most of the variant\'s carry it, flips when none does, and is undecided in between.'
      : kind === 'leader'
      ? 'Each table is played under the baseline rules and under each variant of the reconstructed values, on the same random streams. A leader holds when the variant names the same entrant (its 95% interval of win share above every other entrant\'s), flips when it names another, and is undecided when no entrant clears the rest.'
      : 'Each matchup is played under the baseline rules and under each variant of the reconstructed values, on the same random streams, and stops once its favourite is settled (racing; the games column says how many it played). A favourite holds when the variant names the same one (95% interval of its share of decisive games above one half), flips when it names the other, and is undecided when the interval straddles one half.')
      + (flags.length === 0 ? '' : ' The second grid takes the metagame of the same matchups under each rule set (its equilibrium mix of designs, as `botlab meta` finds it) and flags each part nearly always picked (pick rate 0.9 or more: a nerf candidate) or carried but almost never picked (under 0.01: a buff candidate). A flag holds when the variant gives the part the same flag and flips when it gives another or none; a part flagged only under a variant has a blank baseline.'),
    charts,
    tables: [{ caption: source, table, source }],
  };
}

/** The grid of one kind of verdict: a row per verdict, a column per variant, the baseline first. */
function grid(rows: ReportTable['rows'], kind: string): unknown {
  const cells = rows.map((row) => ({
    subject: String(row['subject']),
    variant: String(row['variant']),
    status: String(row['status']),
    label: `${MARK[String(row['status'])] ?? ''} ${shown(row['value'])}`.trim(),
    description: `${String(row['subject'])} under ${String(row['variant'])}: ${String(row['status'])}; ${MEASURE[String(row['verdict'])] ?? 'the estimate'} ${estimate(row['value'], row['low'], row['high'])} against ${estimate(row['baseline'], row['baseline_low'], row['baseline_high'])} under the baseline rules`,
  }));
  const subjects = [...new Set(cells.map((cell) => cell.subject))];
  const variants = ['baseline', ...new Set(cells.map((cell) => cell.variant))];
  // the baseline's own share first, once a verdict
  const baseline = subjects.map((subject) => {
    const row = rows.find((one) => String(one['subject']) === subject) ?? {};
    return {
      subject, variant: 'baseline', status: 'baseline', label: shown(row['baseline']),
      description: `${subject} under the baseline rules: ${MEASURE[String(row['verdict'])] ?? 'the estimate'} ${estimate(row['baseline'], row['baseline_low'], row['baseline_high'])}${kind === 'flag' ? ` (${String(row['baseline_pick']) || 'no flag'})` : ''}`,
    };
  });
  const robust = new Set(rows.filter((row) => row['summary'] === 'robust').map((row) => String(row['subject']))).size;
  const settled = new Set(rows.filter((row) => row['summary'] !== 'unsettled').map((row) => String(row['subject']))).size;
  const [plural, axis] = kind === 'leader' ? ['leaders', 'table (the baseline leader\'s share)'] : kind === 'best' || kind === 'part' ? ['search verdicts', 'verdict (baseline)'] : kind === 'flag' ? ['nerf and buff flags', 'part (its pick rate)'] : ['favourites', 'favourite v other (baseline)'];
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: `Which ${plural} survive the variants of the reconstructed rules?`, subtitle: `${robust} of ${settled} ${plural} hold under every variant; = holds, ? undecided, x flips; blank rows name none under the baseline` },
    config: CHART_CONFIG,
    data: { values: [...baseline, ...cells] },
    width: Math.max(120, 70 * variants.length), height: Math.max(40, 18 * subjects.length),
    encoding: {
      x: { field: 'variant', type: 'nominal', sort: variants, title: 'variant', axis: { labelAngle: -40 } },
      y: { field: 'subject', type: 'nominal', sort: subjects, title: axis },
    },
    layer: [
      { mark: { type: 'rect', stroke: 'white' }, encoding: { color: { field: 'status', type: 'nominal', title: 'verdict', scale: STATUS_COLOURS, legend: { orient: 'top' } }, description: { field: 'description' } } },
      { mark: { type: 'text', fontSize: 10 }, encoding: { text: { field: 'label' }, color: { condition: { test: "datum.status === 'holds'", value: 'white' }, value: 'black' } } },
    ],
  };
}
