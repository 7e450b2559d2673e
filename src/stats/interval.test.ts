import { describe, expect, it } from 'vitest';
import { meanInterval, wilson } from './interval.js';

describe('confidence intervals', () => {
  it('Wilson: 50 of 100 gives about 0.404-0.596; 0 of 10 starts at 0', () => {
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
  });

  it('mean interval from sums', () => {
    const values = [1, 2, 3, 4, 5];
    const interval = meanInterval(15, values.reduce((a, v) => a + v * v, 0), 5);
    expect(interval.mean).toBe(3);
    expect(interval.high - interval.mean).toBeCloseTo(1.96 * Math.sqrt(2.5 / 5), 2);
  });
});
