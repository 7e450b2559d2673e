// cold: one search played, without its reports: race a uniform sample of a game's design space
// against a field (successive halving), climb to better neighbours, sweep the leaders. `botlab
// search` (search-run.ts) writes what it finds; `botlab sensitivity --search` plays it once under
// the baseline rules and once under each variant.
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { ValidationError } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';
import { zodProblems } from '../catalogue/zod-problems.js';
import type { DesignSpace } from '../kernel/design-space.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { ReportTable } from '../report/table.js';
import { Rng } from '../rng/rng.js';
import { raceAndClimb, type ClimbResult } from '../search/climb.js';
import type { Estimate } from '../search/estimate.js';
import { createEvaluator, type FieldEntry } from '../search/evaluate.js';
import { SWEEP_LEADERS, sweepTable } from '../search/sweep.js';
import { createTableEvaluator } from '../search/table-evaluate.js';
import { createRunner } from '../sim/runner.js';
import { UsageError } from './errors.js';
import { BUNDLED_DESIGNS, readDataFile, resolveBeside, type LoadedCatalogue } from './load.js';
import { compilerFor, type ModeArgs } from './mode-options.js';
import type { GameOptions } from './options.js';
import { progressBar } from './progress.js';
import { battleSettings, type RunArgs, type RunSettings } from './run-options.js';
import { designSpace, searchRulesOf } from './space-options.js';
import { tableSize } from './tables-run.js';

export interface SearchArgs extends GameOptions, RunArgs, ModeArgs {
  readonly field: string | undefined;
  readonly budget: number;
  readonly candidates: number;
  readonly players: number | undefined;
}

/** What a search found: the ranking (best first), the designs statistically tied with the best, and the sweeps' tables. */
export interface SearchPlayed {
  readonly space: DesignSpace<unknown>;
  readonly field: readonly FieldEntry[];
  readonly players: number;
  readonly result: ClimbResult<unknown>;
  readonly best: Estimate | undefined;
  /** The best and every design tied with it: as many battles or more, and an interval reaching the best's lower bound. */
  readonly tied: readonly Estimate[];
  readonly swept: readonly [string, ReportTable][];
  readonly battles: number;
}

export interface SearchPlayOptions {
  /** Designs raced in the final race whatever their score (sensitivity: the baseline's best under a variant). */
  readonly keep?: readonly unknown[];
  /** Run the game's sweeps over the leaders (search does; sensitivity does not). */
  readonly sweeps?: boolean;
  readonly progressLabel?: string;
}

const fieldFileSchema = z.strictObject({
  field: z.array(z.strictObject({ design: z.string().min(1), weight: z.number().positive().default(1) })).min(1),
});

/** Checks what a search needs before it plays: the budget and candidates, the space the options choose, the field and the table size. */
export function searchSetup(args: SearchArgs, rules: SimRuleset<unknown>, loaded: LoadedCatalogue<unknown>, settings: RunSettings): { space: DesignSpace<unknown>; field: FieldEntry[]; players: number } {
  const search = searchRulesOf(rules, 'search');
  const space = designSpace(rules, loaded.catalogue, args as unknown as Record<string, unknown>, 'search');
  for (const [option, value, low] of [['--budget', args.budget, 1_000], ['--candidates', args.candidates, 2]] as const) {
    if (!Number.isInteger(value) || value < low) throw new UsageError(`${option}: a whole number of at least ${low} (got ${value})`);
  }
  const field = args.field === undefined
    ? search.defaultField(args as unknown as Record<string, unknown>).map((path) => ({ file: readDataFile(join(BUNDLED_DESIGNS, rules.id, path)), weight: 1 }))
    : fieldFromFile(args.field);
  const players = tableSize(rules, args.players, battleSettings(rules, settings));
  if (players > 2 && args.mode === 'scenario') throw new UsageError('--players: not with --mode scenario');
  return { space, field, players };
}

/** Plays one search of `args.budget` battles under the catalogue given. */
export async function playSearch(args: SearchArgs, rules: SimRuleset<unknown>, loaded: LoadedCatalogue<unknown>, settings: RunSettings, options: SearchPlayOptions = {}): Promise<SearchPlayed> {
  const { space, field, players } = searchSetup(args, rules, loaded, settings);
  const { catalogue } = loaded;
  const rng = new Rng(settings.seed, 0x5ea4c4);
  const candidates = Array.from({ length: args.candidates }, () => space.random(rng));
  const runner = createRunner(settings.threads);
  const progress = progressBar(options.progressLabel ?? 'racing');
  const evaluatorOptions = {
    rules, catalogue, field, key: (d: unknown) => space.key(d), toFile: (d: unknown) => space.toFile(d),
    seed: settings.seed, settings: battleSettings(rules, settings), runner,
    compile: compilerFor(args, rules, catalogue, resolveBeside),
    onProgress: (battles: number) => progress(battles, args.budget),
  };
  const evaluator = players > 2 ? createTableEvaluator<unknown>({ ...evaluatorOptions, players }) : createEvaluator<unknown>(evaluatorOptions);
  const sweeps = options.sweeps === false ? [] : searchRulesOf(rules, 'search').sweeps?.(catalogue, args as unknown as Record<string, unknown>) ?? [];
  const swept: [string, ReportTable][] = [];
  let result: ClimbResult<unknown>;
  try {
    // A fifth of the budget is kept to try each sweep's values on every leader (cores.csv, say).
    const units = SWEEP_LEADERS * sweeps.reduce((sum, sweep) => sum + sweep.values().length, 0) * field.length;
    const sweepGames = units > 0 ? Math.max(2, 2 * Math.floor(args.budget / 5 / units / 2)) : 0;
    result = await raceAndClimb(candidates, (d) => space.key(d), (d) => space.neighbours(d), evaluator, { firstGames: 20, budget: args.budget - sweepGames * units, rng, ...(options.keep === undefined ? {} : { keep: options.keep }) });
    const raced = result;
    const leaders = raced.ranking.map((e) => raced.candidates.get(e.key)).filter((d) => d !== undefined);
    for (const sweep of sweeps) swept.push([`${sweep.name}s.csv`, await sweepTable(sweep, evaluator, leaders, sweepGames)]);
  } finally {
    progress.finish();
    await runner.close();
  }
  const best = result.ranking[0];
  return { space, field, players, result, best, tied: result.ranking.filter((e) => tiedWithBest(best, e)), swept, battles: evaluator.battles() };
}

/** Whether a design is statistically tied with the best: as many battles or more, and an interval reaching the best's lower bound. */
export function tiedWithBest(best: Estimate | undefined, estimate: Estimate): boolean {
  return best !== undefined && estimate.games >= best.games && estimate.high >= best.low;
}

function fieldFromFile(path: string): FieldEntry[] {
  const file = readDataFile(path);
  const parsed = fieldFileSchema.safeParse(file.data);
  if (!parsed.success) throw new ValidationError(zodProblems(file.path, [], parsed.error, 'field file: field: [{ design: path, weight: number }]'));
  return parsed.data.field.map((entry): FieldEntry => ({ file: readDataFile(resolve(dirname(path), entry.design)) as SourceFile, weight: entry.weight }));
}
