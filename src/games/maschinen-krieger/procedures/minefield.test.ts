// MK-D7 (L339 [19.1.3-19.1.4]): a minefield attacks on entering and on leaving its hex, so passing
// through two minefield hexes is four attacks, each with the hex's power and no pilot or terrain modifier.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../../cli/load.js';
import { loadCatalogue } from '../catalogue/catalogue.js';
import { rollHits } from '../odds/attack-roll.js';
import { bundledMk, MK_CATALOGUE } from '../test-support/bundled.js';
import { mineAttackCount, mineAttackTarget } from './minefield.js';

const mk = bundledMk();
const rule = mk.procedures.mines;
const M = true;
const _ = false;

describe('land mine attacks (L339-340 [19.1])', () => {
  it('MK-D7 (L339 [19.1.4]): passing through two minefield hexes is 4 attacks, side by side or apart', () => {
    expect(mineAttackCount(rule, [_, M, M, _])).toBe(4);
    expect(mineAttackCount(rule, [_, M, _, M, _])).toBe(4);
  });

  it('MK-D7 (L339 [19.1.4]): one attack entering, one leaving; none for a path that misses the mines or a unit that stays put', () => {
    expect(mineAttackCount(rule, [_, M, _])).toBe(2);
    expect(mineAttackCount(rule, [_, _, _])).toBe(0);
    expect(mineAttackCount(rule, [_])).toBe(0);
    // Artillery mines landing on a unit do not attack it while it does not move (L340 [19.1.7]).
    expect(mineAttackCount(rule, [M])).toBe(0);
    // Reconstructed: stopping in the minefield is the entry attack only; starting in one, the exit attack.
    expect(mineAttackCount(rule, [_, _, M])).toBe(1);
    expect(mineAttackCount(rule, [M, _])).toBe(1);
  });

  it('MK-D7 (L339 [19.1.3]): a mine attack takes no pilot or terrain modifiers', () => {
    expect(rule).toMatchObject({ pilotModifiers: false, terrainModifiers: false });
    const pka = mk.units.get('pka');
    const defense = pka?.defense ?? NaN;
    const target = mineAttackTarget(rule, { strength: 8, defense });
    expect(target).toBe(8 - defense);
    // A veteran pilot's +2 defense and the forest's -2 change nothing.
    expect(mineAttackTarget(rule, { strength: 8, defense, defensePilot: 2, terrain: mk.terrain.get('forest')?.attack.R ?? NaN })).toBe(target);
    // Hit as any attack: 2d6 at most the target (L175); strength 8 against defense 2 hits on 6 or less, 15/36.
    expect(rollHits(target)).toBeCloseTo(15 / 36, 12);
    // An erratum that restores the pilot modifier lowers the target.
    expect(mineAttackTarget({ ...rule, pilotModifiers: true }, { strength: 8, defense, defensePilot: 2 })).toBe(target - 2);
  });

  it('MK-D7 (L339 [19.1.1], L340 [19.1.6]): minefields are 5-13 per hex, at most 20 raised by artillery', () => {
    expect(rule.strength).toEqual({ min: 5, max: 13 });
    expect(rule.artilleryMaxStrength).toBe(20);
    expect(mineAttackTarget(rule, { strength: 20, defense: 0 })).toBe(20);
    expect(() => mineAttackTarget(rule, { strength: 4, defense: 0 })).toThrow(RangeError);
    expect(() => mineAttackTarget(rule, { strength: 21, defense: 0 })).toThrow(RangeError);
  });
});

describe('the procedures entry (L339 [19.1.1], L340 [19.1.6]) is checked at load', () => {
  it('MK-D7 (L339 [19.1.1], L340 [19.1.6]): a catalogue with strength.max above the artillery cap, or no procedures entry, does not load', () => {
    const files = readdirSync(MK_CATALOGUE).filter((name) => name.endsWith('.yaml')).map((name) => readDataFile(join(MK_CATALOGUE, name)));
    const edited = files.map((file) => {
      if (!file.path.endsWith('procedures.yaml')) return file;
      const data = structuredClone(file.data) as { procedures: { standard: { mines: { strength: { max: number } } } } };
      data.procedures.standard.mines.strength.max = 25;
      return { path: file.path, data };
    });
    expect(() => loadCatalogue(edited)).toThrow(/strength\.min <= strength\.max <= artilleryMaxStrength/);
    expect(() => loadCatalogue(files.filter((file) => !file.path.endsWith('procedures.yaml')))).toThrow(/procedures\.standard/);
  });
});
