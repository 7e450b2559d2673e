// cold: Ma.K's attack roll (MK L175 [5.1.1] 3): two dice against the attack target, hit when the
// roll is at most the target. The second game adds the dice; the first SF3D multiplied them
// (L175 "Special Note"), so both resolutions are offered (spec 4.3 step 5).
import { atMost, die, productOf2d6, sumOf, type Dist } from '../../../dice/distribution.js';

/** How the two attack dice combine: `sum` (the second game, L175, default) or `product` (the first SF3D). */
export type Resolution = 'sum' | 'product';

/**
 * How to read "If the attack roll result is a 1 (a one on each die), the result is a D" (L178
 * [5.1.2]) — spec 4.7 K1.
 * - `when-hit` (default): (1,1) is D without the endurance chart whenever that roll hits, i.e.
 *   target >= 2 summed, >= 1 multiplied; it never turns a miss into a hit.
 * - `from-zero` (variant, the product-era reading 1 x 1 = 1): (1,1) hits and is D whenever the
 *   target is >= 0, in either resolution. Below zero the attack is ineffective (L175) either way.
 */
export type CriticalReading = 'when-hit' | 'from-zero';

/** The value two dice showing `a` and `b` give under a resolution. */
export function rollValue(a: number, b: number, resolution: Resolution = 'sum'): number {
  return resolution === 'sum' ? a + b : a * b;
}

const cache: Partial<Record<Resolution, Dist>> = {};

/** The distribution of the attack roll's value: 2d6 summed (2..12) or multiplied (1..36). */
export function attackRollDist(resolution: Resolution = 'sum'): Dist {
  return (cache[resolution] ??= resolution === 'sum' ? sumOf(die(6), 2) : productOf2d6());
}

/**
 * P(the roll hits) for an attack target: P(roll <= target) (L175). A target below zero is
 * ineffective (L175): with either resolution no roll is that low, so this is 0 there by itself.
 * The critical (1,1) reading can add a hit (see `criticalHits`); this is the plain roll only.
 */
export function rollHits(target: number, resolution: Resolution = 'sum'): number {
  return atMost(attackRollDist(resolution), target);
}

/** Does the double one hit and destroy outright at this target (L178 [5.1.2], K1)? */
export function criticalHits(target: number, resolution: Resolution = 'sum', reading: CriticalReading = 'when-hit'): boolean {
  if (target < 0) return false; // "the attack becomes ineffective" (L175 [5.1.1] 3)
  return reading === 'from-zero' || rollValue(1, 1, resolution) <= target;
}

/** P(hit) = P(roll <= target), plus the (1,1) roll when the `from-zero` reading makes it hit anyway. */
export function pHit(target: number, resolution: Resolution = 'sum', reading: CriticalReading = 'when-hit'): number {
  const plain = rollHits(target, resolution);
  const extra = criticalHits(target, resolution, reading) && rollValue(1, 1, resolution) > target ? 1 / 36 : 0;
  return plain + extra;
}

/** P(the hit is the automatic D of a double one, L178): 1/36 when (1,1) hits, else 0. */
export function pCritical(target: number, resolution: Resolution = 'sum', reading: CriticalReading = 'when-hit'): number {
  return criticalHits(target, resolution, reading) ? 1 / 36 : 0;
}
