// hot: a city bot's counters against its design: the city bot grows from the start kit (L10)
// toward the design file's chassis as its Mad Scientist adds counters in its hex (spec 6.2).
import { CELL_COUNT } from '../chassis/geometry.js';
import { EMPTY, Kind } from '../resolve/strike.js';
import type { CityState } from './city-state.js';

/** Puts a counter of `kind` into the first of the design's cells of that kind that is empty or destroyed; 1 if it went in. */
export function install(cs: CityState, seat: number, kind: number): number {
  if (kind < 0) return 0;
  const b = cs.bots;
  const design = b.design[seat] as number;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if ((cs.t.cell.kind[design * CELL_COUNT + cell] as number) !== kind) continue;
    const at = seat * CELL_COUNT + cell;
    if (b.kind[at] === EMPTY || b.destroyed[at] === 1) {
      b.kind[at] = kind;
      b.destroyed[at] = 0;
      return 1;
    }
  }
  return 0;
}

/** 1 when the seat's bot has every counter of its design, a working seat among them (L127-137). */
export function built(cs: CityState, seat: number): number {
  const b = cs.bots;
  const design = b.design[seat] as number;
  let seatCell = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const kind = cs.t.cell.kind[design * CELL_COUNT + cell] as number;
    if (kind < 0) continue;
    const at = seat * CELL_COUNT + cell;
    if (b.kind[at] === EMPTY || b.destroyed[at] === 1) return 0;
    if (kind === Kind.Seat) seatCell = 1;
  }
  return seatCell;
}

/** Counters the seat's bot still lacks of a kind (the design's cells of it, empty or destroyed). */
export function missing(cs: CityState, seat: number, kind: number): number {
  const b = cs.bots;
  const design = b.design[seat] as number;
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if ((cs.t.cell.kind[design * CELL_COUNT + cell] as number) !== kind) continue;
    const at = seat * CELL_COUNT + cell;
    if (b.kind[at] === EMPTY || b.destroyed[at] === 1) count++;
  }
  return count;
}
