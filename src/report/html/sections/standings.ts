// cold: standings.csv (N-player tables) as two charts per table size: each entrant's win share
// over all its tables with its 95% interval, and the share won from each seat, both against the
// parity line (1/N) - so the strongest design and the seat advantage show at a glance.
import { wilson } from '../../../stats/interval.js';
import { standingsSummary } from '../../standings-summary.js';
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Chart, type Section } from '../section.js';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A chart of `layers` over `rows` (one a `by` value, top to bottom), with the parity line drawn across. */
function againstParity(text: string, subtitle: string, parity: number, rows: readonly object[], by: string, layers: readonly object[]): object {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text, subtitle },
    config: CHART_CONFIG,
    width: 420,
    layer: [
      { data: { values: rows }, encoding: { y: { field: by, type: 'nominal', sort: null, title: null } }, layer: layers },
      { data: { values: [{ parity }] }, mark: { type: 'rule', strokeDash: [4, 3], color: '#D55E00' }, encoding: { x: { field: 'parity', type: 'quantitative' } } },
    ],
  };
}

export function standingsSection(table: ReportTable, source: string): Section {
  const summary = standingsSummary(table);
  const sizes = [...new Set(table.rows.map((row) => num(row['players'])))].sort((a, b) => a - b);
  const charts: Chart[] = sizes.flatMap((n) => {
    const ofSize = table.rows.filter((row) => num(row['players']) === n);
    const entrants = [...new Set(ofSize.map((row) => String(row['entrant'])))];
    const byEntrant = entrants.map((entrant) => {
      const mine = ofSize.filter((row) => row['entrant'] === entrant);
      const games = mine.reduce((sum, row) => sum + num(row['games']), 0);
      const wins = mine.reduce((sum, row) => sum + num(row['wins']), 0);
      const { low, high } = wilson(wins, games);
      const share = games > 0 ? wins / games : 0;
      return { entrant, share: round(share), low: round(low), high: round(high), description: `${entrant}: wins ${round(share)} of ${games} games at tables of ${n} (95% interval ${round(low)}-${round(high)}; parity ${round(1 / n)})` };
    }).sort((a, b) => b.share - a.share);
    const seatRow = summary.rows.find((row) => num(row['players']) === n && row['who'] === '(any, by seat)');
    const seats = Array.from({ length: n }, (_, s) => {
      const share = num(seatRow?.[`seat_${s + 1}`]);
      return { seat: `seat ${s + 1}`, share, description: `seat ${s + 1}: wins ${share} of the games at tables of ${n} (parity ${round(1 / n)})` };
    });
    const parity = round(1 / n);
    const entrantChart = againstParity(`Which design wins most at tables of ${n}?`, `share of all its games won, 95% interval; the line is parity (1/${n})`, parity, byEntrant, 'entrant', [
      { mark: { type: 'rule' }, encoding: { x: { field: 'low', type: 'quantitative', title: 'win share', scale: { domainMin: 0 } }, x2: { field: 'high' } } },
      { mark: { type: 'point', filled: true, size: 60, color: '#0072B2' }, encoding: { x: { field: 'share', type: 'quantitative' }, description: { field: 'description' } } },
      { mark: { type: 'text', align: 'left', dx: 8, dy: -8, fontSize: 10 }, encoding: { x: { field: 'share', type: 'quantitative' }, text: { field: 'share' } } },
    ]);
    const seatChart = againstParity(`Does the seat matter at tables of ${n}?`, `share of games won from each seat, every design together; the line is parity (1/${n})`, parity, seats, 'seat', [
      { mark: { type: 'bar', color: '#56B4E9' }, encoding: { x: { field: 'share', type: 'quantitative', title: 'win share', scale: { domainMin: 0 } }, description: { field: 'description' } } },
      { mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 }, encoding: { x: { field: 'share', type: 'quantitative' }, text: { field: 'share' } } },
    ]);
    return [{ name: `standings-${n}-players`, spec: entrantChart as never }, { name: `standings-${n}-seats`, spec: seatChart as never }];
  });
  return {
    id: 'standings',
    title: 'Who wins at the table, and from which seat?',
    intro: 'Each design played every table of its size in every seat rotation. A win share above the parity line wins more than its share; a seat far from it favours whoever sits there.',
    charts,
    tables: [
      { caption: 'By design and by seat, every table together (computed from standings.csv)', table: summary, source: '' },
      { caption: 'Every table (standings.csv)', table, source },
    ],
  };
}
