// cold: sub-distributions, a Dist whose probabilities add up to less than 1 because it is one
// branch of a roll (the totals of the rolls that end one way, the others left out). They convolve
// and add like distributions; the mass says how likely the branch is.
import type { Dist } from './distribution.js';

/** The empty branch: no value has any probability. */
export const EMPTY: Dist = { offset: 0, p: Float64Array.of(0) };

/** The sum of the probabilities: 1 for a distribution, less for a branch or a cut tail. */
export function mass(dist: Dist): number {
  let sum = 0;
  for (let i = 0; i < dist.p.length; i++) sum += dist.p[i] ?? 0;
  return sum;
}

/** Every probability times `factor` (a branch taken with that chance). */
export function scale(dist: Dist, factor: number): Dist {
  return { offset: dist.offset, p: dist.p.map((p) => p * factor) };
}

/** Two branches of one roll together: P(X = v) summed slot by slot (they must not overlap as events). */
export function addBranches(a: Dist, b: Dist): Dist {
  const low = Math.min(a.offset, b.offset);
  const high = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Float64Array(high - low);
  for (let i = 0; i < a.p.length; i++) p[a.offset - low + i] = (p[a.offset - low + i] ?? 0) + (a.p[i] ?? 0);
  for (let i = 0; i < b.p.length; i++) p[b.offset - low + i] = (p[b.offset - low + i] ?? 0) + (b.p[i] ?? 0);
  return { offset: low, p };
}

/** A branch that is only the value `value`, with probability `p`. */
export function point(value: number, p: number): Dist {
  return { offset: value, p: Float64Array.of(p) };
}

/** The distribution of A - B for independent A and B (an attack against a defence). */
export function difference(a: Dist, b: Dist): Dist {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  const offset = a.offset - (b.offset + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] ?? 0;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) {
      const at = a.offset + i - (b.offset + j) - offset;
      p[at] = (p[at] ?? 0) + pa * (b.p[j] ?? 0);
    }
  }
  return { offset, p };
}
