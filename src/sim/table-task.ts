// types: a block of table games (C3) and the layout of its result. A table seats n entrants;
// the block plays `games` games in each of the n rotations (entrant (i + r) mod n in seat i) on
// one random stream, so every entrant sits in every seat on the same dice.
import type { Battle, BattleSettings } from '../kernel/ruleset.js';

export interface TableTask {
  readonly kind: 'table';
  readonly game: string;
  readonly rulesVersion: number;
  readonly compileId: number;
  readonly buffer: SharedArrayBuffer;
  readonly rows: Readonly<Record<string, number>>;
  readonly settings: BattleSettings;
  /** Design rows of the entrants, in table order. */
  readonly entrants: readonly number[];
  readonly seed: number;
  readonly stream: number;
  /** Games per rotation. */
  readonly games: number;
}

/** The counts that open a table block's result. */
export const TableField = { Battles: 0, Draws: 1, Stalls: 2, Turns: 3, TurnsSquared: 4 } as const;
export const TABLE_FIELDS = 5;

/**
 * Where the parts of a table block's result sit, for n entrants: after TABLE_FIELDS, the wins of
 * entrant e in seat s at winsAt + e * n + s; the sums of the battle's shared metrics (beyond turns
 * and stall); then per entrant the sums of each seat metric. All counts and sums of whole numbers,
 * so blocks add up exactly in any order.
 */
export function tableLayout(battle: Battle, n: number) {
  const winsAt = TABLE_FIELDS;
  const sharedAt = winsAt + n * n;
  const shared = battle.metrics.length - 2;
  const seatAt = sharedAt + shared;
  const seatMetrics = battle.table?.seatMetrics.length ?? 0;
  return { winsAt, sharedAt, shared, seatAt, seatMetrics, length: seatAt + n * seatMetrics };
}

/** Numbers a table battle writes: the shared metrics, then each seat metric for every possible seat. */
export function tableMetricsLength(battle: Battle): number {
  return battle.metrics.length + (battle.table === undefined ? 0 : battle.table.seatMetrics.length * battle.table.seats.max);
}
