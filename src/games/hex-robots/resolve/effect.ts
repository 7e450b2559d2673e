// hot: the effect roll after a hit (L31-38). Numbers in, number out.
import type { Rng } from '../../../rng/rng.js';
import { EFFECT_ROWS, EffectRollSlot, ItemBit } from './slots.js';

/**
 * The modifier of the effect die (L31; reconstructed, none by default): the attacker's items
 * (ItemBit flags) count only for a melee hit (`melee` 1), the target lying down for any hit.
 * `t` is compileEffectRollTable's.
 */
export function effectModifier(attackerItems: number, melee: number, targetDown: number, t: Int8Array): number {
  let modifier = targetDown * (t[EffectRollSlot.TargetKnockedDown] ?? 0);
  if (melee === 1 && (attackerItems & ItemBit.MeleeWeapon) !== 0) modifier += t[EffectRollSlot.MeleeWeapon] ?? 0;
  return modifier;
}

/** The effect row, 1..6: one die plus `modifier`; 6 or more reads the "6+" row (L38), below 1 reads row 1. */
export function effect(rng: Rng, modifier: number): number {
  const row = rng.die(6) + modifier;
  return row < 1 ? 1 : row > EFFECT_ROWS ? EFFECT_ROWS : row;
}
