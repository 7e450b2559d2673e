// The Mad Scientist's trading with policy trade: loop (L163-171, L197-220): with its bot beside a
// shop the price table buys at 1 and sells at 4, so a Mad Scientist with nothing left to buy for its
// design buys goods it can carry there and sells them back the next turn - one buying or one
// selling action a turn (L163), the goods going back into the shop's stock (L171).
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { KIND_COUNT } from '../resolve/strike.js';
import { botVariant, CITY_BASE, compileCityBots, completeBot, hexesBetween, putBot, startCity } from '../test-support/city.js';
import { citySeatMetric, CitySeatMetric } from './city-metrics.js';
import { scientistPhase, serveShops } from './scientist.js';

const t = compileCityBots([botVariant('brawler', { trade: 'loop' }), botVariant('brawler'), botVariant('sniper')]);
const stockOf = (cs: ReturnType<typeof startCity>['cs'], shop: number) => cs.stock.slice(shop * KIND_COUNT, (shop + 1) * KIND_COUNT).reduce((sum, n) => sum + n, 0);

function scene(row: number) {
  const { cs, metrics } = startCity(t, [row, 2], 1);
  completeBot(cs, 0); // nothing left to buy for its design
  const shop = cs.map.shops[0] as number;
  // its bot on a hex beside the shop (range 1: buy 1, sell 4), the enemy bot far off in a corner
  const width = cs.map.grid.width;
  const beside = [shop - 1, shop + 1, shop - width, shop + width].find((cell) => cell >= 0 && hexesBetween(cs, cell, shop) === 1) ?? shop;
  putBot(cs, 0, beside, 0);
  putBot(cs, 1, cs.map.labs[1] as number, 0);
  cs.msCell[0] = shop;
  cs.money[0] = 3;
  return { cs, metrics, shop };
}

describe('trade: loop (L163-171, L197-220)', () => {
  it('buys goods at 1 beside its bot, then sells them back at 4 the next turn: one action a turn, the goods back in stock', () => {
    const { cs, metrics } = scene(0);
    const stock = stockOf(cs, 0);
    scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    serveShops(cs, new ScriptedRng([]), CITY_BASE);
    const goods = cs.goods.slice(0, KIND_COUNT).reduce((sum, n) => sum + n, 0);
    expect([goods, cs.money[0], stockOf(cs, 0)]).toEqual([3, 0, stock - 3]); // $3 at $1, within 3 carry
    scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    serveShops(cs, new ScriptedRng([]), CITY_BASE);
    expect([cs.goods.slice(0, KIND_COUNT).reduce((sum, n) => sum + n, 0), cs.money[0], stockOf(cs, 0)]).toEqual([0, 12, stock]);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Sold, 0)]).toBe(12);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Bought, 0)]).toBe(0); // goods are not counters for its bot
  });

  it('without the policy it extorts instead and never holds goods', () => {
    const { cs, metrics } = scene(1);
    for (let turn = 0; turn < 4; turn++) {
      scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
      serveShops(cs, new ScriptedRng([]), CITY_BASE);
    }
    expect(cs.goods.slice(0, KIND_COUNT).every((n) => n === 0)).toBe(true);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Sold, 0)]).toBe(0);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Extorted, 0)]).toBeGreaterThan(0);
  });
});

describe('MB-D12 (L175-183): Mad Scientists in one shop are served in order', () => {
  const t2 = compileCityBots([botVariant('brawler'), botVariant('sniper'), botVariant('tank')]);
  /** Two Mad Scientists in shop 0 with $6 and one counter in stock that both designs lack (a weapon-damage counter). */
  const scene = () => {
    const { cs, metrics } = startCity(t2, [0, 1, 2], 1);
    const shop = cs.map.shops[0] as number;
    for (let kind = 0; kind < KIND_COUNT; kind++) cs.stock[kind] = 0;
    cs.stock[1] = 1; // Kind.WeaponDamage
    for (const seat of [0, 1]) {
      cs.msCell[seat] = shop;
      cs.money[seat] = 6;
      cs.pending[seat] = 1; // a buying action, as the phase leaves it on arriving
      cs.pendingShop[seat] = 0;
      cs.hereSince[seat] = 5;
    }
    putBot(cs, 2, cs.map.labs[3] as number, 0);
    return { cs, metrics, shop };
  };
  const winner = (cs: ReturnType<typeof scene>['cs'], draws: number[] = []) => {
    serveShops(cs, new ScriptedRng(draws.map((value) => ({ int: 1 << 20, value }))), CITY_BASE);
    return [0, 1].find((seat) => (cs.carried[seat * KIND_COUNT + 1] ?? 0) > 0);
  };

  it('the Mad Scientist with the closer bot first (L177)', () => {
    const { cs, shop } = scene();
    putBot(cs, 0, cs.map.labs[0] as number, 0);
    putBot(cs, 1, shop, 0);
    expect(winner(cs, [0, 0])).toBe(1);
  });

  it('bots as near: the one longest in the shop (L179), then the one with the most money (L181), then at random (L183)', () => {
    const longest = scene();
    for (const seat of [0, 1]) putBot(longest.cs, seat, longest.cs.map.labs[seat] as number, 0);
    const d = (seat: number) => hexesBetween(longest.cs, longest.shop, longest.cs.botCell[seat] as number);
    if (d(0) !== d(1)) putBot(longest.cs, 1, longest.cs.botCell[0] as number, 0); // same hex, same distance
    longest.cs.hereSince[0] = 7; // seat 0 came later
    expect(winner(longest.cs, [0, 0])).toBe(1);
    const richer = scene();
    putBot(richer.cs, 0, richer.cs.map.labs[0] as number, 0);
    putBot(richer.cs, 1, richer.cs.map.labs[0] as number, 0);
    richer.cs.money[1] = 7;
    expect(winner(richer.cs, [0, 0])).toBe(1);
    for (const [draws, first] of [[[5, 9], 0], [[9, 5], 1]] as const) {
      const random = scene();
      putBot(random.cs, 0, random.cs.map.labs[0] as number, 0);
      putBot(random.cs, 1, random.cs.map.labs[0] as number, 0);
      expect(winner(random.cs, [...draws]), `draws ${draws.join(', ')}`).toBe(first);
    }
  });
});
