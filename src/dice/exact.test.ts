import { describe, expect, it } from 'vitest';
import { fivesProbability, hitProbability, lastFacesSumDistribution, totalDistributionBelow } from './exact.js';

describe('exact dice probabilities', () => {
  it('one die: P(total >= t) by hand', () => {
    // A single die reaches 5 only by rolling a 5 (1/6); 6 or more needs a 5 then a non-zero add-die.
    expect(hitProbability(1, 0)).toBe(1);
    expect(hitProbability(1, 1)).toBeCloseTo(5 / 6, 15);
    expect(hitProbability(1, 5)).toBeCloseTo(1 / 6, 15);
    expect(hitProbability(1, 6)).toBeCloseTo(1 / 6 - 1 / 36, 15);
    expect(hitProbability(1, 10)).toBeCloseTo(1 / 36, 15);
  });

  it('two dice reach 1 unless both show 0', () => {
    expect(hitProbability(2, 1)).toBeCloseTo(1 - 1 / 36, 15);
  });

  it('no dice hit only a silhouette of 0 or less', () => {
    expect(hitProbability(0, 0)).toBe(1);
    expect(hitProbability(0, 1)).toBe(0);
  });

  it('the closed form agrees with direct convolution to 1e-14 for 1-8 dice and targets 0-40', () => {
    for (let dice = 1; dice <= 8; dice++) {
      const below = totalDistributionBelow(dice, 41);
      let cumulative = 0;
      for (let target = 0; target <= 40; target++) {
        expect(Math.abs(hitProbability(dice, target) - (1 - cumulative)), `${dice} dice, target ${target}`).toBeLessThan(1e-14);
        cumulative += below[target] ?? 0;
      }
    }
  });

  it('distributions sum to one', () => {
    for (let dice = 1; dice <= 6; dice++) {
      expect(lastFacesSumDistribution(dice).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
      let total = 0;
      for (let k = 0; k < 200; k++) total += fivesProbability(dice, k);
      expect(total).toBeCloseTo(1, 14);
    }
  });

  it('more dice never hit less often', () => {
    for (let target = 0; target <= 30; target++) {
      for (let dice = 1; dice < 6; dice++) expect(hitProbability(dice + 1, target)).toBeGreaterThanOrEqual(hitProbability(dice, target) - 1e-15);
    }
  });
});
