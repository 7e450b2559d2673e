// Exact distributions against brute-force enumeration of every outcome, and against Kriegbot's
// closed form (exact.ts).
import { describe, expect, it } from 'vitest';
import { atLeast, atMost, clampMinMax, constant, convolve, die, explode, fromFaces, mean, opposed, productOf2d6, shift, sumOf, type Dist } from './distribution.js';
import { hitProbability, totalDistributionBelow } from './exact.js';

/** P(X = value), 0 outside the support. */
const at = (dist: Dist, value: number): number => dist.p[value - dist.offset] ?? 0;

/** Every outcome of `count` rolls of `faces`, each with its probability, folded by `score`. */
function enumerate(faces: readonly number[], count: number, score: (rolls: number[]) => number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (rolls: number[]): void => {
    if (rolls.length === count) {
      const value = score(rolls);
      out.set(value, (out.get(value) ?? 0) + faces.length ** -count);
      return;
    }
    for (const face of faces) walk([...rolls, face]);
  };
  walk([]);
  return out;
}

const sum = (rolls: number[]): number => rolls.reduce((a, b) => a + b, 0);
const D6 = [1, 2, 3, 4, 5, 6];
const KRIEGBOT = [0, 1, 2, 3, 4, 5];

function expectSame(dist: Dist, expected: Map<number, number>): void {
  for (const [value, p] of expected) expect(at(dist, value)).toBeCloseTo(p, 14);
  let total = 0;
  for (const p of dist.p) total += p;
  expect(total).toBeCloseTo(1, 14);
}

describe('sums of dice', () => {
  it.each([1, 2, 3, 4])('%i d6: every total as enumeration gives it', (count) => {
    expectSame(sumOf(die(6), count), enumerate(D6, count, sum));
  });

  it('faces that repeat and do not start at 1 (a d6 marked 0, 0, 1, 1, 2, 3), three of them', () => {
    const faces = [0, 0, 1, 1, 2, 3];
    expectSame(sumOf(fromFaces(faces), 3), enumerate(faces, 3, sum));
  });

  it('convolution of different dice: d4 + d8 + 2 as enumeration', () => {
    const dist = shift(convolve(die(4), die(8)), 2);
    const expected = new Map<number, number>();
    for (let a = 1; a <= 4; a++) for (let b = 1; b <= 8; b++) expected.set(a + b + 2, (expected.get(a + b + 2) ?? 0) + 1 / 32);
    expectSame(dist, expected);
    expect(mean(dist)).toBeCloseTo(2.5 + 4.5 + 2, 14);
  });
});

describe('products, opposed rolls and tails', () => {
  it('the product of 2d6 as enumeration (P(12) = 4/36, P(36) = 1/36)', () => {
    const dist = productOf2d6();
    expectSame(dist, enumerate(D6, 2, (rolls) => (rolls[0] ?? 0) * (rolls[1] ?? 0)));
    expect(at(dist, 12)).toBeCloseTo(4 / 36, 15);
    expect(at(dist, 7)).toBe(0);
  });

  it('opposed 2d6 against 2d6, and 2d6 + 1 against 2d6, as enumeration of all 1,296 pairs', () => {
    const twoD6 = sumOf(die(6), 2);
    for (const bonus of [0, 1]) {
      let win = 0;
      let tie = 0;
      for (const [a, pa] of enumerate(D6, 2, sum)) {
        for (const [b, pb] of enumerate(D6, 2, sum)) {
          if (a + bonus > b) win += pa * pb;
          else if (a + bonus === b) tie += pa * pb;
        }
      }
      const result = opposed(shift(twoD6, bonus), twoD6);
      expect(result.win).toBeCloseTo(win, 14);
      expect(result.tie).toBeCloseTo(tie, 14);
      expect(result.win + result.tie + result.lose).toBeCloseTo(1, 14);
    }
    expect(opposed(twoD6, twoD6).tie).toBeCloseTo(146 / 1296, 15);
  });

  it('at least and at most add up, and a clamp keeps the mass', () => {
    const twoD6 = sumOf(die(6), 2);
    for (let v = 1; v <= 13; v++) expect(atLeast(twoD6, v) + atMost(twoD6, v - 1)).toBeCloseTo(1, 14);
    expect(atLeast(twoD6, 8)).toBeCloseTo(15 / 36, 15);
    const clamped = clampMinMax(shift(twoD6, -4), 2, 6);
    expect([clamped.offset, clamped.p.length]).toEqual([2, 5]);
    expect(at(clamped, 2)).toBeCloseTo(atMost(twoD6, 6), 15);
    expect(at(clamped, 6)).toBeCloseTo(atLeast(twoD6, 10), 15);
    expect(at(constant(3), 3)).toBe(1);
  });
});

describe('exploding dice', () => {
  it('one exploding d6 (a 6 counts and rolls again) as enumeration of chains three rolls deep', () => {
    const dist = explode(D6, 6);
    // Chains of up to three rolls give every total below 18 exactly.
    const expected = new Map<number, number>();
    const walk = (total: number, p: number, depth: number): void => {
      for (const face of D6) {
        if (face === 6 && depth < 3) walk(total + 6, p / 6, depth + 1);
        else if (face !== 6) expected.set(total + face, (expected.get(total + face) ?? 0) + p / 6);
      }
    };
    walk(0, 1, 1);
    for (const [value, p] of expected) expect(at(dist, value)).toBeCloseTo(p, 15);
    expect(dist.cut).toBeLessThan(1e-15);
    let total = 0;
    for (const p of dist.p) total += p;
    expect(total + dist.cut).toBeCloseTo(1, 14);
    expect(mean(dist)).toBeCloseTo(3.5 * 6 / 5, 12); // E = E[one roll] / P(stop)
  });

  it('reproduces Kriegbot\'s closed form: n dice with faces 0-5, a 5 adds a die (L51)', () => {
    for (let dice = 1; dice <= 5; dice++) {
      const pool = sumOf(explode(KRIEGBOT, 5), dice);
      const direct = totalDistributionBelow(dice, 40);
      for (let s = 0; s < 40; s++) expect(at(pool, s)).toBeCloseTo(direct[s] ?? 0, 14);
      for (let target = 0; target <= 20; target++) expect(atLeast(pool, target)).toBeCloseTo(hitProbability(dice, target), 12);
    }
  });

  it('refuses a die that always explodes, and a die with no faces', () => {
    expect(() => explode([6, 6], 6)).toThrow(/never stops/);
    expect(() => fromFaces([])).toThrow(/at least one/);
  });
});
