// cold: what one attack uses up, decided by the same attack roll (MK L282 [11.2.1-11.2.4]; spec
// 4.3 step 6). Every declared attack rolls for usage, even below zero or at a dead target (L175
// [5.1.1] 3, L189 [5.3.4]).
import { pHit, rollValue, type CriticalReading, type Resolution } from './attack-roll.js';

/** The weapon types printed on a counter (L277 [11.1.1]). */
export type WeaponType = 'L' | 'G' | 'MG' | 'R' | 'PF';

export interface WeaponUse {
  readonly type: WeaponType;
  /** An infantry squad's MG never breaks (L304 [14.2.4]). */
  readonly infantry?: boolean;
  /** Rockets and PF: rounds left before this shot (L282 [11.2.4]); unlimited when absent. */
  readonly roundsLeft?: number;
}

/** The natural rolls that drain a laser: "5 and 6, or 6 and 6" (L282 [11.2.1]), both orders of 5-6. */
export const LASER_DRAIN_FACES: readonly (readonly [number, number])[] = [[5, 6], [6, 5], [6, 6]];
/** The natural roll that breaks a machine gun: "6 and 6" (L282 [11.2.2]). */
export const MG_BREAK_FACES: readonly (readonly [number, number])[] = [[6, 6]];

/**
 * The natural rolls that leave the weapon unusable after this shot ("the current shot is still
 * resolved", L282 [11.2.1-11.2.2]). The AAR squad's laser rifle drains on the same faces but only
 * for the next turn (L308-310 [14.4.4]); it is the same per-shot event.
 */
export function usageFaces(weapon: WeaponUse): readonly (readonly [number, number])[] {
  if (weapon.type === 'L') return LASER_DRAIN_FACES;
  if (weapon.type === 'MG' && weapon.infantry !== true) return MG_BREAK_FACES;
  return [];
}

/** Rounds this shot spends: one for rockets and PF (L175 [5.1.1] 3, L282 [11.2.4]), none otherwise. */
export function roundsSpent(weapon: WeaponUse): number {
  return weapon.type === 'R' || weapon.type === 'PF' ? 1 : 0;
}

/** Does this shot fire the last round, so the weapon is "Arm. Disabled" until resupplied (L279 [11.2.5], L283 [11.3])? */
export function firesLastRound(weapon: WeaponUse): boolean {
  if (roundsSpent(weapon) === 0 || weapon.roundsLeft === undefined) return false;
  if (weapon.roundsLeft < 1) throw new Error('a rocket or PF with no rounds left cannot fire (L279 [11.2.5])');
  return weapon.roundsLeft === 1;
}

/** P(the weapon is out after this shot), whatever the target: 3/36 for a laser, 1/36 for an MG, 0 or 1 for ammunition. */
export function pWeaponOut(weapon: WeaponUse): number {
  return firesLastRound(weapon) ? 1 : usageFaces(weapon).length / 36;
}

/**
 * P(the weapon is out after this shot AND the roll hits) at `target`: the usage faces whose value
 * is at most the target (a laser: 0 for T <= 10 summed, 2/36 at 11, 3/36 at 12; spec 4.8).
 * None of the usage faces is the double one, so the critical reading only matters for the last
 * round of ammunition, which is out whatever the roll (then this is P(hit)).
 */
export function pWeaponOutAndHit(weapon: WeaponUse, target: number, resolution: Resolution = 'sum', reading: CriticalReading = 'when-hit'): number {
  if (firesLastRound(weapon)) return pHit(target, resolution, reading);
  return usageFaces(weapon).filter(([a, b]) => rollValue(a, b, resolution) <= target).length / 36;
}
