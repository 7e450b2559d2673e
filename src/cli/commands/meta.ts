// `botlab meta [designs..]`: the metagame of a set of designs: equilibrium, win rates against it,
// robustness, and card pick rates with buff and nerf candidates.
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { allPairs } from '../../sim/simulate.js';
import type { SourceFile } from '../../catalogue/source-file.js';
import type { SearchRules } from '../../kernel/design-space.js';
import { metaTable, pickRateTable, type MetaRow, type PickRow } from '../../report/meta-tables.js';
import { toTextTable } from '../../report/text-table.js';
import { metagame } from '../../sim/metagame.js';
import { pickRates } from '../../sim/pick-rates.js';
import { UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, displayPath, readDataFile } from '../load.js';
import { rulesetFor, withGameOptions, type GameOptions } from '../options.js';
import { searchRulesOf } from '../space-options.js';
import { runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { prepareDesigns, prepareSources, runSimulation, writeSimulationReports } from '../simulation.js';
import { readCsvRows } from '../../report/html/read-run.js';
import { normalizePath } from '../repeated-options.js';

interface MetaArgs extends GameOptions, RunArgs {
  readonly designs: string[] | undefined;
  readonly resamples: number;
  readonly fromSearch: string | undefined;
  readonly top: number;
}

const Z95 = 1.959963984540054;

export const metaCommand: CommandModule<object, MetaArgs> = {
  command: 'meta [designs..]',
  describe: 'Play every pair, then find the equilibrium mix of designs, pick rates and buff/nerf candidates',
  builder: (yargs) =>
    withRunOptions(withGameOptions(yargs))
      .positional('designs', { type: 'string', array: true, describe: 'design files or folders (default: the bundled robots)' })
      .option('resamples', { type: 'number', default: 200, describe: 'redraws of the matrix within its intervals, to test the equilibrium' })
      .option('from-search', { type: 'string', coerce: normalizePath, describe: 'use the loadouts in a search\'s output folder (its top.csv) as the designs' })
      .option('top', { type: 'number', default: 10, describe: 'with --from-search: how many of its best loadouts' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const settings = runSettings(args);
    if (!Number.isInteger(args.resamples) || args.resamples < 0 || args.resamples > 10_000) throw new UsageError(`--resamples: a whole number from 0 to 10000 (got ${args.resamples})`);
    const search = searchRulesOf(rulesetFor(args), 'meta');
    const paths = args.designs !== undefined && args.designs.length > 0 ? args.designs : [join(BUNDLED_DESIGNS, args.game, search.bundled)];
    const prepared = args.fromSearch === undefined ? prepareDesigns(args, paths) : prepareSources(args, searchDesigns(search, args.game, args.fromSearch, args.top));
    const designs = prepared.compiled.designs;
    if (designs.length < 2) throw new UsageError('meta: needs at least two designs');
    const matchups = allPairs(designs.length);
    const result = await runSimulation(prepared, matchups, settings);
    const game = metagame(designs.length, result, args.resamples, settings.seed);

    const metaRows: MetaRow[] = designs.map((design, i) => {
      const mixture = game.weights.reduce((sum, w, j) => sum + w * (game.winRate[i]?.[j] ?? 0.5), 0);
      const se = Math.sqrt(game.weights.reduce((sum, w, j) => sum + w * w * (game.standardError[i]?.[j] ?? 0) ** 2, 0));
      return {
        design: design.name, template: design.kind, policy: design.policy, weight: game.weights[i] ?? 0, winRate: mixture,
        low: Math.max(0, mixture - Z95 * se), high: Math.min(1, mixture + Z95 * se),
        supportFrequency: game.supportFrequency[i] ?? 0, meanResampledWeight: game.meanResampledWeight[i] ?? 0,
      };
    }).sort((x, y) => y.weight - x.weight || y.winRate - x.winRate);

    // Pick rates over the game's pool of parts: the equilibrium weight of the designs that carry each.
    const pickRows: PickRow[] = pickRates(search, prepared.loaded.catalogue, prepared.sources.map((source) => source.data), game.weights);

    const folder = args.out ?? join('reports', args.game, 'meta');
    const outputs = await writeSimulationReports('meta', prepared, result, settings, folder, { 'meta.csv': metaTable(metaRows), 'pickrate.csv': pickRateTable(pickRows) }, started);
    console.log(`${designs.length} designs, ${result.battles.toLocaleString('en')} battles, ${args.resamples} resampled matrices (seed ${settings.seedText})\n`);
    console.log(toTextTable(metaTable(metaRows)));
    console.log('\nequilibrium_weight: how often the design is played in the equilibrium of "pick a design against an opponent picking one";');
    console.log('support_frequency: in how many redrawn matrices (win rates moved within their errors) it is still played.');
    console.log(`\nwrote ${outputs.join(', ')}`);
  },
};

/** The best loadouts of a search's output folder (top.csv and run.json) as design files. */
function searchDesigns(rules: SearchRules<unknown, unknown>, game: string, folder: string, top: number): SourceFile[] {
  const run = readDataFile(join(folder, 'run.json')).data as { game?: string; search?: Record<string, unknown> };
  const search = run.search;
  if (search === undefined || run.game !== game) {
    throw new UsageError(`--from-search: ${displayPath(folder)} is not a search's output for ${game} (its run.json records no ${game} search)`);
  }
  // top.csv as written by botlab search; a design's key may be JSON (quoted, with commas), so it is read as CSV, not split on commas
  const file = join(folder, 'top.csv');
  let rows: Record<string, string>[];
  try {
    rows = readCsvRows(file).rows;
  } catch (error) {
    throw new UsageError(`--from-search: ${displayPath(file)} is not the table botlab search writes (${(error as Error).message})`);
  }
  return rows.slice(0, top).map((row) => {
    const design = rules.rebuild(row, search);
    return { path: `${displayPath(file)}: rank ${row['rank']}`, data: design };
  });
}
