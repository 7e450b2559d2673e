// `botlab calibrate --game G`: what should each unit cost? Every unit type against every other,
// alone and in small stacks, fitted to one Bradley-Terry strength per type with an interval, and a
// suggested cost per unit (calibrate.csv), for games whose forces are built from unit types.
import type { CommandModule } from 'yargs';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { toTextTable } from '../../report/text-table.js';
import { runCalibration } from '../calibration-run.js';
import { UsageError } from '../errors.js';
import { type GameOptions, rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { runSettings, withRunOptions, type RunArgs } from '../run-options.js';

interface CalibrateArgs extends GameOptions, RunArgs {
  readonly sizes: string | undefined;
  readonly units: string | undefined;
  readonly reference: string | undefined;
  readonly referenceCost: number | undefined;
}

const list = (option: string, text: string | undefined) => (text === undefined ? undefined : text.split(',').map((part) => part.trim()).filter((part) => {
  if (part === '') throw new UsageError(`${option}: an empty entry in "${text}"`);
  return true;
}));

export const calibrateCommand: CommandModule<object, CalibrateArgs> = {
  command: 'calibrate',
  describe: 'Suggest a cost per unit type: every type against every other, alone and in stacks, fitted to Bradley-Terry strengths (calibrate.csv)',
  builder: (yargs) => withRunOptions(withGameOptions(withGameExamples(yargs, 'calibrate')))
    .option('sizes', { type: 'string', describe: 'stack sizes to play, e.g. 1,2 (default: the game\'s)' })
    .option('units', { type: 'string', describe: 'unit types to calibrate, e.g. afs,pka,gustav (default: every type the game can field)' })
    .option('reference', { type: 'string', describe: 'the unit type whose cost fixes the scale (default: the game\'s)' })
    .option('reference-cost', { type: 'number', describe: 'that unit\'s cost (default: the game\'s)' }) as never,
  handler: async (args) => {
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    const sizes = list('--sizes', args.sizes)?.map((part) => {
      const size = Number(part);
      if (!Number.isInteger(size)) throw new UsageError(`--sizes: "${part}" is not a whole number`);
      return size;
    });
    const settings = runSettings(args);
    const run = await runCalibration(args, rules, { sizes, units: list('--units', args.units), reference: args.reference, referenceCost: args.referenceCost }, settings, args.out, 'calibrate');
    console.log(`${run.entrants} entrants, ${run.battles.toLocaleString('en')} games, seed ${settings.seedText}\n`);
    console.log(toTextTable({ ...run.calibrate, columns: run.calibrate.columns.filter((c) => ['fit', 'name', 'games', 'win_share', 'strength', 'strength_low', 'strength_high', 'cost', 'cost_low', 'cost_high'].includes(c.key)) }));
    console.log(`\nwrote ${run.written.join(', ')}`);
  },
};
