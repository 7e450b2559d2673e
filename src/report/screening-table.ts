// cold: screening.csv (issue 22): one row for each screened value and alternative, saying how far
// putting that one value in place of the reconstructed one moves the headline numbers (each
// matchup's score: the first design's wins plus half the draws, per battle; unlike the share of
// decisive games it stays steady in a matchup of many draws) and how many favourites it flips or
// leaves undecided. Values
// are ranked by the widest swing any of their alternatives gives any matchup, so a designer knows
// which missing card face to look up first. Changes are measured on common random numbers: a
// value that changes nothing in play moves nothing at all.
import type { Verdict } from '../sim/sensitivity.js';
import type { WinRateRow } from '../sim/summarise.js';
import { columns, type ReportTable } from './table.js';

/** A screened alternative: the variant's name in the verdicts, the value's path, what the catalogue holds and what was tried. */
export interface ScreenedRun {
  readonly variant: string;
  readonly at: string;
  readonly current: unknown;
  readonly alternative: unknown;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

interface Moved {
  readonly run: ScreenedRun;
  readonly meanAbs: number;
  readonly down: { change: number; subject: string };
  readonly up: { change: number; subject: string };
  readonly flips: number;
  readonly undecided: number;
}

/** A matchup's score from its first design's side: wins plus half the draws, per battle. */
const score = (row: WinRateRow): number => (row.games === 0 ? 0.5 : (row.aWins + row.draws / 2) / row.games);
const key = (row: Pick<WinRateRow, 'a' | 'b'>) => `${row.a} v ${row.b}`;

function moved(run: ScreenedRun, verdicts: readonly Verdict[], baseline: readonly WinRateRow[], rows: readonly WinRateRow[]): Moved {
  const under = new Map(rows.map((row) => [key(row), row]));
  let sum = 0;
  let count = 0;
  let down = { change: 0, subject: '' };
  let up = { change: 0, subject: '' };
  const seen = new Set<string>();
  for (const row of baseline) {
    // each matchup once, from the side winRateRows gives first
    const pair = [row.a, row.b].sort().join('\u0000');
    if (seen.has(pair)) continue;
    seen.add(pair);
    const other = under.get(key(row));
    if (other === undefined) continue;
    const change = score(other) - score(row);
    sum += Math.abs(change);
    count++;
    if (change < down.change) down = { change, subject: key(row) };
    if (change > up.change) up = { change, subject: key(row) };
  }
  const statuses = verdicts.map((verdict) => verdict.variants.find((variant) => variant.variant === run.variant)?.status);
  return {
    run, meanAbs: count === 0 ? 0 : sum / count, down, up,
    flips: statuses.filter((status) => status === 'flips').length, undecided: statuses.filter((status) => status === 'undecided').length,
  };
}

/** The screening rows: each alternative's moves against the baseline's matchup rows (winRateRows), with its verdicts' flips. */
export function screeningTable(runs: readonly ScreenedRun[], verdicts: readonly Verdict[], baseline: readonly WinRateRow[], rowsOf: (variant: string) => readonly WinRateRow[]): ReportTable {
  const all = runs.map((run) => moved(run, verdicts, baseline, rowsOf(run.variant)));
  const swing = (one: Moved) => one.up.change - one.down.change;
  const widest = new Map<string, number>();
  for (const one of all) widest.set(one.run.at, Math.max(widest.get(one.run.at) ?? 0, swing(one)));
  const order = [...widest].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([at]) => at);
  const sorted = [...all].sort((x, y) => order.indexOf(x.run.at) - order.indexOf(y.run.at) || swing(y) - swing(x));
  return {
    title: 'How far each reconstructed value moves the matchups\' scores when tried at another plausible value',
    columns: columns('rank', 'value', 'current', 'alternative', 'mean_abs_change', 'largest_down', 'largest_down_matchup', 'largest_up', 'largest_up_matchup', 'flips', 'undecided'),
    rows: sorted.map((one) => ({
      rank: order.indexOf(one.run.at) + 1, value: one.run.at, current: text(one.run.current), alternative: text(one.run.alternative),
      mean_abs_change: round(one.meanAbs), largest_down: round(one.down.change), largest_down_matchup: one.down.subject,
      largest_up: round(one.up.change), largest_up_matchup: one.up.subject, flips: one.flips, undecided: one.undecided,
    })),
  };
}
