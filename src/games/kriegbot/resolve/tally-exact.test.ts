// damage.csv's hit_rate_exact for Kriegbot sums, for every attack, the exact chance of the dice it
// actually rolled against the silhouette it met (L231; src/dice/exact.ts): chaff's point defense
// takes a die from a guided missile (L341), so the attack's exact chance is that of 1D6, not the
// band's 2D6. Scripted dice; the tally cell is the attack's band and the silhouette.
import { describe, expect, it } from 'vitest';
import { hitProbability } from '../../../dice/exact.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { move, powerUp } from './actions.js';
import { AttackFlag, bandIndex, useAttack } from './attack.js';
import { silhouette } from './silhouette.js';
import { TALLY_FIELDS, tallyIndex, tallyInto } from './state.js';

describe('the tally\'s exact hit chance is that of the dice rolled', () => {
  const play = (flags: number, dice: readonly number[]) => {
    const a = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', { primary: 'gatling-gun', chassis: 'chaff' })]);
    const { t, s } = a;
    expect(powerUp(t, s, 0)).toBe(1);
    move(t, s, 1, false);
    s.painted[1] = 1; // the guided missile needs a painted or moving target (L341)
    const k = a.attack(0, 'guided-missile');
    tallyInto(s, new Float64Array(tallyIndex(k + 1, 0, 0)));
    const range = 5;
    const rng = new ScriptedRng(dice);
    useAttack(t, s, rng, 0, k, 1, range, flags);
    const sil = silhouette(t, s, 1, k, range); // after the attack: chaff not spent on point defense deploys as a screen that raises the silhouette (L225)
    const at = tallyIndex(k, bandIndex(t, k, range), sil);
    return { attacks: s.tally[at], exact: s.tally[at + TALLY_FIELDS - 1], sil, rolled: s.pool.size };
  };

  it('point defense took a die: the exact chance is 1D6\'s', () => {
    const { attacks, exact, sil, rolled } = play(AttackFlag.InPointDefenseArc, [0]);
    expect([attacks, rolled]).toEqual([1, 1]);
    expect(exact).toBeCloseTo(hitProbability(1, sil), 12);
    expect(hitProbability(1, sil)).toBeLessThan(hitProbability(2, sil)); // so the check can tell the two apart
  });

  it('outside the chaff\'s arc: the band\'s 2D6 against the screened silhouette', () => {
    const { attacks, exact, sil, rolled } = play(0, [0, 0]);
    expect([attacks, rolled]).toEqual([1, 2]);
    expect(exact).toBeCloseTo(hitProbability(2, sil), 12);
  });
});
