// cold: infantry morale recovery (MK L306 [14.3.2]). A unit with broken morale rolls one die at the
// start of the troop phase of the next turn and recovers on 1-4 after the modifiers, which are all
// cumulative: -1 stacked with an unbroken unit or otherwise able to attack, -2 in a forest or
// building hex, -1 in a defensive position, +1 with an enemy able to attack within 3 hexes, +1 when
// broken again by further attacks (the flipped token). Read as the modified roll at most 4, so -1
// and -2 together recover on any roll (spec MK-D8).
import type { MoraleRule } from '../catalogue/procedures-schema.js';

export interface MoraleSituation {
  /** Stacked with another unit whose morale is unbroken, or otherwise able to make attacks. */
  readonly stackedOrAbleToAttack?: boolean;
  readonly forestOrBuilding?: boolean;
  readonly defensivePosition?: boolean;
  /** Hexes to the nearest enemy unit able to make attacks; omit when there is none. */
  readonly enemyHexes?: number;
  /** Broken again by further direct or indirect attacks (the flipped token). */
  readonly brokenAgain?: boolean;
}

/** The sum of the modifiers that apply to the recovery roll. */
export function moraleModifier(rule: MoraleRule, situation: MoraleSituation): number {
  const m = rule.modifiers;
  return (
    (situation.stackedOrAbleToAttack === true ? m.stackedOrAbleToAttack : 0) +
    (situation.forestOrBuilding === true ? m.forestOrBuilding : 0) +
    (situation.defensivePosition === true ? m.defensivePosition : 0) +
    (situation.enemyHexes !== undefined && situation.enemyHexes <= rule.enemyRange ? m.enemyInRange : 0) +
    (situation.brokenAgain === true ? m.brokenAgain : 0)
  );
}

/** The highest natural die that recovers (may be below 1: never, or 6 and above: always). */
export function moraleRecoveryThreshold(rule: MoraleRule, situation: MoraleSituation): number {
  return rule.recoverOnOrBelow - moraleModifier(rule, situation);
}

/** Does a natural die roll of `die` recover? */
export function moraleRecovers(rule: MoraleRule, situation: MoraleSituation, die: number): boolean {
  return die + moraleModifier(rule, situation) <= rule.recoverOnOrBelow;
}

/** P(the unit recovers this turn), exact: the faces 1-6 at or under the threshold, over 6. */
export function moraleRecoveryChance(rule: MoraleRule, situation: MoraleSituation): number {
  return Math.min(6, Math.max(0, moraleRecoveryThreshold(rule, situation))) / 6;
}
