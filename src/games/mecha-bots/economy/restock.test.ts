// MB-D11 (L147-151): the Shops restock phase - a shop with a Bot within 3 hexes builds nothing, one
// without builds a random component; a bank with no Bot within 3 hexes earns 1D6 (scripted), one
// with a Bot near earns nothing. The board's start (L12-18): 6 random components a shop, $6 a bank.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { bundledMb } from '../test-support/bundled.js';
import { noBotWithin, restockBank, restockShop, startingStock, stockedKinds } from './restock.js';

const mb = bundledMb();

describe('the Shops restock phase', () => {
  it('MB-D11 (L149): a shop with a Bot within 3 hexes builds nothing, and rolls nothing', () => {
    for (const distance of [0, 1, 2, 3]) {
      const rng = new ScriptedRng([]);
      expect(restockShop(mb, distance, rng)).toEqual([]);
    }
  });

  it('MB-D11 (L149): a shop with no Bot within 3 hexes builds one random component (uniform over stocked kinds, scripted)', () => {
    const kinds = stockedKinds(mb);
    expect(kinds).toEqual(['boiler', 'weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range', 'armour-protection', 'armour-resistance', 'mobility-speed', 'mobility-terrain', 'remote-control', 'seat']);
    const rng = new ScriptedRng([{ int: kinds.length, value: 2 }]);
    expect(restockShop(mb, 4, rng)).toEqual(['weapon-range']);
    expect(rng.remaining()).toBe(0);
    expect(restockShop(mb, undefined, new ScriptedRng([{ int: kinds.length, value: 0 }]))).toEqual(['boiler']);
  });

  it('MB-D11 (L151): a bank with no Bot within 3 hexes earns 1D6 (scripted 5); with a Bot at 3 hexes, nothing', () => {
    const rng = new ScriptedRng([{ die: 6, value: 5 }]);
    expect(restockBank(mb.economy, 4, rng)).toBe(5);
    expect(rng.remaining()).toBe(0);
    expect(restockBank(mb.economy, Infinity, new ScriptedRng([{ die: 6, value: 1 }]))).toBe(1);
    expect(restockBank(mb.economy, 3, new ScriptedRng([]))).toBe(0);
  });

  it('MB-D11 (L149-151): "within 3 hexes" includes 3', () => {
    expect(noBotWithin(3, 3)).toBe(false);
    expect(noBotWithin(3, 4)).toBe(true);
    expect(noBotWithin(3, undefined)).toBe(true);
  });

  it('MB-D11 (L14, L18): a shop starts with 6 random components, a bank with $6', () => {
    const n = stockedKinds(mb).length;
    const rng = new ScriptedRng([0, 1, 2, 3, 4, 10].map((value) => ({ int: n, value })));
    expect(startingStock(mb, rng)).toEqual(['boiler', 'weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range', 'seat']);
    expect(mb.economy.banks.startMoney).toBe(6);
  });
});
