// The rulebook's silhouette and combat examples (L227, L329-349, L534), with scripted dice.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot, NEUTRAL_ITEM, robot } from '../../../test-support/arena.js';
import { clamp, maneuver, move, moveAndStrafe, phoenixBailOut, powerUp, reboot } from '../resolve/actions.js';
import { AttackFlag, bandDice, NOT_ALLOWED, useAttack } from '../resolve/attack.js';
import { MAX_SLOTS, Movement, Status } from '../compile/codes.js';
import { markLocation } from '../resolve/damage.js';
import { silhouette } from '../resolve/silhouette.js';
import { maxSpeed, refreshSlots } from '../resolve/units.js';

describe('TC-02 the Helibot silhouette (L227)', () => {
  const setup = () => {
    const a = arena([fullRobot('robotank', { primary: 'grenade-launcher' }), fullRobot('helibot', { 'nose-pylon': 'hotshot-pilot' })]);
    markLocation(a.t, a.s, 1, 1, false);
    return { ...a, k: a.attack(0, 'grenade-launcher') };
  };

  it('one drive damage: maximum speed 3, silhouette 3 before moving and after moving', () => {
    const { t, s, k } = setup();
    expect(maxSpeed(t, s, 1)).toBe(3);
    expect(silhouette(t, s, 1, k)).toBe(3);
    move(t, s, 1, false);
    expect(silhouette(t, s, 1, k)).toBe(3);
  });

  it('silhouette 1 after a maneuver, a reboot or a power-up', () => {
    for (const option of [maneuver, reboot, powerUp]) {
      const { t, s, k } = setup();
      expect(option(t, s, 1)).toBe(1);
      expect(silhouette(t, s, 1, k)).toBe(1);
    }
  });

  it('silhouette 1 with the drive, power core or pilot disabled', () => {
    for (const slot of ['drive', 'core', 'nose-pylon']) {
      const { t, s, k, slot: slotOf } = setup();
      s.disabled[1 * MAX_SLOTS + slotOf(1, slot)] = 1;
      refreshSlots(s, 1);
      expect(silhouette(t, s, 1, k), slot).toBe(1);
    }
  });
});

describe('TC-10 Howitzer barrage (L329)', () => {
  it('a biped Rocketbot (silhouette 2) behind woods is hit by a 2; Electro-reactive skin cancels the 4D6 location roll', () => {
    const { t, s, attack, compiled } = arena([fullRobot('robotank', { primary: 'howitzer' }), fullRobot('rocketbot', {}, { skin: 'electro-reactive-skin' })]);
    expect(powerUp(t, s, 0)).toBe(1);
    expect(move(t, s, 1, true)).toBe(1);
    const k = attack(0, 'howitzer', 'Barrage');
    expect(t.attack.ignoresTerrain[k]).toBe(1);
    const rng = new ScriptedRng([2, 0, 1, 1, 3]);
    expect(useAttack(t, s, rng, 0, k, 1, 10, 0)).toBe(1);
    expect(rng.remaining()).toBe(0);
    expect(s.skin[1]).toBe(0);
    expect([...s.damage.slice(MAX_SLOTS, 2 * MAX_SLOTS)].every((marks) => marks === 0)).toBe(true);
    expect(compiled.slotNames[1]).toContain('warhead');
  });
});

describe('TC-11 Mag Claw clamp and Bazooka (L333)', () => {
  it('the clamp costs the defense action; the dancing Rocketbot defends at 8 + 2 (Holo-blur) against a 3D6 Bazooka', () => {
    const { t, s, attack } = arena([
      fullRobot('robotank', { secondary: 'mag-claw', 'dorsal-turret': 'combat-pilot' }),
      fullRobot('rocketbot', { cockpit: 'holo-blur' }),
    ]);
    expect(clamp(t, s, 0, 1)).toBe(1);
    expect([s.defenseActions[0], s.clamped[1]]).toEqual([0, 1]);
    move(t, s, 1, false); // stuck in its hex, it can still dance (L177)
    const k = attack(0, 'combat-pilot', 'Bazooka');
    expect(bandDice(t, k, 1)).toBe(3);
    expect(silhouette(t, s, 1, k)).toBe(10);
    expect(useAttack(t, s, new ScriptedRng([3, 3, 4]), 0, k, 1, 1, 0)).toBe(1);
  });
});

describe('TC-12 Flamethrower strafe with a Phased-Array Antenna (L337)', () => {
  it('medium 2D6, one less for the strafe, one more for the antenna: 2 and 4 make 6, a hit; Super-steel cancels; on fire', () => {
    const { t, s, attack } = arena([
      fullRobot('helibot', { primary: 'flamethrower', 'left-pylon': 'phased-array-antenna' }),
      fullRobot('robocar', { primary: 'gatling-gun' }, { skin: 'super-steel-skin' }),
    ]);
    expect(moveAndStrafe(t, s, 0)).toBe(1);
    const rng = new ScriptedRng([2, 4]);
    expect(useAttack(t, s, rng, 0, attack(0, 'flamethrower'), 1, 3, AttackFlag.Strafe)).toBe(1);
    expect(rng.remaining()).toBe(0);
    expect(s.pool.size).toBe(2);
    expect([...s.damage.slice(MAX_SLOTS, 2 * MAX_SLOTS)].every((marks) => marks === 0)).toBe(true);
    expect(s.onFire[1]).toBe(1);
    expect(s.skin[1]).toBe(1); // Super-steel is not used up
  });
});

describe('TC-13 Chemical rocket with targeting gel (L341)', () => {
  it('range 9, long band 1D6: 5 and an add-die 1 make 6 against speed 6; painted; point defense not allowed from outside its arc', () => {
    const { t, s, attack } = arena([fullRobot('spiderbot', { 'rear-pylon': 'chemical-rockets' }), fullRobot('robocar', { primary: 'gatling-gun' })]);
    move(t, s, 1, false);
    const rng = new ScriptedRng([5, 1]);
    expect(useAttack(t, s, rng, 0, attack(0, 'chemical-rockets', 'Targeting gel warhead'), 1, 9, 0)).toBe(1);
    expect(rng.remaining()).toBe(0);
    expect(s.painted[1]).toBe(1);
    expect(s.defenseActions[1]).toBe(1);
  });
});

describe('TC-14 Guided Missile ripple-fire against point defense (L341)', () => {
  it('three 1D6 missiles at silhouette 9 - 6 = 3; two destroy the Gatling; the third rolls 2D6', () => {
    const { t, s, attack, destroyed, damage } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', { primary: 'gatling-gun' })]);
    expect(powerUp(t, s, 0)).toBe(1);
    move(t, s, 1, false);
    s.painted[1] = 1;
    const k = attack(0, 'guided-missile', 'Ripple-fire');
    expect(silhouette(t, s, 1, k)).toBe(3);
    const rng = new ScriptedRng([5, 2, 5, 2, 1, 3]);
    expect(useAttack(t, s, rng, 0, k, 1, 5, AttackFlag.InPointDefenseArc)).toBe(3);
    expect(rng.remaining()).toBe(0);
    expect(destroyed(1, 'primary')).toBe(true);
    expect(s.pool.size).toBe(2); // the third missile rolled its full 2D6
    expect(s.defenseActions[1]).toBe(0); // one defense action covered the volley
    expect(damage(1, 'drive') + damage(1, 'secondary')).toBe(1);
  });

  it('ripple-fire needs the power-up', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar')]);
    s.painted[1] = 1;
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'guided-missile', 'Ripple-fire'), 1, 5, 0)).toBe(NOT_ALLOWED);
  });
});

const mauledCar = () =>
  robot('robocar', { primary: 'gatling-gun', secondary: 'tow-missile', cupola: 'recoilless-rifle', cockpit: 'combat-pilot', core: NEUTRAL_ITEM }, { skin: 'super-steel-skin' });

describe('TC-15 EMP Blaster with Flux Compression (L345)', () => {
  it('six dice 0, 1, 2, 4, 4, 4 disable chassis (bleeding to the core), drive, primary weapon and cupola once', () => {
    const { t, s, attack, disabled, damage } = arena([fullRobot('hoverbot', { primary: 'emp-blaster', skirt: 'explosive-capacitor' }), mauledCar()]);
    const rng = new ScriptedRng([0, 1, 2, 4, 4, 4]);
    const k = attack(0, 'emp-blaster', 'Powered-up blast');
    expect(bandDice(t, k, 1)).toBe(6);
    expect(useAttack(t, s, rng, 0, k, 1, 1, AttackFlag.FluxCompression)).toBe(1);
    expect(rng.remaining()).toBe(0);
    expect(s.defenseActions[0]).toBe(0);
    expect(damage(0, 'skirt')).toBe(1);
    expect([disabled(1, 'core'), disabled(1, 'drive'), disabled(1, 'primary'), disabled(1, 'cupola')]).toEqual([true, true, true, true]);
    expect([disabled(1, 'secondary'), disabled(1, 'cockpit')]).toEqual([false, false]);
    // Deactivated: silhouette 1, and only reboot is left (L61, L173).
    expect(silhouette(t, s, 1, k)).toBe(1);
    expect(move(t, s, 1, false)).toBe(0);
    expect(reboot(t, s, 1)).toBe(1);
  });

  it('without the capacitor the powered-up blast is not allowed', () => {
    const { t, s, attack } = arena([fullRobot('hoverbot', { primary: 'emp-blaster' }), mauledCar()]);
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'emp-blaster', 'Powered-up blast'), 1, 1, AttackFlag.FluxCompression)).toBe(NOT_ALLOWED);
  });
});

describe('TC-16 Phoenix-bot bail-out (L349, L575)', () => {
  it('the Recoilless Rifle becomes the robot: speed 6, its own pylon arc, the Bazooka lost from a non-pylon slot, every marker on the rifle', () => {
    const { t, s, attack } = arena([mauledCar(), fullRobot('robotank')]);
    markLocation(t, s, 0, 0, true); // the core disabled, as after TC-15
    expect(phoenixBailOut(t, s, 0)).toBe(1);
    const r = s.robot[0] ?? 0;
    expect(r).toBe(t.robot.phoenix[0]);
    expect([t.robot.slotCount[r], s.skin[0], s.status[0]]).toEqual([1, 0, Status.Active]);
    expect(maxSpeed(t, s, 0)).toBe(6);
    s.attackActions[0] = 1;
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'combat-pilot', 'Bazooka'), 1, 1, 0)).toBe(NOT_ALLOWED);
    expect(useAttack(t, s, new ScriptedRng([0, 0, 0]), 0, attack(0, 'recoilless-rifle'), 1, 1, 0)).toBe(0);
    markLocation(t, s, 0, 3, false);
    expect(s.damage[0]).toBe(1);
    markLocation(t, s, 0, 1, false);
    expect(s.status[0]).toBe(Status.Destroyed); // the rifle destroyed, the pilot with it
  });
});

describe('TC-17 a burst against a target in a building (L532-534)', () => {
  it('3 and 4: the tank takes damage at 3 and 4, the building two and falls, and the tank one more at 4', () => {
    const a = arena([fullRobot('robocar', { primary: 'flamethrower' }), fullRobot('robotank')]);
    const { t, s, attack, damage, destroyed } = a;
    const tower = a.simple(1, 2);
    s.inBuilding[1] = tower;
    const k = attack(0, 'flamethrower');
    expect(silhouette(t, s, 1, k)).toBe(4); // building cover: at least 4 (L532)
    expect(useAttack(t, s, new ScriptedRng([3, 4]), 0, k, 1, 3, 0)).toBe(1);
    expect(damage(1, 'primary')).toBe(1);
    expect(destroyed(1, 'dorsal-turret')).toBe(true);
    expect(s.status[tower]).toBe(Status.Destroyed);
    expect(s.inBuilding[1]).toBe(-1);
    expect(s.movement[1]).toBe(Movement.NotYet);
  });
});
