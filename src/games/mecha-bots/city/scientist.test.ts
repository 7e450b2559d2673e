// The Mad Scientist's trading with policy trade: loop (L163-171, L197-220): with its bot beside a
// shop the price table buys at 1 and sells at 4, so a Mad Scientist with nothing left to buy for its
// design buys goods it can carry there and sells them back the next turn - one buying or one
// selling action a turn (L163), the goods going back into the shop's stock (L171).
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { KIND_COUNT } from '../resolve/strike.js';
import { botVariant, CITY_BASE, compileCityBots, completeBot, hexesBetween, putBot, startCity } from '../test-support/city.js';
import { citySeatMetric, CitySeatMetric } from './city-metrics.js';
import { scientistPhase } from './scientist.js';

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
    const goods = cs.goods.slice(0, KIND_COUNT).reduce((sum, n) => sum + n, 0);
    expect([goods, cs.money[0], stockOf(cs, 0)]).toEqual([3, 0, stock - 3]); // $3 at $1, within 3 carry
    scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    expect([cs.goods.slice(0, KIND_COUNT).reduce((sum, n) => sum + n, 0), cs.money[0], stockOf(cs, 0)]).toEqual([0, 12, stock]);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Sold, 0)]).toBe(12);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Bought, 0)]).toBe(0); // goods are not counters for its bot
  });

  it('without the policy it extorts instead and never holds goods', () => {
    const { cs, metrics } = scene(1);
    for (let turn = 0; turn < 4; turn++) scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    expect(cs.goods.slice(0, KIND_COUNT).every((n) => n === 0)).toBe(true);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Sold, 0)]).toBe(0);
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Extorted, 0)]).toBeGreaterThan(0);
  });
});
