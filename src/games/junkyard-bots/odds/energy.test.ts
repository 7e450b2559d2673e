// Energy (junkyard-bots.txt L124-141, L208-210): the fate of each die after a roll, the kept/lost
// count of a pool, and the teleport chance, against the spec (other-games-specs.md, "spec:NNN":
// fates spec:308-312, teleport spec:450-451 and spec:1190, set A energy faces spec:419) and
// brute-force enumeration.
import { describe, expect, it } from 'vitest';
import { atLeast, type Dist } from '../../../dice/distribution.js';
import { mass } from '../../../dice/sub-distribution.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import { energyFate, energyPoints, type PictureChoice } from './energy-fate.js';
import { energyPool, teleportChance } from './energy-pool.js';
import type { OddsDie } from './odds-die.js';
import { poolAtLeast } from './pool-total.js';
import { combine, leaves, tally } from './test-support/enumerate.js';
import { ENERGY_L, ENERGY_M, ENERGY_S, RED_M } from './test-support/set-a.js';

const at = (dist: Dist, value: number): number => dist.p[value - dist.offset] ?? 0;
const outOf = (p: number, of: number): number => {
  const count = Math.round(p * of);
  expect(Math.abs(p * of - count)).toBeLessThan(1e-9);
  return count;
};

describe('one energy die after a roll (L138-141, JB-D7 at spec:407)', () => {
  it('keep pictures: pips removed with their dots, a blank kept with 0, a picture kept with the size', () => {
    const fate = energyFate(ENERGY_M, 'keep'); // [P, blank, 1, 2, 2, 3], size 2
    expect(fate.cut).toBe(0);
    expect([at(fate.lost, 1), at(fate.lost, 2), at(fate.lost, 3)].map((p) => outOf(p, 6))).toEqual([1, 2, 1]);
    expect([at(fate.kept, 0), at(fate.kept, 2)].map((p) => outOf(p, 6))).toEqual([1, 1]);
    expect(mass(fate.kept) + mass(fate.lost)).toBeCloseTo(1, 15);
  });

  it('reroll pictures: kept only when the chain ends on a blank (1 in 5), with 2 points per picture before it', () => {
    const fate = energyFate(ENERGY_M, 'reroll');
    expect(mass(fate.kept)).toBeCloseTo(1 / 5, 14);
    expect(at(fate.kept, 0)).toBeCloseTo(1 / 6, 15);
    expect(at(fate.kept, 2)).toBeCloseTo(1 / 36, 15); // picture, then blank
    expect(at(fate.lost, 3)).toBeCloseTo(1 / 6 + 1 / 36, 15); // 3, or picture then 1
    expect(mass(fate.kept) + mass(fate.lost) + fate.cut).toBeCloseTo(1, 15);
  });

  it('rerolled, an energy die adds what a part die of its faces scores (L160)', () => {
    const points = energyPoints(ENERGY_L, 'reroll');
    for (let v = 0; v <= 12; v++) expect(atLeast(points, v)).toBeCloseTo(poolAtLeast([ENERGY_L], [v])[0] ?? NaN, 15);
  });
});

describe('teleport: 10 or more with energy (L43, L126, L208-210; spec:450-451, spec:1190)', () => {
  it('three medium energy, pictures rerolled: 311/3888 = .0800', () => {
    const p = teleportChance([ENERGY_M, ENERGY_M, ENERGY_M]);
    expect(outOf(p, 3888)).toBe(311);
    expect(Number(p.toFixed(4))).toBe(0.08);
  });

  it('the spec\'s "red medium energy" is set A\'s energy M: red medium part faces would give 0.1379, not .0800', () => {
    expect(teleportChance([RED_M, RED_M, RED_M])).toBeCloseTo(0.1379, 4);
  });

  it('keeping pictures, three medium energy can never reach 10 (at most 3 each)', () => {
    expect(teleportChance([ENERGY_M, ENERGY_M, ENERGY_M], 10, 'keep')).toBe(0);
  });

  it('the threshold is a parameter (the designer\'s teleport threshold, spec:365)', () => {
    const dice = [ENERGY_L, ENERGY_S];
    expect(teleportChance(dice, 0)).toBeCloseTo(1, 14);
    expect(teleportChance(dice, 8)).toBeGreaterThan(teleportChance(dice, 10));
  });
});

describe('how many energy dice stay (L138-141)', () => {
  it('three medium, rerolled: each stays with P 1/5, so 0..3 stay with 64, 48, 12, 1 in 125', () => {
    const roll = energyPool([ENERGY_M, ENERGY_M, ENERGY_M], 'reroll');
    expect(roll.keptCount.map((p) => outOf(p, 125))).toEqual([64, 48, 12, 1]);
    expect(mass(roll.total) + roll.cut).toBeCloseTo(1, 14);
  });

  it('three medium, kept: each stays with P 1/3 (blank or picture), 8, 12, 6, 1 in 27', () => {
    expect(energyPool([ENERGY_M, ENERGY_M, ENERGY_M], 'keep').keptCount.map((p) => outOf(p, 27))).toEqual([8, 12, 6, 1]);
  });

  it('no energy: nothing kept, 0 points', () => {
    const roll = energyPool([], 'reroll');
    expect(roll.keptCount).toEqual([1]);
    expect(at(roll.total, 0)).toBe(1);
  });

  /** The rules read afresh: points and whether the die stays, from the faces it showed. */
  const fateOf = (die: OddsDie, faces: readonly number[]): { points: number; kept: boolean } => {
    const last = faces[faces.length - 1];
    const points = faces.reduce((sum, face) => sum + (face === PICTURE ? die.sizePoints : face === BLANK ? 0 : face), 0);
    return { points, kept: last === BLANK || last === PICTURE };
  };

  const cases: [string, OddsDie[], PictureChoice][] = [
    ['S + M + L, rerolled', [ENERGY_S, ENERGY_M, ENERGY_L], 'reroll'],
    ['M + M, kept', [ENERGY_M, ENERGY_M], 'keep'],
    ['L, rerolled', [ENERGY_L], 'reroll'],
  ];
  it.each(cases)('%s: the joint (points, number kept) matches brute force to depth 8', (_name, dice, choice) => {
    const found = tally(); // key: points * 10 + kept
    const perDie = dice.map((die) => leaves(die, 8, (face) => choice === 'reroll' && face === PICTURE));
    const left = combine(perDie, (chosen, p) => {
      let points = 0;
      let kept = 0;
      chosen.forEach((leaf, i) => {
        const fate = fateOf(dice[i] as OddsDie, leaf.faces);
        points += fate.points;
        kept += fate.kept ? 1 : 0;
      });
      found.add(points * 10 + kept, p);
    });
    const roll = energyPool(dice, choice);
    for (const key of found.values()) {
      const exact = at(roll.byKept[key % 10] as Dist, Math.floor(key / 10));
      expect(exact).toBeGreaterThanOrEqual(found.at(key) - 1e-15);
      expect(exact - found.at(key)).toBeLessThanOrEqual(left + roll.cut + 1e-15);
    }
  });
});
