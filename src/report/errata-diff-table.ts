// cold: what an erratum changes: win rates per matchup and per card, baseline against patched,
// with the change's 95% interval. Both runs share seeds and streams (common random numbers), so
// the interval, computed as if the runs were independent, is conservative.
import type { WinRateRow } from '../sim/summarise.js';
import { rateChange } from '../stats/interval.js';
import { columns, type ReportTable } from './table.js';

const Z95 = 1.959963984540054;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

interface Side {
  readonly wins: number;
  readonly decisive: number;
  readonly games: number;
}

export interface PickRateChange {
  readonly card: string;
  readonly baseline: { readonly rate: number; readonly standardDeviation: number };
  readonly patched: { readonly rate: number; readonly standardDeviation: number };
}

/**
 * `cards` maps each design name to the cards it carries; `picks` gives each card's pick rate
 * (equilibrium weight of the designs carrying it) on both sides, with spreads from resampling.
 */
export function errataDiffTable(baseline: readonly WinRateRow[], patched: readonly WinRateRow[], cards: ReadonlyMap<string, readonly string[]>, picks: readonly PickRateChange[] = []): ReportTable {
  const rows: Record<string, string | number>[] = [];
  const add = (scope: string, subject: string, before: Side, after: Side) => {
    const { before: p1, after: p2, change, low, high, significant } = rateChange(before, after);
    rows.push({
      scope, subject, measure: 'win_rate', games: before.games, baseline: round(p1), patched: round(p2), change: round(change),
      change_low: round(low), change_high: round(high), significant: significant ? 'yes' : '',
    });
  };
  const side = (row: WinRateRow): Side => ({ wins: row.aWins, decisive: row.aWins + row.bWins, games: row.games });
  const after = new Map(patched.map((row) => [`${row.a}\u0000${row.b}`, row]));
  for (const row of baseline) {
    const other = after.get(`${row.a}\u0000${row.b}`);
    if (other !== undefined) add('matchup', `${row.a} vs ${row.b}`, side(row), side(other));
  }
  const byCard = (table: readonly WinRateRow[]) => {
    const totals = new Map<string, { wins: number; decisive: number; games: number }>();
    for (const row of table) {
      for (const card of new Set(cards.get(row.a) ?? [])) {
        const total = totals.get(card) ?? { wins: 0, decisive: 0, games: 0 };
        total.wins += row.aWins;
        total.decisive += row.aWins + row.bWins;
        total.games += row.games;
        totals.set(card, total);
      }
    }
    return totals;
  };
  const cardsBefore = byCard(baseline);
  const cardsAfter = byCard(patched);
  for (const card of [...cardsBefore.keys()].sort()) {
    const before = cardsBefore.get(card);
    const later = cardsAfter.get(card);
    if (before !== undefined && later !== undefined) add('card', card, before, later);
  }
  for (const pick of picks) {
    const change = pick.patched.rate - pick.baseline.rate;
    const se = Math.sqrt(pick.baseline.standardDeviation ** 2 + pick.patched.standardDeviation ** 2);
    rows.push({
      scope: 'card', subject: pick.card, measure: 'pick_rate', games: '', baseline: round(pick.baseline.rate), patched: round(pick.patched.rate), change: round(change),
      change_low: round(change - Z95 * se), change_high: round(change + Z95 * se), significant: Math.abs(change) > Z95 * se && Math.abs(change) > 1e-9 ? 'yes' : '',
    });
  }
  return {
    title: 'Before and after the erratum: win rates per matchup and per card (the designs that carry it), and card pick rates in the metagame equilibrium',
    columns: columns('scope', 'subject', 'measure', 'games', 'baseline', 'patched', 'change', 'change_low', 'change_high', 'significant'),
    rows,
  };
}
