// The line duel: movement toward the policy's range, clamps, counter-attacks, and whole duels.
import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../kernel/outcome.js';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { useAttack } from '../resolve/attack.js';
import { Movement } from '../compile/codes.js';
import { fight } from './duel.js';
import { takeMovement } from './duel-move.js';

describe('movement on the line', () => {
  it('a robot closes on its preferred range as far as its speed allows', () => {
    const { t, s } = arena([fullRobot('robocar', { primary: 'gatling-gun' }), fullRobot('robotank')]);
    s.range = 12;
    const preferred = t.robot.preferredRange[0] ?? 0;
    takeMovement(t, s, new Rng(1, 1), 0, 1);
    expect(s.movement[0]).toBe(Movement.Move);
    expect(s.range).toBe(Math.max(preferred, 12 - 6)); // Robocar speed 6
    expect(s.facing[0]).toBe(0); // weapons bear: the enemy ahead
  });

  it('a robot that must open the range turns away, at the cost of its front arcs', () => {
    const { t, s } = arena([fullRobot('spiderbot', { primary: 'railgun', 'rear-pylon': 'chemical-rockets' }), fullRobot('robotank')]);
    s.range = 1;
    takeMovement(t, s, new Rng(1, 1), 0, 1);
    expect(s.range).toBeGreaterThan(1);
  });

  it('an adjacent Mag Claw clamps the robot before it moves; it dances in place (L333)', () => {
    const { t, s } = arena([fullRobot('robocar', { primary: 'gatling-gun' }), fullRobot('robotank', { secondary: 'mag-claw' })]);
    s.range = 1;
    takeMovement(t, s, new Rng(1, 1), 0, 1);
    expect([s.clamped[0], s.defenseActions[1], s.range, s.movement[0]]).toEqual([1, 0, 1, Movement.Move]);
  });
});

describe('a counter-attack after the attack roll (L286)', () => {
  it('the Nemo Battery answers an adjacent attack with its defense action and a disable', () => {
    const { t, s, attack } = arena([fullRobot('robocar', { primary: 'grenade-launcher' }), fullRobot('robotank', { hull: 'nemo-battery' })]);
    const rng = new ScriptedRng([0, 0, 0, 3, 3, 3]);
    expect(useAttack(t, s, rng, 0, attack(0, 'grenade-launcher'), 1, 1, 0)).toBe(0);
    expect(rng.remaining()).toBe(0);
    expect(s.defenseActions[1]).toBe(0);
    expect([...s.disabled.slice(0, 8)].reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('whole duels', () => {
  it('end in a valid outcome within the turn cap, the same for the same stream', () => {
    const { t, s } = arena([fullRobot('robotank', { primary: 'smoothbore-main-gun', secondary: 'grenade-launcher' }), fullRobot('robocar', { primary: 'gatling-gun', secondary: 'rocket-pod' })]);
    const metrics = new Float64Array(2);
    const outcomes = new Set<number>();
    const first: number[] = [];
    const rng = new Rng(5, 5);
    for (let i = 0; i < 200; i++) {
      const outcome = fight(t, 0, 1, rng, s, metrics);
      outcomes.add(outcome);
      first.push(outcome, metrics[0] ?? 0);
      expect(metrics[0]).toBeGreaterThanOrEqual(1);
      expect(metrics[0]).toBeLessThanOrEqual(s.turnCap);
    }
    expect([...outcomes].every((o) => o === Outcome.AWins || o === Outcome.BWins || o === Outcome.Draw)).toBe(true);
    const again: number[] = [];
    rng.reseed(5, 5);
    for (let i = 0; i < 200; i++) again.push(fight(t, 0, 1, rng, s, metrics), metrics[0] ?? 0);
    expect(again).toEqual(first);
  });
});
