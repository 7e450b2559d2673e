// hot: one attack's dice (MK L174-189 [5.1-5.3], spec 4.3 steps 4-7): the attack roll summed (the
// second edition, L175 [5.1.1]) or multiplied (the first, L175 "Special Note"), the weapon's usage
// read from the same dice (L282 [11.2.1-11.2.4]), the double one's automatic D (L178 [5.1.2], K1),
// and on a hit the defender's Armor Endurance roll against its class bands (L175 [5.1.1] 4). Numbers
// in, one number out: the outcome code plus SPENT when the weapon is out after this shot.
import type { Rng } from '../../../rng/rng.js';

/** Outcome codes (the low bits of attack's answer). */
export const Outcome = { Miss: 0, NoEffect: 1, Immobilised: 2, Disarmed: 3, Destroyed: 4 } as const;
/** Added to the outcome when this shot leaves the weapon spent, broken or out of rounds. */
export const SPENT = 8;

/** Weapon usage codes (compiled from the weapon types, L277 [11.1.1]). */
export const Usage = { None: 0, Laser: 1, MachineGun: 2, Rounds: 3, LastRound: 4 } as const;

/** 0 sums the two dice (L175 [5.1.1]); 1 multiplies them (the first SF3D). */
export const Resolution = { Sum: 0, Product: 1 } as const;

/**
 * One attack at attack `target` (ability + modifiers - defense, L174-175 [5.1.1] 3) against a
 * target whose endurance row destroys on 2d6 <= d, immobilises on <= m, disarms on <= a (a
 * modified endurance roll off 2..12 reads the nearest end). `critical` 1 makes the double one hit
 * and destroy at any target from 0 (K1's variant); 0 only when the roll hits (the default).
 * Every attack rolls, even below zero, for usage (L175 [5.1.1] 3, L189 [5.3.4]).
 */
export function attack(rng: Rng, target: number, resolution: number, critical: number, usage: number, d: number, m: number, a: number, enduranceModifier: number): number {
  const first = rng.die(6);
  const second = rng.die(6);
  let spent = 0;
  if (usage === Usage.Laser) spent = (first === 6 && second >= 5) || (first === 5 && second === 6) ? SPENT : 0; // L282 [11.2.1]
  else if (usage === Usage.MachineGun) spent = first === 6 && second === 6 ? SPENT : 0; // L282 [11.2.2]
  else if (usage === Usage.LastRound) spent = SPENT; // L279 [11.2.5]
  if (target < 0) return Outcome.Miss + spent; // ineffective: it cannot hit (L175), but the dice counted for usage
  const value = resolution === Resolution.Product ? first * second : first + second;
  if (first === 1 && second === 1 && (critical === 1 || value <= target)) return Outcome.Destroyed + spent; // L178 [5.1.2]
  if (value > target) return Outcome.Miss + spent;
  let roll = rng.die(6) + rng.die(6) + enduranceModifier;
  roll = roll < 2 ? 2 : roll > 12 ? 12 : roll;
  if (roll <= d) return Outcome.Destroyed + spent;
  if (roll <= m) return Outcome.Immobilised + spent;
  if (roll <= a) return Outcome.Disarmed + spent;
  return Outcome.NoEffect + spent;
}
