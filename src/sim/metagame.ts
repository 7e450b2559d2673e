// cold: the metagame of a set of designs: the symmetric zero-sum game whose payoff is the score
// (wins plus half the draws and stalls, per battle) minus one half, its equilibrium mixture, and
// how that mixture moves when the scores are redrawn within their standard errors. A stall counts
// as half a win: a design that can only stall its opponents does not dominate the metagame.
import { Rng } from '../rng/rng.js';
import { solveZeroSum } from '../stats/zero-sum.js';
import type { SimulationResult } from './simulate.js';
import { Field } from './task.js';

export interface Metagame {
  /** winRate[i][j]: design i's score against j, wins plus half the draws per battle (0.5 on the diagonal). */
  readonly winRate: number[][];
  readonly standardError: number[][];
  readonly weights: number[];
  readonly supportFrequency: number[];
  readonly meanResampledWeight: number[];
  /** The equilibrium of each redrawn matrix, for intervals on anything computed from the weights. */
  readonly resampledWeights: number[][];
}

export function metagame(designs: number, result: SimulationResult, resamples: number, seed: number): Metagame {
  const winRate = Array.from({ length: designs }, () => new Array<number>(designs).fill(0.5));
  const standardError = Array.from({ length: designs }, () => new Array<number>(designs).fill(0));
  for (const { a, b, outcomes } of result.matchups) {
    const games = outcomes[Field.Battles] ?? 0;
    const p = games === 0 ? 0.5 : ((outcomes[Field.AWins] ?? 0) + 0.5 * (outcomes[Field.Draws] ?? 0)) / games;
    const se = games === 0 ? 0.5 : Math.sqrt(Math.max(p * (1 - p), 0.25 / games) / games);
    (winRate[a] as number[])[b] = p;
    (winRate[b] as number[])[a] = 1 - p;
    (standardError[a] as number[])[b] = se;
    (standardError[b] as number[])[a] = se;
  }
  const solve = (matrix: number[][]) => solveZeroSum(matrix.map((row) => row.map((p) => p - 0.5))).strategy;
  const weights = solve(winRate);
  const rng = new Rng(seed, 0x3e7a);
  const inSupport = new Array<number>(designs).fill(0);
  const weightSum = new Array<number>(designs).fill(0);
  const resampledWeights: number[][] = [];
  for (let k = 0; k < resamples; k++) {
    const redrawn = winRate.map((row) => [...row]);
    for (let i = 0; i < designs; i++) {
      for (let j = i + 1; j < designs; j++) {
        const p = Math.min(1, Math.max(0, (winRate[i]?.[j] ?? 0.5) + normal(rng) * (standardError[i]?.[j] ?? 0)));
        (redrawn[i] as number[])[j] = p;
        (redrawn[j] as number[])[i] = 1 - p;
      }
    }
    const redrawnWeights = solve(redrawn);
    resampledWeights.push(redrawnWeights);
    redrawnWeights.forEach((w, i) => {
      if (w > 0.01) inSupport[i] = (inSupport[i] ?? 0) + 1;
      weightSum[i] = (weightSum[i] ?? 0) + w;
    });
  }
  return {
    winRate,
    standardError,
    weights,
    supportFrequency: inSupport.map((n) => (resamples === 0 ? 0 : n / resamples)),
    meanResampledWeight: weightSum.map((w) => (resamples === 0 ? 0 : w / resamples)),
    resampledWeights,
  };
}

/** A standard normal draw (Box-Muller) from the seeded generator. */
function normal(rng: Rng): number {
  const u = (rng.int(2 ** 30) + 0.5) / 2 ** 30;
  const v = rng.int(2 ** 30) / 2 ** 30;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A card's pick rate (the equilibrium weight of the designs carrying it) and its spread over the redrawn matrices. */
export function pickRate(game: Metagame, holders: readonly number[]): { rate: number; standardDeviation: number } {
  const rateOf = (weights: readonly number[]) => holders.reduce((sum, i) => sum + (weights[i] ?? 0), 0);
  const redrawn = game.resampledWeights.map(rateOf);
  const mean = redrawn.reduce((a, b) => a + b, 0) / Math.max(1, redrawn.length);
  const variance = redrawn.reduce((sum, r) => sum + (r - mean) ** 2, 0) / Math.max(1, redrawn.length - 1);
  return { rate: rateOf(game.weights), standardDeviation: Math.sqrt(variance) };
}
