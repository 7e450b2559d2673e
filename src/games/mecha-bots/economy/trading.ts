// cold: buying and selling (L161-183, L195). A Mad Scientist makes one buying action or one selling
// action in a turn, never both, even at different shops (L163). A buying action takes as many
// components as were paid for and can be carried (L167); a selling action puts any carried
// components in the shop (L171). Money never counts towards the carry limit (L195). When several
// Mad Scientists are in one shop they are served in order: the nearest Bot first, then the longest
// in the shop, then the most money, then at random (L175-183). Plain numbers in and out.
import type { Rng } from '../../../rng/rng.js';
import type { Economy, ServiceKey } from '../catalogue/catalogue-schema.js';

type Trading = Economy['trading'];
export type TradeAction = 'buy' | 'sell';

/** May a Mad Scientist who has already made `done` trading actions this turn make `action` now (L163)? */
export function mayTrade(trading: Trading, done: readonly TradeAction[], action: TradeAction): boolean {
  if (done.length >= trading.actionsPerTurn) return false;
  return trading.buyAndSellSameTurn || done.every((earlier) => earlier === action);
}

/** What counts towards the carry limit: the components carried, and money only if the catalogue says so (L195). */
export function carryLoad(trading: Trading, load: { readonly components: number; readonly money: number }): number {
  return load.components + (trading.moneyCountsTowardCarry ? load.money : 0);
}

export interface Purchase {
  readonly money: number;
  /** Price per component at this shop's bot range. */
  readonly price: number;
  /** Components left in the shop. */
  readonly stock: number;
  /** The Mad Scientist's carry limit (carry hit points x components per carry) and what they already carry. */
  readonly carryLimit: number;
  readonly carrying: number;
  /** Components wanted; all that can be had when omitted. */
  readonly wanted?: number;
}

/** How many components one buying action gets (L165-167): no more than the stock, the money, the free carry and the wish. */
export function purchaseCount(trading: Trading, purchase: Purchase): number {
  if (purchase.stock <= 0) return 0;
  const affordable = purchase.price <= 0 ? Infinity : Math.floor(purchase.money / purchase.price);
  const carriable = trading.buyLimitedByCarry ? Math.max(0, purchase.carryLimit - purchase.carrying) : Infinity;
  return Math.max(0, Math.min(purchase.stock, affordable, carriable, purchase.wanted ?? Infinity));
}

export interface Customer {
  readonly id: string;
  /** Hexes from the shop to this Mad Scientist's Bot (Infinity if it has none). */
  readonly botDistance: number;
  /** The turn they entered the shop: earlier is longer in the shop. */
  readonly arrived: number;
  readonly money: number;
}

const COMPARE: Record<Exclude<ServiceKey, 'random'>, (a: Customer, b: Customer) => number> = {
  'closest-bot': (a, b) => a.botDistance - b.botDistance || 0,
  'longest-in-shop': (a, b) => a.arrived - b.arrived,
  'most-money': (a, b) => b.money - a.money,
};

/**
 * The order Mad Scientists in one shop are served (L175-183): by each key of serviceOrder in turn,
 * ties going to the next; `random` breaks what ties remain with rng.int (a Fisher-Yates shuffle of
 * each tied group, last place first). Keys after `random` are never reached.
 */
export function serviceOrder(trading: Trading, customers: readonly Customer[], rng: Rng): Customer[] {
  const randomAt = trading.serviceOrder.indexOf('random');
  const keys = (randomAt < 0 ? trading.serviceOrder : trading.serviceOrder.slice(0, randomAt)) as Exclude<ServiceKey, 'random'>[];
  const compare = (a: Customer, b: Customer) => {
    for (const key of keys) {
      const order = COMPARE[key](a, b);
      if (order !== 0 && !Number.isNaN(order)) return order;
    }
    return 0;
  };
  const sorted = [...customers].sort(compare);
  if (randomAt < 0) return sorted;
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && compare(sorted[start] as Customer, sorted[end] as Customer) === 0) end++;
    for (let i = end - 1; i > start; i--) {
      const j = start + rng.int(i - start + 1);
      [sorted[i], sorted[j]] = [sorted[j] as Customer, sorted[i] as Customer];
    }
    start = end;
  }
  return sorted;
}
