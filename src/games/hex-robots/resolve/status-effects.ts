// hot: what an effect row does to a robot, and when markers go (L33-39). Hits are always made in
// the enemy's turn, so a marker placed on a robot lasts through its owner's next turn and goes at
// the end of it (L39); the AP limits of rows 1-2 last for the same turn (L33-34).
import type { RobotStatus } from './status.js';
import { EffectField } from './slots.js';

/**
 * Applies effect row `row` (1..6) to robot `r`; returns the hexes it is knocked back (L37; 0 when
 * destroyed). Effects already on the robot combine so the most severe applies (H5): the lower AP
 * limit wins, a stun stays one marker (L39) and beats any AP limit (activationAp), knocked down
 * stays down. `effects` is compileEffectTable's.
 */
export function applyEffect(s: RobotStatus, r: number, row: number, effects: Int8Array): number {
  if (s.destroyed[r] === 1) return 0;
  const at = row * EffectField.Count;
  if (effects[at + EffectField.Destroyed] === 1) {
    s.destroyed[r] = 1;
    return 0;
  }
  const limit = effects[at + EffectField.ApLimit] ?? 0;
  const current = s.apLimit[r] ?? 0;
  if (limit > 0 && (current === 0 || limit < current)) s.apLimit[r] = limit;
  if (effects[at + EffectField.Stunned] === 1) s.stun[r] = 1; // L39: set, never added
  if (effects[at + EffectField.KnockedDown] === 1) s.down[r] = 1;
  return effects[at + EffectField.KnockBack] ?? 0;
}

/**
 * The AP robot `r` may spend if activated now: none when destroyed or stunned ("may not be
 * activated next turn", L35), else `actionPoints` (L5) cut to its AP limit (L33-34).
 */
export function activationAp(s: RobotStatus, r: number, actionPoints: number): number {
  if (s.destroyed[r] === 1 || s.stun[r] === 1) return 0;
  const limit = s.apLimit[r] ?? 0;
  return limit > 0 && limit < actionPoints ? limit : actionPoints;
}

/** Standing up clears knocked down (L36); the caller pays its cost (turn.costs.standUp). */
export function standUp(s: RobotStatus, r: number): void {
  s.down[r] = 0;
}

/**
 * The end of a side's turn, for its robots first..end-1: their stun markers are removed ("at the
 * end of the players next turn", L39) and their AP limits expire ("during the next turn", L33-34).
 */
export function endOwnerTurn(s: RobotStatus, first: number, end: number): void {
  for (let r = first; r < end; r++) {
    s.stun[r] = 0;
    s.apLimit[r] = 0;
  }
}
