// `botlab sensitivity [designs..] --variants FILES|all [--players N]`: plays every pair (or every
// table of N) of the designs under the baseline rules and under each variant of the reconstructed
// rules (an erratum file each), on the same random streams, and says for every matchup whether its
// favourite (for every table whether its leader) holds, flips or is left undecided by each variant
// (issue 22).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { provenanceCounts } from '../../catalogue/provenance-counts.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { sensitivityTable, verdictSummary } from '../../report/sensitivity-table.js';
import { toTextTable } from '../../report/text-table.js';
import { matchupVerdicts, tableVerdicts, type Standing } from '../../sim/sensitivity.js';
import { allPairs } from '../../sim/simulate.js';
import { winRateRows, type WinRateRow } from '../../sim/summarise.js';
import { UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, catalogueFolder, displayPath, readDataFile } from '../load.js';
import { rulesetFor, withGameExamples, withGameOptions, type GameOptions } from '../options.js';
import { battleSettings, runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { runTables, tableSize } from '../tables-run.js';
import { prepareDesigns, runSimulation, writeReports, type Runnable } from '../simulation.js';
import { prepareScenario, scenarioPath } from '../scenario-files.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';

interface SensitivityArgs extends GameOptions, RunArgs {
  readonly designs: string[] | undefined;
  readonly variants: string[];
  readonly players: number | undefined;
  readonly scenario: string | undefined;
}

/** The variant files to try: those given, or with `all` every erratum in the catalogue's variants/ folder (designs/<game>/catalogue/variants/). */
function variantFiles(catalogue: string, given: readonly string[]): string[] {
  if (given.length === 1 && given[0] === 'all') {
    const folder = join(catalogue, 'variants');
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort().map((name) => join(folder, name)) : [];
    if (files.length === 0) throw new UsageError(`--variants all: no variants in ${displayPath(folder)}`);
    return files;
  }
  return [...given];
}

/** A variant's name in reports: its file name without the extension. */
const variantName = (path: string): string => (path.split('/').pop() ?? path).replace(/\.ya?ml$/, '');

export const sensitivityCommand: CommandModule<object, SensitivityArgs> = {
  command: 'sensitivity [designs..]',
  describe: 'Play every pair of designs under the baseline rules and under each variant of the reconstructed rules, and say which favourites hold',
  builder: (yargs) =>
    withRunOptions(withGameOptions(withGameExamples(yargs, 'sensitivity')))
      .positional('designs', { type: 'string', array: true, describe: 'design files or folders (default: the game\'s study designs)' })
      .option('variants', { type: 'string', array: true, demandOption: true, describe: 'erratum files, each a variant of the reconstructed rules, or `all` for the game\'s bundled variants' })
      .option('players', { type: 'number', describe: 'for games of more than two: judge the leader of every table of N designs instead of each pair\'s favourite' })
      .option('scenario', { type: 'string', describe: 'judge the side a scenario favours (a file, or a bundled scenario by number or name) with its own teams and map' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    if (args.errata !== undefined) throw new UsageError('--errata: sensitivity tries each --variants file as the erratum; give them there');
    const plan = rules.study;
    if (args.scenario !== undefined && (args.designs?.length ?? 0) > 0) throw new UsageError('--scenario: plays the scenario\'s own teams; give designs or a scenario, not both');
    if (args.scenario !== undefined && args.players !== undefined) throw new UsageError('--players: not with --scenario');
    const paths = args.designs !== undefined && args.designs.length > 0 ? args.designs : plan === undefined ? [] : [join(BUNDLED_DESIGNS, rules.id, plan.designs)];
    if (paths.length === 0 && args.scenario === undefined) throw new UsageError(`sensitivity: ${rules.id} has no study designs; name the designs`);
    const variants = variantFiles(catalogueFolder(rules, args.catalogue), args.variants);
    const settings = runSettings(args);
    // every variant is loaded and checked before any game is played
    const prepare = (errata: string | undefined): Runnable => (args.scenario === undefined ? prepareDesigns({ ...args, errata }, paths) : prepareScenarioOf(args, args.scenario, errata));
    const baseline = prepare(undefined);
    const patched = variants.map((file) => ({ file, prepared: prepare(file) }));
    const count = baseline.compiled.designs.length;
    if (count < 2) throw new UsageError('sensitivity: needs at least two designs');
    const players = args.players === undefined ? 2 : tableSize(rules, args.players, battleSettings(rules, settings));
    if (count < players) throw new UsageError(`--players: ${players} a table needs at least ${players} designs (got ${count})`);
    // a design's random streams come from its own content, not the catalogue's: every variant meets the baseline's dice
    const judge = async (prepared: Runnable): Promise<{ battles: number; pairs?: WinRateRow[]; standings?: Standing[] }> => {
      if (players === 2) {
        const result = await runSimulation(prepared, allPairs(count), settings);
        return { battles: result.battles, pairs: winRateRows(prepared.compiled, result) };
      }
      const { standings, battles } = await runTables(prepared, [players], settings);
      return { battles, standings: standings.rows.map((row) => ({ table: String(row['table']), entrant: String(row['entrant']), share: Number(row['win_share']), low: Number(row['ci_low']), high: Number(row['ci_high']) })) };
    };
    console.error('baseline');
    const base = await judge(baseline);
    let battles = base.battles;
    const judged = [];
    for (const { file, prepared } of patched) {
      console.error(`variant ${variantName(file)}`);
      const result = await judge(prepared);
      battles += result.battles;
      judged.push({ name: variantName(file), ...result });
    }
    const verdicts = players === 2
      ? matchupVerdicts(base.pairs ?? [], judged.map((variant) => ({ name: variant.name, rows: variant.pairs ?? [] })), args.scenario === undefined ? 'favourite' : 'side')
      : tableVerdicts(base.standings ?? [], judged.map((variant) => ({ name: variant.name, standings: variant.standings ?? [] })));
    const table = sensitivityTable(verdicts);
    const written = await writeReports(args.out ?? join('reports', rules.id, 'sensitivity'), { 'sensitivity.csv': table }, {
      tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: args.scenario !== undefined ? `sensitivity --scenario ${args.scenario}` : players === 2 ? 'sensitivity' : `sensitivity --players ${players}`, game: rules.id, rulesVersion: rules.version, rulesHash: baseline.loaded.hash,
      policies: [...new Set(baseline.compiled.designs.map((design) => design.policy))].sort(), seed: settings.seed, games: battles,
      inputs: [...baseline.files, ...variants.map(displayPath)], variants: variants.map(variantName), startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started,
      threads: settings.threads, settings: { seedText: settings.seedText, stop: settings.stop },
      provenance: provenanceCounts(rules.catalogueRows(baseline.loaded.catalogue)),
    });
    const tally = (summary: string) => verdicts.filter((verdict) => verdictSummary(verdict) === summary).length;
    const [what, none] = args.scenario !== undefined ? ['the favoured side', 'sides are favoured by none'] : players === 2 ? ['favourites', 'matchups name no favourite'] : ['table leaders', `tables of ${players} name no leader`];
    const played = args.scenario !== undefined ? `${args.scenario}, its own two sides` : `${count} designs, ${verdicts.length} ${players === 2 ? 'matchups' : `tables of ${players}`}`;
    console.log(`${played}, ${variants.length} variants, ${battles.toLocaleString('en')} battles, seed ${settings.seedText}`);
    console.log(`${what}: ${tally('robust')} hold under every variant, ${tally('fragile')} are left undecided by some, ${tally('flips')} flip under some; ${tally('unsettled')} ${none}\n`);
    const changed = table.rows.filter((row) => row['status'] === 'flips' || row['status'] === 'undecided');
    if (changed.length > 0) console.log(toTextTable({ ...table, rows: changed }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};

/** A scenario with its own teams and map, under an erratum: a side per design (the scenario's sides). */
function prepareScenarioOf(args: SensitivityArgs, name: string, errata: string | undefined): Runnable {
  const rules = rulesetFor(args) as SimRuleset<unknown>;
  const file = readDataFile(scenarioPath(rules.id, name));
  if (rules.campaign?.isCampaign(file.data) === true || rules.dealt?.isDealt(file.data) === true) throw new UsageError(`--scenario: ${name} is a campaign or deals its robots; sensitivity plays scenarios with fixed teams`);
  return prepareScenario({ ...args, name, map: undefined, errata }, file);
}
