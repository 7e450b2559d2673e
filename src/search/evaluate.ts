// cold: scores candidates against a weighted field of opponents by simulation, on common random
// numbers: against a given opponent, every candidate meets the same random streams, and a later
// round plays fresh blocks for all of them alike. Results accumulate across rounds.
import type { SourceFile } from '../catalogue/source-file.js';
import type { BattleSettings, CompiledSet, SimRuleset } from '../kernel/ruleset.js';
import type { Runner } from '../sim/runner.js';
import { simulate } from '../sim/simulate.js';
import { Field } from '../sim/task.js';
import type { Estimate } from './estimate.js';

export interface FieldEntry {
  readonly file: SourceFile;
  readonly weight: number;
}

export interface Evaluator<D> {
  /** Plays `games` more battles (both seatings) of each candidate against each opponent; returns the running estimates. */
  evaluate(candidates: readonly D[], games: number): Promise<Estimate[]>;
  /** Battles played so far. */
  battles(): number;
  /** How many opponents each candidate meets. */
  readonly opponents: number;
}

export interface EvaluatorOptions<D> {
  readonly rules: SimRuleset<unknown>;
  readonly catalogue: unknown;
  readonly field: readonly FieldEntry[];
  readonly key: (candidate: D) => string;
  readonly toFile: (candidate: D) => SourceFile;
  readonly seed: number;
  readonly settings: BattleSettings;
  readonly runner: Runner;
  readonly blockGames?: number;
  /** How candidates and the field are compiled: the game's designs by default, or a scenario's entrants (--mode scenario). */
  readonly compile?: (files: readonly SourceFile[]) => CompiledSet;
  readonly onProgress?: (battles: number) => void;
}

const Z95 = 1.959963984540054;

export function createEvaluator<D>(options: EvaluatorOptions<D>): Evaluator<D> {
  const { rules, field } = options;
  const blockGames = options.blockGames ?? 250;
  const totals = new Map<string, { wins: number[]; draws: number[]; games: number[] }>();
  let nextBlock = 0;
  let played = 0;
  const noResolve = () => ({ file: '', path: '', message: 'no references in search' });
  const fieldWeight = field.reduce((sum, entry) => sum + entry.weight, 0);

  return {
    battles: () => played,
    opponents: field.length,
    async evaluate(candidates, games) {
      const files = [...field.map((entry) => entry.file), ...candidates.map(options.toFile)];
      const compiled = options.compile === undefined ? rules.compileDesigns(options.catalogue, files, noResolve) : options.compile(files);
      const matchups = candidates.flatMap((_, c) => field.map((__, f) => ({ a: field.length + c, b: f })));
      const result = await simulate(rules, compiled, matchups, {
        seed: options.seed,
        stop: { games, maxGames: games },
        settings: options.settings,
        blockGames,
        firstBlock: nextBlock,
        tally: false,
        streamKey: (matchup) => ['search', compiled.designs[matchup.b]?.key ?? ''],
      }, options.runner);
      nextBlock += Math.ceil(Math.ceil(games / 2) / blockGames);
      played += result.battles;
      options.onProgress?.(played);
      result.matchups.forEach((matchup) => {
        const key = options.key(candidates[matchup.a - field.length] as D);
        const total = totals.get(key) ?? { wins: field.map(() => 0), draws: field.map(() => 0), games: field.map(() => 0) };
        total.wins[matchup.b] = (total.wins[matchup.b] ?? 0) + (matchup.outcomes[Field.AWins] ?? 0);
        total.draws[matchup.b] = (total.draws[matchup.b] ?? 0) + (matchup.outcomes[Field.Draws] ?? 0);
        total.games[matchup.b] = (total.games[matchup.b] ?? 0) + (matchup.outcomes[Field.Battles] ?? 0);
        totals.set(key, total);
      });
      return candidates.map((candidate) => estimateOf(options.key(candidate), totals.get(options.key(candidate)), field, fieldWeight));
    },
  };
}

/** A candidate's results against each field entry so far. */
export interface Totals {
  readonly wins: number[];
  readonly draws: number[];
  readonly games: number[];
}

/** The weighted score (wins plus `drawShare` of the draws, per game) and its normal-approximation 95% interval. */
export function estimateOf(key: string, total: Totals | undefined, field: readonly FieldEntry[], fieldWeight: number, drawShare = 0.5): Estimate {
  let score = 0;
  let variance = 0;
  let games = 0;
  field.forEach((entry, f) => {
    const n = total?.games[f] ?? 0;
    if (n === 0) return;
    const p = ((total?.wins[f] ?? 0) + drawShare * (total?.draws[f] ?? 0)) / n;
    const w = entry.weight / fieldWeight;
    score += w * p;
    variance += (w * w * Math.max(p * (1 - p), 0.25 / n)) / n; // a floor keeps a perfect record from a zero-width interval
    games += n;
  });
  const half = Z95 * Math.sqrt(variance);
  return { key, score, low: Math.max(0, score - half), high: Math.min(1, score + half), games };
}
