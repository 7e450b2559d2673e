// types: the messages between the runner and its workers. Structured-clone-safe: numbers and a
// SharedArrayBuffer that every worker views without copying.
import type { BattleSettings } from '../kernel/ruleset.js';

/** One block: `games` battles in each seating of one matchup, on one random stream. */
export interface BlockTask {
  readonly game: string;
  readonly rulesVersion: number;
  /** Identifies the compiled buffer, so a worker builds its views and scratch once per run. */
  readonly compileId: number;
  readonly buffer: SharedArrayBuffer;
  readonly rows: Readonly<Record<string, number>>;
  readonly settings: BattleSettings;
  readonly a: number;
  readonly b: number;
  readonly seed: number;
  readonly stream: number;
  readonly games: number;
  readonly tallyLength: number;
  /** Metrics summed beyond turns and stall (Battle.metrics). */
  readonly metricSums: number;
}

/**
 * A block's result: OUTCOME_FIELDS numbers from design a's side (battles, a wins, b wins, draws,
 * stalls, turns, turns squared), then the per-attack tally. All are integer counts, so sums are
 * exact in any order.
 */
export const OUTCOME_FIELDS = 7;
/** Sums of the battle's further metrics follow the outcome fields, then the tally. */
export const Field = { Battles: 0, AWins: 1, BWins: 2, Draws: 3, Stalls: 4, Turns: 5, TurnsSquared: 6 } as const;
