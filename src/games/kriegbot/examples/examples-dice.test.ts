// The rulebook's dice, hit and hit-location examples, with the rulebook's own dice (scripted).
// TC-nn numbers are the test cases of the rules extraction.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot, robot } from '../../../test-support/arena.js';
import { bandDice, NOT_ALLOWED, useAttack } from '../resolve/attack.js';
import { MAX_SLOTS } from '../compile/codes.js';
import { markLocation } from '../resolve/damage.js';
import { move } from '../resolve/actions.js';

/** Asserts every scripted die was rolled: the example's dice are exactly the dice the rules call for. */
function spent(rng: ScriptedRng) {
  expect(rng.remaining()).toBe(0);
}

describe('TC-01 add-dice (L233)', () => {
  it('two dice rolling 0 and 5, add-dice 5 and 1, total 11, hit a silhouette-8 Rocketbot', () => {
    const { t, s, attack, damage } = arena([fullRobot('robotank', { primary: 'grenade-launcher' }), fullRobot('rocketbot')]);
    const rng = new ScriptedRng([0, 5, 5, 1]);
    expect(bandDice(t, attack(0, 'grenade-launcher'), 4)).toBe(2);
    expect(useAttack(t, s, rng, 0, attack(0, 'grenade-launcher'), 1, 4, 0)).toBe(1);
    spent(rng);
    expect(s.pool.total).toBe(11);
    expect(damage(1, 'drive')).toBe(1); // locations 0 and 1 are both the Rocketbot's drive
  });
});

describe('TC-03 the Guided Missile range diagram (L216-219)', () => {
  it('gives no dice at 0-2, 2D6 at 3-8, 1D6 at 9-18, none beyond', () => {
    const { t, attack } = arena([fullRobot('robotank', { primary: 'guided-missile' })]);
    const k = attack(0, 'guided-missile');
    const dice = Array.from({ length: 21 }, (_, range) => bandDice(t, k, range));
    expect(dice).toEqual([0, 0, 0, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  it('cannot attack at range 1 or 2', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar')]);
    s.painted[1] = 1;
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'guided-missile'), 1, 2, 0)).toBe(NOT_ALLOWED);
  });
});

describe('TC-04 the Grenade Launcher (L239)', () => {
  it('rolls 1 and 2 at medium range: hits a silhouette of 3, one damage at location 1 or 2', () => {
    const { t, s, attack, damage } = arena([fullRobot('robotank', { primary: 'grenade-launcher' }), fullRobot('helibot')]);
    markLocation(t, s, 1, 1, false); // one drive damage: maximum speed 3 (L227)
    const rng = new ScriptedRng([1, 2]);
    expect(useAttack(t, s, rng, 0, attack(0, 'grenade-launcher'), 1, 5, 0)).toBe(1);
    spent(rng);
    expect(damage(1, 'drive') + damage(1, 'secondary')).toBe(2); // the earlier drive damage plus this hit
  });

  it('misses a silhouette of 4', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'grenade-launcher' }), fullRobot('hoverbot')]);
    markLocation(t, s, 1, 1, false); // Hoverbot speed 5 -> 4
    expect(useAttack(t, s, new ScriptedRng([1, 2]), 0, attack(0, 'grenade-launcher'), 1, 5, 0)).toBe(0);
  });
});

describe('TC-05 Bazooka doubles (L243)', () => {
  it('4, 4, 3 at short range: two damage on location 4 (the attacker prefers destroying the turret)', () => {
    const { t, s, attack, damage, destroyed } = arena([fullRobot('robotank', { 'dorsal-turret': 'combat-pilot' }), fullRobot('robotank')]);
    const rng = new ScriptedRng([4, 4, 3]);
    expect(useAttack(t, s, rng, 0, attack(0, 'combat-pilot', 'Bazooka'), 1, 1, 0)).toBe(1);
    spent(rng);
    expect(destroyed(1, 'dorsal-turret')).toBe(true);
    expect(damage(1, 'primary')).toBe(0);
  });

  it('or one damage on location 3, for a policy that takes the lowest location', () => {
    const shooter = { ...fullRobot('robotank', { 'dorsal-turret': 'combat-pilot' }), locationPolicy: 'lowest' };
    const { t, s, attack, damage } = arena([shooter, fullRobot('robotank')]);
    useAttack(t, s, new ScriptedRng([4, 4, 3]), 0, attack(0, 'combat-pilot', 'Bazooka'), 1, 1, 0);
    expect(damage(1, 'primary')).toBe(1);
    expect(damage(1, 'dorsal-turret')).toBe(0);
  });
});

describe('TC-06 doubles of 5 (L245)', () => {
  it('5, 5, 3 on one die: one damage on location 3, not two', () => {
    const { t, s, attack, damage } = arena([fullRobot('robotank', { primary: 'rocket-pod' }), fullRobot('robotank')]);
    const rng = new ScriptedRng([5, 5, 3]);
    expect(bandDice(t, attack(0, 'rocket-pod'), 8)).toBe(1);
    expect(useAttack(t, s, rng, 0, attack(0, 'rocket-pod'), 1, 8, 0)).toBe(1);
    spent(rng);
    expect(s.pool.total).toBe(13);
    expect(damage(1, 'primary')).toBe(1);
  });
});

describe('TC-07 Flamethrower burst (L251)', () => {
  it('4, 4, 3: locations 3 and 4 one damage each, and the target is on fire (A14)', () => {
    const { t, s, attack, damage } = arena([fullRobot('robotank', { primary: 'flamethrower' }), fullRobot('robotank')]);
    const rng = new ScriptedRng([4, 4, 3]);
    expect(useAttack(t, s, rng, 0, attack(0, 'flamethrower'), 1, 1, 0)).toBe(1);
    spent(rng);
    expect([damage(1, 'primary'), damage(1, 'dorsal-turret'), damage(1, 'hull')]).toEqual([1, 1, 0]);
    expect(s.onFire[1]).toBe(1);
  });
});

describe('TC-08 the Robotank hit-location map (L257-262)', () => {
  it('0 hull, 1 drive, 2 secondary, 3 primary, 4 dorsal turret', () => {
    const { t, compiled } = arena([fullRobot('robotank')]);
    const names = [0, 1, 2, 3, 4].map((location) => compiled.slotNames[0]?.[t.location.slot[location] ?? -1]);
    expect(names).toEqual(['hull', 'drive', 'secondary', 'primary', 'dorsal-turret']);
  });
});

describe('TC-09 bleed through (L266)', () => {
  it('5, 5, 1, 4 against a Rocketbot: a hit at total 15 whose locations are 1 (drive) or 4 (warhead)', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'grenade-launcher' }), fullRobot('rocketbot')]);
    const rng = new ScriptedRng([5, 5, 1, 4]);
    expect(useAttack(t, s, rng, 0, attack(0, 'grenade-launcher'), 1, 5, 0)).toBe(1);
    spent(rng);
    expect(s.pool.total).toBe(15);
    const faces = [...s.pool.faces.slice(0, s.pool.size)].filter((face) => face !== 5);
    expect(faces).toEqual([1, 4]);
  });

  it('with the warhead card missing, a hit on location 4 bleeds to location 2', () => {
    const { t, s, damage } = arena([robot('rocketbot', { primary: 'grenade-launcher', secondary: 'flail', cockpit: 'holo-blur', core: '(neutral item)' })]);
    move(t, s, 0, false);
    markLocation(t, s, 0, 4, false);
    expect(damage(0, 'secondary')).toBe(1);
    expect(s.damage.slice(0, MAX_SLOTS).reduce((a, b) => a + b, 0)).toBe(1);
  });
});
