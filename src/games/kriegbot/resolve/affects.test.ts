// "If the weapon card says 'robot', the attack affects robots only. But if it says 'target', it
// affects all targets (robots, infantry, and buildings)" (L197).
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { NOT_ALLOWED, useAttack } from './attack.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';

describe('L197: a card that says "robot" attacks robots only', () => {
  it('the Sabot (robot) may not fire at a building; the Gatling Gun (target) may', () => {
    const { t, s, attack, simple } = arena([fullRobot('robotank', { primary: 'smoothbore-main-gun', secondary: 'gatling-gun' })]);
    const building = simple(1, 2); // a building: silhouette 1, two damage (L316)
    expect(bundledKriegbot().cards.get('smoothbore-main-gun')?.functions[0]?.attack?.affects).toBe('robot');
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'smoothbore-main-gun'), building, 3, 0)).toBe(NOT_ALLOWED);
    expect(s.attackActions[0]).toBe(1); // nothing spent
    expect(useAttack(t, s, new ScriptedRng([1, 1, 1]), 0, attack(0, 'gatling-gun'), building, 3, 0)).toBe(1);
  });

  it('the Railgun (robot) may not fire at a footsoldier', () => {
    const { t, s, attack, simple } = arena([fullRobot('robotank', { primary: 'railgun' })]);
    const tent = simple(2, 1);
    expect(useAttack(t, s, new ScriptedRng([]), 0, attack(0, 'railgun'), tent, 2, 0)).toBe(NOT_ALLOWED);
  });
});
