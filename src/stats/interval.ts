// cold: 95% confidence intervals for proportions (Wilson score) and means (normal approximation).
const Z95 = 1.959963984540054;

/** Wilson score interval for `successes` out of `trials`; [0, 1] when there are none. */
export function wilson(successes: number, trials: number, z = Z95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean and its 95% interval from a sum, a sum of squares and a count. */
export function meanInterval(sum: number, sumOfSquares: number, count: number, z = Z95): { mean: number; low: number; high: number } {
  if (count <= 0) return { mean: 0, low: 0, high: 0 };
  const mean = sum / count;
  const variance = count > 1 ? Math.max(0, (sumOfSquares - count * mean * mean) / (count - 1)) : 0;
  const half = z * Math.sqrt(variance / count);
  return { mean, low: mean - half, high: mean + half };
}

/**
 * The change between two win rates (wins of decisive games; 0.5 when there are none) with a 95%
 * interval computed as if the runs were independent: conservative when they share random numbers.
 */
export function rateChange(before: { readonly wins: number; readonly decisive: number }, after: { readonly wins: number; readonly decisive: number }, z = Z95): { before: number; after: number; change: number; low: number; high: number; significant: boolean } {
  const p1 = before.decisive === 0 ? 0.5 : before.wins / before.decisive;
  const p2 = after.decisive === 0 ? 0.5 : after.wins / after.decisive;
  const se = Math.sqrt((before.decisive === 0 ? 0 : (p1 * (1 - p1)) / before.decisive) + (after.decisive === 0 ? 0 : (p2 * (1 - p2)) / after.decisive));
  const change = p2 - p1;
  return { before: p1, after: p2, change, low: change - z * se, high: change + z * se, significant: Math.abs(change) > z * se && se > 0 };
}
