// cold: a scenario that deals its robots at random for every game (Musical Chairs, Aftermath):
// prepared, played deal by deal on the job runner, and reported like any scenario run.
import type { SourceFile } from '../catalogue/source-file.js';
import type { DealtSet } from '../kernel/dealt.js';
import type { CompiledScenarioSet, SimRuleset } from '../kernel/ruleset.js';
import { runDeals } from '../sim/job-runner.js';
import type { SimulationResult } from '../sim/simulate.js';
import { UsageError } from './errors.js';
import { loadCatalogue, readDataFile, resolveBeside, type LoadedCatalogue } from './load.js';
import type { GameOptions } from './options.js';
import { progressBar } from './progress.js';
import type { RunSettings } from './run-options.js';
import { mapPath } from './scenario-files.js';
import { loadJobCheckpoint, saveJobs, withCheckpoint } from './checkpoint.js';
import { jobCheckpointPlan } from './simulation.js';

export interface PreparedDeals {
  readonly rules: SimRuleset<unknown>;
  readonly loaded: LoadedCatalogue<unknown>;
  readonly set: DealtSet;
  /** Deal 0 compiled, with the sides named as dealt: the labels the scenario reports use. */
  readonly compiled: CompiledScenarioSet;
  readonly files: readonly string[];
  readonly prepared: unknown;
}

/** True when the file deals its robots and no team was given in their place. */
export function dealsRobots(rules: SimRuleset<unknown>, file: SourceFile, teamGiven: boolean): boolean {
  return !teamGiven && rules.dealt?.isDealt(file.data) === true;
}

export function prepareDeals(options: GameOptions & { readonly map: string | undefined }, rules: SimRuleset<unknown>, file: SourceFile, seed: number, turnCap: number): PreparedDeals {
  const dealt = rules.dealt;
  if (dealt === undefined) throw new UsageError(`--game: ${rules.id} has no dealt scenarios`);
  const loaded = loadCatalogue<unknown>(rules, options.catalogue, options.errata);
  const overrides = options.map === undefined ? {} : { map: readDataFile(mapPath(rules.id, options.map)) };
  const set = dealt.load(loaded.catalogue, file, resolveBeside, overrides);
  const prepared = dealt.prepare(loaded.catalogue, set, turnCap);
  const first = dealt.compileDeal(prepared, seed, 0).compiled;
  const compiled = { ...first, designs: first.designs.map((design, i) => ({ ...design, name: set.teams[i]?.name ?? design.name, policy: set.teams[i]?.policy ?? design.policy })) };
  return { rules, loaded, set, compiled, files: set.inputs, prepared };
}

/** Plays ceil(games / 2) deals, each in both seatings; with a checkpoint folder, saves its work as it goes and can resume. */
export async function runDealtScenario(deals: PreparedDeals, settings: RunSettings, command: string, folder: string, resume: boolean | undefined): Promise<SimulationResult> {
  if (!('games' in settings.stop)) throw new UsageError('--ci: a scenario that deals its robots plays a fixed number of games; use --games');
  const count = Math.ceil(settings.stop.games / 2);
  const run = { seed: settings.seed, count, turnCap: settings.turnCap };
  const plan = jobCheckpointPlan(command, deals.rules, deals.loaded.hash, deals.set, run, folder, resume);
  const progress = progressBar('dealing', 'deals');
  const outcomes = await withCheckpoint(plan, (p) => loadJobCheckpoint<number[]>(p), saveJobs('deals'), (hooks) => runDeals(deals.rules, deals.loaded.catalogue, deals.set, {
    ...run, threads: settings.threads, key: deals.loaded.hash, onProgress: progress,
  }, hooks)).finally(() => progress.finish());
  return { matchups: [{ a: 0, b: 1, outcomes, tally: new Float64Array(0) }], battles: 2 * count };
}
