// `botlab matrix DESIGNS..`: every pair of designs, both seatings, each seating on its own random stream.
import type { CommandModule } from 'yargs';
import { allPairs } from '../../sim/simulate.js';
import { toTextTable } from '../../report/text-table.js';
import { type GameOptions, withGameExamples, withGameOptions } from '../options.js';
import { battleSettings, runSettings, withResumeOption, withRunOptions, type RunArgs } from '../run-options.js';
import { join } from 'node:path';
import { checkpointPlan, prepareDesigns, runSimulation, simulationTables, writeSimulationReports } from '../simulation.js';
import { UsageError } from '../errors.js';
import { withModeOptions, type ModeArgs } from '../mode-options.js';
import { runTables, tableSize, tablesOf } from '../tables-run.js';
import { parseComparison, runComparison } from '../compare-run.js';

interface MatrixArgs extends GameOptions, RunArgs, ModeArgs {
  readonly designs: string[];
  readonly players: number | undefined;
  readonly compare: string | undefined;
  readonly resume: boolean | undefined;
}

export const matrixCommand: CommandModule<object, MatrixArgs> = {
  command: 'matrix <designs..>',
  describe: 'Play every pair of designs (files or folders) and write winrate.csv, damage.csv and run.json',
  builder: (yargs) =>
    withResumeOption(withModeOptions(withRunOptions(withGameOptions(withGameExamples(yargs, 'matrix')))))
      .positional('designs', { type: 'string', array: true, demandOption: true })
      .option('players', { type: 'number', describe: 'players a table, for games of more than two: every table of that many designs in every seat rotation, written to standings.csv' })
      .option('compare', { type: 'string', describe: 'NAME=V1,V2: play the matrix under each value of a game setting and write compare.csv side by side (e.g. resolution=sum,product)' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const settings = runSettings(args);
    const prepared = prepareDesigns(args, args.designs, args);
    const count = prepared.compiled.designs.length;
    const players = tableSize(prepared.rules, args.players, battleSettings(prepared.rules, settings));
    if (args.resume === true && args.compare !== undefined) throw new UsageError('--resume: a matrix of pairs or of tables (--players) can resume; one with --compare cannot yet');
    if (players !== 2) return tablesMatrix(args, players, prepared, settings, started);
    if (count < 2) throw new UsageError('matrix: needs at least two designs');
    const matchups = allPairs(count);
    if (args.compare !== undefined) return compareMatrix(args, args.compare, prepared, matchups, settings, started);
    const checkpoint = checkpointPlan(args.mode === 'scenario' ? `matrix --mode scenario --scenario ${args.scenario}` : 'matrix', prepared, matchups, settings, args.out ?? join('reports', prepared.rules.id), args.resume);
    const result = await runSimulation(prepared, matchups, settings, checkpoint);
    const { winrate, damage } = simulationTables(prepared, result, settings);
    const tables = args.mode === 'scenario' ? { 'winrate.csv': winrate } : { 'winrate.csv': winrate, 'damage.csv': damage };
    const written = await writeSimulationReports(args.mode === 'scenario' ? `matrix --mode scenario --scenario ${args.scenario}` : 'matrix', prepared, result, settings, args.out, tables, started);
    const where = args.mode === 'scenario' ? `${args.scenario} on the map, one robot a side` : 'on a line';
    console.log(`${count} designs, ${matchups.length} matchups, ${result.battles.toLocaleString('en')} battles ${where}, seed ${settings.seedText}\n`);
    console.log(toTextTable({ ...winrate, columns: winrate.columns.filter((c) => !['policy_a', 'policy_b', 'ci_low', 'ci_high'].includes(c.key)) }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};

/** `matrix --players N`: every table of N of the designs (copies when there are fewer designs than seats). */
async function tablesMatrix(args: MatrixArgs, players: number, prepared: ReturnType<typeof prepareDesigns>, settings: ReturnType<typeof runSettings>, started: number): Promise<void> {
  if (args.mode === 'scenario') throw new UsageError('--players: not with --mode scenario');
  const checkpoint = checkpointPlan(`matrix --players ${players}`, prepared, tablesOf(prepared.compiled.designs.length, [players]), settings, args.out ?? join('reports', prepared.rules.id), args.resume);
  const { standings, battles } = await runTables(prepared, [players], settings, undefined, checkpoint);
  const written = await writeSimulationReports(`matrix --players ${players}`, prepared, { matchups: [], battles }, settings, args.out, { 'standings.csv': standings }, started);
  console.log(`${prepared.compiled.designs.length} designs at tables of ${players}, ${battles.toLocaleString('en')} games, each table in every seat rotation, seed ${settings.seedText}\n`);
  console.log(toTextTable({ ...standings, columns: standings.columns.filter((c) => ['table', 'entrant', 'games', 'win_share', 'ci_low', 'ci_high', 'parity', 'stalls', 'mean_turns'].includes(c.key)) }));
  console.log(`\nwrote ${written.join(', ')}`);
}

/** `matrix --compare NAME=V1,V2`: the matrix under each value of one setting, side by side. */
async function compareMatrix(args: MatrixArgs, text: string, prepared: ReturnType<typeof prepareDesigns>, matchups: ReturnType<typeof allPairs>, settings: ReturnType<typeof runSettings>, started: number): Promise<void> {
  if (args.mode === 'scenario') throw new UsageError('--compare: not with --mode scenario');
  const comparison = parseComparison(text);
  if (args.set?.some((given) => given.startsWith(`${comparison.setting}=`))) throw new UsageError(`--compare: ${comparison.setting} is also given with --set; give it once`);
  const { table, battles } = await runComparison(prepared, matchups, settings, comparison);
  const written = await writeSimulationReports(`matrix --compare ${text}`, prepared, { matchups: [], battles }, settings, args.out, { 'compare.csv': table }, started);
  const later = comparison.values.slice(1);
  console.log(`${prepared.compiled.designs.length} designs, ${matchups.length} matchups under ${comparison.setting} = ${comparison.values.join(', ')}: ${battles.toLocaleString('en')} battles, seed ${settings.seedText}\n`);
  console.log(toTextTable({ ...table, columns: table.columns.filter((c) => ['a', 'b', ...comparison.values.map((v) => `win_rate_${v}`), ...later.flatMap((v) => [`change_${v}`, `significant_${v}`])].includes(c.key)) }));
  console.log(`\nwrote ${written.join(', ')}`);
}
