// cold: the scratch of one worker's arena duels, allocated once and reset per duel. Two slots (the
// bot acting first on equal weight is chosen per duel, B6): each its 49 cells (kind, destroyed,
// inert), position and facing on open ground, its Mad Scientist's wounds, and what its counters
// give this turn (arena/stats.ts): per device its damage or accuracy, reach and whether it works,
// its speed and how many hexes it goes before a 60-degree turn.
import type { EventLogState } from '../../../kernel/event-log.js';
import type { Rng } from '../../../rng/rng.js';
import { CELL_COUNT } from '../chassis/geometry.js';
import type { MechaBotsTables } from '../compile/tables.js';
import type { Chassis } from '../resolve/strike.js';
import { KIND_COUNT } from '../resolve/strike.js';

/** Devices a bot may have at most (48 counters make at most 24 joined pairs). */
export const MAX_DEVICES = 48;
/** Radius of the move search around a bot's start (speed is at most the speed counters, 48). */
export const MOVE_RADIUS = 15;
const SPAN = 2 * MOVE_RADIUS + 1;
/** States of the move search: position in the radius x facing x hexes since the last turn (0..7). */
export const MOVE_STATES = SPAN * SPAN * 6 * 8;

export interface ArenaState extends EventLogState {
  readonly t: MechaBotsTables;
  readonly tally: Float64Array;
  readonly kind: Int8Array;
  readonly destroyed: Uint8Array;
  readonly inert: Uint8Array;
  /** Each slot's chassis as the resolver sees it (views of kind and destroyed). */
  readonly chassis: readonly Chassis[];
  /** Bots in play: 2 in the arena, up to 4 in the city. */
  readonly slots: number;
  readonly design: Int16Array;
  readonly q: Int16Array;
  readonly r: Int16Array;
  readonly facing: Int8Array;
  readonly wounds: Int16Array;
  /** Per slot * MAX_DEVICES + device: this turn's damage (weapon) or accuracy (sensor), reach, 1 when it works. */
  readonly power: Int8Array;
  readonly reach: Int8Array;
  readonly speed: Int8Array;
  readonly turnEvery: Int8Array;
  /** Counters lost this strike, by kind, and the seat's points at KIND_COUNT (resolve/strike.ts). */
  readonly lost: Float64Array;
  /** The move search: a stamp per state, and a queue of states. */
  readonly seen: Int32Array;
  readonly spent: Int8Array;
  readonly queue: Int32Array;
  stamp: number;
  turn: number;
  turnCap: number;
  startRange: number;
  seated: number;
  /** Per slot, 1 while its Mad Scientist rides in the seat (the city's `ride` policy; the arena's `seated` setting covers both). */
  readonly riding: Uint8Array;
  metrics: Float64Array;
  rng: Rng | undefined;
  log: Int32Array;
  logLength: number;
}

export function createArenaState(t: MechaBotsTables, turnCap: number, startRange: number, seated: number, tally: Float64Array, slots = 2): ArenaState {
  const kind = new Int8Array(slots * CELL_COUNT);
  const destroyed = new Uint8Array(slots * CELL_COUNT);
  return {
    t, tally, kind, destroyed, inert: new Uint8Array(slots * CELL_COUNT), slots,
    chassis: Array.from({ length: slots }, (_, slot) => ({ kind: kind.subarray(slot * CELL_COUNT, (slot + 1) * CELL_COUNT), destroyed: destroyed.subarray(slot * CELL_COUNT, (slot + 1) * CELL_COUNT) })),
    design: new Int16Array(slots), q: new Int16Array(slots), r: new Int16Array(slots), facing: new Int8Array(slots), wounds: new Int16Array(slots),
    power: new Int8Array(slots * MAX_DEVICES), reach: new Int8Array(slots * MAX_DEVICES), speed: new Int8Array(slots), turnEvery: new Int8Array(slots),
    lost: new Float64Array(KIND_COUNT + 1), seen: new Int32Array(MOVE_STATES), spent: new Int8Array(MOVE_STATES), queue: new Int32Array(4 * MOVE_STATES), stamp: 0,
    turn: 0, turnCap, startRange, seated, riding: new Uint8Array(slots), metrics: new Float64Array(0), rng: undefined, log: new Int32Array(0), logLength: 0,
  };
}

/** Bots a (slot 0) and b (slot 1) on open ground, startRange hexes apart on a line, facing each other, whole. */
export function resetArena(s: ArenaState, a: number, b: number): void {
  s.design[0] = a;
  s.design[1] = b;
  for (let slot = 0; slot < 2; slot++) {
    const bot = slot === 0 ? a : b;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      s.kind[slot * CELL_COUNT + cell] = s.t.cell.kind[bot * CELL_COUNT + cell] as number;
      s.inert[slot * CELL_COUNT + cell] = s.t.cell.inert[bot * CELL_COUNT + cell] as number;
      s.destroyed[slot * CELL_COUNT + cell] = 0;
    }
    s.wounds[slot] = 0;
  }
  // slot 0 faces north (direction 0), slot 1 stands startRange hexes north of it, facing south
  s.q[0] = 0;
  s.r[0] = 0;
  s.facing[0] = 0;
  s.q[1] = 0;
  s.r[1] = -s.startRange;
  s.facing[1] = 3;
  s.turn = 0;
  s.logLength = 0;
}
