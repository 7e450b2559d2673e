// The rulebook's damage, status and target examples (L63, L276, L290, L316, L409), scripted dice.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { powerUp, reboot } from '../resolve/actions.js';
import { useAttack } from '../resolve/attack.js';
import { Status } from '../compile/codes.js';
import { markLocation } from '../resolve/damage.js';
import { statusPhase } from '../resolve/status-phase.js';
import { maxSpeed, unpowered } from '../resolve/units.js';

describe('TC-22 drive saturation (L276)', () => {
  it('a Robotank drive takes two hits; the third unpowers the core and the fourth destroys it', () => {
    const { t, s, damage } = arena([fullRobot('robotank')]);
    markLocation(t, s, 0, 1, false);
    markLocation(t, s, 0, 1, false);
    expect([damage(0, 'drive'), damage(0, 'core')]).toEqual([2, 0]);
    expect(maxSpeed(t, s, 0)).toBe(3); // not slowed by damage (L99)
    markLocation(t, s, 0, 1, false);
    expect([damage(0, 'drive'), damage(0, 'core'), unpowered(s, 0)]).toEqual([2, 1, true]);
    markLocation(t, s, 0, 1, false);
    expect(s.status[0]).toBe(Status.CoreDestroyed);
  });

  it('a Rocketbot drive takes three hits before bleeding to the core', () => {
    const { t, s, damage } = arena([fullRobot('rocketbot')]);
    for (let i = 0; i < 3; i++) markLocation(t, s, 0, 1, false);
    expect([damage(0, 'drive'), damage(0, 'core'), maxSpeed(t, s, 0)]).toEqual([3, 0, 5]);
    markLocation(t, s, 0, 0, false);
    expect(damage(0, 'core')).toBe(1);
  });
});

describe('TC-23 an unpowered robot (L63)', () => {
  it('each attack disables the card used, and it may not reboot or power up', () => {
    const { t, s, attack, disabled } = arena([fullRobot('robotank', { primary: 'grenade-launcher' }), fullRobot('robocar')]);
    markLocation(t, s, 0, 1, false);
    markLocation(t, s, 0, 1, false);
    markLocation(t, s, 0, 1, false); // bleeds to the core
    expect(unpowered(s, 0)).toBe(true);
    expect(useAttack(t, s, new ScriptedRng([0, 0, 0]), 0, attack(0, 'grenade-launcher'), 1, 1, 0)).toBe(0);
    expect(disabled(0, 'primary')).toBe(true);
    expect(powerUp(t, s, 0)).toBe(0);
    s.attackActions[0] = 1;
    expect(reboot(t, s, 0)).toBe(0);
  });
});

describe('TC-24 the fire roll (L290)', () => {
  it('a 5 puts the fire out with no damage and no add-die', () => {
    const { t, s } = arena([fullRobot('robotank')]);
    s.onFire[0] = 1;
    const rng = new ScriptedRng([5]);
    statusPhase(t, s, rng, 0);
    expect([s.onFire[0], rng.remaining()]).toEqual([0, 0]);
    expect([...s.damage.slice(0, 8)].every((marks) => marks === 0)).toBe(true);
  });

  it('a 3 is one damage at location 3, and the fire burns on', () => {
    const { t, s, damage } = arena([fullRobot('robotank')]);
    s.onFire[0] = 1;
    statusPhase(t, s, new ScriptedRng([3]), 0);
    expect([damage(0, 'primary'), s.onFire[0]]).toEqual([1, 1]);
  });

  it('the status phase also powers down and ends biped mode (L294-296)', () => {
    const { t, s } = arena([fullRobot('rocketbot')]);
    s.poweredUp[0] = 1;
    s.biped[0] = 1;
    statusPhase(t, s, new ScriptedRng([]), 0);
    expect([s.poweredUp[0], s.biped[0]]).toEqual([0, 0]);
  });

  it('Silvered skin removes the Painted marker (L292)', () => {
    const { t, s } = arena([fullRobot('robocar', {}, { skin: 'silvered-skin' }), fullRobot('robotank')]);
    s.painted[0] = 1;
    s.painted[1] = 1;
    statusPhase(t, s, new ScriptedRng([]), 0);
    statusPhase(t, s, new ScriptedRng([]), 1);
    expect([s.painted[0], s.painted[1]]).toEqual([0, 1]);
  });
});

describe('TC-25 a structure (L316)', () => {
  it('a gas station has silhouette 1 and falls to its second damage', () => {
    const a = arena([fullRobot('robotank', { primary: 'grenade-launcher' })]);
    const station = a.simple(1, 2);
    const k = a.attack(0, 'grenade-launcher');
    expect(useAttack(a.t, a.s, new ScriptedRng([1, 0, 0]), 0, k, station, 1, 0)).toBe(1);
    expect(a.s.status[station]).toBe(Status.Active);
    a.s.attackActions[0] = 1;
    expect(useAttack(a.t, a.s, new ScriptedRng([0, 0, 1]), 0, k, station, 1, 0)).toBe(1);
    expect(a.s.status[station]).toBe(Status.Destroyed);
  });
});

describe('TC-26 a crypto marker (L409)', () => {
  it('has silhouette 4 and is destroyed by one damage', () => {
    const a = arena([fullRobot('robotank', { primary: 'grenade-launcher' })]);
    const crypto = a.simple(4, 1);
    const k = a.attack(0, 'grenade-launcher');
    expect(useAttack(a.t, a.s, new ScriptedRng([1, 1, 1]), 0, k, crypto, 1, 0)).toBe(0);
    a.s.attackActions[0] = 1;
    expect(useAttack(a.t, a.s, new ScriptedRng([1, 2, 1]), 0, k, crypto, 1, 0)).toBe(1);
    expect(a.s.status[crypto]).toBe(Status.Destroyed);
  });
});
