// The program cards (@curufea-program) and sensing in the city game: what a bot senses (its working
// sensors' reach and arcs, L80-88), which card moves it (attack over active over passive), the
// target counter its Mad Scientist places when in control range, and direct control's leash.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { cellAt, compileCityBots, completeBot, botVariant, hexesBetween, putBot, startCity, CITY_BASE } from '../test-support/city.js';
import { botPhase } from './bot-phase.js';
import { citySeatMetric, CitySeatMetric } from './city-metrics.js';
import { controlRange, inControl, placeTarget, programPhase, sensedBot, sensedScientist } from './program.js';
import { scientistPhase } from './scientist.js';
import { createCityState } from './city-state.js';
import { viewTables } from '../../../kernel/table.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { compileBots, readingsOf } from '../compile/compile.js';
import { mechaBotsSchemas, type MechaBotsTables } from '../compile/tables.js';
import { bundledMb, mbWithVariant } from '../test-support/bundled.js';

// Column 4 of the 13 x 13 board is a cobbled street (streetEvery 4, city.yaml): every bot can drive it.
const STREET_Q = 4;
const streetCell = (cs: Parameters<typeof cellAt>[0], row: number) => cellAt(cs, STREET_Q, row - STREET_Q / 2);
const FAR_CORNER = (cs: Parameters<typeof cellAt>[0]) => cs.map.grid.width * cs.map.grid.height - 1;

describe('sensing (L80-88): a bot senses what a working sensor reaches in its arc', () => {
  const t = compileCityBots([botVariant('seed-start'), botVariant('brawler'), botVariant('sample')]);

  it('the seed start\'s forward sensor (reach 1, the Forward arc) senses the bot ahead of it, not one behind or two hexes off', () => {
    const { cs } = startCity(t, [0, 1], 0);
    putBot(cs, 0, streetCell(cs, 6), 0);
    for (const [row, sensed] of [[5, 1], [7, -1], [4, -1]] as const) {
      putBot(cs, 1, streetCell(cs, row), 0);
      expect(sensedBot(cs, 0), `enemy on row ${row}`).toBe(sensed);
    }
  });

  it('the brawler\'s central sensors see all round (L88); the full Sample\'s back sensors (3 range counters) see 3 hexes behind only', () => {
    const { cs } = startCity(t, [1, 2], 0);
    putBot(cs, 0, streetCell(cs, 6), 0);
    putBot(cs, 1, streetCell(cs, 7), 0);
    expect(sensedBot(cs, 0)).toBe(1); // behind, adjacent
    completeBot(cs, 1);
    putBot(cs, 1, streetCell(cs, 3), 0); // the Sample faces north, the brawler 3 hexes behind it
    expect(sensedBot(cs, 1)).toBe(0);
    cs.bots.facing[1] = 3; // now facing the brawler: its back sensors look away
    expect(sensedBot(cs, 1)).toBe(-1);
  });
});

describe('which card moves a bot (priority attack, active, passive)', () => {
  const t = compileCityBots([
    botVariant('sample', { attack: 'shoot', active: 'approach' }), botVariant('sample', { attack: 'shoot', active: 'evade' }), botVariant('sample', { attack: 'shoot', active: 'hold' }),
    botVariant('sample', { attack: 'pursue' }), botVariant('sample', { attack: 'flee' }), botVariant('brawler'),
  ]);
  const ENEMY = 5;
  /** The full Sample on row 4 facing north, the brawler 3 hexes behind it (sensed), the Mad Scientists far off. */
  const scene = (row: number) => {
    const { cs } = startCity(t, [row, ENEMY], 0);
    completeBot(cs, 0);
    putBot(cs, 0, streetCell(cs, 5), 0);
    putBot(cs, 1, streetCell(cs, 8), 0);
    cs.msCell[0] = FAR_CORNER(cs);
    cs.msCell[1] = FAR_CORNER(cs);
    expect(inControl(cs, 0)).toBe(0);
    return cs;
  };

  it('shoot leaves the move to the active card: approach closes, evade opens, hold keeps the hex and turns to the bot', () => {
    const after = (row: number) => {
      const cs = scene(row);
      programPhase(cs, 0, new ScriptedRng(Array.from({ length: 30 }, () => ({ int: 9, value: 0 }))), CITY_BASE);
      return { distance: hexesBetween(cs, cs.botCell[0] as number, cs.botCell[1] as number), cell: cs.botCell[0], facing: cs.bots.facing[0], start: streetCell(cs, 5) };
    };
    expect(after(0).distance).toBeLessThan(3);
    expect(after(1).distance).toBeGreaterThan(3);
    const hold = after(2);
    expect([hold.distance, hold.cell, hold.facing]).toEqual([3, hold.start, 3]);
  });

  it('pursue and flee move on a sensed bot whatever the active card says', () => {
    for (const [row, closer] of [[3, true], [4, false]] as const) {
      const cs = scene(row);
      programPhase(cs, 0, new ScriptedRng(Array.from({ length: 30 }, () => ({ int: 9, value: 0 }))), CITY_BASE);
      const distance = hexesBetween(cs, cs.botCell[0] as number, cs.botCell[1] as number);
      if (closer) expect(distance).toBeLessThan(3);
      else expect(distance).toBeGreaterThan(3);
    }
  });
});

describe('passive cards: nothing sensed', () => {
  const t = compileCityBots([botVariant('brawler', { passive: 'target' }), botVariant('brawler', { passive: 'guard' }), botVariant('brawler', { passive: 'scan' }), botVariant('sniper')]);
  const scene = (row: number) => {
    const { cs } = startCity(t, [row, 3], 0);
    putBot(cs, 0, streetCell(cs, 6), 0);
    putBot(cs, 1, cellAt(cs, 12, -6), 0); // the top-right corner, far off
    cs.msCell[0] = streetCell(cs, 12); // its Mad Scientist down the street, out of control range
    cs.targetCell[0] = streetCell(cs, 0); // its target counter up the street
    return cs;
  };

  it('target drives to the target hex, guard to its Mad Scientist, scan stays and turns 60 degrees', () => {
    const target = scene(0);
    programPhase(target, 0, new ScriptedRng([]), CITY_BASE);
    expect(hexesBetween(target, target.botCell[0] as number, target.targetCell[0] as number)).toBeLessThan(6);
    expect(target.bots.facing[0]).toBe(0); // facing the way it went (north)
    const guard = scene(1);
    programPhase(guard, 0, new ScriptedRng([]), CITY_BASE);
    expect(hexesBetween(guard, guard.botCell[0] as number, guard.msCell[0] as number)).toBeLessThan(6);
    const scan = scene(2);
    programPhase(scan, 0, new ScriptedRng([]), CITY_BASE);
    expect([scan.botCell[0], scan.bots.facing[0]]).toEqual([streetCell(scan, 6), 1]);
  });
});

describe('the killer card', () => {
  const t = compileCityBots([botVariant('brawler', { attack: 'killer' }), botVariant('sniper')]);

  it('acts by its passive card while no enemy Mad Scientist is sensed, and shoots one it senses (1D6 a point of damage, L25)', () => {
    const { cs } = startCity(t, [0, 1], 0);
    putBot(cs, 0, streetCell(cs, 6), 0);
    putBot(cs, 1, cellAt(cs, 12, -6), 0);
    cs.msCell[0] = FAR_CORNER(cs);
    cs.msCell[1] = streetCell(cs, 9); // 3 hexes off: beyond the brawler's 1-hex sensors
    cs.targetCell[0] = streetCell(cs, 0);
    expect(sensedScientist(cs, 0)).toBe(-1);
    programPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    expect(cs.bots.wounds[1]).toBe(0);
    putBot(cs, 0, streetCell(cs, 6), 3); // facing south now, the Mad Scientist adjacent behind... in the 360-degree arc
    cs.msCell[1] = streetCell(cs, 7);
    expect(sensedScientist(cs, 0)).toBe(1);
    programPhase(cs, 0, new ScriptedRng([{ die: 6, value: 2 }]), CITY_BASE); // the start kit's one damage counter: 1D6
    expect(cs.bots.wounds[1]).toBe(2);
  });
});

describe('programming and direct control (@curufea-program)', () => {
  const t = compileCityBots([botVariant('brawler'), botVariant('sample'), botVariant('sniper')]);

  it('a Mad Scientist ending its phase in its bot\'s hex places the target counter on the nearest enemy bot; one far off leaves it', () => {
    const { cs, metrics } = startCity(t, [0, 2], 0);
    const before = metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Reprogrammed, 0)] as number;
    expect(before).toBe(1); // at the start, in its lab with its bot
    putBot(cs, 1, streetCell(cs, 8), 0);
    cs.money[0] = 0; // nothing to buy, so it stays by its bot
    for (let b = 0; b < cs.bankMoney.length; b++) cs.bankMoney[b] = 0;
    scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    expect(cs.targetCell[0]).toBe(streetCell(cs, 8));
    expect(metrics[citySeatMetric(CITY_BASE, CitySeatMetric.Reprogrammed, 0)]).toBe(2);
    cs.msCell[0] = FAR_CORNER(cs);
    putBot(cs, 1, streetCell(cs, 10), 0);
    scientistPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
    expect(cs.targetCell[0]).toBe(streetCell(cs, 8));
  });

  it('each working remote-control counter adds a hex of control range (L119-125): the full Sample controls from 5 hexes', () => {
    const { cs } = startCity(t, [1, 2], 0);
    expect(controlRange(cs, 0)).toBe(0); // the start kit has none
    completeBot(cs, 0);
    expect(controlRange(cs, 0)).toBe(5);
    putBot(cs, 0, streetCell(cs, 3), 0);
    cs.msCell[0] = streetCell(cs, 8);
    expect(inControl(cs, 0)).toBe(1);
    cs.msCell[0] = streetCell(cs, 9);
    expect(inControl(cs, 0)).toBe(0);
    placeTarget(cs, 0, CITY_BASE);
    expect(cs.targetCell[0]).toBe(cs.botCell[1]);
  });

  it('a bot under direct control stops where it would leave control range: with no remote control it keeps its Mad Scientist\'s hex; direct control for every bot (variants/direct-control.yaml) has no leash', () => {
    for (const control of [0, 1]) {
      const { cs } = startCity(t, [0, 2], control);
      putBot(cs, 0, streetCell(cs, 3), 0);
      putBot(cs, 1, streetCell(cs, 11), 0);
      cs.msCell[0] = cs.botCell[0] as number;
      botPhase(cs, 0, new ScriptedRng([]), CITY_BASE);
      if (control === 0) expect(cs.botCell[0]).toBe(streetCell(cs, 3));
      else expect(hexesBetween(cs, cs.botCell[0] as number, cs.botCell[1] as number)).toBeLessThan(8);
    }
  });
});

describe('the catalogue\'s cards (program.yaml)', () => {
  const flee = botVariant('brawler', { attack: 'flee' });

  it('a bot playing a card the catalogue leaves out is refused, naming the file and the policy field', () => {
    const catalogue = bundledMb();
    const fewer = { ...catalogue, program: { ...catalogue.program, attack: ['pursue', 'killer'] as typeof catalogue.program.attack } };
    expect(() => compileBots(readingsOf(fewer), geometryOf(fewer), [flee], fewer)).toThrow(/brawler-variant\.yaml: policy\.attack: "flee" is not one of the catalogue's attack cards \(pursue, killer\)/);
  });

  it('variants/direct-control.yaml puts every bot under direct control', () => {
    const direct = mbWithVariant('direct-control.yaml');
    const set = compileBots(readingsOf(direct), geometryOf(direct), [flee], direct);
    const t = viewTables(mechaBotsSchemas, set.rows as never, set.buffer) as MechaBotsTables;
    expect([t.city.directControl[0], createCityState(t, 1, 40).control]).toEqual([1, 1]);
    expect(createCityState(compileCityBots([flee]), 1, 40).control).toBe(0);
  });
});
