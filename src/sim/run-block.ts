// hot: the battle loop of one block. Seat a first on the block's stream, then the seats swapped on
// the seating's own stream (rng/stream.ts seatingStream), counting from design a's side.
import { Outcome } from '../kernel/outcome.js';
import type { Battle } from '../kernel/ruleset.js';
import type { Schemas, Tables } from '../kernel/table.js';
import type { Rng } from '../rng/rng.js';
import { seatingStream } from '../rng/stream.js';
import { Field, OUTCOME_FIELDS } from './task.js';

export function runBlock(
  battle: Battle, tables: Tables<Schemas>, scratch: unknown, rng: Rng, metrics: Float64Array,
  a: number, b: number, seed: number, stream: number, games: number, out: Float64Array,
): void {
  for (let seating = 0; seating < 2; seating++) {
    rng.reseed(seed, seating === 0 ? stream : seatingStream(stream, seating));
    const first = seating === 0 ? a : b;
    const second = seating === 0 ? b : a;
    for (let game = 0; game < games; game++) {
      const outcome = battle.fight(tables, first, second, rng, scratch, metrics);
      countBattle(battle, out, outcome, metrics, seating);
    }
  }
}

/** Adds one battle to a block's sums, from design a's side (seating 1: b sat first). */
export function countBattle(battle: Battle, out: Float64Array, outcome: number, metrics: Float64Array, seating: number): void {
  const turns = metrics[0] ?? 0;
  out[Field.Battles] = (out[Field.Battles] ?? 0) + 1;
  out[Field.Turns] = (out[Field.Turns] ?? 0) + turns;
  out[Field.TurnsSquared] = (out[Field.TurnsSquared] ?? 0) + turns * turns;
  for (let i = 2; i < battle.metrics.length; i++) {
    // Seat pairs are counted from design a's side: swapped when b sits first.
    const from = seating === 1 && i < 2 + 2 * battle.sidedPairs ? (i % 2 === 0 ? i + 1 : i - 1) : i;
    out[OUTCOME_FIELDS + i - 2] = (out[OUTCOME_FIELDS + i - 2] ?? 0) + (metrics[from] ?? 0);
  }
  if (outcome === Outcome.Draw) {
    out[Field.Draws] = (out[Field.Draws] ?? 0) + 1;
    out[Field.Stalls] = (out[Field.Stalls] ?? 0) + (metrics[1] ?? 0);
  } else if ((outcome === Outcome.AWins) === (seating === 0)) out[Field.AWins] = (out[Field.AWins] ?? 0) + 1;
  else out[Field.BWins] = (out[Field.BWins] ?? 0) + 1;
}
