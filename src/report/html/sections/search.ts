// cold: a search's top.csv as its leaders with their 95% intervals, the designs tied with the best
// marked (filled and labelled, so it reads without colour), and sidegrades.csv beside it.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Section } from '../section.js';

export function searchSection(top: ReportTable, sidegrades: ReportTable | undefined): Section {
  const rows = top.rows.map((row) => {
    const tied = row['tied_with_best'] === 'yes';
    return {
      rank: `#${String(row['rank'])}`, score: num(row['score']), low: num(row['ci_low']), high: num(row['ci_high']),
      group: tied ? 'tied with the best' : 'behind the best', text: `${String(row['score'])}${tied ? ' (tied)' : ''}`,
      description: `#${String(row['rank'])}: score ${String(row['score'])} (95% interval ${String(row['ci_low'])}-${String(row['ci_high'])}) over ${String(row['games'])} games${tied ? ', statistically tied with the best' : ''}`,
    };
  });
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'Which designs lead, and which are tied with the best?', subtitle: 'score with its 95% interval; circles and "(tied)": tied with the best (sidegrades)' },
    config: CHART_CONFIG,
    width: 380,
    data: { values: rows },
    encoding: { y: { field: 'rank', type: 'nominal', sort: null, title: 'rank (designs in the table below)' } },
    layer: [
      { mark: { type: 'rule', color: '#555' }, encoding: { x: { field: 'low', type: 'quantitative', title: 'score', scale: { zero: false } }, x2: { field: 'high' } } },
      {
        mark: { type: 'point', size: 60, filled: true },
        encoding: {
          x: { field: 'score', type: 'quantitative' },
          shape: { field: 'group', type: 'nominal', title: null, scale: { domain: ['tied with the best', 'behind the best'], range: ['circle', 'square'] } },
          color: { field: 'group', type: 'nominal', title: null, scale: { domain: ['tied with the best', 'behind the best'], range: ['#0072B2', '#E69F00'] } },
          description: { field: 'description' },
        },
      },
      { mark: { type: 'text', align: 'left', dx: 8, dy: -8, fontSize: 9 }, encoding: { x: { field: 'score', type: 'quantitative' }, text: { field: 'text' } } },
    ],
  };
  return {
    id: 'search',
    title: 'Which designs are best?',
    intro: 'The search raced random designs, climbed through the leaders\' one-change neighbours and settled the top 20 with a final race on common random numbers. Designs whose interval reaches the best one\'s are tied with it: pick among them on other grounds.',
    charts: [{ name: 'top-leaders', spec: spec as never }],
    tables: [
      { caption: 'The leaders (top.csv)', table: top, source: 'top.csv' },
      ...(sidegrades === undefined ? [] : [{ caption: 'Tied with the best (sidegrades.csv)', table: sidegrades, source: 'sidegrades.csv' }]),
    ],
  };
}
