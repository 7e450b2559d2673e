// MB-D6 and spec 6.8: wounding the Mad Scientist, 1D6 hit points per point of Bot weapon damage
// (L25), dead at 0 of 7 hit points (L5, @curufea-main), with scripted dice and exact odds.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { bundledMb } from '../test-support/bundled.js';
import { deathOdds, rollWounds, woundScientist } from './mad-scientist.js';

const mb = bundledMb();

describe('wounding the Mad Scientist', () => {
  it('MB-D6 (L25): 2 damage with scripted dice (3, 4) is 7 wounds, which kills a Mad Scientist of 7 hit points', () => {
    const rng = new ScriptedRng([{ die: 6, value: 3 }, { die: 6, value: 4 }]);
    expect(woundScientist(mb, mb.madScientist.hitPoints, 2, rng)).toEqual({ wounds: 7, hitPoints: 0, dead: true });
    expect(rng.remaining()).toBe(0);
  });

  it('MB-D6 (L25): 2 damage with (3, 3) leaves 1 hit point; 1 damage never kills from 7', () => {
    expect(woundScientist(mb, 7, 2, new ScriptedRng([{ die: 6, value: 3 }, { die: 6, value: 3 }]))).toEqual({ wounds: 6, hitPoints: 1, dead: false });
    expect(woundScientist(mb, 7, 1, new ScriptedRng([{ die: 6, value: 6 }]))).toEqual({ wounds: 6, hitPoints: 1, dead: false });
    expect(rollWounds(mb, 0, new ScriptedRng([]))).toBe(0);
  });

  it('MB-D6 (L25, spec 6.8): exact death odds after k points from 7 hit points: 0, 21/36, 196/216, 1281/1296', () => {
    expect(deathOdds(mb, 1)).toEqual({ ways: 0, outOf: 6 });
    expect(deathOdds(mb, 2)).toEqual({ ways: 21, outOf: 36 });
    expect(deathOdds(mb, 3)).toEqual({ ways: 196, outOf: 216 });
    expect(deathOdds(mb, 4)).toEqual({ ways: 1281, outOf: 1296 });
    expect(deathOdds(mb, 0)).toEqual({ ways: 0, outOf: 1 });
    // A wounded Mad Scientist: 1 point kills one with 3 hit points left on 3-6.
    expect(deathOdds(mb, 1, 3)).toEqual({ ways: 4, outOf: 6 });
  });

  it('MB-D6 (L25): the exact odds agree with counting every outcome of 3 dice', () => {
    let ways = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c >= 7) ways++;
    expect(deathOdds(mb, 3).ways).toBe(ways);
  });
});
