// The aim (@curufea-status, @curufea-damage; spec 6.3 step 2): the sensor bonus table max(0, a + 1 -
// range) for all 64 cells of accuracy 0-7 by range 1-8, the attacker adding up to its bonus to
// reach the brain's column (or, in the variant, subtracting too), and the 2d6 - 2 die's weights.
import { describe, expect, it } from 'vitest';
import { aimedColumn, columnOdds, HitDie, sensorBonus } from './aim.js';

describe('aiming (spec 6.3, 6.8)', () => {
  it('the sensor bonus table: max(0, accuracy + 1 - range), 64 cells', () => {
    const table = Array.from({ length: 8 }, (_, a) => Array.from({ length: 8 }, (_, k) => sensorBonus(a, k + 1, 1, 0)));
    expect(table[0]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(table[4]).toEqual([4, 3, 2, 1, 0, 0, 0, 0]);
    expect(table[7]).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(table.flat().reduce((sum, value) => sum + value, 0)).toBe(84);
  });

  it('adds up to the bonus toward the brain\'s column 5; subtracts only in the two-way variant', () => {
    expect([aimedColumn(3, 1), aimedColumn(3, 2), aimedColumn(3, 4), aimedColumn(8, 3), aimedColumn(8, 3, 1), aimedColumn(8, 2, 1)]).toEqual([4, 5, 5, 8, 5, 6]);
  });

  it('the 2d6 - 2 die clamped to 1..9 weighs the columns 3, 3, 4, 5, 6, 5, 4, 3, 3 /36', () => {
    expect(columnOdds(HitDie.TwoDice).map((p) => Math.round(p * 36))).toEqual([3, 3, 4, 5, 6, 5, 4, 3, 3]);
    expect(columnOdds(HitDie.Uniform).map((p) => p * 9)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
