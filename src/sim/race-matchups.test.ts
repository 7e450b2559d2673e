import { describe, expect, it } from 'vitest';
import { lookSchedule, settled } from './race-matchups.js';
import { Field, OUTCOME_FIELDS } from './task.js';

const outcomes = (aWins: number, bWins: number): Float64Array => {
  const out = new Float64Array(OUTCOME_FIELDS);
  out[Field.AWins] = aWins;
  out[Field.BWins] = bWins;
  out[Field.Battles] = aWins + bWins;
  return out;
};

describe('racing matchups (issue 22)', () => {
  it('looks double from two blocks and end at --games', () => {
    expect(lookSchedule(1000)).toEqual([500, 1000]);
    expect(lookSchedule(4000)).toEqual([500, 1000, 2000, 4000]);
    expect(lookSchedule(3000)).toEqual([500, 1000, 2000, 3000]);
    expect(lookSchedule(400)).toEqual([400]);
    expect(lookSchedule(500)).toEqual([500]);
  });

  it('a favourite is settled when its interval at z clears one half', () => {
    // 290 of 500 decisive: Wilson 95% (z 1.96) is about 0.536-0.622, at z 2.5 about 0.524-0.634: settled at both
    expect(settled(outcomes(290, 210), 1.96)).toBe(true);
    // 270 of 500: 95% 0.496-0.583 straddles one half
    expect(settled(outcomes(270, 230), 1.96)).toBe(false);
    // 280 of 500: 95% 0.516-0.603 clears it, the wider z 2.5 (0.505-0.613) too, z 3 (0.493-0.624) does not
    expect(settled(outcomes(280, 220), 1.96)).toBe(true);
    expect(settled(outcomes(280, 220), 3)).toBe(false);
    expect(settled(outcomes(200, 300), 1.96)).toBe(true);
    expect(settled(outcomes(0, 0), 1.96)).toBe(false);
  });
});
