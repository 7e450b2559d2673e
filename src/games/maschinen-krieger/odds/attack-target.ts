// cold: the attack target (MK L174-175 [5.1.1] 3, L178-179 [5.1.3]): attack ability plus every
// modifier, minus the target's defense. All modifiers are cumulative (L179). Inputs are numbers;
// the terrain and range charts are not in the text (spec 4.6) and are looked up elsewhere.

/** Indirect attack: "a uniform modifier of -3" (L179 [5.1.3] 3). */
export const INDIRECT_MODIFIER = -3;
/** Target already immobilised (M): +2 (L179 [5.1.3] 4). */
export const IMMOBILISED_MODIFIER = 2;
/** Defensive fire at a charging infantry unit "at a 1 to hit": read as +1 (L304 [14.2.3], spec K4). */
export const CHARGING_INFANTRY_MODIFIER = 1;

export interface AttackTargetInput {
  /** The weapon's attack ability from the counter (L277 [11.1.1]). */
  readonly attack: number;
  /** The target's defense. */
  readonly defense: number;
  /** Pilot modifiers add to attack ability and to defense (L330 [18.1.2]). */
  readonly attackPilot?: number;
  readonly defensePilot?: number;
  /** From the "Range adjusted Attack Ability" chart (L179 [5.1.3] 2); 0 for strafing (L179) and air-to-ground (L271 [10.4.2]). */
  readonly range?: number;
  /** Terrain of the target's hex for this weapon, plus any ridgeline crossed (L178-179 [5.1.3] 1). */
  readonly terrain?: number;
  readonly indirect?: boolean;
  readonly immobilised?: boolean;
  /** Anything else: defensive position (L290 [12.3]), smoke (L342 [19.2.6]), night (L343 [19.3]), charging infantry. */
  readonly other?: number;
}

/** (attack + pilot) + modifiers - (defense + pilot); may be below zero (then ineffective, L175). */
export function attackTarget(input: AttackTargetInput): number {
  return (
    input.attack +
    (input.attackPilot ?? 0) +
    (input.range ?? 0) +
    (input.terrain ?? 0) +
    (input.indirect === true ? INDIRECT_MODIFIER : 0) +
    (input.immobilised === true ? IMMOBILISED_MODIFIER : 0) +
    (input.other ?? 0) -
    (input.defense + (input.defensePilot ?? 0))
  );
}
