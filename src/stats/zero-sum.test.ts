import { describe, expect, it } from 'vitest';
import { solveZeroSum } from './zero-sum.js';

describe('zero-sum equilibria', () => {
  it('rock-paper-scissors: each a third, value 0', () => {
    const { strategy, value } = solveZeroSum([[0, -1, 1], [1, 0, -1], [-1, 1, 0]]);
    strategy.forEach((p) => expect(p).toBeCloseTo(1 / 3, 9));
    expect(value).toBeCloseTo(0, 9);
  });

  it('a dominant strategy takes all the weight', () => {
    const { strategy } = solveZeroSum([[0, 0.3, 0.2], [-0.3, 0, 0.1], [-0.2, -0.1, 0]]);
    expect(strategy[0]).toBeCloseTo(1, 9);
  });

  it('matching pennies with unequal stakes (value and mixture by hand)', () => {
    // Row gets 3 or 1 when the choices match and loses 2 otherwise. Column mixes q so both rows pay
    // the same: 5q - 2 = 1 - 3q, so q = 3/8, and the value is 5(3/8) - 2 = -1/8.
    const { strategy, value } = solveZeroSum([[3, -2], [-2, 1]]);
    expect(strategy[0]).toBeCloseTo(3 / 8, 9);
    expect(value).toBeCloseTo(-1 / 8, 9);
  });
});
