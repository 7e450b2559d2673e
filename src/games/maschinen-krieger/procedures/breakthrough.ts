// cold: breakthrough after the dog-fight (MK L266-268 [10.3]). A side breaks through when the enemy
// has no air-combat units left, or when it has at least double the enemy's number (read "equal to
// double" as "at least": inferred, procedures.yaml); then as many of its units as the difference
// between the two sides' numbers may attack the enemy's ground-combat units. 6 vs 3 -> 3 (L268).
// Breakthrough attacks are resolved as a dog-fight with the defender rated 0 (L268 [10.3.1]).
import type { BreakthroughRule } from '../catalogue/procedures-schema.js';

/** How many of `own` air-combat units (those left after the dog-fight) break through against `enemy`'s; 0 when none may. */
export function breakthroughUnits(rule: BreakthroughRule, own: number, enemy: number): number {
  for (const count of [own, enemy]) {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`a number of air-combat units is a whole number >= 0 (got ${count})`);
  }
  // No opposing units: own >= ratio x 0 always holds, so the one test covers both conditions.
  return own >= rule.ratio * enemy ? own - enemy : 0;
}
