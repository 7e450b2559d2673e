// cold: what an erratum changes: win rates per matchup and per card, baseline against patched,
// with the change's 95% interval. Both runs share seeds and streams (common random numbers), so
// the interval, computed as if the runs were independent, is conservative.
import type { WinRateRow } from '../sim/summarise.js';
import { columns, type ReportTable } from './table.js';

const Z95 = 1.959963984540054;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

interface Side {
  readonly wins: number;
  readonly decisive: number;
  readonly games: number;
}

/** `cards` maps each design name to the cards it carries. */
export function errataDiffTable(baseline: readonly WinRateRow[], patched: readonly WinRateRow[], cards: ReadonlyMap<string, readonly string[]>): ReportTable {
  const rows: Record<string, string | number>[] = [];
  const add = (scope: string, subject: string, before: Side, after: Side) => {
    const p1 = before.decisive === 0 ? 0.5 : before.wins / before.decisive;
    const p2 = after.decisive === 0 ? 0.5 : after.wins / after.decisive;
    const se = Math.sqrt((before.decisive === 0 ? 0 : (p1 * (1 - p1)) / before.decisive) + (after.decisive === 0 ? 0 : (p2 * (1 - p2)) / after.decisive));
    const change = p2 - p1;
    rows.push({
      scope, subject, games: before.games, baseline_win_rate: round(p1), patched_win_rate: round(p2), change: round(change),
      change_low: round(change - Z95 * se), change_high: round(change + Z95 * se), significant: Math.abs(change) > Z95 * se && se > 0 ? 'yes' : '',
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
  return {
    title: 'Win rates before and after the erratum (card rows: the designs that carry the card)',
    columns: columns('scope', 'subject', 'games', 'baseline_win_rate', 'patched_win_rate', 'change', 'change_low', 'change_high', 'significant'),
    rows,
  };
}
