// cold: win-rate and damage tables. Numbers are rounded to 6 decimals: the CSV files of two runs
// with the same seed compare byte for byte, and hold no timings or host facts.
import type { DamageRow, WinRateRow } from '../sim/summarise.js';
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function winRateTable(rows: readonly WinRateRow[]): ReportTable {
  return {
    title: 'Win rates (a against b, both seatings; win_rate is a\'s share of decisive battles)',
    columns: columns('a', 'b', 'policy_a', 'policy_b', 'games', 'a_wins', 'b_wins', 'draws', 'stalls', 'win_rate', 'ci_low', 'ci_high', 'mean_turns'),
    rows: rows.map((row) => ({
      a: row.a, b: row.b, policy_a: row.policyA, policy_b: row.policyB, games: row.games, a_wins: row.aWins, b_wins: row.bWins,
      draws: row.draws, stalls: row.stalls, win_rate: round(row.winRate), ci_low: round(row.low), ci_high: round(row.high), mean_turns: round(row.meanTurns),
    })),
  };
}

export function damageTable(rows: readonly DamageRow[]): ReportTable {
  const measures = ['hit_rate', 'damage', 'disable', 'paint'] as const;
  return {
    title: 'What one attack does, by card, target template, range band and target silhouette',
    columns: columns(
      'card', 'function', 'target', 'band', 'ranges', 'dice', 'silhouette', 'attacks',
      ...measures.flatMap((m) => [m === 'hit_rate' ? m : `${m}_per_attack`, `${m}_low`, `${m}_high`]),
    ),
    rows: rows.map((row) => {
      const out: Record<string, string | number> = {
        card: row.card, function: row.function, target: row.target, band: row.band, ranges: row.ranges,
        dice: row.dice, silhouette: row.silhouette, attacks: row.attacks,
      };
      const values = { hit_rate: row.hitRate, damage: row.damage, disable: row.disable, paint: row.paint };
      for (const m of measures) {
        out[m === 'hit_rate' ? m : `${m}_per_attack`] = round(values[m].mean);
        out[`${m}_low`] = round(values[m].low);
        out[`${m}_high`] = round(values[m].high);
      }
      return out;
    }),
  };
}
