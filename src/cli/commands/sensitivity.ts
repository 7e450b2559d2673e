// `botlab sensitivity [designs..] --variants FILES|all [--players N | --scenario NAME | --search]`:
// plays every pair (or every table of N) of the designs, a scenario's sides, or a search under the
// baseline rules and under each variant of the reconstructed rules (an erratum file each), on the
// same random streams, and says for every verdict (a matchup's favourite, a table's leader, a
// scenario's side, a search's best design and the parts its best designs carry) whether it holds,
// flips or is left undecided by each variant (issue 22). A variant under which the designs
// themselves break the rules is skipped and said so.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { provenanceCounts } from '../../catalogue/provenance-counts.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { screeningTable, type ScreenedRun } from '../../report/screening-table.js';
import { sensitivityTable, verdictSummary } from '../../report/sensitivity-table.js';
import type { ReportTable } from '../../report/table.js';
import { toTextTable } from '../../report/text-table.js';
import { UsageError } from '../errors.js';
import { catalogueFolder, displayPath } from '../load.js';
import { rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { runSettings, withRunOptions } from '../run-options.js';
import { judgeGames, type Judged, type SensitivityArgs } from '../sensitivity-games.js';
import { judgeSearch } from '../sensitivity-search.js';
import { screeningVariants } from '../sensitivity-screen.js';
import { writeReports } from '../simulation.js';
import { withSpaceOptions } from '../space-options.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';
import { inliningInUse } from '../../sim/compiler-flags.js';

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
    withSpaceOptions(withRunOptions(withGameOptions(withGameExamples(yargs, 'sensitivity'))))
      .positional('designs', { type: 'string', array: true, describe: 'design files or folders (default: the game\'s study designs)' })
      .option('variants', { type: 'string', array: true, describe: 'erratum files, each a variant of the reconstructed rules, or `all` for the game\'s bundled variants' })
      .option('screen', { type: 'boolean', default: false, describe: 'instead of --variants: try each reconstructed value the catalogue\'s screening/ files list at each of its alternatives, one at a time, and rank the values by how far they move the matchups (screening.csv, a tornado chart)' })
      .option('players', { type: 'number', describe: 'for games of more than two: judge the leader of every table of N designs instead of each pair\'s favourite' })
      .option('scenario', { type: 'string', describe: 'judge the side a scenario favours (a file, or a bundled scenario by number or name) with its own teams and map' })
      .option('search', { type: 'boolean', default: false, describe: 'judge a search instead (the game\'s space options: --template, say): its best design, and the parts most of its best designs carry' })
      .option('field', { type: 'string', describe: 'with --search: YAML file listing opponents (default: the game\'s bundled field)' })
      .option('candidates', { type: 'number', default: 500, describe: 'with --search: random legal designs each search races' })
      .option('budget', { type: 'number', describe: 'most battles in all: matchups stop racing before a look that would pass it, tables play fewer games, searches share it evenly (default: no cap; 600,000 a search)' })
      .option('racing', { type: 'boolean', default: true, describe: 'stop playing a matchup once its favourite is settled (looks of 500, 1,000, 2,000... battles); --no-racing plays every matchup its full --games' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    if (args.errata !== undefined) throw new UsageError('--errata: sensitivity tries each --variants file as the erratum; give them there');
    if (args.budget !== undefined && (!Number.isInteger(args.budget) || args.budget < 1)) throw new UsageError(`--budget: a whole number of battles (got ${args.budget})`);
    if ((args.variants === undefined) === !args.screen) throw new UsageError(args.screen ? '--screen: tries the values the catalogue lists; not with --variants' : '--variants: name the variant files (or all), or give --screen');
    if (args.screen && args.search) throw new UsageError('--screen: screens the values against the matchups; not with --search');
    const settings = runSettings(args);
    let run: Judged;
    let screened: ScreenedRun[] = [];
    if (args.screen) {
      const screen = screeningVariants(rules, args.catalogue);
      screened = screen.runs;
      run = await judgeGames(args, rules, screen.variants, settings, false);
    } else {
      const variants = variantFiles(catalogueFolder(rules, args.catalogue), args.variants ?? []).map((file) => ({ name: variantName(file), file }));
      run = args.search ? await judgeSearch(args, rules, variants, settings) : await judgeGames(args, rules, variants, settings, args.racing);
    }
    const { verdicts, battles } = run;
    const table = sensitivityTable(verdicts);
    const tables = { ...(args.screen ? { 'screening.csv': screeningTable(screened.filter((one) => run.played.includes(one.variant)), verdicts, run.rows?.baseline ?? [], (name) => run.rows?.variants.get(name) ?? []) } : {}), 'sensitivity.csv': table };
    const written = await writeReports(args.out ?? join('reports', rules.id, args.screen ? 'screening' : 'sensitivity'), tables, {
      tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: args.screen ? run.command.replace('sensitivity', 'sensitivity --screen') : run.command, game: rules.id, rulesVersion: rules.version, rulesHash: run.hash,
      policies: run.policies, seed: settings.seed, games: battles,
      inputs: run.files, variants: run.played, skipped: run.skipped,
      startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started, v8Inlining: inliningInUse(),
      threads: settings.threads, settings: { seedText: settings.seedText, stop: settings.stop, budget: args.budget ?? null, racing: args.racing && !args.screen }, race: run.race,
      provenance: provenanceCounts(rules.catalogueRows(run.catalogue)),
    });
    const main = verdicts.filter((verdict) => verdict.kind !== 'flag');
    const flags = verdicts.filter((verdict) => verdict.kind === 'flag');
    const tally = (summary: string, among = main) => among.filter((verdict) => verdictSummary(verdict) === summary).length;
    console.log(`${run.played.length} variants, ${battles.toLocaleString('en')} battles, seed ${settings.seedText}: ${run.subject}`);
    for (const skip of run.skipped) console.log(`skipped ${skip.variant}: ${skip.reason}`);
    console.log(`${run.what}: ${tally('robust')} hold under every variant, ${tally('fragile')} are left undecided by some, ${tally('flips')} flip under some${run.none === '' ? '' : `; ${tally('unsettled')} ${run.none}`}${flags.length === 0 ? '\n' : ''}`);
    if (flags.length > 0) console.log(`nerf and buff flags of the parts (metagame pick rates): ${tally('robust', flags)} hold under every variant, ${tally('flips', flags)} flip under some; ${tally('unsettled', flags)} parts are flagged only under a variant\n`);
    const changed = table.rows.filter((row) => row['status'] === 'flips' || row['status'] === 'undecided');
    if (args.screen) console.log(toTextTable({ ...tables['screening.csv'] as ReportTable, columns: (tables['screening.csv'] as ReportTable).columns.filter((column) => !column.key.endsWith('_matchup')) }));
    else if (changed.length > 0) console.log(toTextTable({ ...table, rows: changed, columns: table.columns.filter((column) => !['summary', 'baseline_low', 'baseline_high', 'low', 'high'].includes(column.key)) }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};
