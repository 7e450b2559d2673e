// The exact odds against the enumerations of the spec (§5.7, Appendix A): counts out of 36, 216
// and 1,296, so a rounding slip cannot pass.
import { describe, expect, it } from 'vitest';
import { bundledNumbers } from '../test-support/bundled.js';
import { effectOdds } from './effect-odds.js';
import { hitOdds, OPEN_SHOT, twoDiceAtLeast } from './hit-odds.js';
import { killOdds } from './kill-odds.js';
import { meleeOdds } from './melee-odds.js';

const rules = bundledNumbers();
/** p as a whole count out of `of`, checked to be whole. */
const outOf = (p: number, of: number) => {
  const count = Math.round(p * of);
  expect(Math.abs(p * of - count)).toBeLessThan(1e-9);
  return count;
};

describe('P(2d6 >= T) (L9, H1)', () => {
  it('is 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0 out of 36 for T = 2..13', () => {
    const targets = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    expect(targets.map((t) => outOf(twoDiceAtLeast(t), 36))).toEqual([36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0]);
  });
});

describe('hit odds by range (L10-27)', () => {
  it('open shots at ranges 2..9 hit 30, 26, 21, 15, 10, 6, 3, 1 times in 36', () => {
    const rows = hitOdds(rules.shot, OPEN_SHOT);
    expect(rows.map((row) => row.range)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows.map((row) => outOf(row.pHit, 36))).toEqual([30, 26, 21, 15, 10, 6, 3, 1]);
  });

  it('a shielded target, a moving shooter and 25% cover add 3 to every to-hit', () => {
    const rows = hitOdds(rules.shot, { hiddenQuarters: 1, shield: 1, moved: 1, stunned: 0 });
    expect(rows.map((row) => row.toHit)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(rows.map((row) => outOf(row.pHit, 36))).toEqual([15, 10, 6, 3, 1, 0, 0, 0]);
  });
});

describe('melee odds (L28-30)', () => {
  it('win / tie out of 1,296 for net bonus -4..+5 match Appendix A', () => {
    const rows = meleeOdds(-4, 5);
    expect(rows.map((row) => [row.net, outOf(row.win, 1296), outOf(row.tie, 1296)])).toEqual([
      [-4, 126, 80], [-3, 206, 104], [-2, 310, 125], [-1, 435, 140], [0, 575, 146],
      [1, 721, 140], [2, 861, 125], [3, 986, 104], [4, 1090, 80], [5, 1170, 56],
    ]);
    for (const row of rows) expect(row.win + row.tie + row.lose).toBeCloseTo(1, 12);
  });
});

describe('effects and kills (L31-38)', () => {
  it('with no modifier every effect row has 1 chance in 6', () => {
    expect(effectOdds(rules.effects, 0).map((row) => outOf(row.p, 6))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(effectOdds(rules.effects, 0).map((row) => row.destroyed)).toEqual([false, false, false, false, false, true]);
  });

  it('a +1 modifier empties row 1 and makes 6+ twice as likely', () => {
    expect(effectOdds(rules.effects, 1).map((row) => outOf(row.p, 6))).toEqual([0, 1, 1, 1, 1, 2]);
  });

  it('one open shot destroys its target 30, 26, 21, 15, 10, 6, 3, 1 times in 216 at ranges 2..9', () => {
    const rows = killOdds(rules.shot, rules.effects, OPEN_SHOT, 0);
    expect(rows.map((row) => outOf(row.pDestroyed, 216))).toEqual([30, 26, 21, 15, 10, 6, 3, 1]);
    expect(rows[0]?.shotsToKill).toBeCloseTo(216 / 30, 12);
    expect(rows[7]?.shotsToKill).toBeCloseTo(216, 9);
  });
});
