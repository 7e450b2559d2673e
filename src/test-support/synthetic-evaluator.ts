// Test support: an evaluator with known true scores, whose intervals narrow as games grow.
import type { Estimate } from '../search/estimate.js';
import type { Evaluator } from '../search/evaluate.js';

export function syntheticEvaluator<D>(score: (candidate: D) => number, key: (candidate: D) => string): Evaluator<D> {
  const games = new Map<string, number>();
  let battles = 0;
  return {
    opponents: 1,
    battles: () => battles,
    async evaluate(candidates, more) {
      return candidates.map((candidate): Estimate => {
        const n = (games.get(key(candidate)) ?? 0) + more;
        games.set(key(candidate), n);
        battles += more;
        const value = score(candidate);
        const half = 1.96 * Math.sqrt(0.25 / n);
        return { key: key(candidate), score: value, low: value - half, high: value + half, games: n };
      });
    },
  };
}
