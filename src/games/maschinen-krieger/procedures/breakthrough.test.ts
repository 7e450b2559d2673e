// MK-E11 (L266-268 [10.3]): breakthrough needs double the enemy's air-combat units (or none opposing);
// the difference breaks through.
import { describe, expect, it } from 'vitest';
import { bundledMk } from '../test-support/bundled.js';
import { breakthroughUnits } from './breakthrough.js';

const rule = bundledMk().procedures.breakthrough;

describe('breakthrough (L266-268 [10.3])', () => {
  it('MK-E11 (L268 [10.3]): six Strahl units against three Mercenary units: 3 break through, none the other way', () => {
    expect(rule.ratio).toBe(2);
    expect(breakthroughUnits(rule, 6, 3)).toBe(3);
    expect(breakthroughUnits(rule, 3, 6)).toBe(0);
  });

  it('MK-E11 (L266 [10.3]): short of double, no breakthrough; beyond double, the whole difference', () => {
    expect(breakthroughUnits(rule, 5, 3)).toBe(0);
    expect(breakthroughUnits(rule, 3, 3)).toBe(0);
    expect(breakthroughUnits(rule, 7, 3)).toBe(4);
    expect(breakthroughUnits(rule, 2, 1)).toBe(1);
  });

  it('MK-E11 (L266 [10.3]): with no opposing air-combat units, every unit breaks through', () => {
    expect(breakthroughUnits(rule, 1, 0)).toBe(1);
    expect(breakthroughUnits(rule, 4, 0)).toBe(4);
    expect(breakthroughUnits(rule, 0, 0)).toBe(0);
  });

  it('MK-E11 (L268 [10.3.1]): breakthrough is a dog-fight with the defender rated 0; an erratum ratio of 3 stops 6 vs 3', () => {
    expect(rule.defenderDogFight).toBe(0);
    expect(breakthroughUnits({ ...rule, ratio: 3 }, 6, 3)).toBe(0);
    expect(breakthroughUnits({ ...rule, ratio: 3 }, 9, 3)).toBe(6);
    expect(() => breakthroughUnits(rule, -1, 0)).toThrow(RangeError);
  });
});
