// cold: what the duel and matrix commands share: load designs, simulate, write the reports.
import { join } from 'node:path';
import { ValidationError } from '../catalogue/problem.js';
import { provenanceBySection, provenanceCounts } from '../catalogue/provenance-counts.js';
import type { SourceFile } from '../catalogue/source-file.js';
import type { CompiledScenarioSet, CompiledSet, SimRuleset } from '../kernel/ruleset.js';
import { toCsv } from '../report/csv.js';
import type { RunManifest } from '../report/manifest.js';
import { damageTable, winRateTable, type CellExact } from '../report/simulation-tables.js';
import type { ReportTable } from '../report/table.js';
import { createRunner } from '../sim/runner.js';
import { simulate, type Matchup, type SimulationResult } from '../sim/simulate.js';
import { damageRows, winRateRows } from '../sim/summarise.js';
import { expandDesignPaths } from './design-files.js';
import { UsageError } from './errors.js';
import { displayPath, loadCatalogue, resolveBeside, tryReadDataFile, type LoadedCatalogue } from './load.js';
import type { GameOptions } from './options.js';
import { rulesetFor } from './options.js';
import { compilerFor, type ModeArgs } from './mode-options.js';
import { progressBar } from './progress.js';
import { battleSettings, type RunSettings } from './run-options.js';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.js';
import { writeFileAtomic } from './write-atomic.js';
import { buildReport } from '../report/html/build-report.js';
import { checkpointIdentity, loadCheckpoint, savePairs, withCheckpoint, type CheckpointPlan } from './checkpoint.js';
import type { Table } from '../sim/simulate-tables.js';
import { inliningInUse } from '../sim/compiler-flags.js';

export interface Prepared {
  readonly rules: SimRuleset<unknown>;
  readonly loaded: LoadedCatalogue<unknown>;
  readonly compiled: CompiledSet;
  readonly files: readonly string[];
  readonly sources: readonly SourceFile[];
}

/** The designs in `paths` compiled under the catalogue (with `erratum`, one made in memory, in place of --errata). */
export function prepareDesigns(options: GameOptions, paths: readonly string[], mode?: ModeArgs, erratum?: SourceFile): Prepared {
  const sources = expandDesignPaths(paths).map((path) => {
    const read = tryReadDataFile(path);
    if ('message' in read) throw new ValidationError([read]);
    return read;
  });
  if (sources.length === 0) throw new UsageError('no design files found in the paths given');
  return prepareSources(options, sources, mode, erratum);
}

/** Designs already read (or made, as from a search's output). */
export function prepareSources(options: GameOptions, sources: readonly SourceFile[], mode?: ModeArgs, erratum?: SourceFile): Prepared {
  const rules = rulesetFor(options) as SimRuleset<unknown>;
  if (rules.battle === undefined) throw new UsageError(`--game: ${rules.id} cannot be simulated yet`);
  const loaded = loadCatalogue<unknown>(rules, options.catalogue, erratum ?? options.errata);
  const compile = compilerFor(mode ?? { mode: 'duel', scenario: '', map: undefined }, rules, loaded.catalogue, resolveBeside);
  const compiled = compile(sources);
  // A scenario also read its own file and its map: the run records them as inputs.
  const files = 'inputs' in compiled ? (compiled as CompiledScenarioSet).inputs : sources.map((source) => source.path);
  return { rules, loaded, compiled, files, sources };
}

/** What running and reporting need of a prepared run (designs or a scenario). */
export type Runnable = Pick<Prepared, 'rules' | 'loaded' | 'compiled' | 'files'>;

/** Runs the matchups; with a checkpoint plan, saves the work as it goes (and on Ctrl-C) and can resume from it. */
export async function runSimulation(prepared: Runnable, matchups: readonly Matchup[], settings: RunSettings, checkpoint?: CheckpointPlan): Promise<SimulationResult> {
  const games = settings.stop.games;
  if (games !== undefined && games % 2 === 1) console.error(`--games ${games}: plays ${games + 1} a pairing, half in each seating`);
  const runner = createRunner(settings.threads);
  const progress = progressBar('simulating');
  try {
    return await withCheckpoint(checkpoint, loadCheckpoint, savePairs, (hooks) => simulate(prepared.rules, prepared.compiled, matchups, {
      seed: settings.seed,
      stop: settings.stop,
      settings: battleSettings(prepared.rules, settings),
      onProgress: progress,
      ...hooks,
    }, runner));
  } finally {
    progress.finish();
    await runner.close();
  }
}

/**
 * The checkpoint of a duel, matrix, table or scenario run in `folder`: identified by everything its
 * results depend on, so --resume refuses a checkpoint of another run.
 */
export function checkpointPlan(command: string, prepared: Runnable, matchups: readonly Matchup[] | readonly Table[], settings: RunSettings, folder: string, resume: boolean | undefined): CheckpointPlan {
  if (resume === true && settings.stop.games === undefined) throw new UsageError('--resume: only a run of a fixed number of games (--games) can resume, not one that stops on --ci');
  const identity = checkpointIdentity({
    command, game: prepared.rules.id, rulesVersion: prepared.rules.version, rulesHash: prepared.loaded.hash, tool: TOOL_VERSION,
    designs: prepared.compiled.designs.map((design) => design.key), matchups, seed: settings.seed, stop: settings.stop, settings: battleSettings(prepared.rules, settings),
  });
  return { folder, identity, resume: resume === true };
}

/**
 * The checkpoint of a campaign or dealt-scenario run in `folder`: identified by the command, the
 * rules data, the campaign or scenario as loaded (its teams, map and policies), the seed, the count
 * and the turn cap.
 */
export function jobCheckpointPlan(command: string, rules: SimRuleset<unknown>, rulesHash: string, set: unknown, run: { readonly seed: number; readonly count: number; readonly turnCap: number }, folder: string, resume: boolean | undefined): CheckpointPlan {
  const identity = checkpointIdentity({ command, game: rules.id, rulesVersion: rules.version, rulesHash, tool: TOOL_VERSION, set, ...run });
  return { folder, identity, resume: resume === true };
}

export interface Written {
  readonly folder: string;
  readonly tables: Readonly<Record<string, ReportTable>>;
}

/** Writes the CSV tables (atomically), run.json and (unless `page` is false: the caller builds it later) the HTML report; returns the paths written. */
export async function writeSimulationReports(
  command: string, prepared: Runnable, result: SimulationResult, settings: RunSettings, out: string | undefined,
  tables: Readonly<Record<string, ReportTable>>, started: number, page = true,
): Promise<string[]> {
  const folder = out ?? join('reports', prepared.rules.id);
  return writeReports(folder, tables, {
    tool: TOOL_NAME,
    toolVersion: TOOL_VERSION,
    command,
    game: prepared.rules.id,
    rulesVersion: prepared.rules.version,
    rulesHash: prepared.loaded.hash,
    policies: [...new Set(prepared.compiled.designs.map((design) => design.policy))].sort(),
    seed: settings.seed,
    games: result.battles,
    inputs: [...prepared.loaded.files, ...prepared.files],
    startedAt: new Date(started).toISOString(),
    elapsedMs: Date.now() - started,
    v8Inlining: inliningInUse(),
    threads: settings.threads,
    provenance: provenanceCounts(prepared.rules.catalogueRows(prepared.loaded.catalogue)),
    provenanceBySection: provenanceBySection(prepared.rules.catalogueRows(prepared.loaded.catalogue)),
    ...(prepared.rules.caveat === undefined ? {} : { caveat: prepared.rules.caveat }),
    settings: { seedText: settings.seedText, stop: settings.stop, turnCap: battleSettings(prepared.rules, settings).turnCap, ...battleSettings(prepared.rules, settings).values },
  }, page);
}

/** Writes each table as CSV (atomically), then run.json with the outputs listed, then (with `page`) the HTML report built from them; returns the paths written. */
export async function writeReports(folder: string, tables: Readonly<Record<string, ReportTable>>, manifest: Omit<RunManifest, 'outputs'> & Readonly<Record<string, unknown>>, page = true): Promise<string[]> {
  const written: string[] = [];
  for (const [name, table] of Object.entries(tables)) {
    const path = join(folder, name);
    await writeFileAtomic(path, toCsv(table));
    written.push(displayPath(path));
  }
  const runJson = displayPath(join(folder, 'run.json'));
  const index = displayPath(join(folder, 'index.html'));
  await writeFileAtomic(join(folder, 'run.json'), `${JSON.stringify({ ...manifest, outputs: [...written, runJson, index] }, null, 2)}\n`);
  if (page) await buildReport(folder, false);
  return [...written, runJson, ...(page ? [index] : [])];
}

export function simulationTables(prepared: Runnable, result: SimulationResult, settings: RunSettings): { winrate: ReportTable; damage: ReportTable } {
  return {
    winrate: winRateTable(winRateRows(prepared.compiled, result)),
    damage: damageTable(damageRows(prepared.compiled, prepared.rules.battle, result), prepared.rules.battle.tally, cellExact(prepared, settings)),
  };
}

/** The game's exact odds for damage.csv rows whose cell decides them, under the run's settings. */
function cellExact(prepared: Runnable, settings: RunSettings): CellExact | undefined {
  const tally = prepared.rules.odds?.tally;
  if (tally === undefined) return undefined;
  const values = battleSettings(prepared.rules, settings);
  return { measures: tally.measures, exact: (columns) => tally.exact(prepared.loaded.catalogue, values, columns) };
}

