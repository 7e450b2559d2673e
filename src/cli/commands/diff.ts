// `botlab diff --errata FILE [designs..]`: what an erratum changes, on common random numbers.
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { allPairs } from '../../sim/simulate.js';
import { errataDiffTable } from '../../report/errata-diff-table.js';
import { toTextTable } from '../../report/text-table.js';
import { metagame, pickRate } from '../../sim/metagame.js';
import { winRateRows } from '../../sim/summarise.js';
import { UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, readDataFile } from '../load.js';
import { type GameOptions, rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { searchRulesOf } from '../space-options.js';
import { runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { prepareDesigns, runSimulation, writeSimulationReports } from '../simulation.js';

interface DiffArgs extends GameOptions, RunArgs {
  readonly designs: string[] | undefined;
}

export const diffCommand: CommandModule<object, DiffArgs> = {
  command: 'diff [designs..]',
  describe: 'Play a matrix with and without an erratum (--errata FILE) and write errata-diff.csv',
  builder: (yargs) =>
    withRunOptions(withGameOptions(withGameExamples(yargs, 'diff')))
      .positional('designs', { type: 'string', array: true, describe: 'design files or folders (default: the bundled robots)' }) as never,
  handler: async (args) => {
    if (args.errata === undefined) throw new UsageError('diff: needs --errata FILE (a YAML patch over the catalogue)');
    const started = Date.now();
    const settings = runSettings(args);
    const search = searchRulesOf(rulesetFor(args), 'diff');
    const paths = args.designs !== undefined && args.designs.length > 0 ? args.designs : [join(BUNDLED_DESIGNS, args.game, search.bundled)];
    const baseline = prepareDesigns({ ...args, errata: undefined }, paths);
    const patched = prepareDesigns(args, paths);
    const count = baseline.compiled.designs.length;
    if (count < 2) throw new UsageError('diff: needs at least two designs');
    const matchups = allPairs(count);
    const beforeResult = await runSimulation(baseline, matchups, settings);
    const afterResult = await runSimulation(patched, matchups, settings);
    const before = winRateRows(baseline.compiled, beforeResult);
    const after = winRateRows(patched.compiled, afterResult);
    const carried = baseline.files.map((path) => [...search.partsOf(readDataFile(path).data)]);
    const cards = new Map(carried.map((list, i) => [baseline.compiled.designs[i]?.name ?? '', list]));
    // Pick rates: each card's weight in the metagame equilibrium of these designs, before and after.
    const gameBefore = metagame(count, beforeResult, 200, settings.seed);
    const gameAfter = metagame(count, afterResult, 200, settings.seed);
    const picks = [...new Set(carried.flat())].sort().map((card) => {
      const holders = carried.map((list, i) => (list.includes(card) ? i : -1)).filter((i) => i >= 0);
      return { card, baseline: pickRate(gameBefore, holders), patched: pickRate(gameAfter, holders) };
    });
    const table = errataDiffTable(before, after, cards, picks);
    const written = await writeSimulationReports('diff', patched, { ...afterResult, battles: beforeResult.battles + afterResult.battles }, settings, args.out ?? join('reports', args.game, 'diff'), { 'errata-diff.csv': table }, started);
    const significant = table.rows.filter((row) => row['significant'] === 'yes');
    console.log(`${matchups.length} matchups, ${count} designs, seed ${settings.seedText}: ${significant.length} of ${table.rows.length} rows change significantly\n`);
    console.log(toTextTable({ ...table, rows: significant.length > 0 ? significant : table.rows.slice(0, 10) }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};
