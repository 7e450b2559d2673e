// cold: --mode for the matrix, search and team commands: score by line duels (the default) or by
// a symmetric scenario on the hex map (Showdown unless --scenario names another).
import type { Argv } from 'yargs';
import type { SourceFile } from '../catalogue/source-file.js';
import type { CompiledSet, ResolveFile, SimRuleset } from '../kernel/ruleset.js';
import { UsageError } from './errors.js';
import { readDataFile } from './load.js';
import { mapPath, scenarioPath } from './scenario-files.js';

export interface ModeArgs {
  readonly mode: string;
  readonly scenario: string;
  readonly map: string | undefined;
}

export function withModeOptions<T>(yargs: Argv<T>): Argv<T & ModeArgs> {
  return yargs
    .option('mode', { type: 'string', default: 'duel', describe: 'duel: score by duels on a line; scenario: by a scenario on the hex map' })
    .option('scenario', { type: 'string', describe: 'with --mode scenario: a symmetric scenario (file, number or name; default showdown)' })
    .option('map', { type: 'string', describe: 'with --mode scenario: a map file or bundled map name (default: the scenario\'s own)' })
    // --scenario or --map without --mode scenario was once ignored in silence
    .check((argv) => {
      if (argv['mode'] !== 'scenario' && (argv['scenario'] !== undefined || argv['map'] !== undefined)) throw new UsageError(`--${argv['scenario'] !== undefined ? 'scenario' : 'map'}: goes with --mode scenario (the mode is ${String(argv['mode'])})`);
      return true;
    })
    .middleware((argv) => {
      (argv as Record<string, unknown>)['scenario'] ??= 'showdown';
    }) as unknown as Argv<T & ModeArgs>;
}

/** How a set of design (or team) files is compiled for the mode asked for. */
export function compilerFor(args: ModeArgs, rules: SimRuleset<unknown>, catalogue: unknown, resolve: ResolveFile): (files: readonly SourceFile[]) => CompiledSet {
  if (args.mode === 'duel') return (files) => rules.compileDesigns(catalogue, files, resolve);
  if (args.mode !== 'scenario') throw new UsageError(`--mode: duel or scenario (got "${args.mode}")`);
  const compile = rules.compileScenarioEntrants;
  if (compile === undefined) throw new UsageError(`--mode scenario: ${rules.id} has no scenarios yet`);
  const scenario = readDataFile(scenarioPath(rules.id, args.scenario));
  const overrides = args.map === undefined ? {} : { map: readDataFile(mapPath(rules.id, args.map)) };
  return (files) => compile.call(rules, catalogue, scenario, overrides, files, resolve);
}
