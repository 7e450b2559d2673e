// The arena duel's rules on bots built in the test, with scripted dice where dice fall: the lighter
// bot acts first (@curufea-main), a weapon fires only at a bot within its reach and arc (L76-78), a
// bot turns only after going its hexes-before-a-turn (wiki status; MB-W3's 0 turns on the spot),
// a seated Mad Scientist dies of the seat's wounds (L25, L133); and the bundled bots all validate
// and fight to an end.
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { bundledMb } from '../test-support/bundled.js';
import { compileBots, readingsOf, type ArenaReadings } from '../compile/compile.js';
import { mechaBotsSchemas, type MechaBotsTables } from '../compile/tables.js';
import { playDuel } from './duel.js';
import { fireWeapons } from './fire.js';
import { Metric } from './metrics.js';
import { moveBot } from './move.js';
import { refreshStats } from './stats.js';
import { createArenaState, resetArena, type ArenaState } from './state.js';

const READINGS: ArenaReadings = readingsOf(bundledMb());
const BOTS = join(BUNDLED_DESIGNS, 'mecha-bots', 'bots');
const G = geometryOf(bundledMb());

function arena(bots: Record<string, unknown>[], startRange = 3, seated = 0, readings = READINGS): { s: ArenaState; t: MechaBotsTables } {
  const compiled = compileBots(readings, G, bots.map((data, k) => ({ path: `bot-${k}.yaml`, data })));
  const t = viewTables(mechaBotsSchemas, compiled.rows as never, compiled.buffer) as MechaBotsTables;
  const s = createArenaState(t, 30, startRange, seated, new Float64Array(0));
  s.metrics = new Float64Array(Metric.Count);
  return { s, t };
}

/**
 * A bot with one gun of 4 damage reaching 3: its damage counters round the brain, its range counters
 * in Forward, joined by a connector (so its arc is the two sectors ahead, 120 degrees); no armour,
 * no mobility (it cannot move).
 */
const turret = (name: string, extra: string[] = []) => ({
  name, cells: { central: ['brain', 'weapon-damage', 'weapon-damage', 'weapon-damage', 'weapon-damage', 'boiler', 'boiler'], forward: ['weapon-range', 'weapon-range', null, null, 'weapon-range'], back: extra },
  connectors: [['forward.4', 'central.1']],
});

describe('the arena duel', () => {
  it('the lighter bot acts first: scripted to strike column 5, it destroys the heavier bot\'s brain before it can fire', () => {
    // Column 5 from the heavy bot's front: two empty Forward cells, a damage counter (1 point), the brain (3 left).
    const { s } = arena([turret('light'), turret('heavy', ['armour-protection', 'armour-resistance'])], 2);
    expect([s.t.bot.components[0], s.t.bot.components[1]]).toEqual([9, 11]);
    for (const [a, b, winner] of [[0, 1, 0], [1, 0, 1]] as const) {
      const rng = new ScriptedRng([{ die: 9, value: 5 }]);
      expect(playDuel(s, a, b, rng, s.metrics)).toBe(winner);
      expect(rng.remaining()).toBe(0);
    }
  });

  it('bots of equal weight: a draw on the duel\'s stream says who acts first, or with the seat-order reading of B6 the first slot', () => {
    const drawn = arena([turret('one'), turret('two')], 2).s;
    // the tie's draw (int(2)) comes first: 1 puts slot 1 first, and its shot at column 5 wins
    const rng = new ScriptedRng([{ int: 2, value: 1 }, { die: 9, value: 5 }]);
    expect(playDuel(drawn, 0, 1, rng, drawn.metrics)).toBe(1);
    expect(rng.remaining()).toBe(0);
    const seated = arena([turret('one'), turret('two')], 2, 0, { ...READINGS, seatOrderTies: true }).s;
    // no draw at all (one would throw here): slot 0 acts first and wins
    class NoDraw extends ScriptedRng {
      override int(n: number): number {
        throw new Error(`int(${n}) drawn`);
      }
    }
    for (const [a, b] of [[0, 1], [1, 0]] as const) {
      const scripted = new NoDraw([{ die: 9, value: 5 }]);
      expect(playDuel(seated, a, b, scripted, seated.metrics)).toBe(0);
      expect(scripted.remaining()).toBe(0);
    }
  });

  it('a weapon fires only at a bot within its reach and arc (L76): out of the Forward arc, no shot', () => {
    const forwardGun = { name: 'forward gun', cells: { central: ['brain', 'boiler'], forward: ['weapon-damage', 'weapon-range'] } };
    const { s } = arena([forwardGun, turret('target')], 1);
    resetArena(s, 0, 1);
    s.rng = new ScriptedRng([]);
    refreshStats(s, 0);
    s.facing[0] = 3; // facing away: the target is behind it
    expect(fireWeapons(s, 0, 1)).toBe(0);
    expect(s.metrics[Metric.Shots]).toBe(0);
    s.facing[0] = 0;
    s.rng = new ScriptedRng([{ die: 9, value: 1 }]);
    fireWeapons(s, 0, 1);
    expect(s.metrics[Metric.Shots]).toBe(1);
  });

  it('turns only after its hexes-before-a-turn forward; with mobility in all 7 locations it turns on the spot (MB-W3)', () => {
    const clumsy = { name: 'clumsy', cells: { central: ['brain', 'boiler', 'mobility-speed'], back: ['weapon-damage', 'weapon-range'] } };
    const nimble = { name: 'nimble', cells: { central: ['brain', 'boiler', 'boiler', 'boiler', 'mobility-speed'], back: ['weapon-damage', 'weapon-range', 'mobility-terrain'], forward: ['mobility-terrain'], 'forward-right': ['mobility-terrain'], 'forward-left': ['mobility-terrain'], 'backward-right': ['mobility-terrain'], 'backward-left': ['mobility-terrain'] } };
    const { s } = arena([clumsy, nimble, turret('target')], 1);
    for (const [bot, turnEvery] of [[0, 6], [1, 0]] as const) {
      resetArena(s, bot, 2);
      refreshStats(s, 0);
      expect(s.turnEvery[0]).toBe(turnEvery);
      s.speed[0] = 0; // it may not go forward: only turns in place are left
      moveBot(s, 0, 1);
      // its gun is in Back (sector 3): to bring it to bear it must turn round to face away (facing 3)
      expect(s.facing[0]).toBe(bot === 0 ? 0 : 3);
    }
  });

  it('a hit on the seat wounds a seated Mad Scientist 1D6 for its point (L25, L133, B9); 6 of 7 hit points leave it alive', () => {
    // The seat in Forward's ring cell 6, first in column 5 from the front; one damage point from a central pistol reaching 1.
    const pistol = { name: 'pistol', cells: { central: ['brain', 'weapon-damage', 'boiler'] } };
    const seatFront = { name: 'seat in front', cells: { central: ['brain', 'boiler'], forward: [null, null, null, null, null, null, 'seat'], back: ['weapon-damage'] } };
    const { s } = arena([pistol, seatFront], 1, 1);
    resetArena(s, 0, 1);
    s.rng = new ScriptedRng([{ die: 9, value: 5 }, { die: 6, value: 6 }]);
    refreshStats(s, 0);
    expect(fireWeapons(s, 0, 1)).toBe(0);
    expect([s.wounds[1], s.metrics[Metric.WoundsDealt]]).toEqual([6, 6]);
  });

  it('plays the bundled bots to a brain kill or the turn cap, each able to win', () => {
    const files = readdirSync(BOTS).sort().map((name) => readDataFile(join(BOTS, name)));
    const compiled = compileBots(READINGS, G, files);
    const t = viewTables(mechaBotsSchemas, compiled.rows as never, compiled.buffer) as MechaBotsTables;
    const s = createArenaState(t, 30, 6, 0, new Float64Array(0));
    const metrics = new Float64Array(Metric.Count);
    const rng = new Rng(3, 0);
    const wins = new Array<number>(files.length).fill(0);
    for (let game = 0; game < 400; game++) {
      const a = game % files.length;
      const b = (game + 1 + Math.floor(game / files.length) % (files.length - 1)) % files.length;
      const winner = playDuel(s, a, b, rng, metrics);
      if (winner >= 0) wins[winner === 0 ? a : b] = (wins[winner === 0 ? a : b] ?? 0) + 1;
      expect(metrics[Metric.Turns]).toBeLessThanOrEqual(30);
    }
    expect(wins.filter((count) => count > 0).length).toBeGreaterThanOrEqual(2);
  });
});

describe('MB-W2 (@curufea-sample): the sample bot\'s figures from its counters', () => {
  it('speed 3, turning every hex, a 3-damage weapon reaching 3 over the 180 degrees ahead, a +4 sensor reaching 3, 5 boilers for 19 powered counters, heavy', () => {
    const compiled = compileBots(READINGS, G, [readDataFile(join(BOTS, 'sample.yaml')), readDataFile(join(BOTS, 'brawler.yaml'))]);
    const t = viewTables(mechaBotsSchemas, compiled.rows as never, compiled.buffer) as MechaBotsTables;
    const s = createArenaState(t, 30, 6, 0, new Float64Array(0));
    resetArena(s, 0, 1);
    refreshStats(s, 0);
    const layout = compiled.bots[0]?.layout;
    expect([s.speed[0], s.turnEvery[0], layout?.boilers, layout?.powered, layout?.components]).toEqual([3, 1, 5, 19, 48]);
    expect(layout?.kinds.filter((kind) => kind === 'mobility-terrain')).toHaveLength(3); // legs (L109)
    expect(layout?.weapons.map((weapon) => weapon.arc)).toEqual([(1 << 0) | (1 << 5) | (1 << 1)]);
    expect([s.power[0], s.reach[0], s.power[1], s.reach[1]]).toEqual([3, 3, 4, 3]);
    expect(layout?.components).toBeGreaterThanOrEqual(25); // heavy (L42, B2)
  });
});
