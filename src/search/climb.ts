// cold: racing plus local search. Race a sample (up to half the budget); then, round after round,
// race the leaders against a sample of their one-change neighbours (up to four fifths), until the
// leader has not changed for two rounds; then settle the ranking with a final race among the best
// candidates seen. Every race shares one evaluator, so estimates keep accumulating on common
// random numbers.
import type { Rng } from '../rng/rng.js';
import type { Estimate } from './estimate.js';
import type { Evaluator } from './evaluate.js';
import { race, type RaceResult } from './racing.js';

export interface ClimbOptions<D = unknown> {
  readonly firstGames: number;
  readonly budget: number;
  /** Leaders whose neighbours are explored each round. */
  readonly beam?: number;
  /** Most new neighbours raced per round. */
  readonly neighbourSample?: number;
  /** Candidates in the final race that settles the ranking. */
  readonly finalists?: number;
  /** Designs raced in the final race whatever their score (sensitivity: the baseline's best, under a variant). */
  readonly keep?: readonly D[];
  readonly rng: Rng;
}

export interface ClimbResult<D> extends RaceResult {
  /** Races run: the first on the sample, then one per climbing round. */
  readonly races: number;
  /** Distinct candidates evaluated. */
  readonly evaluated: number;
  /** Every candidate raced, by key. */
  readonly candidates: ReadonlyMap<string, D>;
}

export async function raceAndClimb<D>(
  start: readonly D[], key: (candidate: D) => string, neighbours: (candidate: D) => D[], evaluator: Evaluator<D>, options: ClimbOptions<D>,
): Promise<ClimbResult<D>> {
  const designs = new Map(start.map((candidate) => [key(candidate), candidate]));
  const latest = new Map<string, Estimate>();
  const remember = (result: RaceResult) => result.ranking.forEach((estimate) => latest.set(estimate.key, estimate));
  // A race's first round costs firstGames battles per candidate and opponent; a list is trimmed to
  // what its first round can afford, so the budget is a hard cap.
  const affordable = (limit: number) => Math.floor((limit - evaluator.battles()) / (options.firstGames * evaluator.opponents));
  // The first race may spend half the budget; climbing gets the rest.
  const firstBudget = Math.round(options.budget * 0.5);
  let result = await race(start.slice(0, Math.max(2, affordable(firstBudget))), key, evaluator, { firstGames: options.firstGames, budget: firstBudget });
  remember(result);
  let races = 1;
  let leader = result.ranking[0]?.key;
  let stale = 0;
  const beam = options.beam ?? 4;
  const sample = options.neighbourSample ?? 200;
  const climbBudget = Math.round(options.budget * 0.8);
  while (stale < 2 && evaluator.battles() < climbBudget) {
    const leaders = result.ranking.slice(0, beam).map((estimate) => designs.get(estimate.key)).filter((d): d is D => d !== undefined);
    const fresh = new Map<string, D>();
    for (const candidate of leaders) for (const next of neighbours(candidate)) if (!designs.has(key(next))) fresh.set(key(next), next);
    if (fresh.size === 0) break;
    const pool = [...fresh.values()];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = options.rng.int(i + 1);
      [pool[i], pool[j]] = [pool[j] as D, pool[i] as D];
    }
    const room = affordable(climbBudget) - leaders.length;
    if (room < 2) break;
    const contenders = [...leaders, ...pool.slice(0, Math.min(sample, room))];
    for (const candidate of contenders) designs.set(key(candidate), candidate);
    result = await race(contenders, key, evaluator, { firstGames: options.firstGames, budget: climbBudget });
    remember(result);
    races++;
    const next = result.ranking[0]?.key;
    stale = next === leader ? stale + 1 : 0;
    leader = next;
  }
  // The final race: the best candidates seen, each playing more battles with the rest of the budget.
  const best = [...latest.values()].sort((a, b) => b.score - a.score).slice(0, options.finalists ?? 20).map((estimate) => designs.get(estimate.key)).filter((d): d is D => d !== undefined);
  const finalists = [...new Map([...best, ...(options.keep ?? [])].map((candidate) => [key(candidate), candidate])).values()];
  for (const candidate of finalists) designs.set(key(candidate), candidate);
  const left = options.budget - evaluator.battles();
  const perOpponent = Math.floor(left / Math.max(1, finalists.length * evaluator.opponents * 2));
  if (finalists.length > 1 && perOpponent >= options.firstGames) {
    result = await race(finalists, key, evaluator, { firstGames: perOpponent, budget: options.budget, maxRounds: 1 });
    remember(result);
    races++;
  }
  // The last race's order first (its survivors played the most), then everyone else by score.
  const last = new Set(result.ranking.map((estimate) => estimate.key));
  const rest = [...latest.values()].filter((estimate) => !last.has(estimate.key)).sort((a, b) => b.score - a.score);
  return { ...result, ranking: [...result.ranking, ...rest], races, evaluated: designs.size, battles: evaluator.battles(), candidates: designs };
}
