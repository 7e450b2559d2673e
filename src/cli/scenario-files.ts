// cold: finding and compiling a scenario for the scenario, replay, search and team commands.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv } from 'yargs';
import type { SourceFile } from '../catalogue/source-file.js';
import type { CompiledScenarioSet, SimRuleset } from '../kernel/ruleset.js';
import { didYouMean } from '../catalogue/did-you-mean.js';
import { UsageError } from './errors.js';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside, type LoadedCatalogue } from './load.js';
import { rulesetFor, type GameOptions } from './options.js';
import { SIDE_TEAM, valuesBySide, withSideOptions } from './side-options.js';

/** The bundled scenario files of a game, by file name. */
export function bundledScenarios(game: string): string[] {
  const folder = join(BUNDLED_DESIGNS, game, 'scenarios');
  return existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort() : [];
}

/**
 * A scenario given as a file path, a bundled scenario's number ("4"), or its name in the file
 * name ("capture-the-flag", "showdown").
 */
export function scenarioPath(game: string, name: string): string {
  if (existsSync(name)) return name;
  const files = bundledScenarios(game);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // By number, the shortest name wins: "18" is Bombs Away, not its one-attacker variant.
  const found = files.filter((file) => {
    const [number, ...words] = file.replace(/\.ya?ml$/, '').split('-');
    const title = words.join('-');
    return Number(number) === Number(name) || title === slug || title === `the-${slug}` || file.replace(/\.ya?ml$/, '') === slug;
  }).sort((a, b) => a.length - b.length)[0];
  if (found === undefined) {
    const names = files.map((file) => file.replace(/^\d+-/, '').replace(/\.ya?ml$/, ''));
    throw new UsageError(`scenario "${name}": no such file or bundled scenario${didYouMean(slug, names)} (bundled: ${names.join(', ')})`);
  }
  return join(BUNDLED_DESIGNS, game, 'scenarios', found);
}

/** A scenario and what replaces its own map and teams; `--side NAME=FILE` and its `--NAME` aliases are read by sideTeams. */
export interface ScenarioArgs extends GameOptions {
  readonly name: string;
  readonly map: string | undefined;
}

export function withScenarioOptions<T>(yargs: Argv<T>): Argv<T & Omit<ScenarioArgs, keyof GameOptions>> {
  return withSideOptions(yargs.positional('name', { type: 'string', demandOption: true, describe: 'a scenario file, or a bundled scenario by number or name (showdown, capture-the-flag, ...)' }), SIDE_TEAM)
    .option('map', { type: 'string', describe: 'a map file or bundled map name (default: the scenario\'s own)' }) as unknown as Argv<T & Omit<ScenarioArgs, keyof GameOptions>>;
}

/** The team file given for each side, by side name (`--side NAME=FILE` or `--NAME FILE`). */
export function sideTeams(args: GameOptions, rules: SimRuleset<unknown>): Record<string, string> {
  return valuesBySide(args, rules, SIDE_TEAM);
}

export interface PreparedScenario {
  readonly rules: SimRuleset<unknown>;
  readonly loaded: LoadedCatalogue<unknown>;
  readonly compiled: CompiledScenarioSet;
  readonly files: readonly string[];
}

/** The scenario in `args.name` (or `file`, when the caller has read it already) compiled with its map and teams. */
/** A scenario's teams and map compiled under the catalogue (with `erratum`, one made in memory, in place of --errata). */
export function prepareScenario(args: ScenarioArgs, file?: SourceFile, erratum?: SourceFile): PreparedScenario {
  const rules = rulesetFor(args) as SimRuleset<unknown>;
  if (rules.compileScenario === undefined) throw new UsageError(`--game: ${rules.id} has no scenarios yet`);
  const teams = Object.entries(sideTeams(args, rules));
  const scenario = file ?? readDataFile(scenarioPath(rules.id, args.name));
  const loaded = loadCatalogue<unknown>(rules, args.catalogue, erratum ?? args.errata);
  const overrides = {
    ...(args.map === undefined ? {} : { map: readDataFile(mapPath(rules.id, args.map)) }),
    ...(teams.length === 0 ? {} : { sides: Object.fromEntries(teams.map(([side, path]) => [side, readDataFile(path)])) }),
  };
  const compiled = rules.compileScenario(loaded.catalogue, scenario, overrides, resolveBeside);
  return { rules, loaded, compiled, files: compiled.inputs };
}

/** A map given as a path or a bundled map's name ("open-field"). */
export function mapPath(game: string, name: string): string {
  if (existsSync(name)) return name;
  const bundled = join(BUNDLED_DESIGNS, game, 'maps', `${name}.yaml`);
  return existsSync(bundled) ? bundled : name;
}
