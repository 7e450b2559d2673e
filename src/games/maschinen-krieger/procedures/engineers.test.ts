// MK-D12 (L307-308 [14.4.1]): an engineer squad finds a minefield before entering on 1d6 of 1-5.
import { describe, expect, it } from 'vitest';
import { bundledMk } from '../test-support/bundled.js';
import { engineerDetectionChance, engineerDetects } from './engineers.js';

const rule = bundledMk().procedures.engineers;

describe('engineer mine detection (L307-308 [14.4.1])', () => {
  it('MK-D12 (L307-308 [14.4.1]): 1-5 finds the minefield, 6 does not: 5/6', () => {
    expect([1, 2, 3, 4, 5, 6].filter((die) => engineerDetects(rule, die))).toEqual([1, 2, 3, 4, 5]);
    expect(engineerDetectionChance(rule)).toBeCloseTo(5 / 6, 12);
  });

  it('MK-D12 (L307-308 [14.4.1]): the threshold is the catalogue\'s, so an erratum changes it', () => {
    expect(engineerDetectionChance({ ...rule, detectOnOrBelow: 4 })).toBeCloseTo(4 / 6, 12);
    expect(engineerDetects({ ...rule, detectOnOrBelow: 4 }, 5)).toBe(false);
  });
});
