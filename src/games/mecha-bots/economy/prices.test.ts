// MB-D1 (L197-220): the price table by bot range - buy 6/4/2/1, sell 0/1/2/4, extort 1/2/4/6 for
// ranges 4+/3/2/1.
import { describe, expect, it } from 'vitest';
import { bundledMb } from '../test-support/bundled.js';
import { buyPrice, extortion, priceRow, sellPrice } from './prices.js';

const { economy } = bundledMb();

describe('prices by bot range', () => {
  it('MB-D1 (L197-220): ranges 4+, 3, 2, 1 buy at 6, 4, 2, 1', () => {
    expect([4, 3, 2, 1].map((range) => buyPrice(economy, range))).toEqual([6, 4, 2, 1]);
  });

  it('MB-D1 (L197-220): ranges 4+, 3, 2, 1 sell at 0, 1, 2, 4', () => {
    expect([4, 3, 2, 1].map((range) => sellPrice(economy, range))).toEqual([0, 1, 2, 4]);
  });

  it('MB-D1 (L197-220): ranges 4+, 3, 2, 1 extort 1, 2, 4, 6', () => {
    expect([4, 3, 2, 1].map((range) => extortion(economy, range))).toEqual([1, 2, 4, 6]);
  });

  it('MB-D1 (L202 "4+"): any range past 4, or no Bot at all, reads the 4+ row; range 0 reads the 1 row (inferred)', () => {
    expect(priceRow(economy, 9)).toMatchObject({ range: 4, orMore: true, buy: 6 });
    expect(priceRow(economy, Infinity)).toMatchObject({ range: 4 });
    expect(priceRow(economy, 0)).toMatchObject({ range: 1, buy: 1, sell: 4, extort: 6 });
    expect(() => priceRow(economy, -1)).toThrow(/bot range/);
    expect(() => priceRow(economy, 1.5)).toThrow(/bot range/);
  });

  it('MB-D1 (L189-191, inferred): a bank gives up no more than it holds', () => {
    expect(extortion(economy, 1, 4)).toBe(4);
    expect(extortion(economy, 1, 0)).toBe(0);
  });
});
