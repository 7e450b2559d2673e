// hot: the game loop of one table block (C3). Rotation r seats entrant (i + r) mod n in seat i,
// each rotation replaying the block's stream from its start (common random numbers), and the
// counts go to the entrant, whatever seat it sat in.
import { NO_WINNER } from '../kernel/outcome.js';
import type { TableBattle } from '../kernel/ruleset.js';
import type { Schemas, Tables } from '../kernel/table.js';
import type { Rng } from '../rng/rng.js';
import { TableField } from './table-task.js';

/** Where runTable writes: the offsets tableLayout gives, and the shape of the battle's metrics. */
export interface TableSums {
  readonly winsAt: number;
  readonly sharedAt: number;
  readonly shared: number;
  readonly seatAt: number;
  readonly seatMetrics: number;
  /** Battle.metrics.length: where the seat metrics start in `metrics`. */
  readonly sharedLength: number;
  readonly maxSeats: number;
}

export function runTable(
  table: TableBattle, tables: Tables<Schemas>, scratch: unknown, rng: Rng, metrics: Float64Array, rows: Int32Array,
  entrants: Int32Array, n: number, seed: number, stream: number, games: number, sums: TableSums, out: Float64Array,
): void {
  for (let r = 0; r < n; r++) {
    rng.reseed(seed, stream);
    for (let seat = 0; seat < n; seat++) rows[seat] = entrants[(seat + r) % n]!;
    for (let game = 0; game < games; game++) {
      const winner = table.fightTable(tables, rows, n, rng, scratch, metrics);
      countTableGame(out, winner, metrics, n, r, sums);
    }
  }
}

/** Adds one table game to a block's sums; the entrant in seat s is (s + r) mod n. */
function countTableGame(out: Float64Array, winner: number, metrics: Float64Array, n: number, r: number, sums: TableSums): void {
  const turns = metrics[0]!;
  out[TableField.Battles]! += 1;
  out[TableField.Turns]! += turns;
  out[TableField.TurnsSquared]! += turns * turns;
  if (winner === NO_WINNER) {
    out[TableField.Draws]! += 1;
    out[TableField.Stalls]! += metrics[1]!;
  } else out[sums.winsAt + ((winner + r) % n) * n + winner]! += 1;
  for (let k = 0; k < sums.shared; k++) out[sums.sharedAt + k]! += metrics[2 + k]!;
  for (let seat = 0; seat < n; seat++) {
    const entrant = (seat + r) % n;
    for (let k = 0; k < sums.seatMetrics; k++) out[sums.seatAt + entrant * sums.seatMetrics + k]! += metrics[sums.sharedLength + k * sums.maxSeats + seat]!;
  }
}
