// cold: racing by successive halving. Every candidate plays a few battles; those whose upper
// bound falls below the leader's lower bound are dropped, and so is the worse half; survivors
// play twice as many more; repeat until one is left, the survivors are all tied after the last
// round, or the budget is spent.
import type { Estimate } from './estimate.js';
import type { Evaluator } from './evaluate.js';

export interface RaceOptions {
  /** Battles against each opponent in the first round. */
  readonly firstGames: number;
  /** Stop before a round that would take the total past this many battles (the first round always runs: size the list to fit). */
  readonly budget: number;
  readonly maxRounds?: number;
  /** The share of candidates kept each round (successive halving: 0.5). */
  readonly keep?: number;
}

export interface RaceResult {
  /** Every candidate's latest estimate: survivors first (best first), then the eliminated, best first. */
  readonly ranking: readonly Estimate[];
  readonly survivors: number;
  readonly rounds: number;
  readonly battles: number;
}

export async function race<D>(candidates: readonly D[], key: (candidate: D) => string, evaluator: Evaluator<D>, options: RaceOptions): Promise<RaceResult> {
  const unique = [...new Map(candidates.map((candidate) => [key(candidate), candidate])).values()];
  const latest = new Map<string, Estimate>();
  let alive = unique;
  let games = options.firstGames;
  let rounds = 0;
  const keep = options.keep ?? 0.5;
  while (alive.length > 0) {
    const estimates = await evaluator.evaluate(alive, games);
    rounds++;
    for (const estimate of estimates) latest.set(estimate.key, estimate);
    const ranked = [...estimates].sort(byScore);
    const best = ranked[0];
    if (best === undefined) break;
    const contenders = ranked.filter((estimate) => estimate.high >= best.low);
    const kept = contenders.slice(0, Math.max(1, Math.ceil(ranked.length * keep)));
    const nextCost = kept.length * games * 2 * evaluator.opponents; // the next round plays twice as many
    const done = kept.length === 1 || rounds >= (options.maxRounds ?? 12) || evaluator.battles() + nextCost > options.budget;
    const keys = new Set((done ? contenders : kept).map((estimate) => estimate.key));
    alive = unique.filter((candidate) => keys.has(key(candidate)));
    if (done) break;
    games *= 2;
  }
  const survivors = new Set(alive.map(key));
  const all = [...latest.values()];
  const ranking = [...all.filter((e) => survivors.has(e.key)).sort(byScore), ...all.filter((e) => !survivors.has(e.key)).sort(byScore)];
  return { ranking, survivors: survivors.size, rounds, battles: evaluator.battles() };
}

function byScore(a: Estimate, b: Estimate): number {
  return b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
