// cold: the Junkyard Bots battle wiring for the simulator: the settings a run may choose, the
// metrics and tally a game writes, a worker's scratch, and the hot game at a table of 2 to 4
// (game/game.ts). A pair of policies plays the same game at a table of two.
import { NO_WINNER, Outcome } from '../../kernel/outcome.js';
import type { Battle, BattleSettings } from '../../kernel/ruleset.js';
import { settingValue } from '../../kernel/settings.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import { junkyardSchemas, type JunkyardTables } from './compile/tables.js';
import { junkyardTally } from './compile/tally.js';
import { playTable } from './game/game.js';
import { JUNKYARD_METRICS, SEAT_METRICS } from './game/metrics.js';
import { createJunkyardState, MAX_SEATS, type JunkyardState } from './game/state.js';

/** A worker's scratch: the game state and the two seats of a pair's game. */
interface JunkyardScratch {
  readonly state: JunkyardState;
  readonly pair: Int32Array;
}

export const junkyardBattle: Battle = {
  schemas: junkyardSchemas,
  settings: [
    { name: 'teleportAt', default: 0, min: 0, max: 60, describe: 'points a teleport needs (0: the catalogue\'s, 10 in the rules, L43)' },
    { name: 'players', default: 2, min: 2, max: MAX_SEATS, describe: 'players a table for search and matrix (L13: 2-4); the same as --players' },
  ],
  // A game grows from three starter parts by salvage: most end within 100-150 turns (bench/README.md).
  turnCap: 200,
  metrics: JUNKYARD_METRICS,
  sidedPairs: 0,
  tally: junkyardTally,
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): JunkyardScratch {
    const t = tables as JunkyardTables;
    const teleportAt = settingValue(settings, 'teleportAt') || (t.rules.teleportAt[0] ?? 10);
    return { state: createJunkyardState(t, settings.turnCap, teleportAt, tally), pair: new Int32Array(2) };
  },
  fight(tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    const { state, pair } = scratch as JunkyardScratch;
    pair[0] = a;
    pair[1] = b;
    const winner = playTable(tables as JunkyardTables, state, pair, 2, rng, metrics);
    return winner === NO_WINNER ? Outcome.Draw : winner === 0 ? Outcome.AWins : Outcome.BWins;
  },
  table: {
    seats: { min: 2, max: MAX_SEATS },
    seatMetrics: SEAT_METRICS,
    fightTable(tables: Tables<Schemas>, rows: Int32Array, seats: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
      return playTable(tables as JunkyardTables, (scratch as JunkyardScratch).state, rows, seats, rng, metrics);
    },
  },
};
