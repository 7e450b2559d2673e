// TC-27: the opening story (L33) played through the resolver, turn by turn, with scripted dice.
// Rocketbot (Gatling, incendiary munitions) against a Hoverbot (EMP Blaster) and a Robotank.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { move, moveAndStrafe, powerUp, reboot } from '../resolve/actions.js';
import { AttackFlag, useAttack } from '../resolve/attack.js';
import { statusPhase } from '../resolve/status-phase.js';
import { crippled, startTurn } from '../resolve/units.js';

describe('TC-27 the opening narrative (L33)', () => {
  it('point defense, a strafe that sets the Hoverbot on fire, a powered-up EMP blast, and a reboot', () => {
    const a = arena([
      fullRobot('rocketbot', { primary: 'gatling-gun', cockpit: 'incendiary-munitions' }),
      fullRobot('hoverbot', { primary: 'emp-blaster', skirt: 'explosive-capacitor' }),
      fullRobot('robotank', { primary: 'rocket-pod', secondary: 'chainsaw' }),
    ]);
    const { t, s } = a;
    const [rocket, hover, tank] = [0, 1, 2];
    const newTurn = () => [rocket, hover, tank].forEach((u) => startTurn(t, s, u));

    // "I spin up the gatling and take down an incoming missile."
    const rng1 = new ScriptedRng([2]);
    move(t, s, rocket, false);
    expect(useAttack(t, s, rng1, tank, a.attack(tank, 'rocket-pod'), rocket, 5, AttackFlag.InPointDefenseArc)).toBe(0);
    expect([s.pool.size, s.defenseActions[rocket]]).toEqual([1, 0]);

    // "I close range and strafe its hull with a storm of 20mm incendiaries. It ... mushrooms into flame."
    newTurn();
    const rng2 = new ScriptedRng([4, 3, 0, 1, 2, 3, 4, 4, 5]);
    expect(moveAndStrafe(t, s, rocket)).toBe(1);
    expect(useAttack(t, s, rng2, rocket, a.attack(rocket, 'gatling-gun'), hover, 2, AttackFlag.Strafe)).toBe(1);
    expect(s.onFire[hover]).toBe(1);
    // "The target ... stops dodging, obviously diverting engine power to its primary weapon."
    expect(powerUp(t, s, hover)).toBe(1);
    // "... but not before unleashing a powered up EMP blast. My cockpit erupts into a cacophony of klaxons."
    expect(useAttack(t, s, rng2, hover, a.attack(hover, 'emp-blaster', 'Powered-up blast'), rocket, 2, 0)).toBe(1);
    expect([a.disabled(rocket, 'drive'), a.disabled(rocket, 'primary'), a.disabled(rocket, 'warhead')]).toEqual([true, true, true]);
    expect(crippled(s, rocket)).toBe(true);
    statusPhase(t, s, rng2, hover); // the fire roll: a 5, put out
    expect([s.onFire[hover], s.poweredUp[hover], rng2.remaining()]).toEqual([0, 0, 0]);

    // "I quickly land and prepare to reboot."
    newTurn();
    expect(move(t, s, rocket, false)).toBe(0);
    expect(reboot(t, s, rocket)).toBe(1);
    expect(crippled(s, rocket)).toBe(false);
  });
});
