// hot: distances and moves on the city board. Mad Scientists and bots move over the movement
// chart's costs (L30, L270-449) with the shared cost-based reach search (src/hex/cost-reach.ts): a
// Mad Scientist as mover 0, a bot as 1 + its mode of transport (L107-115), around the other bots.
import { hexDistance } from '../../../hex/hex.js';
import { cellQ, cellR } from '../../../hex/height-grid.js';
import { NO_CLIMB_LIMIT, prepareSteps, stepReach } from '../../../hex/cost-reach.js';
import { CELL_COUNT } from '../chassis/geometry.js';
import { Kind } from '../resolve/strike.js';
import type { CityState } from './city-state.js';

export const MS_MOVER = 0;
/** No leash: a bot may end its move anywhere it reaches. */
export const NO_LEASH = -1;

export function cellDistance(cs: CityState, a: number, b: number): number {
  const width = cs.map.grid.width;
  return hexDistance(cellQ(width, a), cellR(width, a), cellQ(width, b), cellR(width, b));
}

/** Hexes from a cell to the nearest bot in play (any player's, or only `seat`'s when `own` is 1). */
export function botRange(cs: CityState, cell: number, seat: number, own: number): number {
  let nearest = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (cs.inPlay[other] === 0 || (own === 1 && other !== seat)) continue;
    const d = cellDistance(cs, cell, cs.botCell[other] as number);
    if (d < nearest) nearest = d;
  }
  return nearest;
}

/** The hex of the shop nearest a cell (the first of equals), or the cell itself on a board with no shop. */
export function nearestShopCell(cs: CityState, cell: number): number {
  let found = cell;
  let nearest = 1000;
  for (let s = 0; s < cs.map.shops.length; s++) {
    const d = cellDistance(cs, cell, cs.map.shops[s] as number);
    if (d < nearest) {
      nearest = d;
      found = cs.map.shops[s] as number;
    }
  }
  return found;
}

/**
 * Moves a mover from `from` within `budget` over the chart's costs; returns the reached cell nearest
 * `point` (`away` 0) or farthest from it (`away` 1: the hex to flee), the first such cell reached.
 * With a leash, only cells within `leashRadius` hexes of `leashCell` may be chosen (a bot under
 * direct control stops where it would leave its controller's range, @curufea-program).
 */
export function moveToward(cs: CityState, mover: number, from: number, point: number, budget: number, occupied: Uint8Array | null, away = 0, leashCell = NO_LEASH, leashRadius = 0): number {
  prepareSteps(cs.map.grid, cs.reach, cs.t.moveCost.cost, mover, NO_CLIMB_LIMIT, 0);
  const count = stepReach(cs.reach, from, budget, occupied, null);
  let best = from;
  let bestDistance = cellDistance(cs, from, point);
  for (let k = 0; k < count; k++) {
    const cell = cs.reach.reached[k] as number;
    if (leashCell !== NO_LEASH && cellDistance(cs, cell, leashCell) > leashRadius) continue;
    const d = cellDistance(cs, cell, point);
    if (away === 1 ? d > bestDistance : d < bestDistance) {
      best = cell;
      bestDistance = d;
    }
  }
  return best;
}

/** Working counters of a kind on the seat's bot. */
export function workingCount(cs: CityState, seat: number, kind: number): number {
  const b = cs.bots;
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const at = seat * CELL_COUNT + cell;
    if (b.kind[at] === kind && b.destroyed[at] === 0 && b.inert[at] === 0) count++;
  }
  return count;
}

/** Working terrain counters give the mode of transport (L107-115): 0 wheels .. 7 hover jets. */
function modeOf(cs: CityState, seat: number): number {
  const count = workingCount(cs, seat, Kind.MobilityTerrain);
  return count > 7 ? 7 : count;
}

/**
 * Moves the seat's bot over the chart's costs for its mode toward `goal` (away from it with `away`
 * 1), around the other bots; with `stopBeside` 1 it may not enter the goal's hex (a bot shooting a
 * Mad Scientist stops beside it: a weapon cannot aim at its own hex).
 */
export function moveBotToward(cs: CityState, seat: number, goal: number, away: number, leashCell = NO_LEASH, leashRadius = 0, stopBeside = 0): void {
  const b = cs.bots;
  const width = cs.map.grid.width;
  for (let other = 0; other < cs.seats; other++) if (other !== seat && cs.inPlay[other] === 1) cs.occupied[cs.botCell[other] as number] = 1;
  if (stopBeside === 1 && goal !== cs.botCell[seat]) cs.occupied[goal] = 1;
  const to = moveToward(cs, 1 + modeOf(cs, seat), cs.botCell[seat] as number, goal, b.speed[seat] as number, cs.occupied, away, leashCell, leashRadius);
  for (let other = 0; other < cs.seats; other++) cs.occupied[cs.botCell[other] as number] = 0;
  cs.occupied[goal] = 0;
  cs.botCell[seat] = to;
  if (b.riding[seat] === 1) cs.msCell[seat] = to; // a riding Mad Scientist goes with its bot
  b.q[seat] = cellQ(width, to);
  b.r[seat] = cellR(width, to);
}
