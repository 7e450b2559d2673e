// `botlab odds`: a game's exact probabilities (its odds hook), computed rather than sampled.
import type { CommandModule } from 'yargs';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { toCsv } from '../../report/csv.js';
import { UsageError } from '../errors.js';
import { ValidationError } from '../../catalogue/problem.js';
import { loadCatalogue, tryReadDataFile } from '../load.js';
import { type GameOptions, rulesetFor, withGameExamples, withGameOptions, withOptionsOfGames } from '../options.js';
import { writeFileAtomic } from '../write-atomic.js';
import { normalizePath } from '../repeated-options.js';

interface OddsArgs extends GameOptions {
  readonly csv: boolean;
  readonly out: string | undefined;
}

export const oddsCommand: CommandModule<object, OddsArgs> = {
  command: 'odds',
  describe: 'Exact odds of the game\'s dice and attacks, computed rather than sampled (CSV with --csv or --out)',
  builder: (yargs) =>
    withOptionsOfGames(withGameOptions(withGameExamples(yargs, 'odds')), (rules) => (rules as SimRuleset<unknown>).odds?.options)
      .option('csv', { type: 'boolean', default: false, describe: 'the full table as CSV' })
      .option('out', { type: 'string', coerce: normalizePath, describe: 'write the CSV to this file instead of stdout' }) as never,
  handler: async (args) => {
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    if (rules.odds === undefined) throw new UsageError(`odds: ${rules.id} has no exact odds yet`);
    const given = Object.fromEntries(rules.odds.options.map((option) => {
      const value = (args as unknown as Record<string, unknown>)[option.name];
      if (option.type !== 'file' || typeof value !== 'string') return [option.name, value];
      const read = tryReadDataFile(value);
      if ('message' in read) throw new ValidationError([read]);
      return [option.name, read];
    }));
    const { catalogue } = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
    const odds = rules.odds.odds(catalogue, given);
    if (typeof odds === 'string') throw new UsageError(odds);
    const csv = toCsv(odds.table);
    if (args.out !== undefined) await writeFileAtomic(args.out, csv);
    else if (args.csv || odds.text === undefined) process.stdout.write(csv);
    else console.log(odds.text);
  },
};
