// cold: the scratch of one worker's city games (spec 6.2 level 2), allocated once: the board
// (generated from the run's map seed, city-map.ts), the movement search over it (src/hex/
// cost-reach.ts), the bots as an arena state of four slots (their chassis, places and weapons:
// arena/state.ts), and per seat the Mad Scientist's hex, wounds, money and the counters it
// carries, its bot's target hex; per shop its stock by kind, per bank its money. Reset per game by city-game.ts.
import { createCostReach, type CostReach } from '../../../hex/cost-reach.js';
import type { MechaBotsTables } from '../compile/tables.js';
import { createArenaState, type ArenaState } from '../arena/state.js';
import { KIND_COUNT } from '../resolve/strike.js';
import { generateCity, type CityMap } from './city-map.js';

export const MAX_SEATS = 4;

export interface CityState {
  readonly t: MechaBotsTables;
  readonly map: CityMap;
  readonly reach: CostReach;
  /** The bots: slot = seat. */
  readonly bots: ArenaState;
  seats: number;
  readonly botCell: Int16Array;
  readonly msCell: Int16Array;
  /** 1 while the seat's bot and Mad Scientist both live (L25, @curufea-main: losing either loses the game). */
  readonly inPlay: Uint8Array;
  /** Finishing place, 1 the winner; 0 while in play. */
  readonly place: Int8Array;
  readonly money: Int16Array;
  /** Per seat and kind: counters carried (seat * KIND_COUNT + kind) for the bot, and goods carried to sell (policy trade: loop). */
  readonly carried: Int8Array;
  readonly goods: Int8Array;
  /** Per seat: the hex its bot's target counter marks (@curufea-program), set when its Mad Scientist programs it. */
  readonly targetCell: Int16Array;
  /** Control: 0 the program cards except within control range (@curufea-program), 1 every bot under direct control (the player sees all; variant direct-control.yaml). */
  readonly control: number;
  /** Per shop and kind: its stock; per bank: its money. */
  readonly stock: Int16Array;
  readonly bankMoney: Int16Array;
  /** Per seat: the order its bot acts in a tie of weight (B6), drawn once a game. */
  readonly tie: Int8Array;
  /** Per seat, this turn: the trading action waiting to be served at a shop (Trade), and that shop; the turn it came to its hex. */
  readonly pending: Int8Array;
  readonly pendingShop: Int16Array;
  readonly hereSince: Int16Array;
  /** Scratch for serving a shop: the seats in it, and each one's random draw for ties (L183). */
  readonly queue: Int8Array;
  readonly draw: Int32Array;
  /** Scratch: bots' hexes for the movement search (1 where a bot stands). */
  readonly occupied: Uint8Array;
  readonly order: Int8Array;
  turn: number;
  turnCap: number;
  metrics: Float64Array;
  /** Scratch for a pair's city game: its per-seat numbers have no place in a pair's metrics. */
  readonly cityMetrics: Float64Array;
}

/** `control` defaults to the catalogue's (program.yaml); tests may choose. */
export function createCityState(t: MechaBotsTables, mapSeed: number, turnCap: number, control = t.city.directControl[0] ?? 0): CityState {
  const map = generateCity(t, mapSeed);
  const cells = map.grid.width * map.grid.height;
  const bots = createArenaState(t, turnCap, 0, 0, new Float64Array(0), MAX_SEATS);
  bots.metrics = new Float64Array(64); // scratch for the arena's per-side counts, which a table does not report
  return {
    t, map, reach: createCostReach(map.grid),
    bots,
    seats: 0,
    botCell: new Int16Array(MAX_SEATS), msCell: new Int16Array(MAX_SEATS), inPlay: new Uint8Array(MAX_SEATS), place: new Int8Array(MAX_SEATS),
    money: new Int16Array(MAX_SEATS), carried: new Int8Array(MAX_SEATS * KIND_COUNT), goods: new Int8Array(MAX_SEATS * KIND_COUNT),
    targetCell: new Int16Array(MAX_SEATS), control,
    pending: new Int8Array(MAX_SEATS), pendingShop: new Int16Array(MAX_SEATS), hereSince: new Int16Array(MAX_SEATS), queue: new Int8Array(MAX_SEATS), draw: new Int32Array(MAX_SEATS),
    stock: new Int16Array(map.shops.length * KIND_COUNT), bankMoney: new Int16Array(map.banks.length),
    tie: new Int8Array(MAX_SEATS), occupied: new Uint8Array(cells), order: new Int8Array(MAX_SEATS),
    turn: 0, turnCap, metrics: new Float64Array(0), cityMetrics: new Float64Array(64),
  };
}
