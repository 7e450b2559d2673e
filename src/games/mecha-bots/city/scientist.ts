// hot: one Mad Scientist's phase in the city game (spec 6.2 level 2): it moves by its speed over the
// chart's costs (L30, L270-449) and does one thing (L163): adds what it carries to its bot in the
// bot's hex, sells goods, buys (L163-183) or extorts money from a bank (L185-195), at the prices the
// nearest bot's range sets (L197-220); within control range of its bot it programs it (@curufea-
// program, program.ts). Wounds are taken from carry first (the owner picks, L25).
//
// The policy (a reconstruction, from the design file's policy): carry purchases home to the bot;
// under the program cards, walk back to a bot that stands idle on its target hex to point it anew;
// buy the design's missing counters (a family first, or in cell order); with trade: loop, buy any
// goods at a shop where the nearest bot makes them cheaper to buy than to sell back, and sell them
// there next turn (L165-171); extort when short of money.
import type { Rng } from '../../../rng/rng.js';
import { CELL_COUNT } from '../chassis/geometry.js';
import { Kind, KIND_COUNT } from '../resolve/strike.js';
import { built, install, missing } from './bot-counters.js';
import { CitySeatMetric, citySeatMetric } from './city-metrics.js';
import { botRange, cellDistance, moveToward, MS_MOVER } from './city-moves.js';
import type { CityState } from './city-state.js';
import { inControl, placeTarget } from './program.js';
import { PassiveCard } from './program-cards.js';

/** A trading action waiting at a shop (CityState.pending). */
const Trade = { None: 0, Buy: 1, Goods: 2, Sell: 3 } as const;
/** Service keys (catalogue SERVICE_KEYS order). */
const Service = { ClosestBot: 0, LongestInShop: 1, MostMoney: 2, Random: 3 } as const;

/** The price table's row for a bot range (L197-220): range 1, 2, 3, then 4 or more (range 0 reads as 1). */
function priceRow(cs: CityState, range: number): number {
  const rows = cs.t.price.buy.length;
  const row = range < 1 ? 0 : range - 1;
  return row >= rows ? rows - 1 : row;
}

/** The price row at a shop or bank hex: the range of the nearest bot (or the seat's own, as city.yaml says). */
function rowAt(cs: CityState, cell: number, seat: number): number {
  return priceRow(cs, botRange(cs, cell, seat, cs.t.city.ownBotPrices[0] as number));
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

function countOf(counts: Int8Array, seat: number): number {
  let total = 0;
  for (let kind = 0; kind < KIND_COUNT; kind++) total += counts[seat * KIND_COUNT + kind] as number;
  return total;
}

function addMetric(cs: CityState, base: number, metric: number, seat: number, amount: number): void {
  const at = citySeatMetric(base, metric, seat);
  cs.metrics[at] = (cs.metrics[at] as number) + amount;
}

/** One Mad Scientist's phase (see the header). */
export function scientistPhase(cs: CityState, seat: number, rng: Rng, base: number): void {
  void rng;
  if (cs.bots.riding[seat] === 1) return; // in the seat: it rides (L127-137), and only the bot acts
  act(cs, seat, scientistPoints(cs, seat, 0), base);
  // Within control range at the end of its phase, it programs its bot: the target counter goes down anew.
  if (cs.control === 0 && inControl(cs, seat) === 1) placeTarget(cs, seat, base);
}

/** Walks toward a cell; 1 if it got there. Notes the turn it came to a new hex (for the service order, L179). */
function walk(cs: CityState, seat: number, cell: number, speed: number): number {
  const from = cs.msCell[seat] as number;
  cs.msCell[seat] = moveToward(cs, MS_MOVER, from, cell, speed, null);
  if (cs.msCell[seat] !== from) cs.hereSince[seat] = cs.turn;
  return cs.msCell[seat] === cell ? 1 : 0;
}

/** Waits to be served at a shop (serveShops). */
function queueAt(cs: CityState, seat: number, shop: number, action: number): void {
  cs.pending[seat] = action;
  cs.pendingShop[seat] = shop;
}

function act(cs: CityState, seat: number, speed: number, base: number): void {
  const t = cs.t;
  const design = cs.bots.design[seat] as number;
  const carrying = countOf(cs.carried, seat);
  // Policy ride: once the bot is all its design, the Mad Scientist goes to it and takes the seat.
  if (carrying === 0 && t.bot.rideWhenBuilt[design] === 1 && built(cs, seat) === 1) {
    if (walk(cs, seat, cs.botCell[seat] as number, speed) === 1) cs.bots.riding[seat] = 1;
    return;
  }
  if (carrying > 0) {
    if (walk(cs, seat, cs.botCell[seat] as number, speed) === 0) return;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      while ((cs.carried[seat * KIND_COUNT + kind] as number) > 0 && install(cs, seat, kind) === 1) {
        cs.carried[seat * KIND_COUNT + kind] = (cs.carried[seat * KIND_COUNT + kind] as number) - 1;
        addMetric(cs, base, CitySeatMetric.Installed, seat, 1);
      }
      cs.carried[seat * KIND_COUNT + kind] = 0; // what does not fit is dropped
    }
    return;
  }
  if (countOf(cs.goods, seat) > 0) {
    const shop = sellingShop(cs, seat);
    if (walk(cs, seat, cs.map.shops[shop] as number, speed) === 1) queueAt(cs, seat, shop, Trade.Sell);
    return;
  }
  // A bot that has reached its target hex waits there for new orders: its Mad Scientist goes to point it.
  if (cs.control === 0 && t.bot.passiveCard[design] === PassiveCard.Target && t.bot.parkAtShop[design] === 0 && cs.botCell[seat] === cs.targetCell[seat] && inControl(cs, seat) === 0) {
    walk(cs, seat, cs.botCell[seat] as number, speed);
    return;
  }
  // the nearest shop holding a counter the design lacks, if the money buys one there
  let shop = -1;
  let shopDistance = 1000;
  for (let s = 0; s < cs.map.shops.length; s++) {
    const cell = cs.map.shops[s] as number;
    if ((t.price.buy[rowAt(cs, cell, seat)] as number) > (cs.money[seat] as number)) continue;
    let useful = 0;
    for (let kind = 0; kind < KIND_COUNT && useful === 0; kind++) if ((cs.stock[s * KIND_COUNT + kind] as number) > 0 && missing(cs, seat, kind) > 0) useful = 1;
    const d = cellDistance(cs, cs.msCell[seat] as number, cell);
    if (useful === 1 && d < shopDistance) {
      shop = s;
      shopDistance = d;
    }
  }
  if (shop >= 0) {
    if (walk(cs, seat, cs.map.shops[shop] as number, speed) === 1) queueAt(cs, seat, shop, Trade.Buy);
    return;
  }
  if (t.bot.tradeLoop[design] === 1 && buyGoods(cs, seat, speed) === 1) return;
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
  if (walk(cs, seat, cell, speed) === 0) return;
  const want = t.price.extort[rowAt(cs, cell, seat)] as number;
  const taken = want < (cs.bankMoney[bank] as number) ? want : (cs.bankMoney[bank] as number);
  cs.bankMoney[bank] = (cs.bankMoney[bank] as number) - taken;
  cs.money[seat] = (cs.money[seat] as number) + taken;
  addMetric(cs, base, CitySeatMetric.Extorted, seat, taken);
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
  const price = t.price.buy[rowAt(cs, cs.map.shops[shop] as number, seat)] as number;
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
    addMetric(cs, base, CitySeatMetric.Bought, seat, 1);
  }
}

/** The shop where trading pays most: the greatest sell price less buy price (a bot near it), the first such; -1 if none pays. */
function tradeShop(cs: CityState, seat: number): number {
  let best = -1;
  let bestMargin = 0;
  for (let s = 0; s < cs.map.shops.length; s++) {
    const row = rowAt(cs, cs.map.shops[s] as number, seat);
    const margin = (cs.t.price.sell[row] as number) - (cs.t.price.buy[row] as number);
    if (margin > bestMargin) {
      best = s;
      bestMargin = margin;
    }
  }
  return best;
}

/** Trade: goes to the shop where buying to sell back pays, to buy goods there (served later); 1 if it set out. */
function buyGoods(cs: CityState, seat: number, speed: number): number {
  const shop = tradeShop(cs, seat);
  if (shop < 0) return 0;
  if ((cs.money[seat] as number) < (cs.t.price.buy[rowAt(cs, cs.map.shops[shop] as number, seat)] as number)) return 0;
  let stocked = 0;
  for (let kind = 0; kind < KIND_COUNT; kind++) stocked += cs.stock[shop * KIND_COUNT + kind] as number;
  if (stocked === 0) return 0;
  if (walk(cs, seat, cs.map.shops[shop] as number, speed) === 1) queueAt(cs, seat, shop, Trade.Goods);
  return 1;
}

/** One buying action for goods (L165-167): what money, stock and carry allow, kind by kind. */
function purchaseGoods(cs: CityState, seat: number, shop: number): void {
  const price = cs.t.price.buy[rowAt(cs, cs.map.shops[shop] as number, seat)] as number;
  let room = scientistPoints(cs, seat, 1);
  for (let kind = 0; kind < KIND_COUNT && room > 0; kind++) {
    while (room > 0 && (cs.stock[shop * KIND_COUNT + kind] as number) > 0 && (cs.money[seat] as number) >= price) {
      cs.stock[shop * KIND_COUNT + kind] = (cs.stock[shop * KIND_COUNT + kind] as number) - 1;
      cs.goods[seat * KIND_COUNT + kind] = (cs.goods[seat * KIND_COUNT + kind] as number) + 1;
      cs.money[seat] = (cs.money[seat] as number) - price;
      room--;
    }
  }
}

/** The shop that pays most for goods now (the nearest of the best). */
function sellingShop(cs: CityState, seat: number): number {
  let shop = 0;
  let bestPrice = -1;
  let bestDistance = 1000;
  for (let s = 0; s < cs.map.shops.length; s++) {
    const cell = cs.map.shops[s] as number;
    const price = cs.t.price.sell[rowAt(cs, cell, seat)] as number;
    const d = cellDistance(cs, cs.msCell[seat] as number, cell);
    if (price > bestPrice || (price === bestPrice && d < bestDistance)) {
      shop = s;
      bestPrice = price;
      bestDistance = d;
    }
  }
  return shop;
}

/** One selling action (L169-171): every good carried goes into the shop's stock at its sell price. */
function sellGoods(cs: CityState, seat: number, shop: number, base: number): void {
  const price = cs.t.price.sell[rowAt(cs, cs.map.shops[shop] as number, seat)] as number;
  let earned = 0;
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    const n = cs.goods[seat * KIND_COUNT + kind] as number;
    cs.stock[shop * KIND_COUNT + kind] = (cs.stock[shop * KIND_COUNT + kind] as number) + n;
    cs.goods[seat * KIND_COUNT + kind] = 0;
    earned += n * price;
  }
  cs.money[seat] = (cs.money[seat] as number) + earned;
  addMetric(cs, base, CitySeatMetric.Sold, seat, earned);
}

/** Negative when seat `a` is served before seat `b` at the shop in `cell` (L175-183, the catalogue's order). */
function servedBefore(cs: CityState, a: number, b: number, cell: number): number {
  const keys = cs.t.service.key;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as number;
    let order = 0;
    if (key === Service.ClosestBot) order = cellDistance(cs, cell, cs.botCell[a] as number) - cellDistance(cs, cell, cs.botCell[b] as number);
    else if (key === Service.LongestInShop) order = (cs.hereSince[a] as number) - (cs.hereSince[b] as number);
    else if (key === Service.MostMoney) order = (cs.money[b] as number) - (cs.money[a] as number);
    else order = (cs.draw[a] as number) - (cs.draw[b] as number);
    if (order !== 0) return order;
  }
  return a - b;
}

/** Serves the trading actions waiting at each shop, in service order (L175-183); a tie at random draws on the game's stream. */
export function serveShops(cs: CityState, rng: Rng, base: number): void {
  for (let shop = 0; shop < cs.map.shops.length; shop++) {
    let n = 0;
    for (let seat = 0; seat < cs.seats; seat++) if (cs.pending[seat] !== Trade.None && cs.pendingShop[seat] === shop) cs.queue[n++] = seat;
    if (n === 0) continue;
    const cell = cs.map.shops[shop] as number;
    if (n > 1) {
      for (let k = 0; k < n; k++) cs.draw[cs.queue[k] as number] = rng.int(1 << 20);
      for (let i = 1; i < n; i++) {
        const seat = cs.queue[i] as number;
        let j = i - 1;
        while (j >= 0 && servedBefore(cs, seat, cs.queue[j] as number, cell) < 0) {
          cs.queue[j + 1] = cs.queue[j] as number;
          j--;
        }
        cs.queue[j + 1] = seat;
      }
    }
    for (let k = 0; k < n; k++) {
      const seat = cs.queue[k] as number;
      const action = cs.pending[seat] as number;
      cs.pending[seat] = Trade.None;
      if (action === Trade.Buy) buy(cs, seat, shop, base);
      else if (action === Trade.Goods) purchaseGoods(cs, seat, shop);
      else sellGoods(cs, seat, shop, base);
    }
  }
}
