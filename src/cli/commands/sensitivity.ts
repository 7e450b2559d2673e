// `botlab sensitivity [designs..] --variants FILES|all`: plays every pair of the designs under the
// baseline rules and under each variant of the reconstructed rules (an erratum file each), on the
// same random streams, and says for every matchup whether its favourite holds, flips or is left
// undecided by each variant (issue 22).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { provenanceCounts } from '../../catalogue/provenance-counts.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { sensitivityTable, verdictSummary } from '../../report/sensitivity-table.js';
import { toTextTable } from '../../report/text-table.js';
import { matchupVerdicts } from '../../sim/sensitivity.js';
import { allPairs } from '../../sim/simulate.js';
import { winRateRows } from '../../sim/summarise.js';
import { UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, catalogueFolder, displayPath } from '../load.js';
import { rulesetFor, withGameExamples, withGameOptions, type GameOptions } from '../options.js';
import { runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { prepareDesigns, runSimulation, writeReports } from '../simulation.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';

interface SensitivityArgs extends GameOptions, RunArgs {
  readonly designs: string[] | undefined;
  readonly variants: string[];
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
      .option('variants', { type: 'string', array: true, demandOption: true, describe: 'erratum files, each a variant of the reconstructed rules, or `all` for the game\'s bundled variants' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    if (args.errata !== undefined) throw new UsageError('--errata: sensitivity tries each --variants file as the erratum; give them there');
    const plan = rules.study;
    const paths = args.designs !== undefined && args.designs.length > 0 ? args.designs : plan === undefined ? [] : [join(BUNDLED_DESIGNS, rules.id, plan.designs)];
    if (paths.length === 0) throw new UsageError(`sensitivity: ${rules.id} has no study designs; name the designs`);
    const variants = variantFiles(catalogueFolder(rules, args.catalogue), args.variants);
    const settings = runSettings(args);
    // every variant is loaded and checked before any game is played
    const baseline = prepareDesigns(args, paths);
    const patched = variants.map((file) => ({ file, prepared: prepareDesigns({ ...args, errata: file }, paths) }));
    const count = baseline.compiled.designs.length;
    if (count < 2) throw new UsageError('sensitivity: needs at least two designs');
    const matchups = allPairs(count);
    // a design's random streams come from its own content, not the catalogue's: every variant meets the baseline's dice
    console.error(`baseline: ${matchups.length} matchups`);
    const baselineRun = await runSimulation(baseline, matchups, settings);
    let battles = baselineRun.battles;
    const variantRows = [];
    for (const { file, prepared } of patched) {
      console.error(`variant ${variantName(file)}`);
      const result = await runSimulation(prepared, matchups, settings);
      battles += result.battles;
      variantRows.push({ name: variantName(file), rows: winRateRows(prepared.compiled, result) });
    }
    const verdicts = matchupVerdicts(winRateRows(baseline.compiled, baselineRun), variantRows);
    const table = sensitivityTable(verdicts);
    const written = await writeReports(args.out ?? join('reports', rules.id, 'sensitivity'), { 'sensitivity.csv': table }, {
      tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: 'sensitivity', game: rules.id, rulesVersion: rules.version, rulesHash: baseline.loaded.hash,
      policies: [...new Set(baseline.compiled.designs.map((design) => design.policy))].sort(), seed: settings.seed, games: battles,
      inputs: [...baseline.files, ...variants.map(displayPath)], variants: variants.map(variantName), startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started,
      threads: settings.threads, settings: { seedText: settings.seedText, stop: settings.stop },
      provenance: provenanceCounts(rules.catalogueRows(baseline.loaded.catalogue)),
    });
    const tally = (summary: string) => verdicts.filter((verdict) => verdictSummary(verdict) === summary).length;
    console.log(`${count} designs, ${matchups.length} matchups, ${variants.length} variants, ${battles.toLocaleString('en')} battles, seed ${settings.seedText}`);
    console.log(`favourites: ${tally('robust')} hold under every variant, ${tally('fragile')} are left undecided by some, ${tally('flips')} flip under some; ${tally('unsettled')} matchups name no favourite\n`);
    const changed = table.rows.filter((row) => row['status'] === 'flips' || row['status'] === 'undecided');
    if (changed.length > 0) console.log(toTextTable({ ...table, rows: changed }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};
