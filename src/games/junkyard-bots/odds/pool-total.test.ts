// One die's and one pool's total with the picture chain (junkyard-bots.txt L156-160), against the
// spec's exact values under face set A (other-games-specs.md, "spec:NNN" below: 3.8 at spec:443-449,
// Appendix A at spec:1177-1189) and against brute-force enumeration of the face sequences.
import { describe, expect, it } from 'vitest';
import { atLeast, mean, type Dist } from '../../../dice/distribution.js';
import { mass } from '../../../dice/sub-distribution.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import { dieMean, dieTotal } from './die-total.js';
import type { OddsDie } from './odds-die.js';
import { poolAtLeast, poolTotal } from './pool-total.js';
import { BLUE_L, BLUE_M, BLUE_S, ENERGY_M, GREEN_S, RED_L, RED_M, RED_S, STARTER_CLAW, STARTER_EYE, WEAPON_M } from './test-support/set-a.js';
import { combine, leaves, tally } from './test-support/enumerate.js';
import { weaponTotal } from './weapon-total.js';

const at = (dist: Dist, value: number): number => dist.p[value - dist.offset] ?? 0;
/** p as a whole count out of `of`, checked to be whole to within the chains' cut. */
const outOf = (p: number, of: number): number => {
  const count = Math.round(p * of);
  expect(Math.abs(p * of - count)).toBeLessThan(1e-9);
  return count;
};

describe('set A single dice (spec:1177-1187, faces spec:419; L47, L156-160)', () => {
  // [die, mean, P(>=1), P(>=2), P(>=4)] as exact fractions; Appendix A prints them to 4 decimals.
  const rows: [string, OddsDie, number, number, number, number][] = [
    ['green S', GREEN_S, 1.0, 5 / 6, 5 / 36, 5 / 1296],
    ['red S', RED_S, 1.2, 5 / 6, 11 / 36, 11 / 1296],
    ['red M', RED_M, 2.4, 1, 2 / 3, 1 / 9],
    ['red L', RED_L, 4.8, 1, 1, 2 / 3],
    ['blue S', BLUE_S, 1.2, 2 / 3, 5 / 18, 23 / 648],
    ['blue M', BLUE_M, 2.4, 5 / 6, 2 / 3, 5 / 18],
    ['blue L', BLUE_L, 4.8, 5 / 6, 5 / 6, 2 / 3],
  ];
  it.each(rows)('%s: mean %f, P(>=1, 2, 4) exact', (_name, die, m, p1, p2, p4) => {
    const total = dieTotal(die);
    expect(mean(total)).toBeCloseTo(m, 12);
    expect(dieMean(die)).toBeCloseTo(m, 12);
    expect(atLeast(total, 1)).toBeCloseTo(p1, 14);
    expect(atLeast(total, 2)).toBeCloseTo(p2, 14);
    expect(atLeast(total, 4)).toBeCloseTo(p4, 14);
  });

  it('the printed 4-decimal values of Appendix A (spec:1181-1187)', () => {
    const printed = (die: OddsDie) => poolAtLeast([die], [1, 2, 4]).map((p) => Number(p.toFixed(4)));
    expect(printed(GREEN_S)).toEqual([0.8333, 0.1389, 0.0039]);
    expect(printed(RED_S)).toEqual([0.8333, 0.3056, 0.0085]);
    expect(printed(RED_M)).toEqual([1, 0.6667, 0.1111]);
    expect(printed(RED_L)).toEqual([1, 1, 0.6667]);
    expect(printed(BLUE_S)).toEqual([0.6667, 0.2778, 0.0355]);
    expect(printed(BLUE_M)).toEqual([0.8333, 0.6667, 0.2778]);
    expect(printed(BLUE_L)).toEqual([0.8333, 0.8333, 0.6667]);
  });

  it('green small P(>=4) is 5 in 1,296 (spec:446): four pictures, or three then a 1', () => {
    expect(outOf(atLeast(dieTotal(GREEN_S), 4), 1296)).toBe(5);
  });

  it('red medium P(>=2) = 2/3, P(>=4) = 1/9 (spec:447); blue medium P(>=4) = 5/18 = .2778 beats red (spec:448, L47)', () => {
    expect(outOf(atLeast(dieTotal(RED_M), 2), 3)).toBe(2);
    expect(outOf(atLeast(dieTotal(RED_M), 4), 9)).toBe(1);
    expect(outOf(atLeast(dieTotal(BLUE_M), 4), 18)).toBe(5);
  });
});

describe('pools (L156: count the dots of every die rolled; spec:444, spec:449, spec:1189)', () => {
  it('the starter eye + claw reach 1, 2, 4 with 35/36, 20/27, 205/3888 (.9722, .7407, .0527)', () => {
    const [p1, p2, p4] = poolAtLeast([STARTER_EYE, STARTER_CLAW], [1, 2, 4]);
    expect(outOf(p1 ?? NaN, 36)).toBe(35);
    expect(outOf(p2 ?? NaN, 27)).toBe(20);
    expect(outOf(p4 ?? NaN, 3888)).toBe(205);
    expect([p1, p2, p4].map((p) => Number(p?.toFixed(4)))).toEqual([0.9722, 0.7407, 0.0527]);
  });

  it('an empty pool totals 0 (a roll with no dice); the cut of a pool is reported', () => {
    const none = poolTotal([]);
    expect(none.cut).toBe(0);
    expect(at(none, 0)).toBe(1);
    const three = poolTotal([RED_M, BLUE_L, GREEN_S], 1e-6);
    expect(three.cut).toBeGreaterThan(0);
    expect(three.cut).toBeLessThan(3e-6);
    expect(mass(three) + three.cut).toBeCloseTo(1, 14);
  });
});

/** The rules read afresh for the brute force: a picture scores the size, a blank 0, pips their dots (L141, L156-160). */
const score = (die: OddsDie, faces: readonly number[]): number =>
  faces.reduce((sum, face) => sum + (face === PICTURE ? die.sizePoints : face === BLANK ? 0 : face), 0);

describe('brute force: every face sequence to depth 8, pools of 1-3 dice (L160)', () => {
  const pools: [string, OddsDie[]][] = [
    ['red M', [RED_M]],
    ['blue L', [BLUE_L]],
    ['energy M (blank faces)', [ENERGY_M]],
    ['green S + green S', [GREEN_S, GREEN_S]],
    ['red S + blue M', [RED_S, BLUE_M]],
    ['green S + red M + blue L', [GREEN_S, RED_M, BLUE_L]],
    ['blue S x3', [BLUE_S, BLUE_S, BLUE_S]],
  ];
  it.each(pools)('%s: each total within the mass the enumeration leaves out', (_name, dice) => {
    const found = tally();
    const perDie = dice.map((die) => leaves(die, 8, (face) => face === PICTURE));
    const left = combine(perDie, (chosen, p) => found.add(chosen.reduce((sum, leaf, i) => sum + score(dice[i] as OddsDie, leaf.faces), 0), p));
    const total = poolTotal(dice);
    for (const value of found.values()) {
      expect(at(total, value)).toBeGreaterThanOrEqual(found.at(value) - 1e-15); // the enumeration is a part of the tree
      expect(at(total, value) - found.at(value)).toBeLessThanOrEqual(left + total.cut + 1e-15);
    }
    expect(left).toBeLessThan(dice.length * 6 ** -7);
  });
});

describe('weapon total: a first blank is a dud (L232), a blank after a picture adds 0 (A2), pictures chain (L160)', () => {
  it('set A medium weapon: dud 1/6; a blank after pictures adds 0', () => {
    const roll = weaponTotal(WEAPON_M);
    expect(roll.dud).toBeCloseTo(1 / 6, 15);
    expect(mass(roll.points) + roll.dud + roll.cut).toBeCloseTo(1, 14);
    expect(at(roll.points, 2)).toBeCloseTo(2 / 6 + 1 / 36, 15); // 2, 2, or picture then blank
    expect(at(roll.points, 3)).toBeCloseTo(1 / 6, 15);
    expect(at(roll.points, 4)).toBeCloseTo(1 / 6 + 2 / 36 + 1 / 216, 15); // 4; picture then a 2 (two faces); picture, picture, blank
    expect(at(roll.points, 0)).toBe(0);
  });

  it('matches brute force to depth 8', () => {
    const found = tally();
    let dud = 0;
    const { leaves: all, left } = leaves(WEAPON_M, 8, (face) => face === PICTURE);
    for (const leaf of all) {
      if (leaf.faces[0] === BLANK) dud += leaf.p;
      else found.add(score(WEAPON_M, leaf.faces), leaf.p);
    }
    const roll = weaponTotal(WEAPON_M);
    expect(roll.dud).toBeCloseTo(dud, 15);
    for (const value of found.values()) {
      expect(at(roll.points, value)).toBeGreaterThanOrEqual(found.at(value) - 1e-15);
      expect(at(roll.points, value) - found.at(value)).toBeLessThanOrEqual(left + 1e-15);
    }
  });
});

describe('die checks', () => {
  it('refuses a die without six faces, a bad size, a bad code, or pictures only (L160 would never stop)', () => {
    expect(() => dieTotal({ sizePoints: 2, faces: [1, 2, 3] })).toThrow(/6 faces/);
    expect(() => dieTotal({ sizePoints: 0, faces: [PICTURE, 1, 1, 1, 1, 1] })).toThrow(/size/);
    expect(() => dieTotal({ sizePoints: 1, faces: [PICTURE, -3, 1, 1, 1, 1] })).toThrow(/face code/);
    expect(() => dieTotal({ sizePoints: 1, faces: Array(6).fill(PICTURE) })).toThrow(/for ever/);
  });
});
