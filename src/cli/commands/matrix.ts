// `botlab matrix DESIGNS..`: every pair of designs, both seatings, on common random numbers.
import type { CommandModule } from 'yargs';
import { allPairs } from '../../sim/simulate.js';
import { toTextTable } from '../../report/text-table.js';
import { type GameOptions, withGameExamples, withGameOptions } from '../options.js';
import { runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { prepareDesigns, runSimulation, simulationTables, writeSimulationReports } from '../simulation.js';
import { UsageError } from '../errors.js';
import { withModeOptions, type ModeArgs } from '../mode-options.js';

interface MatrixArgs extends GameOptions, RunArgs, ModeArgs {
  readonly designs: string[];
}

export const matrixCommand: CommandModule<object, MatrixArgs> = {
  command: 'matrix <designs..>',
  describe: 'Play every pair of designs (files or folders) and write winrate.csv, damage.csv and run.json',
  builder: (yargs) =>
    withModeOptions(withRunOptions(withGameOptions(withGameExamples(yargs, 'matrix'))))
      .positional('designs', { type: 'string', array: true, demandOption: true }) as never,
  handler: async (args) => {
    const started = Date.now();
    const settings = runSettings(args);
    const prepared = prepareDesigns(args, args.designs, args);
    const count = prepared.compiled.designs.length;
    if (count < 2) throw new UsageError('matrix: needs at least two designs');
    const matchups = allPairs(count);
    const result = await runSimulation(prepared, matchups, settings);
    const { winrate, damage } = simulationTables(prepared, result);
    const tables = args.mode === 'scenario' ? { 'winrate.csv': winrate } : { 'winrate.csv': winrate, 'damage.csv': damage };
    const written = await writeSimulationReports(args.mode === 'scenario' ? `matrix --mode scenario --scenario ${args.scenario}` : 'matrix', prepared, result, settings, args.out, tables, started);
    const where = args.mode === 'scenario' ? `${args.scenario} on the map, one robot a side` : 'on a line';
    console.log(`${count} designs, ${matchups.length} matchups, ${result.battles.toLocaleString('en')} battles ${where}, seed ${settings.seedText}\n`);
    console.log(toTextTable({ ...winrate, columns: winrate.columns.filter((c) => !['policy_a', 'policy_b', 'ci_low', 'ci_high'].includes(c.key)) }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};
