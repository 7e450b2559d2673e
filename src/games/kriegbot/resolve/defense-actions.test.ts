// Defense actions (L139) are actions: a robot with a disabled pilot, drive or power core may take
// none (L61), and a counter-attack is an attack, never at range 0 (L214). Found by refereeing
// logged games: crippled robots threw chaff and a Nemo Battery struck a tent in its own hex.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { move, powerUp } from './actions.js';
import { AttackFlag, useAttack } from './attack.js';
import { MAX_SLOTS } from '../compile/codes.js';
import { refreshSlots } from './units.js';

describe('a crippled robot takes no defense action (L61)', () => {
  const setup = () => {
    const a = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', { primary: 'gatling-gun', chassis: 'chaff' })]);
    expect(powerUp(a.t, a.s, 0)).toBe(1);
    move(a.t, a.s, 1, false);
    a.s.painted[1] = 1;
    return a;
  };

  it('no point defense: the missile rolls its full 2D6 and the defense action stays unspent', () => {
    const { t, s, attack, slot } = setup();
    s.disabled[1 * MAX_SLOTS + slot(1, 'drive')] = 1;
    refreshSlots(s, 1);
    const rng = new ScriptedRng([0, 0]);
    useAttack(t, s, rng, 0, attack(0, 'guided-missile'), 1, 5, AttackFlag.InPointDefenseArc);
    expect([s.pool.size, s.defenseActions[1], rng.remaining()]).toEqual([2, 1, 0]);
  });

  it('an able robot does spend it: the missile rolls 1D6', () => {
    const { t, s, attack } = setup();
    const rng = new ScriptedRng([0]);
    useAttack(t, s, rng, 0, attack(0, 'guided-missile'), 1, 5, AttackFlag.InPointDefenseArc);
    expect([s.pool.size, s.defenseActions[1], rng.remaining()]).toEqual([1, 0, 0]);
  });
});

describe('a counter-attack is an attack: never at range 0 (L214, L286)', () => {
  const setup = () => {
    const soldier = { ...fullRobot('spiderbot'), name: 'Infantry', profiles: ['infantry-rifle'], infantry: true, expansion: true };
    return arena([soldier, fullRobot('robocar', { chassis: 'nemo-battery' })]);
  };

  it('a tent in the robot\'s own hex draws no Nemo Battery counter-attack', () => {
    const { t, s } = setup();
    const rng = new ScriptedRng([0, 0, 0]);
    useAttack(t, s, rng, 0, t.robot.firstAttack[s.robot[0] ?? 0] ?? 0, 1, 0, 0); // the rifle, 3D6 at range 0 (L513)
    expect([s.defenseActions[1], rng.remaining()]).toEqual([1, 0]);
  });

  it('an adjacent one does', () => {
    const { t, s } = setup();
    const rng = new ScriptedRng([0, 0, 0, 0, 0, 0]);
    useAttack(t, s, rng, 0, t.robot.firstAttack[s.robot[0] ?? 0] ?? 0, 1, 1, 0);
    expect(s.defenseActions[1]).toBe(0);
  });
});

describe('one point-defense action covers one attack action (L135, L341)', () => {
  it('the Gatling takes a die from the first robot\'s missile, not from a second robot\'s shot from outside its arc', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', { primary: 'gatling-gun' }), fullRobot('robotank', { primary: 'guided-missile' })]);
    move(t, s, 1, false);
    const first = new ScriptedRng([0]);
    useAttack(t, s, first, 0, attack(0, 'guided-missile'), 1, 5, AttackFlag.InPointDefenseArc);
    expect([s.pool.size, s.defenseActions[1], first.remaining()]).toEqual([1, 0, 0]);
    const second = new ScriptedRng([0, 0]);
    useAttack(t, s, second, 2, attack(2, 'guided-missile'), 1, 5, 0); // from outside the Gatling's arc
    expect([s.pool.size, second.remaining()]).toEqual([2, 0]);
  });
});

describe('L63: an unpowered robot\'s defense action disables the card it used', () => {
  it('the Gatling\'s point defense still takes its die, and then the Gatling is disabled', () => {
    const { t, s, attack, slot, disabled } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', { primary: 'gatling-gun' })]);
    move(t, s, 1, false);
    s.damage[1 * MAX_SLOTS + slot(1, 'core')] = 1; // a damaged power core leaves the robot unpowered
    refreshSlots(s, 1); // the condition word follows the marker arrays (state.ts brokenSlots)
    const rng = new ScriptedRng([0]);
    useAttack(t, s, rng, 0, attack(0, 'guided-missile'), 1, 5, AttackFlag.InPointDefenseArc);
    expect([s.pool.size, s.defenseActions[1], rng.remaining(), disabled(1, 'primary')]).toEqual([1, 0, 0, true]);
  });

  it('a powered robot\'s Gatling stays in working order', () => {
    const { t, s, attack, disabled } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', { primary: 'gatling-gun' })]);
    move(t, s, 1, false);
    useAttack(t, s, new ScriptedRng([0]), 0, attack(0, 'guided-missile'), 1, 5, AttackFlag.InPointDefenseArc);
    expect(disabled(1, 'primary')).toBe(false);
  });
});
