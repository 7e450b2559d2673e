// cold: after a search, one factor tried on each leading design (a game's Sweep: power
// cores), on the same streams as the search, so the table says how much the choice matters.
import type { Sweep } from '../kernel/design-space.js';
import { columns, type ReportTable } from '../report/table.js';
import type { Evaluator } from './evaluate.js';

/** How many leaders each sweep value is tried on. */
export const SWEEP_LEADERS = 5;

/** Plays `games` more battles of each leader with each value against each opponent of the field. */
export async function sweepTable<D>(sweep: Sweep<D>, evaluator: Evaluator<D>, leaders: readonly D[], games: number): Promise<ReportTable> {
  const values = sweep.values();
  const variants = leaders.slice(0, SWEEP_LEADERS).flatMap((design, index) => values.map((value) => ({ rank: index + 1, value, design: sweep.apply(design, value) })));
  const estimates = await evaluator.evaluate(variants.map((variant) => variant.design), games);
  const bestScore = new Map<number, number>();
  variants.forEach((variant, i) => bestScore.set(variant.rank, Math.max(bestScore.get(variant.rank) ?? 0, estimates[i]?.score ?? 0)));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    title: sweep.title,
    columns: columns('rank', sweep.name, 'score', 'ci_low', 'ci_high', 'games', `best_${sweep.name}`),
    rows: variants.map((variant, i) => {
      const estimate = estimates[i];
      return {
        rank: variant.rank, [sweep.name]: variant.value, score: round(estimate?.score ?? 0), ci_low: round(estimate?.low ?? 0), ci_high: round(estimate?.high ?? 0),
        games: estimate?.games ?? 0, [`best_${sweep.name}`]: (estimate?.score ?? -1) === bestScore.get(variant.rank) ? 'yes' : '',
      };
    }),
  };
}
