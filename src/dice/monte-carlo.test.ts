// Monte Carlo hit rates against the exact odds: 1-4 dice, silhouettes 1-15, fixed seed.
// Tolerance: 4 standard errors of a proportion, sqrt(p (1 - p) / n), with n = 200,000 rolls.
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng/rng.js';
import { hitProbability } from './exact.js';
import { DicePool, rollPool } from './pool.js';

const ROLLS = 200_000;

describe('sampled hit rates agree with exact odds', () => {
  it.each([1, 2, 3, 4])('%i dice, silhouettes 1-15, within 4 standard errors', (dice) => {
    const rng = new Rng(20261122, dice);
    const pool = new DicePool();
    const reached = new Array<number>(16).fill(0);
    for (let i = 0; i < ROLLS; i++) {
      rollPool(rng, dice, pool);
      for (let target = 1; target <= 15 && pool.total >= target; target++) reached[target]!++;
    }
    for (let target = 1; target <= 15; target++) {
      const exact = hitProbability(dice, target);
      const standardError = Math.sqrt((exact * (1 - exact)) / ROLLS);
      expect(Math.abs((reached[target] ?? 0) / ROLLS - exact), `target ${target}`).toBeLessThanOrEqual(4 * standardError);
    }
  });
});

describe('the pool keeps every face', () => {
  it('each 5 is followed by its add-die, and the pool holds one non-5 face per die', () => {
    const rng = new Rng(7, 7);
    const pool = new DicePool();
    for (let i = 0; i < 10_000; i++) {
      rollPool(rng, 3, pool);
      let sum = 0;
      let lastFaces = 0;
      for (let j = 0; j < pool.size; j++) {
        sum += pool.faces[j] ?? 0;
        if (pool.faces[j] !== 5) lastFaces++;
      }
      expect(sum).toBe(pool.total);
      expect(lastFaces).toBe(3);
      expect(pool.faces[pool.size - 1]).not.toBe(5);
    }
  });
});
