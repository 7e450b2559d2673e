// disableAt, the attack roll's disable marker read off the condition word (issue 24), places the
// marker markLocation places and logs the same event, on random loadouts of every template in
// random conditions: empty, destroyed and disabled slots along the bleed arrows (L264, L280).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { randomLoadouts } from '../../../test-support/random-loadouts.js';
import { MAX_SLOTS } from '../compile/codes.js';
import { logInto, logReset } from '../log/event-log.js';
import { disableAt, markLocation } from './damage.js';
import { createState, type KriegbotState } from './state.js';
import { refreshSlots, resetRobot } from './units.js';

/** Unit 0's markers, condition word and status, and the log so far. */
function snapshot(s: KriegbotState): number[] {
  const cells = (array: ArrayLike<number>) => Array.from({ length: MAX_SLOTS }, (_, i) => array[i] ?? 0);
  return [...cells(s.damage), ...cells(s.disabled), ...cells(s.destroyed), s.brokenSlots[0]!, s.status[0]!, ...s.log.data.subarray(0, s.log.length)];
}

describe('a disable marker from the condition word', () => {
  it('lands where markLocation lands it, changes the same markers and logs the same event', () => {
    const { t, count } = randomLoadouts(11, 4);
    const rng = new Rng(24, 1);
    // Some slots of each row emptied, in the slot table and in the row's empty-slot bits alike, as
    // a loadout that leaves a card out has them: markers aimed there pass on too (L264).
    for (let r = 0; r < count; r++) {
      for (let i = 0; i < MAX_SLOTS; i++) {
        if (rng.int(4) !== 0) continue;
        t.slot.occupied[r * MAX_SLOTS + i] = 0;
        t.robot.emptySlots[r] = t.robot.emptySlots[r]! | (1 << i);
      }
    }
    const plain = createState();
    const fast = createState();
    logInto(plain.log, new Int32Array(1_000));
    logInto(fast.log, new Int32Array(1_000));
    let passedOn = 0;
    let wasted = 0;
    let aimedAtEmpty = 0;
    for (let trial = 0; trial < 20_000; trial++) {
      const r = trial % count;
      for (const s of [plain, fast]) resetRobot(t, s, 0, r);
      for (let i = 0; i < MAX_SLOTS; i++) { // the same random condition on both
        const damage = rng.int(3);
        const disabled = rng.int(4) === 0 ? 1 : 0;
        const destroyed = rng.int(3) === 0 ? 1 : 0;
        for (const s of [plain, fast]) {
          s.damage[i] = damage;
          s.disabled[i] = disabled;
          s.destroyed[i] = destroyed;
        }
      }
      for (const s of [plain, fast]) {
        refreshSlots(s, 0);
        logReset(s.log);
      }
      const location = rng.int(5);
      const aimed = t.location.slot[r * 5 + location]!;
      const landed = markLocation(t, plain, 0, location, true);
      expect(disableAt(t, fast, 0, location), `robot ${r}, location ${location}`).toBe(landed);
      expect(snapshot(fast), `robot ${r}, location ${location}`).toEqual(snapshot(plain));
      if (landed < 0) wasted++;
      else if (landed !== aimed) passedOn++;
      if (aimed >= 0 && t.slot.occupied[r * MAX_SLOTS + aimed] === 0) aimedAtEmpty++;
    }
    expect(passedOn).toBeGreaterThan(1_000); // markers bled on along the arrows
    expect(aimedAtEmpty).toBeGreaterThan(1_000); // from empty slots too
    expect(wasted).toBeGreaterThan(100); // and some found nowhere to land
  });
});
