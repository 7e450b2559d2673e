// cold: win-rate and damage tables. Numbers are rounded to 6 decimals: the CSV files of two runs
// with the same seed compare byte for byte, and hold no timings or host facts.
import type { DamageRow, WinRateRow } from '../sim/summarise.js';
import type { TallyLayout } from '../kernel/ruleset.js';
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

/** damage.csv: the columns the battle's tally declares (labels, target, its dimensions, per), then each measure with its interval. */
export function damageTable(rows: readonly DamageRow[], tally: TallyLayout): ReportTable {
  return {
    title: tally.title,
    columns: columns(
      ...tally.labels, 'target', ...tally.dims.flatMap((dim) => dim.columns), tally.per,
      ...tally.measures.flatMap((m) => [m.column, `${m.name}_low`, `${m.name}_high`]),
    ),
    rows: rows.map((row) => {
      const out: Record<string, string | number> = { ...row.columns, [tally.per]: row.attacks };
      for (const m of tally.measures) {
        const value = row.measures[m.name];
        out[m.column] = round(value?.mean ?? 0);
        out[`${m.name}_low`] = round(value?.low ?? 0);
        out[`${m.name}_high`] = round(value?.high ?? 0);
      }
      return out;
    }),
  };
}
