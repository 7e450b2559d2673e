// cold: screening.csv as a tornado chart: a row per screened value, ranked as in the CSV, its bar
// reaching from the furthest any of its alternatives pulls a matchup's score down to the furthest
// it pushes one up (0 is the baseline); the label gives the mean move over all matchups.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Section } from '../section.js';

export function screeningSection(table: ReportTable, source: string): Section {
  const values = [...new Set(table.rows.map((row) => String(row['value'])))];
  const bars = values.map((value) => {
    const rows = table.rows.filter((row) => String(row['value']) === value);
    const down = Math.min(0, ...rows.map((row) => num(row['largest_down'])));
    const up = Math.max(0, ...rows.map((row) => num(row['largest_up'])));
    const mean = Math.max(...rows.map((row) => num(row['mean_abs_change'])));
    const flips = rows.reduce((sum, row) => sum + num(row['flips']), 0);
    return {
      value, down, up, label: `${mean.toFixed(3)} mean${flips > 0 ? `, ${flips} flips` : ''}`,
      description: `${value}: tried at ${rows.map((row) => String(row['alternative'])).join(', ')} in place of ${String(rows[0]?.['current'] ?? '')}; a matchup's score moves from ${down.toFixed(3)} to +${up.toFixed(3)}; ${flips} favourites flip`,
    };
  });
  const tornado = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'Which reconstructed value matters most?', subtitle: 'each bar: the furthest one value\'s alternatives move any matchup\'s score (wins plus half the draws), down and up; label: the largest mean move over all matchups' },
    config: CHART_CONFIG,
    data: { values: bars },
    width: 420, height: Math.max(40, 22 * values.length),
    encoding: { y: { field: 'value', type: 'nominal', sort: values, title: 'reconstructed value (most influential first)', axis: { labelLimit: 360 } } },
    layer: [
      { mark: { type: 'bar', color: '#0072B2' }, encoding: { x: { field: 'down', type: 'quantitative', title: 'change in a matchup\'s score' }, x2: { field: 'up' }, description: { field: 'description' } } },
      { mark: { type: 'rule', color: 'black' }, encoding: { x: { datum: 0 } } },
      { mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 }, encoding: { x: { field: 'up', type: 'quantitative' }, text: { field: 'label' } } },
    ],
  };
  return {
    id: 'screening',
    title: 'Which reconstructed value should a designer look up first?',
    intro: 'Each listed reconstructed value is set, one at a time, to each of its plausible alternatives (the catalogue\'s screening/ files), and every matchup is played again on the same random streams. A value whose alternatives change nothing in play moves nothing; the others are ranked by the widest swing they give any matchup.',
    charts: [{ name: 'screening-tornado', spec: tornado as never }],
    tables: [{ caption: source, table, source }],
  };
}
