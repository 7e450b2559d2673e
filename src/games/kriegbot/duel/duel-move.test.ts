// The facing a robot ends its line-duel move with (L157, L201-206): hand-checked cases for the
// lookup table that serves the movement phase. Bearings: 0 ahead, 3 behind; a mask bit per
// facing at which some weapon bears.
import { describe, expect, it } from 'vitest';
import { bestFacingFrom, turnsBetween } from './duel-move.js';

const bears = (...facings: number[]): number => facings.reduce((mask, f) => mask | (1 << f), 0);

describe('the facing after a line-duel move', () => {
  it('counts rotations the short way round', () => {
    expect(turnsBetween(0, 3)).toBe(3);
    expect(turnsBetween(5, 1)).toBe(2);
    expect(turnsBetween(1, 5)).toBe(2);
    expect(turnsBetween(4, 4)).toBe(0);
  });

  it('turns a rear weapon onto the enemy when the rotations reach it', () => {
    expect(bestFacingFrom(bears(3), 0, 3, false)).toBe(3);
    expect(bestFacingFrom(bears(3), 0, 5, false)).toBe(3); // more rotations than needed
    expect(bestFacingFrom(bears(2), 5, 3, false)).toBe(2);
  });

  it('without the rotations to bear, keeps the enemy ahead if it can, else the heading', () => {
    expect(bestFacingFrom(bears(3), 0, 2, false)).toBe(0);
    expect(bestFacingFrom(bears(2), 5, 2, false)).toBe(0);
    expect(bestFacingFrom(0, 3, 1, false)).toBe(3);
    expect(bestFacingFrom(bears(1), 3, 0, false)).toBe(3);
  });

  it('takes the first bearing facing in reach, in bearing order', () => {
    expect(bestFacingFrom(bears(1, 2), 0, 1, false)).toBe(1);
    expect(bestFacingFrom(bears(1, 5), 3, 2, false)).toBe(1);
    expect(bestFacingFrom(bears(0, 4), 4, 0, false)).toBe(4);
  });

  it('a strafer must end with the enemy ahead (L306), or not move that way at all', () => {
    expect(bestFacingFrom(bears(3), 2, 2, true)).toBe(0);
    expect(bestFacingFrom(bears(0), 2, 1, true)).toBe(-1);
    expect(bestFacingFrom(bears(0), 3, 3, true)).toBe(0);
  });
});
