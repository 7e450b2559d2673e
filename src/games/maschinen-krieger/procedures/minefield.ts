// cold: land mine attacks (MK L339-340 [19.1]). A minefield attacks every unit that enters its hex
// and again when the unit leaves it (L339 [19.1.4]: through two minefield hexes, four attacks),
// with the hex's attack power (5-13 assigned, L339 [19.1.1]; raised by artillery-deployed mines
// to at most 20, L340 [19.1.6]) and no pilot or terrain modifiers (L339 [19.1.3]); a hit is followed
// by the unit's normal endurance roll. A unit under artillery-deployed mines that does not move is
// not attacked (L340 [19.1.7]).
// What the text does not fix, reconstructed here: the attack target is the standard one (L174-175
// [5.1.1] 3: attack power minus the target's defense) with no range modifier (the mine is in the
// hex) and no other modifier; a unit that starts its move in a minefield is attacked when it leaves,
// and one that stops in a minefield only on entering.
import type { MineRule } from '../catalogue/procedures-schema.js';
import { attackTarget } from '../odds/attack-target.js';

/**
 * How many mine attacks a unit that survives them takes along a path: `mined[i]` says whether the
 * i-th hex of the path is a minefield, `mined[0]` the hex the unit starts in. Each step out of a
 * minefield hex is an exit attack, each step into one an entry attack.
 */
export function mineAttackCount(rule: MineRule, mined: readonly boolean[]): number {
  let attacks = 0;
  for (let i = 1; i < mined.length; i++) {
    if (mined[i - 1] === true) attacks += rule.attacksOnExit;
    if (mined[i] === true) attacks += rule.attacksOnEntry;
  }
  return attacks;
}

export interface MineAttack {
  /** The minefield hex's attack power. */
  readonly strength: number;
  /** The unit's defense rating from its counter. */
  readonly defense: number;
  /** The unit's pilot defense modifier (L330 [18.1.2]); ignored unless the rule allows pilot modifiers. */
  readonly defensePilot?: number;
  /** The hex's terrain modifier; ignored unless the rule allows terrain modifiers. */
  readonly terrain?: number;
}

/** The attack target of one mine attack on one unit (hit when 2d6 is at most it, L175). */
export function mineAttackTarget(rule: MineRule, attack: MineAttack): number {
  if (!Number.isInteger(attack.strength) || attack.strength < rule.strength.min || attack.strength > rule.artilleryMaxStrength) {
    throw new RangeError(`a minefield's attack power runs ${rule.strength.min}-${rule.strength.max} (${rule.artilleryMaxStrength} with artillery mines), got ${attack.strength}`);
  }
  return attackTarget({
    attack: attack.strength,
    defense: attack.defense,
    defensePilot: rule.pilotModifiers ? (attack.defensePilot ?? 0) : 0,
    terrain: rule.terrainModifiers ? (attack.terrain ?? 0) : 0,
  });
}
