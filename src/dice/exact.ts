// cold: exact probabilities for Kriegbot dice (faces 0-5, a 5 adds a die, L51).
//
// Each die is a chain: k fives, then one face r in 0-4, with probability (1/6)^(k+1). That factors
// as P(k) = (1/6)^k (5/6) times P(r) = 1/5, so a die's last face is uniform on 0-4 and independent
// of how many fives came first. A pool of n dice therefore has exactly n non-5 faces (its possible
// hit locations, uniform and independent) and a total of 5K + (sum of those faces), where K, the
// number of fives, is negative binomial: P(K = k) = C(k+n-1, k) (1/6)^k (5/6)^n.

/** P(K = k) for the number of fives among n dice. */
export function fivesProbability(dice: number, fives: number): number {
  return binomial(fives + dice - 1, fives) * (1 / 6) ** fives * (5 / 6) ** dice;
}

/** P(K >= atLeast). */
export function fivesAtLeast(dice: number, atLeast: number): number {
  if (atLeast <= 0) return 1;
  let below = 0;
  for (let k = 0; k < atLeast; k++) below += fivesProbability(dice, k);
  return Math.max(0, 1 - below);
}

/**
 * P(the pool's total reaches `target`) given its non-5 faces sum to `lastFacesSum`: the fives must
 * make up the rest, five at a time.
 */
export function hitProbabilityGivenFaces(dice: number, lastFacesSum: number, target: number): number {
  return fivesAtLeast(dice, Math.ceil((target - lastFacesSum) / 5));
}

/** P(total of `dice` dice >= target): the chance to hit a silhouette of `target` (L231). */
export function hitProbability(dice: number, target: number): number {
  if (dice <= 0) return target <= 0 ? 1 : 0;
  let p = 0;
  const faces = lastFacesSumDistribution(dice);
  for (let sum = 0; sum < faces.length; sum++) p += (faces[sum] ?? 0) * hitProbabilityGivenFaces(dice, sum, target);
  return p;
}

/** Distribution of the sum of n independent faces uniform on 0-4. */
export function lastFacesSumDistribution(dice: number): number[] {
  let distribution = [1];
  for (let die = 0; die < dice; die++) {
    const next = new Array<number>(distribution.length + 4).fill(0);
    distribution.forEach((p, sum) => {
      for (let face = 0; face <= 4; face++) next[sum + face] = (next[sum + face] ?? 0) + p / 5;
    });
    distribution = next;
  }
  return distribution;
}

/**
 * The distribution of the total, P(total = s) for s < `below`, by direct convolution of the
 * single-die distribution P(s) = (1/6)^(floor(s/5)+1). An independent route to the same numbers,
 * used to check the closed form.
 */
export function totalDistributionBelow(dice: number, below: number): number[] {
  const single = Array.from({ length: below }, (_, s) => (1 / 6) ** (Math.floor(s / 5) + 1));
  let distribution: number[] = Array.from({ length: below }, (_, s) => (s === 0 ? 1 : 0));
  for (let die = 0; die < dice; die++) {
    const next = new Array<number>(below).fill(0);
    for (let a = 0; a < below; a++) {
      const pa = distribution[a] ?? 0;
      if (pa === 0) continue;
      for (let b = 0; a + b < below; b++) next[a + b] = (next[a + b] ?? 0) + pa * (single[b] ?? 0);
    }
    distribution = next;
  }
  return distribution;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
