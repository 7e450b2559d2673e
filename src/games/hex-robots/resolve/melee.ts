// hot: melee between adjacent robots (L28-30). Numbers in, number out.
import type { Rng } from '../../../rng/rng.js';
import { roll2d6 } from './shoot.js';
import { HIT, ItemBit, MeleeSlot, MISS } from './slots.js';

/** "if there is a height difference of 2 or more between the hexes ... melee may not take place" (L28). */
export const MAX_MELEE_HEIGHT_DIFFERENCE = 1;

/** May robots standing at these height levels melee (if adjacent)? L28. */
export function meleeAllowed(heightA: number, heightB: number): boolean {
  const difference = heightA > heightB ? heightA - heightB : heightB - heightA;
  return difference <= MAX_MELEE_HEIGHT_DIFFERENCE;
}

/**
 * The attacker's bonus (L29: all bonuses combine), from its items (ItemBit flags), the two robots'
 * height levels and 0/1 flags for the defender knocked down and stunned. `t` is compileMeleeTable's.
 */
export function attackerMeleeBonus(items: number, attackerHeight: number, defenderHeight: number, defenderDown: number, defenderStunned: number, t: Int8Array): number {
  let bonus = 0;
  if ((items & ItemBit.MeleeWeapon) !== 0) bonus += t[MeleeSlot.AttackerMeleeWeapon] ?? 0;
  if ((items & ItemBit.Shield) !== 0) bonus += t[MeleeSlot.AttackerShield] ?? 0;
  if (attackerHeight > defenderHeight) bonus += t[MeleeSlot.HigherGround] ?? 0;
  bonus += defenderDown * (t[MeleeSlot.DefenderKnockedDown] ?? 0);
  bonus += defenderStunned * (t[MeleeSlot.DefenderStunned] ?? 0);
  return bonus;
}

/** The defender's bonus, from its items (ItemBit flags) and the two robots' height levels. */
export function defenderMeleeBonus(items: number, defenderHeight: number, attackerHeight: number, t: Int8Array): number {
  let bonus = 0;
  if ((items & ItemBit.MeleeWeapon) !== 0) bonus += t[MeleeSlot.DefenderMeleeWeapon] ?? 0;
  if ((items & ItemBit.Shield) !== 0) bonus += t[MeleeSlot.DefenderShield] ?? 0;
  if (defenderHeight > attackerHeight) bonus += t[MeleeSlot.HigherGround] ?? 0;
  return bonus;
}

/**
 * Both sides roll 2d6 (attacker first) and add their bonuses (L28-29). HIT when the attacker's total
 * is higher (L30); a higher defender total has no effect, and so does a tie (H2: a hit needs "higher").
 */
export function melee(rng: Rng, attackerBonus: number, defenderBonus: number): number {
  const attacker = roll2d6(rng) + attackerBonus;
  const defender = roll2d6(rng) + defenderBonus;
  return attacker > defender ? HIT : MISS;
}
