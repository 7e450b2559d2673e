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

/** A row's exact values the game's odds give from its columns alone (OddsRules.tally), by measure. */
export interface CellExact {
  readonly measures: readonly string[];
  exact(columns: Readonly<Record<string, string | number>>): Readonly<Record<string, number>>;
}

/**
 * damage.csv: the columns the battle's tally declares (labels, target, its dimensions, per), then
 * each measure with its interval and, where the battle or the game's odds give one, its exact
 * value (`${name}_exact`; empty where the row's cell does not decide it).
 */
export function damageTable(rows: readonly DamageRow[], tally: TallyLayout, cellExact?: CellExact): ReportTable {
  const hasExact = (name: string, exact: string | undefined) => exact !== undefined || (cellExact?.measures.includes(name) ?? false);
  return {
    title: tally.title,
    columns: columns(
      ...tally.labels, 'target', ...tally.dims.flatMap((dim) => dim.columns), tally.per,
      ...tally.measures.flatMap((m) => [m.column, `${m.name}_low`, `${m.name}_high`, ...(hasExact(m.name, m.exact) ? [`${m.name}_exact`] : [])]),
    ),
    rows: rows.map((row) => {
      const out: Record<string, string | number> = { ...row.columns, [tally.per]: row.attacks };
      const fromCell = cellExact?.exact(out) ?? {};
      for (const m of tally.measures) {
        const value = row.measures[m.name];
        out[m.column] = round(value?.mean ?? 0);
        out[`${m.name}_low`] = round(value?.low ?? 0);
        out[`${m.name}_high`] = round(value?.high ?? 0);
        if (!hasExact(m.name, m.exact)) continue;
        const exact = value?.exact ?? fromCell[m.name];
        out[`${m.name}_exact`] = exact === undefined ? '' : round(exact);
      }
      return out;
    }),
  };
}
