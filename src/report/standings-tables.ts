// cold: standings.csv for tables of more than two (C3): per table and entrant, its win share with
// a 95% Wilson interval against the parity line 1/n, its win share in each seat (the seat's
// advantage, every entrant having sat in every seat on the same dice), draws and stalls, mean
// turns, and the mean per game of each per-seat number the game declares (mean placement, win
// kinds, damage dealt ...). Rounded to 6 decimals, like every CSV here.
import type { CompiledSet, TableBattle, Battle } from '../kernel/ruleset.js';
import type { TableResult } from '../sim/simulate-tables.js';
import { tableLayout, TableField } from '../sim/table-task.js';
import { wilson } from '../stats/interval.js';
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function standingsTable(battle: Battle, compiled: CompiledSet, results: readonly TableResult[]): ReportTable {
  const table: TableBattle | undefined = battle.table;
  const seatMetrics = table?.seatMetrics ?? [];
  const maxSeats = Math.max(2, ...results.map((result) => result.entrants.length));
  const seatColumns = Array.from({ length: maxSeats }, (_, s) => `win_share_seat_${s + 1}`);
  const name = (row: number) => compiled.designs[row]?.name ?? `design ${row}`;
  return {
    title: 'Standings (each table in every seat rotation on common random numbers; parity = 1/players)',
    columns: columns('table', 'players', 'entrant', 'policy', 'games', 'wins', 'win_share', 'ci_low', 'ci_high', 'parity', ...seatColumns, 'draws', 'stalls', 'mean_turns', ...seatMetrics.map((metric) => `mean_${metric}`)),
    rows: results.flatMap(({ entrants, sums }) => {
      const n = entrants.length;
      const layout = tableLayout(battle, n);
      const games = sums[TableField.Battles] ?? 0;
      const perSeat = games / n; // every entrant sits in each seat once per rotation
      return entrants.map((row, e) => {
        const wins = Array.from({ length: n }, (_, s) => sums[layout.winsAt + e * n + s] ?? 0);
        const total = wins.reduce((sum, w) => sum + w, 0);
        const interval = wilson(total, games);
        const out: Record<string, string | number> = {
          table: entrants.map(name).join(' v '), players: n, entrant: name(row), policy: compiled.designs[row]?.policy ?? '', games, wins: total,
          win_share: round(games > 0 ? total / games : 0), ci_low: round(interval.low), ci_high: round(interval.high), parity: round(1 / n),
          draws: sums[TableField.Draws] ?? 0, stalls: sums[TableField.Stalls] ?? 0, mean_turns: round(games > 0 ? (sums[TableField.Turns] ?? 0) / games : 0),
        };
        seatColumns.forEach((column, s) => (out[column] = s < n && perSeat > 0 ? round((wins[s] ?? 0) / perSeat) : ''));
        seatMetrics.forEach((metric, k) => (out[`mean_${metric}`] = round(games > 0 ? (sums[layout.seatAt + e * layout.seatMetrics + k] ?? 0) / games : 0)));
        return out;
      });
    }),
  };
}
