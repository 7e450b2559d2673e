// hot: one city game for 2 to 4 players (spec 6.2 level 2; mecha-bots-mad-scientist.txt and the
// wiki's turn, @curufea-main). Each player has a Mad Scientist (7 hit points: speed and carry, L20-
// 33; $20, L4) and a Bot that starts with the start kit (L10) and grows toward the player's chassis
// design. Every turn: shops with no bot within 3 hexes build a random component and such banks earn
// 1D6 (L147-151); each Mad Scientist has its phase (scientist.ts: move, one trading or extorting
// action, adding counters, programming its bot), the shops serving their customers in turn; then the bots act, the lightest first
// (@curufea-main, B6), by direct control or by their program cards (bot-phase.ts, program.ts). A
// player whose bot's brain or Mad Scientist is destroyed is out; the last one in play wins.
import { cellQ, cellR } from '../../../hex/height-grid.js';
import { NO_WINNER } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import { BRAIN, CELL_COUNT } from '../chassis/geometry.js';
import { EMPTY, Kind, KIND_COUNT } from '../resolve/strike.js';
import { install } from './bot-counters.js';
import { botPhase } from './bot-phase.js';
import { CitySeatMetric, citySeatMetric } from './city-metrics.js';
import { botRange } from './city-moves.js';
import { MAX_SEATS, type CityState } from './city-state.js';
import { placeTarget } from './program.js';
import { scientistPhase, serveShops } from './scientist.js';

/** Plays a game at a table of `seats` with bot designs rows[0..seats-1]; returns the winning seat or NO_WINNER. */
export function playCity(cs: CityState, rows: Int32Array, seats: number, rng: Rng, metrics: Float64Array, base: number): number {
  resetCity(cs, rows, seats, rng, metrics, base);
  let turn = 0;
  let left = seats;
  while (turn < cs.turnCap && left > 1) {
    turn++;
    cs.turn = turn;
    restock(cs, rng);
    for (let seat = 0; seat < seats; seat++) if (cs.inPlay[seat] === 1) scientistPhase(cs, seat, rng, base);
    serveShops(cs, rng, base);
    botOrder(cs);
    for (let k = 0; k < seats; k++) {
      const seat = cs.order[k] as number;
      if (cs.inPlay[seat] === 1) botPhase(cs, seat, rng, base);
      left = 0;
      for (let other = 0; other < seats; other++) left += cs.inPlay[other] as number;
      if (left <= 1) break;
    }
  }
  metrics[0] = turn;
  let winner = NO_WINNER;
  if (left === 1) for (let seat = 0; seat < seats; seat++) if (cs.inPlay[seat] === 1) winner = seat;
  if (winner === NO_WINNER) metrics[1] = 1;
  else {
    cs.place[winner] = 1;
    metrics[citySeatMetric(base, CitySeatMetric.Place, winner)] = 1;
  }
  for (let seat = 0; seat < seats; seat++) if (cs.place[seat] === 0) metrics[citySeatMetric(base, CitySeatMetric.Place, seat)] = left; // still in play at the cap: tied
  return winner;
}

export function resetCity(cs: CityState, rows: Int32Array, seats: number, rng: Rng, metrics: Float64Array, base: number): void {
  const t = cs.t;
  const b = cs.bots;
  cs.seats = seats;
  cs.metrics = metrics;
  b.rng = rng; // the bots' own metrics array is scratch (the arena's per-side numbers have no place at a table)
  for (let k = 0; k < metrics.length; k++) metrics[k] = 0;
  const width = cs.map.grid.width;
  for (let seat = 0; seat < MAX_SEATS; seat++) {
    cs.inPlay[seat] = seat < seats ? 1 : 0;
    cs.place[seat] = 0;
    if (seat >= seats) continue;
    const design = rows[seat] as number;
    b.design[seat] = design;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      b.kind[seat * CELL_COUNT + cell] = EMPTY;
      b.destroyed[seat * CELL_COUNT + cell] = 0;
      b.inert[seat * CELL_COUNT + cell] = t.cell.inert[design * CELL_COUNT + cell] as number;
    }
    b.kind[seat * CELL_COUNT + BRAIN] = Kind.Brain; // the brain is always there (L53)
    // The start kit (L10) goes into the design's cells of each kind, in cell order.
    for (let k = 0; k < t.startKit.kind.length; k++) {
      if (install(cs, seat, t.startKit.kind[k] as number) === 0) install(cs, seat, t.startKit.alt[k] as number);
    }
    cs.botCell[seat] = cs.map.labs[seat] as number;
    cs.msCell[seat] = cs.map.labs[seat] as number;
    b.q[seat] = cellQ(width, cs.botCell[seat] as number);
    b.r[seat] = cellR(width, cs.botCell[seat] as number);
    b.facing[seat] = 0;
    b.wounds[seat] = 0;
    b.riding[seat] = 0;
    cs.pending[seat] = 0;
    cs.hereSince[seat] = 0;
    cs.money[seat] = t.city.money[0] as number;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      cs.carried[seat * KIND_COUNT + kind] = 0;
      cs.goods[seat * KIND_COUNT + kind] = 0;
    }
    cs.tie[seat] = t.rules.seatOrderTies[0] === 1 ? seat : rng.int(64); // B6
  }
  const stocked = t.stocked.kind.length;
  for (let shop = 0; shop < cs.map.shops.length; shop++) {
    for (let kind = 0; kind < KIND_COUNT; kind++) cs.stock[shop * KIND_COUNT + kind] = 0;
    for (let n = 0; n < (t.city.shopStock[0] as number) && stocked > 0; n++) {
      const kind = t.stocked.kind[rng.int(stocked)] as number;
      cs.stock[shop * KIND_COUNT + kind] = (cs.stock[shop * KIND_COUNT + kind] as number) + 1;
    }
  }
  for (let bank = 0; bank < cs.map.banks.length; bank++) cs.bankMoney[bank] = t.city.bankMoney[0] as number;
  // Each Mad Scientist starts in its bot's hex and programs it (@curufea-program).
  if (cs.control === 0) for (let seat = 0; seat < seats; seat++) placeTarget(cs, seat, base);
  cs.turn = 0;
}

/** Shops with no bot within 3 hexes build a random component; such banks earn 1D6 (L147-151). */
export function restock(cs: CityState, rng: Rng): void {
  const t = cs.t;
  const quiet = t.city.quietWithin[0] as number;
  const stocked = t.stocked.kind.length;
  for (let shop = 0; shop < cs.map.shops.length; shop++) {
    if (botRange(cs, cs.map.shops[shop] as number, -1, 0) <= quiet || stocked === 0) continue;
    const kind = t.stocked.kind[rng.int(stocked)] as number;
    cs.stock[shop * KIND_COUNT + kind] = (cs.stock[shop * KIND_COUNT + kind] as number) + 1;
  }
  for (let bank = 0; bank < cs.map.banks.length; bank++) {
    if (botRange(cs, cs.map.banks[bank] as number, -1, 0) <= quiet) continue;
    let earned = 0;
    for (let d = 0; d < (t.city.bankEarnDice[0] as number); d++) earned += rng.die(t.city.bankEarnSides[0] as number);
    cs.bankMoney[bank] = (cs.bankMoney[bank] as number) + earned;
  }
}

/** The bots act lightest first (fewest counters on the chassis, @curufea-main), ties by the game's draw (B6). */
export function botOrder(cs: CityState): void {
  for (let seat = 0; seat < cs.seats; seat++) cs.order[seat] = seat;
  for (let i = 1; i < cs.seats; i++) {
    const seat = cs.order[i] as number;
    const w = botWeight(cs, seat);
    let j = i - 1;
    while (j >= 0 && botWeight(cs, cs.order[j] as number) > w) {
      cs.order[j + 1] = cs.order[j] as number;
      j--;
    }
    cs.order[j + 1] = seat;
  }
}

/** A bot's weight for the order: its counters on the chassis, then the game's tie draw (B6). */
function botWeight(cs: CityState, seat: number): number {
  const b = cs.bots;
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const kind = b.kind[seat * CELL_COUNT + cell] as number;
    if (kind !== EMPTY && kind !== Kind.Brain && b.destroyed[seat * CELL_COUNT + cell] === 0) count++;
  }
  return count * 64 + (cs.tie[seat] as number);
}
