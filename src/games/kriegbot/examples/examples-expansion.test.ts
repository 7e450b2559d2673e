// The expansion's power cores and infantry weapons (L511-514, L536-559), scripted where dice matter.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { boostMove, powerUp, reboot, useCoreAbility } from '../resolve/actions.js';
import { AttackFlag, NOT_ALLOWED, useAttack } from '../resolve/attack.js';
import { diceAtRange } from '../catalogue/range-diagram.js';
import { Effect } from '../compile/codes.js';
import { passiveAmount } from '../duel/duel-move.js';
import { statusPhase } from '../resolve/status-phase.js';
import { maxSpeed, refreshSlots } from '../resolve/units.js';

const expansion = { expansion: true };

describe('TC-18 the MHD Generator recharges by one when it powers up (L544)', () => {
  it('gains one step, never above its maximum', () => {
    const { t, s } = arena([fullRobot('robotank', { core: 'mhd-generator' }, expansion)]);
    const maximum = t.robot.energy[0] ?? 0;
    s.energy[0] = maximum - 2;
    expect(powerUp(t, s, 0)).toBe(1);
    expect(s.energy[0]).toBe(maximum - 1);
    s.energy[0] = maximum;
    powerUp(t, s, 0);
    expect(s.energy[0]).toBe(maximum);
  });
});

describe('TC-19 the Fuel Cell recharges without powering up (L558)', () => {
  it('pays one step for the ability and gains its recharge of 2: a net +1, once per turn', () => {
    const { t, s } = arena([fullRobot('robotank', { core: 'fuel-cell' }, expansion)]);
    s.energy[0] = 3;
    expect(useCoreAbility(t, s, 0)).toBeGreaterThanOrEqual(0);
    expect([s.energy[0], s.poweredUp[0]]).toEqual([4, 0]);
    expect(useCoreAbility(t, s, 0)).toBe(-1);
  });

  it('no ability while the core is damaged (L552)', () => {
    const a = arena([fullRobot('robotank', { core: 'fuel-cell' }, expansion)]);
    a.s.damage[a.slot(0, 'core')] = 1;
    refreshSlots(a.s, 0); // the condition word follows the marker arrays (state.ts brokenSlots)
    expect(useCoreAbility(a.t, a.s, 0)).toBe(-1);
  });
});

describe('TC-20 the Ultracapacitor attacks twice with a beam (L557)', () => {
  it('two attacks on one target cost three steps: one per electric attack and one for the ability', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'free-electron-laser', core: 'ultracapacitor' }, expansion), fullRobot('robocar')]);
    s.energy[0] = 4;
    const rng = new ScriptedRng([0, 0, 0, 0, 0, 0]);
    expect(useAttack(t, s, rng, 0, attack(0, 'free-electron-laser'), 1, 2, AttackFlag.DoubleAttack)).toBe(0);
    expect([rng.remaining(), s.energy[0]]).toEqual([0, 1]);
  });

  it('electric attacks need energy; overcharge costs a step more and adds a die (L548-550)', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'free-electron-laser', core: 'ultracapacitor' }, expansion), fullRobot('robocar')]);
    s.energy[0] = 2;
    const rng = new ScriptedRng([0, 0, 0, 0]);
    expect(useAttack(t, s, rng, 0, attack(0, 'free-electron-laser'), 1, 2, AttackFlag.Overcharge)).toBe(0);
    expect([rng.remaining(), s.energy[0]]).toEqual([0, 0]);
    s.attackActions[0] = 1;
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'free-electron-laser'), 1, 2, 0)).toBe(NOT_ALLOWED);
  });

  it('the Tesla Gun may not be overcharged (L550)', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'tesla-gun', core: 'ultracapacitor' }, expansion), fullRobot('robocar')]);
    const rng = new ScriptedRng([0, 0, 0]);
    useAttack(t, s, rng, 0, attack(0, 'tesla-gun'), 1, 2, AttackFlag.Overcharge);
    expect([rng.remaining(), s.energy[0]]).toEqual([0, (t.robot.energy[0] ?? 0) - 1]);
  });

  it('reboot costs a step and is impossible on an empty core (L546, L563)', () => {
    const { t, s } = arena([fullRobot('robotank', { core: 'ultracapacitor' }, expansion)]);
    s.energy[0] = 1;
    expect(reboot(t, s, 0)).toBe(1);
    expect(s.energy[0]).toBe(0);
    s.attackActions[0] = 1;
    s.defenseActions[0] = 1;
    expect(reboot(t, s, 0)).toBe(0);
  });
});

describe('TC-21 the infantry rifle and laser designator (L513-514)', () => {
  it('rifle: 3D6 at range 0, 2D6 to 2, 1D6 to 4, nothing beyond; designator: 2D6 to 5', () => {
    const { profiles } = bundledKriegbot();
    const rifle = profiles.get('infantry-rifle')?.attack.range ?? [];
    const designator = profiles.get('laser-designator')?.attack.range ?? [];
    expect([0, 1, 2, 3, 4, 5].map((range) => diceAtRange(rifle, range))).toEqual([3, 2, 2, 1, 1, 0]);
    expect([0, 1, 2, 3, 4, 5, 6].map((range) => diceAtRange(designator, range))).toEqual([2, 2, 2, 2, 2, 2, 0]);
    expect(profiles.get('laser-designator')?.attack.hit).toBe('paint');
  });
});

describe('the other core abilities (L552-559)', () => {
  it('the MHD Generator adds one to maximum speed for one energy step, once a turn, while the core is sound (L554, L552)', () => {
    const mhd = arena([fullRobot('robocar', { core: 'mhd-generator' }, expansion)]);
    const plain = arena([fullRobot('robocar')]);
    const base = maxSpeed(plain.t, plain.s, 0);
    mhd.s.energy[0] = 3;
    expect(maxSpeed(mhd.t, mhd.s, 0)).toBe(base); // not yet paid for: before, the speed came free
    expect(boostMove(mhd.t, mhd.s, 0)).toBe(true);
    expect([maxSpeed(mhd.t, mhd.s, 0), mhd.s.energy[0]]).toEqual([base + 1, 2]);
    expect(boostMove(mhd.t, mhd.s, 0)).toBe(false); // once per turn
    mhd.s.damage[mhd.slot(0, 'core')] = 1;
    refreshSlots(mhd.s, 0);
    expect(maxSpeed(mhd.t, mhd.s, 0)).toBe(base); // a damaged core has no ability
    mhd.s.damage[mhd.slot(0, 'core')] = 0;
    refreshSlots(mhd.s, 0);
    mhd.s.coreAbilityUsed[0] = 0; // the next turn
    mhd.s.energy[0] = 0;
    expect([boostMove(mhd.t, mhd.s, 0), maxSpeed(mhd.t, mhd.s, 0)]).toEqual([false, base]); // an empty core pays for nothing
  });

  it('the Compulsator Flywheel gives one more rotation for one energy step (L555, L552)', () => {
    const { t, s } = arena([fullRobot('robocar', { core: 'compulsator-flywheel' }, expansion)]);
    s.energy[0] = 2;
    expect(passiveAmount(t, s, 0, Effect.Rotations)).toBe(0);
    expect(boostMove(t, s, 0)).toBe(true);
    expect([passiveAmount(t, s, 0, Effect.Rotations), s.energy[0]]).toEqual([1, 1]);
  });

  it('the Nanowire Battery removes one disable marker per status phase, the worst first, for one step (L556)', () => {
    const a = arena([fullRobot('robocar', { core: 'nanowire-battery' }, expansion)]);
    const drive = a.slot(0, 'drive');
    const primary = a.slot(0, 'primary');
    a.s.disabled[primary] = 1;
    a.s.disabled[drive] = 1;
    refreshSlots(a.s, 0);
    a.s.energy[0] = 4;
    statusPhase(a.t, a.s, new ScriptedRng([]), 0);
    expect([a.s.disabled[drive], a.s.disabled[primary], a.s.energy[0]]).toEqual([0, 1, 3]);
  });

  it('the Superconducting Solenoid keeps the robot powered up through the status phase for one step, not on an empty core (L559)', () => {
    const a = arena([fullRobot('robotank', { core: 'superconducting-solenoid' }, expansion)]);
    a.s.energy[0] = 2;
    powerUp(a.t, a.s, 0);
    const charged = a.s.energy[0] ?? 0;
    statusPhase(a.t, a.s, new ScriptedRng([]), 0);
    expect([a.s.poweredUp[0], a.s.energy[0]]).toEqual([1, charged - 1]);
    a.s.energy[0] = 0;
    a.s.coreAbilityUsed[0] = 0;
    statusPhase(a.t, a.s, new ScriptedRng([]), 0);
    expect(a.s.poweredUp[0]).toBe(0);
  });
});
