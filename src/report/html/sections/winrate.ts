// cold: winrate.csv as two heatmaps - who beats whom (a's share of the decisive games, row against
// column), with cells of too few decisive games greyed and unlabelled so a lucky 0.8 from ten
// decisive games does not look like a finding; and how often each matchup stalls, apart from the
// draws. The interval, the decisive games and the draws are in each cell's tooltip.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Section } from '../section.js';

/** Fewer decisive games than this and a cell is greyed: its interval is too wide to call (about +-0.14 at 50). */
export const MIN_DECISIVE = 50;

export function winrateSection(table: ReportTable, source: string): Section {
  const cells = table.rows.map((row) => {
    const decisive = num(row['a_wins']) + num(row['b_wins']);
    const games = num(row['games']);
    const rate = num(row['win_rate']);
    const stalls = num(row['stalls']);
    const draws = num(row['draws']);
    const called = decisive >= MIN_DECISIVE && Number.isFinite(rate);
    return {
      a: String(row['a']), b: String(row['b']), rate: called ? rate : null,
      label: called ? rate.toFixed(2) : decisive === 0 ? 'none' : 'few',
      stall: games > 0 ? stalls / games : 0,
      stallLabel: games > 0 ? `${Math.round((100 * stalls) / games)}%` : '',
      description: `${String(row['a'])} v ${String(row['b'])}: ${called ? `wins ${rate} of decisive games (95% interval ${String(row['ci_low'])}-${String(row['ci_high'])})` : `too few decisive games to call (${decisive})`}; ${decisive} decisive of ${games}; ${draws} draws, ${stalls} of them stalls`,
    };
  });
  const designs = [...new Set(cells.flatMap((cell) => [cell.a, cell.b]))];
  const side = Math.max(24, Math.min(44, Math.floor(560 / Math.max(1, designs.length))));
  const axes = {
    x: { field: 'b', type: 'nominal', sort: designs, title: 'against (column)', axis: { labelAngle: -40 } },
    y: { field: 'a', type: 'nominal', sort: designs, title: 'design (row)' },
  } as const;
  const heat = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'Who beats whom? The row\'s share of the decisive games against the column', subtitle: `grey: fewer than ${MIN_DECISIVE} decisive games, too few to call` },
    config: CHART_CONFIG,
    data: { values: cells },
    width: side * designs.length, height: side * designs.length,
    encoding: axes,
    layer: [
      { mark: { type: 'rect', stroke: 'white' }, encoding: { color: { value: '#d9d9d9' }, description: { field: 'description' } }, transform: [{ filter: 'datum.rate === null' }] },
      {
        mark: { type: 'rect', stroke: 'white' }, transform: [{ filter: 'datum.rate !== null' }],
        encoding: {
          color: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { scheme: 'blueorange', domain: [0, 1], reverse: true } },
          description: { field: 'description' },
        },
      },
      { mark: { type: 'text', fontSize: 10 }, encoding: { text: { field: 'label' }, color: { condition: { test: 'datum.rate !== null && abs(datum.rate - 0.5) > 0.3', value: 'white' }, value: 'black' } } },
    ],
  };
  const stalls = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'How often does each matchup stall? Share of games with no decision by the turn cap', subtitle: 'stalls are counted among the draws in the table; here alone' },
    config: CHART_CONFIG,
    data: { values: cells },
    width: side * designs.length, height: side * designs.length,
    encoding: axes,
    layer: [
      { mark: { type: 'rect', stroke: 'white' }, encoding: { color: { field: 'stall', type: 'quantitative', title: 'stalled', scale: { scheme: 'purples', domain: [0, 1] } }, description: { field: 'description' } } },
      { mark: { type: 'text', fontSize: 10 }, encoding: { text: { field: 'stallLabel' }, color: { condition: { test: 'datum.stall > 0.6', value: 'white' }, value: 'black' } } },
    ],
  };
  return {
    id: 'winrate',
    title: 'Who beats whom?',
    intro: 'Each cell is the row design\'s share of the games with a winner against the column design, in the order the run played them (both orders of each pair). Draws and stalls are left out of the share and shown apart.',
    charts: [{ name: 'winrate-heatmap', spec: heat as never }, { name: 'winrate-stalls', spec: stalls as never }],
    tables: [{ caption: 'Every ordered pair (winrate.csv)', table, source }],
  };
}
