// hot: one city game for 2 to 4 players (spec 6.2 level 2; mecha-bots-mad-scientist.txt and the
// wiki's turn, @curufea-main). Each player has a Mad Scientist (7 hit points: speed and carry, L20-
// 33; $20, L4) and a Bot that starts with the start kit (L10) and grows toward the player's chassis
// design. Every turn: shops with no bot within 3 hexes build a random component and such banks earn
// 1D6 (L147-151); each Mad Scientist moves by its speed over the chart's costs (L30, L270-449) and
// does one thing: adds what it carries to its bot in the bot's hex, buys (L163-183) or extorts
// money from a bank (L185-195) at the price the nearest bot's range sets (L197-220); then the bots
// act, the lightest first (@curufea-main, B6): each moves over the chart's costs for its mode of
// transport (L107-115) toward the nearest enemy bot and fires (arena/fire.ts); a bot with no enemy
// bot in its arcs fires at an enemy Mad Scientist it reaches, 1D6 wounds a point (L25). A player
// whose bot's brain or Mad Scientist is destroyed is out; the last one in play wins.
//
// The policy (a reconstruction, from the design file's policy): buy the design's missing counters
// (a family first, or in cell order), extort when short of money, carry purchases home to the bot;
// the bot plays an attack card (@curufea-program: pursue the nearest enemy bot, flee it, or kill -
// go for the nearest enemy Mad Scientist), and a pursuer may park by the shop its Mad Scientist is
// nearest to until an enemy comes within 6 hexes; wounds are taken from carry first. Sensing is not
// modelled: a bot knows where every enemy is (the player's direct control).
import { hexDistance } from '../../../hex/hex.js';
import { cellQ, cellR } from '../../../hex/height-grid.js';
import { NO_CLIMB_LIMIT, prepareSteps, stepReach } from '../../../hex/cost-reach.js';
import { NO_WINNER } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import { BRAIN, CELL_COUNT } from '../chassis/geometry.js';
import { firepower } from '../arena/move.js';
import { fireWeapons, MS_KILLED } from '../arena/fire.js';
import { sectorOf } from '../arena/hex.js';
import { refreshStats } from '../arena/stats.js';
import { MAX_DEVICES } from '../arena/state.js';
import { BRAIN_HIT, EMPTY, Kind, KIND_COUNT } from '../resolve/strike.js';
import { CitySeatMetric, citySeatMetric } from './city-metrics.js';
import { MAX_SEATS, type CityState } from './city-state.js';

const MS_MOVER = 0;
/** A parked bot (policy park: shop) leaves its shop to hunt once an enemy bot is this near (a reconstruction). */
const PARK_ALERT = 6;

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
  void base;
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
    cs.money[seat] = t.city.money[0] as number;
    for (let kind = 0; kind < KIND_COUNT; kind++) cs.carried[seat * KIND_COUNT + kind] = 0;
    cs.tie[seat] = rng.int(64);
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
  cs.turn = 0;
}

/** Puts a counter of `kind` into the first of the design's cells of that kind that is empty or destroyed; 1 if it went in. */
function install(cs: CityState, seat: number, kind: number): number {
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
function built(cs: CityState, seat: number): number {
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
function missing(cs: CityState, seat: number, kind: number): number {
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

function cellDistance(cs: CityState, a: number, b: number): number {
  const width = cs.map.grid.width;
  return hexDistance(cellQ(width, a), cellR(width, a), cellQ(width, b), cellR(width, b));
}

/** Hexes from a cell to the nearest bot in play (any player's, or only `seat`'s when `own` is 1). */
function botRange(cs: CityState, cell: number, seat: number, own: number): number {
  let nearest = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (cs.inPlay[other] === 0 || (own === 1 && other !== seat)) continue;
    const d = cellDistance(cs, cell, cs.botCell[other] as number);
    if (d < nearest) nearest = d;
  }
  return nearest;
}

/** The price table's row for a bot range (L197-220): range 1, 2, 3, then 4 or more (range 0 reads as 1). */
function priceRow(cs: CityState, range: number): number {
  const rows = cs.t.price.buy.length;
  const row = range < 1 ? 0 : range - 1;
  return row >= rows ? rows - 1 : row;
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

/** The Mad Scientist's speed and carry after its wounds, taken from carry first (the owner picks, L25). */
function scientistPoints(cs: CityState, seat: number, carry: number): number {
  const hp = cs.t.rules.hitPoints[0] as number;
  const speed = cs.t.city.scientistSpeed[0] as number;
  const carryPoints = hp - speed;
  const wounds = cs.bots.wounds[seat] as number;
  if (carry === 1) return wounds >= carryPoints ? 0 : carryPoints - wounds;
  const left = wounds > carryPoints ? speed - (wounds - carryPoints) : speed;
  return left < 0 ? 0 : left;
}

/**
 * Moves a mover from `from` within `budget` over the chart's costs; returns the reached cell nearest
 * `point` (`away` 0) or farthest from it (`away` 1: the hex to flee), the first such cell reached.
 */
function moveToward(cs: CityState, mover: number, from: number, point: number, budget: number, occupied: Uint8Array | null, away = 0): number {
  prepareSteps(cs.map.grid, cs.reach, cs.t.moveCost.cost, mover, NO_CLIMB_LIMIT, 0);
  const count = stepReach(cs.reach, from, budget, occupied, null);
  let best = from;
  let bestDistance = cellDistance(cs, from, point);
  for (let k = 0; k < count; k++) {
    const cell = cs.reach.reached[k] as number;
    const d = cellDistance(cs, cell, point);
    if (away === 1 ? d > bestDistance : d < bestDistance) {
      best = cell;
      bestDistance = d;
    }
  }
  return best;
}

/** One Mad Scientist's phase: carry home, else buy what the design lacks, else extort (one action, L163). */
export function scientistPhase(cs: CityState, seat: number, rng: Rng, base: number): void {
  void rng;
  const t = cs.t;
  if (cs.bots.riding[seat] === 1) return; // in the seat: it rides (L127-137), and only the bot acts
  const speed = scientistPoints(cs, seat, 0);
  let carrying = 0;
  for (let kind = 0; kind < KIND_COUNT; kind++) carrying += cs.carried[seat * KIND_COUNT + kind] as number;
  // Policy ride: once the bot is all its design, the Mad Scientist goes to it and takes the seat.
  if (carrying === 0 && t.bot.rideWhenBuilt[cs.bots.design[seat] as number] === 1 && built(cs, seat) === 1) {
    cs.msCell[seat] = moveToward(cs, MS_MOVER, cs.msCell[seat] as number, cs.botCell[seat] as number, speed, null);
    if (cs.msCell[seat] === cs.botCell[seat]) cs.bots.riding[seat] = 1;
    return;
  }
  if (carrying > 0) {
    cs.msCell[seat] = moveToward(cs, MS_MOVER, cs.msCell[seat] as number, cs.botCell[seat] as number, speed, null);
    if (cs.msCell[seat] === cs.botCell[seat]) {
      for (let kind = 0; kind < KIND_COUNT; kind++) {
        while ((cs.carried[seat * KIND_COUNT + kind] as number) > 0 && install(cs, seat, kind) === 1) {
          cs.carried[seat * KIND_COUNT + kind] = (cs.carried[seat * KIND_COUNT + kind] as number) - 1;
          cs.metrics[citySeatMetric(base, CitySeatMetric.Installed, seat)] = (cs.metrics[citySeatMetric(base, CitySeatMetric.Installed, seat)] as number) + 1;
        }
        cs.carried[seat * KIND_COUNT + kind] = 0; // what does not fit is dropped
      }
    }
    return;
  }
  // the nearest shop holding a counter the design lacks, if the money buys one there
  let shop = -1;
  let shopDistance = 1000;
  for (let s = 0; s < cs.map.shops.length; s++) {
    const cell = cs.map.shops[s] as number;
    const price = t.price.buy[priceRow(cs, botRange(cs, cell, seat, t.city.ownBotPrices[0] as number))] as number;
    if (price > (cs.money[seat] as number)) continue;
    let useful = 0;
    for (let kind = 0; kind < KIND_COUNT && useful === 0; kind++) if ((cs.stock[s * KIND_COUNT + kind] as number) > 0 && missing(cs, seat, kind) > 0) useful = 1;
    const d = cellDistance(cs, cs.msCell[seat] as number, cell);
    if (useful === 1 && d < shopDistance) {
      shop = s;
      shopDistance = d;
    }
  }
  if (shop >= 0) {
    const cell = cs.map.shops[shop] as number;
    cs.msCell[seat] = moveToward(cs, MS_MOVER, cs.msCell[seat] as number, cell, speed, null);
    if (cs.msCell[seat] === cell) buy(cs, seat, shop, base);
    return;
  }
  let bank = -1;
  let bankDistance = 1000;
  for (let k = 0; k < cs.map.banks.length; k++) {
    const d = cellDistance(cs, cs.msCell[seat] as number, cs.map.banks[k] as number);
    if ((cs.bankMoney[k] as number) > 0 && d < bankDistance) {
      bank = k;
      bankDistance = d;
    }
  }
  if (bank < 0) return;
  const cell = cs.map.banks[bank] as number;
  cs.msCell[seat] = moveToward(cs, MS_MOVER, cs.msCell[seat] as number, cell, speed, null);
  if (cs.msCell[seat] !== cell) return;
  const want = t.price.extort[priceRow(cs, botRange(cs, cell, seat, t.city.ownBotPrices[0] as number))] as number;
  const taken = want < (cs.bankMoney[bank] as number) ? want : (cs.bankMoney[bank] as number);
  cs.bankMoney[bank] = (cs.bankMoney[bank] as number) - taken;
  cs.money[seat] = (cs.money[seat] as number) + taken;
  cs.metrics[citySeatMetric(base, CitySeatMetric.Extorted, seat)] = (cs.metrics[citySeatMetric(base, CitySeatMetric.Extorted, seat)] as number) + taken;
}

/** 1 when a kind belongs to the family a buy policy puts first (1 weapons, 2 armour, 3 mobility). */
function inFamily(kind: number, family: number): number {
  if (family === 1) return kind === Kind.WeaponDamage || kind === Kind.WeaponRange ? 1 : 0;
  if (family === 2) return kind === Kind.ArmourProtection || kind === Kind.ArmourResistance ? 1 : 0;
  if (family === 3) return kind === Kind.MobilitySpeed || kind === Kind.MobilityTerrain ? 1 : 0;
  return 0;
}

/**
 * Buys the design's missing counters in the shop as money and carry allow (L175-183): its policy's
 * family first if it names one, then the rest, each in the design's cell order.
 */
function buy(cs: CityState, seat: number, shop: number, base: number): void {
  const t = cs.t;
  const price = t.price.buy[priceRow(cs, botRange(cs, cs.map.shops[shop] as number, seat, t.city.ownBotPrices[0] as number))] as number;
  let room = scientistPoints(cs, seat, 1);
  const design = cs.bots.design[seat] as number;
  const family = t.bot.buyFirst[design] as number;
  for (let pass = family === 0 ? 1 : 0; pass < 2; pass++) for (let cell = 0; cell < CELL_COUNT && room > 0; cell++) {
    const kind = t.cell.kind[design * CELL_COUNT + cell] as number;
    if (pass === 0 && inFamily(kind, family) === 0) continue;
    if (kind < 0 || kind === Kind.Brain || (cs.stock[shop * KIND_COUNT + kind] as number) === 0 || (cs.money[seat] as number) < price) continue;
    if (missing(cs, seat, kind) <= (cs.carried[seat * KIND_COUNT + kind] as number)) continue;
    cs.stock[shop * KIND_COUNT + kind] = (cs.stock[shop * KIND_COUNT + kind] as number) - 1;
    cs.carried[seat * KIND_COUNT + kind] = (cs.carried[seat * KIND_COUNT + kind] as number) + 1;
    cs.money[seat] = (cs.money[seat] as number) - price;
    room--;
    cs.metrics[citySeatMetric(base, CitySeatMetric.Bought, seat)] = (cs.metrics[citySeatMetric(base, CitySeatMetric.Bought, seat)] as number) + 1;
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

/** Working terrain counters give the mode of transport (L107-115): 0 wheels .. 7 hover jets. */
function modeOf(cs: CityState, seat: number): number {
  const b = cs.bots;
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const at = seat * CELL_COUNT + cell;
    if (b.kind[at] === Kind.MobilityTerrain && b.destroyed[at] === 0 && b.inert[at] === 0) count++;
  }
  return count > 7 ? 7 : count;
}

/** One bot's action: move toward the nearest enemy bot over the chart, face it, fire; else fire at an enemy Mad Scientist it reaches. */
export function botPhase(cs: CityState, seat: number, rng: Rng, base: number): void {
  const b = cs.bots;
  const card = cs.t.bot.attackCard[b.design[seat] as number] as number;
  refreshStats(b, seat);
  let target = -1;
  let targetDistance = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0) continue;
    const d = cellDistance(cs, cs.botCell[seat] as number, cs.botCell[other] as number);
    if (d < targetDistance) {
      target = other;
      targetDistance = d;
    }
  }
  if (target < 0) return;
  // Killer (@curufea-program): ignore the bots, go for the nearest enemy Mad Scientist and shoot it.
  if (card === AttackCard.Killer) {
    const victim = nearestScientist(cs, seat, 0);
    if (victim < 0) return;
    moveBotToward(cs, seat, cs.msCell[victim] as number, 0);
    shootScientist(cs, seat, rng, base);
    return;
  }
  // A parked bot waits by the shop nearest its Mad Scientist, making its prices the cheapest row (L157-159, L197-220).
  let goal = cs.botCell[target] as number;
  if (cs.t.bot.parkAtShop[b.design[seat] as number] === 1 && targetDistance > PARK_ALERT) {
    let nearest = 1000;
    for (let s = 0; s < cs.map.shops.length; s++) {
      const d = cellDistance(cs, cs.msCell[seat] as number, cs.map.shops[s] as number);
      if (d < nearest) {
        nearest = d;
        goal = cs.map.shops[s] as number;
      }
    }
  }
  // Flee (@curufea-program): as far as it can get from the nearest enemy bot, shooting at it if it reaches.
  moveBotToward(cs, seat, goal, card === AttackCard.Flee ? 1 : 0);
  b.facing[seat] = sectorOf((b.q[target] as number) - (b.q[seat] as number), (b.r[target] as number) - (b.r[seat] as number));
  if (firepower(b, seat, target, b.q[seat] as number, b.r[seat] as number, b.facing[seat] as number) > 0) {
    const result = fireWeapons(b, seat, target);
    if (result === BRAIN_HIT) out(cs, target, CitySeatMetric.BotDestroyed, base);
    else if (result === MS_KILLED) out(cs, target, CitySeatMetric.ScientistKilled, base); // through the seat (L133)
    return;
  }
  shootScientist(cs, seat, rng, base);
}

/** Attack cards (@curufea-program) a design's policy may choose. */
const AttackCard = { Pursue: 0, Flee: 1, Killer: 2 } as const;

/** The enemy seat in play whose Mad Scientist is nearest the bot, at least `minDistance` hexes away, or -1. */
function nearestScientist(cs: CityState, seat: number, minDistance: number): number {
  let victim = -1;
  let victimDistance = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0 || cs.bots.riding[other] === 1) continue; // a rider is shot only through its seat
    const d = cellDistance(cs, cs.botCell[seat] as number, cs.msCell[other] as number);
    if (d >= minDistance && d < victimDistance) {
      victim = other;
      victimDistance = d;
    }
  }
  return victim;
}

/** Moves the seat's bot over the chart's costs for its mode toward `goal` (away from it with `away` 1), around the other bots. */
function moveBotToward(cs: CityState, seat: number, goal: number, away: number): void {
  const b = cs.bots;
  const width = cs.map.grid.width;
  for (let other = 0; other < cs.seats; other++) if (other !== seat && cs.inPlay[other] === 1) cs.occupied[cs.botCell[other] as number] = 1;
  const to = moveToward(cs, 1 + modeOf(cs, seat), cs.botCell[seat] as number, goal, b.speed[seat] as number, cs.occupied, away);
  for (let other = 0; other < cs.seats; other++) cs.occupied[cs.botCell[other] as number] = 0;
  cs.botCell[seat] = to;
  if (b.riding[seat] === 1) cs.msCell[seat] = to; // a riding Mad Scientist goes with its bot
  b.q[seat] = cellQ(width, to);
  b.r[seat] = cellR(width, to);
}

/** The bot fires at the nearest enemy Mad Scientist within a weapon's reach, turning to it: 1D6 wounds a point of damage (L25). */
function shootScientist(cs: CityState, seat: number, rng: Rng, base: number): void {
  const b = cs.bots;
  const t = cs.t;
  const width = cs.map.grid.width;
  const victim = nearestScientist(cs, seat, 1); // not one in the bot's own hex
  if (victim < 0) return;
  const victimDistance = cellDistance(cs, cs.botCell[seat] as number, cs.msCell[victim] as number);
  const dq = cellQ(width, cs.msCell[victim] as number) - (b.q[seat] as number);
  const dr = cellR(width, cs.msCell[victim] as number) - (b.r[seat] as number);
  b.facing[seat] = sectorOf(dq, dr);
  const bot = b.design[seat] as number;
  const first = t.bot.firstDevice[bot] as number;
  for (let d = 0; d < (t.bot.devices[bot] as number); d++) {
    if (t.device.sensor[first + d] === 1) continue;
    const damage = b.power[seat * MAX_DEVICES + d] as number;
    // facing the victim, it stands in sector 0 of the bot's frame
    if (damage === 0 || (b.reach[seat * MAX_DEVICES + d] as number) < victimDistance || ((t.device.arc[first + d] as number) & 1) === 0) continue;
    let wounds = 0;
    for (let k = 0; k < damage; k++) wounds += rng.die(6);
    b.wounds[victim] = (b.wounds[victim] as number) + wounds;
    if ((b.wounds[victim] as number) >= (t.rules.hitPoints[0] as number)) {
      out(cs, victim, CitySeatMetric.ScientistKilled, base);
      return;
    }
  }
}

/** A seat leaves play: its place is the number still in play. */
function out(cs: CityState, seat: number, how: number, base: number): void {
  let left = 0;
  for (let other = 0; other < cs.seats; other++) left += cs.inPlay[other] as number;
  cs.inPlay[seat] = 0;
  cs.place[seat] = left;
  cs.metrics[citySeatMetric(base, CitySeatMetric.Place, seat)] = left;
  cs.metrics[citySeatMetric(base, how, seat)] = 1;
}

