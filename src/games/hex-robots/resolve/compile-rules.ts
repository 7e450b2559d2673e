// cold: the catalogue's rules as the numbers the hot resolve functions read (layouts in slots.ts).
import type { HexRobotsCatalogue } from '../catalogue/catalogue.js';
import type { ItemRole } from '../catalogue/catalogue-schema.js';
import type { Loadout } from '../catalogue/loadout-space.js';
import { EFFECT_ROWS, EffectField, EffectRollSlot, ItemBit, MeleeSlot, NO_SHOT, RANGE_SLOTS, ShotSlot, TurnSlot } from './slots.js';

export interface RuleNumbers {
  readonly shot: Int8Array;
  readonly melee: Int8Array;
  readonly effects: Int8Array;
  readonly effectRoll: Int8Array;
  readonly turn: Int8Array;
}

export function compileRuleNumbers(catalogue: HexRobotsCatalogue): RuleNumbers {
  return {
    shot: compileShotTable(catalogue),
    melee: compileMeleeTable(catalogue),
    effects: compileEffectTable(catalogue),
    effectRoll: compileEffectRollTable(catalogue),
    turn: compileTurnTable(catalogue),
  };
}

export function compileShotTable(catalogue: HexRobotsCatalogue): Int8Array {
  const shot = new Int8Array(ShotSlot.Size).fill(NO_SHOT, ShotSlot.Range, ShotSlot.Range + RANGE_SLOTS);
  for (const [range, toHit] of catalogue.range.toHit) {
    if (range >= catalogue.range.minimum && range <= catalogue.range.maximum && range < RANGE_SLOTS) shot[ShotSlot.Range + range] = toHit;
  }
  const modifiers = catalogue.shootingModifiers;
  shot[ShotSlot.Hidden] = 0;
  modifiers.hidden.forEach((value, index) => (shot[ShotSlot.Hidden + index + 1] = value));
  shot[ShotSlot.Shield] = modifiers.shield;
  shot[ShotSlot.Moved] = modifiers.moved;
  shot[ShotSlot.Stunned] = modifiers.stunned;
  return shot;
}

export function compileMeleeTable(catalogue: HexRobotsCatalogue): Int8Array {
  const b = catalogue.meleeBonuses;
  const melee = new Int8Array(MeleeSlot.Size);
  melee[MeleeSlot.AttackerMeleeWeapon] = b.attackerMeleeWeapon;
  melee[MeleeSlot.DefenderMeleeWeapon] = b.defenderMeleeWeapon;
  melee[MeleeSlot.AttackerShield] = b.attackerShield;
  melee[MeleeSlot.DefenderShield] = b.defenderShield;
  melee[MeleeSlot.HigherGround] = b.higherGround;
  melee[MeleeSlot.DefenderKnockedDown] = b.defenderKnockedDown;
  melee[MeleeSlot.DefenderStunned] = b.defenderStunned;
  return melee;
}

export function compileEffectTable(catalogue: HexRobotsCatalogue): Int8Array {
  const effects = new Int8Array((EFFECT_ROWS + 1) * EffectField.Count);
  for (const row of catalogue.effects.values()) {
    const at = row.roll * EffectField.Count;
    effects[at + EffectField.ApLimit] = row.apLimit;
    effects[at + EffectField.Stunned] = row.stunned ? 1 : 0;
    effects[at + EffectField.KnockedDown] = row.knockedDown ? 1 : 0;
    effects[at + EffectField.KnockBack] = row.knockBack;
    effects[at + EffectField.Destroyed] = row.destroyed ? 1 : 0;
  }
  return effects;
}

export function compileEffectRollTable(catalogue: HexRobotsCatalogue): Int8Array {
  const effectRoll = new Int8Array(EffectRollSlot.Size);
  effectRoll[EffectRollSlot.MeleeWeapon] = catalogue.effectModifiers.meleeWeapon;
  effectRoll[EffectRollSlot.TargetKnockedDown] = catalogue.effectModifiers.targetKnockedDown;
  return effectRoll;
}

export function compileTurnTable(catalogue: HexRobotsCatalogue): Int8Array {
  const turn = new Int8Array(TurnSlot.Size);
  turn[TurnSlot.RobotsPerTurn] = catalogue.activation.robotsPerTurn;
  turn[TurnSlot.ActionPoints] = catalogue.activation.actionPoints;
  turn[TurnSlot.SameRobotTwice] = catalogue.activation.sameRobotTwice ? 1 : 0;
  turn[TurnSlot.MovePerHex] = catalogue.costs.movePerHex;
  turn[TurnSlot.ClimbPerLevel] = catalogue.costs.climbPerLevel;
  turn[TurnSlot.Shoot] = catalogue.costs.shoot;
  turn[TurnSlot.Melee] = catalogue.costs.melee;
  turn[TurnSlot.StandUp] = catalogue.costs.standUp;
  turn[TurnSlot.MaxClimbPerHex] = catalogue.movement.maxClimbPerHex;
  return turn;
}

const ROLE_BITS: Readonly<Record<ItemRole, number>> = { gun: ItemBit.Gun, shield: ItemBit.Shield, 'melee-weapon': ItemBit.MeleeWeapon };

/** A loadout's items as ItemBit flags, by each item's role. */
export function loadoutBits(catalogue: HexRobotsCatalogue, loadout: Loadout): number {
  let bits = 0;
  for (const id of loadout) {
    const item = catalogue.items.get(id);
    if (item === undefined) throw new Error(`unknown item ${id}`);
    bits |= ROLE_BITS[item.role];
  }
  return bits;
}
