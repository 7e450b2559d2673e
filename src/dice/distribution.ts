// cold: exact distributions of dice results, for every game's odds and for checking Monte Carlo.
// A distribution is a probability for each integer from `offset` up: p[i] = P(X = offset + i).
// Sums convolve; an exploding die is a geometric tail cut where what is left falls below a
// tolerance (the mass cut off is reported, so callers can say how exact they are).

export interface Dist {
  /** The smallest value with a probability slot. */
  readonly offset: number;
  /** p[i] = P(X = offset + i). */
  readonly p: Float64Array;
}

/** The value X is always `value`. */
export function constant(value: number): Dist {
  return { offset: value, p: Float64Array.of(1) };
}

/** One roll of a die whose faces are listed (each equally likely; a face may repeat). */
export function fromFaces(faces: readonly number[]): Dist {
  if (faces.length === 0 || faces.some((face) => !Number.isInteger(face))) throw new Error('a die needs at least one whole-number face');
  const low = Math.min(...faces);
  const p = new Float64Array(Math.max(...faces) - low + 1);
  for (const face of faces) p[face - low] = (p[face - low] ?? 0) + 1 / faces.length;
  return { offset: low, p };
}

/** A die numbered 1..sides. */
export function die(sides: number): Dist {
  return fromFaces(Array.from({ length: sides }, (_, i) => i + 1));
}

/** The sum of two independent results. */
export function convolve(a: Dist, b: Dist): Dist {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] ?? 0;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] = (p[i + j] ?? 0) + pa * (b.p[j] ?? 0);
  }
  return { offset: a.offset + b.offset, p };
}

/** The sum of `count` independent copies (count >= 0; the sum of none is 0). */
export function sumOf(dist: Dist, count: number): Dist {
  let total = constant(0);
  for (let i = 0; i < count; i++) total = convolve(total, dist);
  return total;
}

/**
 * One exploding die: a roll of `trigger` counts and adds another roll, which may explode again
 * (Kriegbot's 5, L51, and other games' bonus faces). Chains are followed until the probability of
 * going on falls below `tolerance`; `cut` is the probability mass left out.
 */
export function explode(faces: readonly number[], trigger: number, tolerance = 1e-15): Dist & { readonly cut: number } {
  const single = fromFaces(faces);
  const pTrigger = trigger >= single.offset && trigger < single.offset + single.p.length ? (single.p[trigger - single.offset] ?? 0) : 0;
  if (pTrigger >= 1) throw new Error('a die that always explodes never stops');
  const rest: number[] = faces.filter((face) => face !== trigger);
  const stop = rest.length === 0 ? constant(0) : fromFaces(rest); // the last roll of a chain, given it did not explode
  // X = trigger * K + R, with P(K = k) = pTrigger^k (1 - pTrigger) and R independent of K.
  const parts: { value: number; p: number }[] = [];
  let reach = 1; // P(K >= k)
  for (let k = 0; reach >= tolerance; k++) {
    const pk = reach * (1 - pTrigger);
    for (let i = 0; i < stop.p.length; i++) parts.push({ value: trigger * k + stop.offset + i, p: pk * (stop.p[i] ?? 0) });
    reach *= pTrigger;
    if (pTrigger === 0) break;
  }
  const low = Math.min(...parts.map((part) => part.value));
  const p = new Float64Array(Math.max(...parts.map((part) => part.value)) - low + 1);
  for (const part of parts) p[part.value - low] = (p[part.value - low] ?? 0) + part.p;
  return { offset: low, p, cut: pTrigger === 0 ? 0 : reach };
}

/** The product of two d6 (the original edition of Ma.K's attack roll): values 1..36. */
export function productOf2d6(): Dist {
  const p = new Float64Array(36);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) p[a * b - 1] = (p[a * b - 1] ?? 0) + 1 / 36;
  return { offset: 1, p };
}

/** P(A > B), P(A = B) and P(A < B) for independent A and B (opposed rolls). */
export function opposed(a: Dist, b: Dist): { readonly win: number; readonly tie: number; readonly lose: number } {
  let win = 0;
  let tie = 0;
  let lose = 0;
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] ?? 0;
    if (pa === 0) continue;
    const va = a.offset + i;
    for (let j = 0; j < b.p.length; j++) {
      const pb = pa * (b.p[j] ?? 0);
      const vb = b.offset + j;
      if (va > vb) win += pb;
      else if (va === vb) tie += pb;
      else lose += pb;
    }
  }
  return { win, tie, lose };
}

/** P(X >= value). */
export function atLeast(dist: Dist, value: number): number {
  let sum = 0;
  for (let i = Math.max(0, value - dist.offset); i < dist.p.length; i++) sum += dist.p[i] ?? 0;
  return sum;
}

/** P(X <= value). */
export function atMost(dist: Dist, value: number): number {
  let sum = 0;
  for (let i = 0; i < dist.p.length && dist.offset + i <= value; i++) sum += dist.p[i] ?? 0;
  return sum;
}

/** X held within [min, max]: the mass outside lands on the nearer bound (a modified roll that cannot go below 2, say). */
export function clampMinMax(dist: Dist, min: number, max: number): Dist {
  if (min > max) throw new Error(`clamp: min ${min} is above max ${max}`);
  const p = new Float64Array(max - min + 1);
  for (let i = 0; i < dist.p.length; i++) {
    const value = Math.min(max, Math.max(min, dist.offset + i));
    p[value - min] = (p[value - min] ?? 0) + (dist.p[i] ?? 0);
  }
  return { offset: min, p };
}

/** The distribution moved by a fixed modifier (X + shift). */
export function shift(dist: Dist, by: number): Dist {
  return { offset: dist.offset + by, p: dist.p };
}

/** E[X]. */
export function mean(dist: Dist): number {
  let sum = 0;
  for (let i = 0; i < dist.p.length; i++) sum += (dist.offset + i) * (dist.p[i] ?? 0);
  return sum;
}
