// MB-D12 (L163, L175-183, L195): trading - one buying or one selling action a turn; the service order
// in a shop (closest Bot, then longest in the shop, then most money, then random); money does not
// count towards the carry limit; a purchase takes what is paid for and can be carried (L167).
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { bundledMb } from '../test-support/bundled.js';
import { carryLoad, mayTrade, purchaseCount, serviceOrder, type Customer } from './trading.js';

const { trading } = bundledMb().economy;
const ids = (customers: readonly Customer[]) => customers.map((customer) => customer.id);

describe('buying and selling', () => {
  it('MB-D12 (L163): one buying action or one selling action a turn, never both, even at another shop', () => {
    expect(mayTrade(trading, [], 'buy')).toBe(true);
    expect(mayTrade(trading, [], 'sell')).toBe(true);
    expect(mayTrade(trading, ['buy'], 'sell')).toBe(false);
    expect(mayTrade(trading, ['sell'], 'buy')).toBe(false);
    expect(mayTrade(trading, ['buy'], 'buy')).toBe(false);
  });

  it('MB-D12 (L177): the Mad Scientist with the closest Bot is served first', () => {
    const customers: Customer[] = [
      { id: 'far', botDistance: 5, arrived: 1, money: 30 },
      { id: 'near', botDistance: 1, arrived: 4, money: 0 },
      { id: 'no-bot', botDistance: Infinity, arrived: 0, money: 99 },
    ];
    expect(ids(serviceOrder(trading, customers, new ScriptedRng([])))).toEqual(['near', 'far', 'no-bot']);
  });

  it('MB-D12 (L179, L181): ties on the Bot go to the longest in the shop, then to the most money', () => {
    const customers: Customer[] = [
      { id: 'new-rich', botDistance: 2, arrived: 5, money: 50 },
      { id: 'old-poor', botDistance: 2, arrived: 3, money: 1 },
      { id: 'old-rich', botDistance: 2, arrived: 3, money: 9 },
    ];
    expect(ids(serviceOrder(trading, customers, new ScriptedRng([])))).toEqual(['old-rich', 'old-poor', 'new-rich']);
  });

  it('MB-D12 (L183): ties on everything go at random (scripted)', () => {
    const a = { id: 'a', botDistance: 2, arrived: 3, money: 5 };
    const b = { id: 'b', botDistance: 2, arrived: 3, money: 5 };
    const first = { id: 'first', botDistance: 1, arrived: 3, money: 5 };
    // The tied pair [a, b] is shuffled with one int(2): 0 swaps them, 1 keeps them.
    expect(ids(serviceOrder(trading, [a, first, b], new ScriptedRng([{ int: 2, value: 0 }])))).toEqual(['first', 'b', 'a']);
    const rng = new ScriptedRng([{ int: 2, value: 1 }]);
    expect(ids(serviceOrder(trading, [a, first, b], rng))).toEqual(['first', 'a', 'b']);
    expect(rng.remaining()).toBe(0);
  });

  it('MB-D12 (L195): money does not count towards the carry limit', () => {
    expect(carryLoad(trading, { components: 3, money: 40 })).toBe(3);
  });

  it('MB-D12 (L165-167): a purchase takes as many as were paid for and can be carried, no more than the stock', () => {
    // $20 at $4 buys 5, but a carry limit of 4 with 1 carried leaves room for 3.
    expect(purchaseCount(trading, { money: 20, price: 4, stock: 6, carryLimit: 4, carrying: 1 })).toBe(3);
    expect(purchaseCount(trading, { money: 20, price: 6, stock: 6, carryLimit: 7, carrying: 0 })).toBe(3);
    expect(purchaseCount(trading, { money: 20, price: 1, stock: 2, carryLimit: 7, carrying: 0 })).toBe(2);
    expect(purchaseCount(trading, { money: 20, price: 1, stock: 6, carryLimit: 7, carrying: 0, wanted: 1 })).toBe(1);
    expect(purchaseCount(trading, { money: 20, price: 1, stock: 0, carryLimit: 7, carrying: 0 })).toBe(0);
    expect(purchaseCount(trading, { money: 3, price: 4, stock: 6, carryLimit: 7, carrying: 0 })).toBe(0);
  });
});
