// cold: an engineer squad's land mine detection (MK L307-308 [14.4.1]). When it is about to enter a
// hex the enemy may have mined, the phasing player rolls one die: 1-5 finds the minefield before the
// unit enters, and the player may then cancel that move and go elsewhere; otherwise the unit enters
// and the mines attack it (L339 [19.1]).
import type { EngineerRule } from '../catalogue/procedures-schema.js';

/** Does a natural die roll of `die` find the minefield? */
export function engineerDetects(rule: EngineerRule, die: number): boolean {
  return die <= rule.detectOnOrBelow;
}

/** P(an engineer squad finds a minefield before entering it), exact. */
export function engineerDetectionChance(rule: EngineerRule): number {
  return Math.min(6, Math.max(0, rule.detectOnOrBelow)) / 6;
}
