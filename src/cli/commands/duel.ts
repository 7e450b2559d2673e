// `botlab duel A B`: how often design A beats design B, both seatings, with a confidence interval.
import type { CommandModule } from 'yargs';
import { toTextTable } from '../../report/text-table.js';
import { UsageError } from '../errors.js';
import { type GameOptions, withGameExamples, withGameOptions } from '../options.js';
import { battleSettings, runSettings, withResumeOption, withRunOptions, type RunArgs } from '../run-options.js';
import { join } from 'node:path';
import { checkpointPlan, prepareDesigns, runSimulation, simulationTables, writeSimulationReports } from '../simulation.js';

interface DuelArgs extends GameOptions, RunArgs {
  readonly a: string;
  readonly b: string;
  readonly resume: boolean | undefined;
}

export const duelCommand: CommandModule<object, DuelArgs> = {
  command: 'duel <a> <b>',
  describe: 'Play design A against design B on a line, both seatings, and report win rates with 95% intervals',
  builder: (yargs) =>
    withResumeOption(withRunOptions(withGameOptions(withGameExamples(yargs, 'duel'))))
      .positional('a', { type: 'string', demandOption: true, describe: 'design file' })
      .positional('b', { type: 'string', demandOption: true, describe: 'design file' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const settings = runSettings(args);
    const prepared = prepareDesigns(args, [args.a, args.b]);
    // a folder would expand to all its designs, and the duel play its first two (B ignored)
    if (prepared.compiled.designs.length !== 2) throw new UsageError(`duel: takes two design files; ${[args.a, args.b].join(' and ')} hold ${prepared.compiled.designs.length} designs (botlab matrix plays every pair of a folder)`);
    const checkpoint = checkpointPlan('duel', prepared, [{ a: 0, b: 1 }], settings, args.out ?? join('reports', prepared.rules.id), args.resume);
    const result = await runSimulation(prepared, [{ a: 0, b: 1 }], settings, checkpoint);
    const { winrate, damage } = simulationTables(prepared, result, settings);
    const written = await writeSimulationReports('duel', prepared, result, settings, args.out, { 'duel.csv': winrate, 'damage.csv': damage }, started);
    const [row] = winrate.rows;
    console.log(`${row?.['a']} (${row?.['policy_a']}) against ${row?.['b']} (${row?.['policy_b']}), ${row?.['games']} battles, seed ${settings.seedText}, ${Object.entries(battleSettings(prepared.rules, settings).values).map(([name, value]) => `${name} ${value}`).join(', ')}\n`);
    console.log(toTextTable({ ...winrate, rows: winrate.rows.slice(0, 1), columns: winrate.columns.filter((c) => !c.key.startsWith('policy')) }));
    console.log(`\nwin_rate: ${row?.['a']}'s share of decisive battles (95% interval ${row?.['ci_low']}-${row?.['ci_high']}); stalls reached the ${battleSettings(prepared.rules, settings).turnCap}-turn cap`);
    console.log(`wrote ${written.join(', ')}`);
  },
};
