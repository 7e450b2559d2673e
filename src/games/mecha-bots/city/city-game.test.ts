// The city game's rules on the generated board, with scripted dice where dice fall: MB-D11's
// restocking (a shop with a bot within 3 hexes builds nothing; a bank with none earns 1D6), one
// trading action a turn at the price the nearest bot's range sets (MB-D1, MB-D12), carried counters
// going into the design's cells in the bot's hex, the lightest bot first, the board from its seed,
// and a sole survivor winning.
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { compileBots, readingsOf } from '../compile/compile.js';
import { mechaBotsSchemas, type MechaBotsTables } from '../compile/tables.js';
import { KIND_COUNT, Kind } from '../resolve/strike.js';
import { bundledMb } from '../test-support/bundled.js';
import { CITY_SEAT_METRICS, citySeatMetric, CitySeatMetric } from './city-metrics.js';
import { botOrder, playCity, resetCity, restock } from './city-game.js';
import { botPhase } from './bot-phase.js';
import { scientistPhase, serveShops } from './scientist.js';
import { createCityState } from './city-state.js';

const BOTS = join(BUNDLED_DESIGNS, 'mecha-bots', 'bots');
const catalogue = bundledMb();
const names = readdirSync(BOTS).sort();
const compiled = compileBots(readingsOf(catalogue), geometryOf(catalogue), names.map((name) => readDataFile(join(BOTS, name))), catalogue);
const t = viewTables(mechaBotsSchemas, compiled.rows as never, compiled.buffer) as MechaBotsTables;
const row = (name: string) => names.indexOf(`${name}.yaml`);
const BASE = 12;
/** These tests play the player's direct control (variants/direct-control.yaml); program.test.ts has the cards. */
const DIRECT = 1;

function city(bots: string[], seed = 1) {
  const cs = createCityState(t, seed, 40, DIRECT);
  const metrics = new Float64Array(BASE + CITY_SEAT_METRICS.length * 4);
  resetCity(cs, Int32Array.from(bots.map(row)), bots.length, new Rng(3, 3), metrics, BASE);
  return { cs, metrics };
}

describe('the city board (city.yaml, reconstructed)', () => {
  it('is the same from the same seed, with a lab in each corner and shops and banks beside streets', () => {
    const a = createCityState(t, 7, 40, DIRECT).map;
    const b = createCityState(t, 7, 40, DIRECT).map;
    expect([...a.grid.terrain]).toEqual([...b.grid.terrain]);
    expect([...createCityState(t, 8, 40, DIRECT).map.grid.terrain]).not.toEqual([...a.grid.terrain]);
    const width = a.grid.width;
    expect([...a.labs]).toEqual([0, width * a.grid.height - 1, width - 1, (a.grid.height - 1) * width]);
    expect([a.shops.length, a.banks.length]).toEqual([catalogue.city.shops, catalogue.city.banks]);
  });
});

describe('the city game (spec 6.2 level 2)', () => {
  it('MB-D11 (L149-151): a shop with a bot within 3 hexes builds nothing; a bank with none earns 1D6 (scripted 5)', () => {
    const { cs } = city(['brawler', 'sniper']);
    const shop = 0;
    const stockBefore = cs.stock.slice(shop * KIND_COUNT, (shop + 1) * KIND_COUNT).reduce((sum, n) => sum + n, 0);
    // every bot next to shop 0, far from every bank
    cs.botCell[0] = cs.map.shops[shop] as number;
    cs.botCell[1] = cs.map.shops[shop] as number;
    const quiet = (cell: number) => Math.min(...[0, 1].map((seat) => distance(cs, cell, cs.botCell[seat] as number))) > 3;
    const rolls: ({ int: number; value: number } | { die: number; value: number })[] = [];
    for (let s = 0; s < cs.map.shops.length; s++) if (quiet(cs.map.shops[s] as number)) rolls.push({ int: t.stocked.kind.length, value: 0 });
    for (let b = 0; b < cs.map.banks.length; b++) if (quiet(cs.map.banks[b] as number)) rolls.push({ die: 6, value: 5 });
    const money = [...cs.bankMoney];
    const rng = new ScriptedRng(rolls);
    restock(cs, rng);
    expect(rng.remaining()).toBe(0);
    expect(cs.stock.slice(shop * KIND_COUNT, (shop + 1) * KIND_COUNT).reduce((sum, n) => sum + n, 0)).toBe(stockBefore);
    cs.map.banks.forEach((cell, b) => expect(cs.bankMoney[b]).toBe((money[b] ?? 0) + (quiet(cell) ? 5 : 0)));
  });

  it('MB-D1, MB-D12 (L163, L175-183, L197-220): one action a turn; a Mad Scientist in a shop buys what its design lacks at the price its nearest bot sets, as money and carry allow', () => {
    const { cs, metrics } = city(['brawler', 'sniper']);
    const shop = cs.map.shops[0] as number;
    cs.msCell[0] = shop;
    cs.botCell[0] = shop; // its own bot in the shop's hex: range 0 reads as 1, the cheapest row (buy 1)
    cs.money[0] = 3;
    for (let kind = 0; kind < KIND_COUNT; kind++) cs.stock[kind] = 5;
    scientistPhase(cs, 0, new ScriptedRng([]), BASE);
    serveShops(cs, new ScriptedRng([]), BASE); // alone in the shop: served without a draw
    const carried = cs.carried.slice(0, KIND_COUNT).reduce((sum, n) => sum + n, 0);
    expect([carried, cs.money[0], metrics[citySeatMetric(BASE, CitySeatMetric.Bought, 0)]]).toEqual([3, 0, 3]); // $3 at $1: three, within 3 carry
    expect(metrics[citySeatMetric(BASE, CitySeatMetric.Extorted, 0)]).toBe(0); // bought, so no extortion this turn
  });

  it('puts carried counters into the design\'s empty cells when the Mad Scientist stands in its bot\'s hex', () => {
    const { cs, metrics } = city(['brawler', 'sniper']);
    const before = countKind(cs, 0, Kind.WeaponDamage);
    cs.carried[Kind.WeaponDamage] = 2;
    cs.msCell[0] = cs.botCell[0] as number;
    scientistPhase(cs, 0, new ScriptedRng([]), BASE);
    expect(countKind(cs, 0, Kind.WeaponDamage)).toBe(before + 2);
    expect(metrics[citySeatMetric(BASE, CitySeatMetric.Installed, 0)]).toBe(2);
  });

  it('the lightest bot acts first (@curufea-main): the start kit against a grown bot', () => {
    const { cs } = city(['brawler', 'seed-start']);
    cs.carried[Kind.WeaponDamage] = 2;
    cs.msCell[0] = cs.botCell[0] as number;
    scientistPhase(cs, 0, new ScriptedRng([]), BASE); // the brawler grows past the seed start
    botOrder(cs);
    expect(cs.order[0]).toBe(1);
  });

  it.each([['direct control', DIRECT], ['the program cards', 0]])('ends with one player in play, placed first, or a stall at the turn cap with the rest placed by when they went out (%s)', (_name, control) => {
    const rows = Int32Array.from(['brawler', 'sniper', 'tank'].map(row));
    const cs = createCityState(t, 2, 40, control);
    const metrics = new Float64Array(BASE + CITY_SEAT_METRICS.length * 4);
    const rng = new Rng(11, 0);
    let won = 0;
    for (let game = 0; game < 60; game++) {
      const winner = playCity(cs, rows, 3, rng, metrics, BASE);
      const places = [0, 1, 2].map((seat) => metrics[citySeatMetric(BASE, CitySeatMetric.Place, seat)]);
      if (winner >= 0) {
        won++;
        expect(places[winner]).toBe(1);
        expect(places.filter((place) => place === 1)).toHaveLength(1);
        expect([...places].sort()).toEqual([1, 2, 3]);
      } else expect(metrics[1]).toBe(1);
    }
    expect(won).toBeGreaterThan(10);
  });
});

function distance(cs: ReturnType<typeof city>['cs'], a: number, b: number): number {
  const width = cs.map.grid.width;
  const q = (cell: number) => cell % width;
  const r = (cell: number) => (cell - q(cell)) / width - (q(cell) - (q(cell) & 1)) / 2;
  const dq = q(b) - q(a);
  const dr = r(b) - r(a);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

function countKind(cs: ReturnType<typeof city>['cs'], seat: number, kind: number): number {
  let count = 0;
  for (let cell = 0; cell < 49; cell++) if (cs.bots.kind[seat * 49 + cell] === kind) count++;
  return count;
}

describe('a bot that has not grown yet', () => {
  it('powers only the counters it has: the start kit\'s boiler drives its weapon, sensor and two of its three speed counters (L68, B1)', async () => {
    const { refreshStats } = await import('../arena/stats.js');
    const { cs } = city(['brawler', 'sniper']);
    refreshStats(cs.bots, 0);
    expect(cs.bots.speed[0]).toBe(2);
  });
});

describe('the city policy (design file policy: buy, park)', () => {
  const brawler = readDataFile(join(BOTS, 'brawler.yaml'));
  const variant = (policy: Record<string, unknown>) => ({ path: 'v.yaml', data: { ...(brawler.data as object), name: `brawler ${JSON.stringify(policy)}`, policy: { ...((brawler.data as { policy: object }).policy), ...policy } } });
  const files = [variant({}), variant({ buy: 'armour' }), variant({ park: 'shop' }), readDataFile(join(BOTS, 'sniper.yaml')), variant({ attack: 'killer' }), variant({ attack: 'flee' })];
  const set = compileBots(readingsOf(catalogue), geometryOf(catalogue), files, catalogue);
  const vt = viewTables(mechaBotsSchemas, set.rows as never, set.buffer) as MechaBotsTables;
  const start = (bots: number[]) => {
    const cs = createCityState(vt, 1, 40, DIRECT);
    const metrics = new Float64Array(BASE + CITY_SEAT_METRICS.length * 4);
    resetCity(cs, Int32Array.from(bots), bots.length, new Rng(3, 3), metrics, BASE);
    return cs;
  };

  it('buy: armour first spends the money on the design\'s missing armour before its weapons', () => {
    for (const [row, armourFirst] of [[0, false], [1, true]] as const) {
      const cs = start([row, 3]);
      const shop = cs.map.shops[0] as number;
      cs.msCell[0] = shop;
      cs.botCell[0] = shop;
      cs.money[0] = 2;
      for (let kind = 0; kind < KIND_COUNT; kind++) cs.stock[kind] = 5;
      scientistPhase(cs, 0, new ScriptedRng([]), BASE);
      serveShops(cs, new ScriptedRng([]), BASE);
      const armour = (cs.carried[Kind.ArmourProtection] ?? 0) + (cs.carried[Kind.ArmourResistance] ?? 0);
      expect(armour, `armour first: ${armourFirst}`).toBe(armourFirst ? 2 : 0); // the brawler's cell order reaches weapons before armour
    }
  });

  it('park: shop keeps the bot by the shop nearest its Mad Scientist while the enemy is far; hunt goes for the enemy', () => {
    for (const [row, parks] of [[0, false], [2, true]] as const) {
      const cs = start([row, 3]);
      const shop = cs.map.shops[0] as number;
      cs.msCell[0] = shop;
      const before = distance(cs, cs.botCell[0] as number, shop);
      const enemyBefore = distance(cs, cs.botCell[0] as number, cs.botCell[1] as number);
      botPhase(cs, 0, new ScriptedRng([]), BASE);
      if (parks) expect(distance(cs, cs.botCell[0] as number, shop)).toBeLessThan(before);
      else expect(distance(cs, cs.botCell[0] as number, cs.botCell[1] as number)).toBeLessThan(enemyBefore);
    }
  });
});

describe('attack cards (@curufea-program)', () => {
  const brawler = readDataFile(join(BOTS, 'brawler.yaml'));
  const variant = (attack: string) => ({ path: 'v.yaml', data: { ...(brawler.data as object), name: `brawler ${attack}`, policy: { ...((brawler.data as { policy: object }).policy), attack } } });
  const set = compileBots(readingsOf(catalogue), geometryOf(catalogue), [variant('pursue'), variant('flee'), variant('killer'), readDataFile(join(BOTS, 'sniper.yaml'))], catalogue);
  const vt = viewTables(mechaBotsSchemas, set.rows as never, set.buffer) as MechaBotsTables;
  const start = (row: number) => {
    const cs = createCityState(vt, 1, 40, DIRECT);
    resetCity(cs, Int32Array.of(row, 3), 2, new Rng(3, 3), new Float64Array(BASE + CITY_SEAT_METRICS.length * 4), BASE);
    return cs;
  };

  it('pursue closes on the nearest enemy bot, flee opens the distance, killer goes for the enemy Mad Scientist', () => {
    const moved = (row: number, measure: (cs: ReturnType<typeof start>) => number) => {
      const cs = start(row);
      cs.botCell[0] = cs.map.shops[0] as number; // somewhere in the middle of the board, beside a street
      cs.bots.q[0] = cs.botCell[0] % cs.map.grid.width;
      const before = measure(cs);
      botPhase(cs, 0, new ScriptedRng([]), BASE);
      return [before, measure(cs)];
    };
    const toBot = (cs: ReturnType<typeof start>) => distance(cs, cs.botCell[0] as number, cs.botCell[1] as number);
    const toScientist = (cs: ReturnType<typeof start>) => distance(cs, cs.botCell[0] as number, cs.msCell[1] as number);
    const [pursueBefore = 0, pursueAfter = 0] = moved(0, toBot);
    const [fleeBefore = 0, fleeAfter = 0] = moved(1, toBot);
    expect(pursueAfter).toBeLessThan(pursueBefore);
    expect(fleeAfter).toBeGreaterThanOrEqual(fleeBefore);
    const killer = start(2);
    killer.msCell[1] = killer.map.shops[1] as number; // the enemy Mad Scientist out shopping, away from its bot
    const before = toScientist(killer);
    botPhase(killer, 0, new ScriptedRng(Array.from({ length: 20 }, () => ({ die: 6, value: 1 }))), BASE);
    expect(toScientist(killer)).toBeLessThan(before);
  });
});

describe('riding the seat (policy ride, L127-137)', () => {
  const seed = readDataFile(join(BOTS, 'seed-start.yaml'));
  const rider = { path: 'r.yaml', data: { ...(seed.data as object), name: 'rider', policy: { ride: 'when-built' } } };
  const killer = { path: 'k.yaml', data: { ...(readDataFile(join(BOTS, 'brawler.yaml')).data as object), name: 'killer', policy: { keepAt: 1, face: 'weapons', attack: 'killer' } } };
  const set = compileBots(readingsOf(catalogue), geometryOf(catalogue), [rider, killer, seed], catalogue);
  const vt = viewTables(mechaBotsSchemas, set.rows as never, set.buffer) as MechaBotsTables;

  it('a built bot\'s Mad Scientist walks to it and takes the seat; then it moves with the bot and a killer cannot pick it out', () => {
    const cs = createCityState(vt, 1, 40, DIRECT);
    resetCity(cs, Int32Array.of(0, 1), 2, new Rng(3, 3), new Float64Array(BASE + CITY_SEAT_METRICS.length * 4), BASE);
    cs.msCell[0] = cs.botCell[0] as number; // at home with its bot, which is the whole seed start already
    scientistPhase(cs, 0, new ScriptedRng([]), BASE);
    expect(cs.bots.riding[0]).toBe(1);
    const never = createCityState(vt, 1, 40, DIRECT);
    resetCity(never, Int32Array.of(2, 1), 2, new Rng(3, 3), new Float64Array(BASE + CITY_SEAT_METRICS.length * 4), BASE);
    scientistPhase(never, 0, new ScriptedRng([]), BASE);
    expect(never.bots.riding[0]).toBe(0);
    // the killer moves toward a Mad Scientist it can shoot: the rider's does not count
    const killerBefore = distance(cs, cs.botCell[1] as number, cs.msCell[0] as number);
    botPhase(cs, 1, new ScriptedRng([]), BASE);
    expect(distance(cs, cs.botCell[1] as number, cs.msCell[0] as number)).toBe(killerBefore);
  });
});
