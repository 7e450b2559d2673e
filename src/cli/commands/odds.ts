// `botlab odds`: exact probabilities, computed rather than sampled.
import type { CommandModule } from 'yargs';
import { didYouMean } from '../../catalogue/did-you-mean.js';
import { hitProbability } from '../../dice/exact.js';
import type { KriegbotCatalogue } from '../../games/kriegbot/catalogue/catalogue.js';
import { weaponOdds } from '../../games/kriegbot/odds/odds.js';
import { toCsv } from '../../report/csv.js';
import { hitChanceTable, weaponOddsSummary, weaponOddsTable, type HitChance } from '../../report/odds-tables.js';
import { toTextTable } from '../../report/text-table.js';
import { UsageError } from '../errors.js';
import { loadCatalogue } from '../load.js';
import { rulesetFor, withGameOptions, type GameOptions } from '../options.js';
import { writeFileAtomic } from '../write-atomic.js';

interface OddsArgs extends GameOptions {
  readonly maxDice: number;
  readonly maxTarget: number;
  readonly weapon: string | undefined;
  readonly target: string | undefined;
  readonly csv: boolean;
  readonly out: string | undefined;
}

export const oddsCommand: CommandModule<object, OddsArgs> = {
  command: 'odds',
  describe: 'Exact hit chances (CSV: dice,target,p_hit), or one weapon against one template',
  builder: (yargs) =>
    withGameOptions(yargs)
      .option('max-dice', { type: 'number', default: 6, describe: 'largest number of attack dice' })
      .option('max-target', { type: 'number', default: 30, describe: 'largest silhouette' })
      .option('weapon', { type: 'string', describe: 'a card id, e.g. guided-missile: its odds at every range' })
      .option('target', { type: 'string', describe: 'the target template, with --weapon' })
      .option('csv', { type: 'boolean', default: false, describe: 'with --weapon: the full table as CSV' })
      .option('out', { type: 'string', normalize: true, describe: 'write the CSV to this file instead of stdout' })
      .example('$0 odds --max-dice 4', 'P(hit) for 1-4 dice against silhouettes 0-30')
      .example('$0 odds --weapon guided-missile --target robocar', 'the Guided Missile against a Robocar, range by range') as never,
  handler: async (args) => {
    const emit = async (csv: string) => (args.out === undefined ? process.stdout.write(csv) : writeFileAtomic(args.out, csv));
    if (args.weapon === undefined) {
      if (args.target !== undefined) throw new UsageError('--target goes with --weapon');
      const maxDice = wholeNumber('--max-dice', args.maxDice, 1, 50);
      const maxTarget = wholeNumber('--max-target', args.maxTarget, 0, 500);
      const rows: HitChance[] = [];
      for (let dice = 1; dice <= maxDice; dice++) for (let target = 0; target <= maxTarget; target++) rows.push({ dice, target, pHit: hitProbability(dice, target) });
      await emit(toCsv(hitChanceTable(rows)));
      return;
    }
    const rules = rulesetFor(args);
    if (rules.id !== 'kriegbot') throw new UsageError(`--weapon: weapon odds exist for kriegbot only so far`);
    const { catalogue } = loadCatalogue<KriegbotCatalogue>(rules, args.catalogue, args.errata);
    const attackCards = [...catalogue.cards].filter(([, card]) => card.functions.some((fn) => fn.attack !== undefined)).map(([id]) => id);
    if (!attackCards.includes(args.weapon)) throw new UsageError(`--weapon: no card "${args.weapon}" with an attack${didYouMean(args.weapon, attackCards)}`);
    if (args.target === undefined) throw new UsageError(`--weapon needs --target (one of ${[...catalogue.templates.keys()].join(', ')})`);
    if (!catalogue.templates.has(args.target)) throw new UsageError(`--target: unknown template "${args.target}"${didYouMean(args.target, catalogue.templates.keys())}`);
    const rows = weaponOdds(catalogue, args.weapon, args.target);
    if (args.csv || args.out !== undefined) await emit(toCsv(weaponOddsTable(rows)));
    else console.log(`${args.weapon} against a ${args.target}: expected markers per attack, exact (locations: botlab odds ... --csv)\n\n${toTextTable(weaponOddsSummary(rows))}`);
  },
};

function wholeNumber(option: string, value: number, low: number, high: number): number {
  if (!Number.isInteger(value) || value < low || value > high) throw new UsageError(`${option}: must be a whole number from ${low} to ${high} (got ${value})`);
  return value;
}
