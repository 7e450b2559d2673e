// Hit locations chosen by the players (L237, L255, L268): each rolled location is tried on
// scratch markers from the target's real ones, and the choice follows the harm it would do.
import { describe, expect, it } from 'vitest';
import { DicePool, setFaces } from '../../../dice/pool.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { Hit, MAX_SLOTS } from '../compile/codes.js';
import { attackerLocation, defenderDisableLocation } from './location-policy.js';
import { refreshSlots } from './units.js';

function rolledFaces(...faces: number[]): DicePool {
  const pool = new DicePool();
  setFaces(pool, faces);
  return pool;
}

describe('the attacker chooses where a damage hit lands', () => {
  it('finishes off a damaged item rather than mark a fresh one (L272, L274)', () => {
    const a = arena([fullRobot('robotank'), fullRobot('rocketbot')]);
    a.s.damage[1 * MAX_SLOTS + a.slot(1, 'primary')] = 1; // location 3; the secondary (2) is fresh
    refreshSlots(a.s, 1);
    expect(attackerLocation(a.t, a.s, 0, 1, rolledFaces(2, 3), Hit.Damage1)).toBe(3);
    expect(a.damage(1, 'primary')).toBe(1); // only tried: the real markers are untouched
  });

  it('tries each location from the real markers: two locations on one item score alike, and the first is kept', () => {
    // The Rocketbot's drive carries locations 0 and 1 (L266). Had the try at 0 stayed on the
    // scratch markers, the try at 1 would find a worn drive and look worse for the target.
    const a = arena([fullRobot('robotank'), fullRobot('rocketbot')]);
    expect(attackerLocation(a.t, a.s, 0, 1, rolledFaces(0, 1), Hit.Damage2)).toBe(0);
    expect(attackerLocation(a.t, a.s, 0, 1, rolledFaces(1, 0, 0), Hit.Damage1Doubles2)).toBe(0); // doubles of 0: two markers there
  });
});

describe('the defender chooses where a disable lands (L268)', () => {
  it('puts it on an item not yet disabled, the least harmful one', () => {
    const a = arena([fullRobot('robotank'), fullRobot('rocketbot')]);
    a.s.disabled[1 * MAX_SLOTS + a.slot(1, 'secondary')] = 1; // location 2, already disabled
    refreshSlots(a.s, 1);
    expect(defenderDisableLocation(a.t, a.s, 1, rolledFaces(2, 3))).toBe(3);
    expect(defenderDisableLocation(a.t, a.s, 1, rolledFaces(0, 3))).toBe(3); // a weapon before the drive (L280)
    expect(a.disabled(1, 'primary')).toBe(false);
  });
});
