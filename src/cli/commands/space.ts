// `botlab space --template T`: how many legal loadouts a template has, and a random sample.
import type { CommandModule } from 'yargs';
import { stringify } from 'yaml';
import { didYouMean } from '../../catalogue/did-you-mean.js';
import type { KriegbotCatalogue } from '../../games/kriegbot/catalogue/catalogue.js';
import { loadoutSpace, searchPolicies } from '../../games/kriegbot/space/space.js';
import { Rng } from '../../rng/rng.js';
import { parseSeed } from '../../rng/stream.js';
import { UsageError } from '../errors.js';
import { loadCatalogue } from '../load.js';
import { rulesetFor, withGameOptions, type GameOptions } from '../options.js';

interface SpaceArgs extends GameOptions {
  readonly template: string;
  readonly colour: string;
  readonly expansion: boolean;
  readonly policies: string | undefined;
  readonly sample: number;
  readonly seed: string;
}

export const spaceCommand: CommandModule<object, SpaceArgs> = {
  command: 'space',
  describe: 'Count the legal loadouts of a template and print a random sample',
  builder: (yargs) =>
    withGameOptions(yargs)
      .option('template', { type: 'string', demandOption: true, describe: 'e.g. robotank' })
      .option('colour', { type: 'string', default: 'green', describe: 'the card pool: green or yellow' })
      .option('expansion', { type: 'boolean', default: false, describe: 'add the expansion cards and a power core' })
      .option('policies', { type: 'string', describe: 'comma-separated policies to vary (default: all)' })
      .option('sample', { type: 'number', default: 3, describe: 'how many random loadouts to print' })
      .option('seed', { type: 'string', default: '1' }) as never,
  handler: (args) => {
    const rules = rulesetFor(args);
    if (rules.id !== 'kriegbot') throw new UsageError('space: only kriegbot so far');
    const { catalogue } = loadCatalogue<KriegbotCatalogue>(rules, args.catalogue, args.errata);
    if (!catalogue.templates.has(args.template)) throw new UsageError(`--template: unknown template "${args.template}"${didYouMean(args.template, catalogue.templates.keys())}`);
    if (args.colour !== 'green' && args.colour !== 'yellow') throw new UsageError(`--colour: green or yellow (got "${args.colour}")`);
    const policies = args.policies === undefined ? searchPolicies(catalogue) : args.policies.split(',').map((p) => p.trim());
    for (const policy of policies) if (!catalogue.policies.has(policy)) throw new UsageError(`--policies: unknown policy "${policy}"${didYouMean(policy, catalogue.policies.keys())}`);
    if (!Number.isInteger(args.sample) || args.sample < 0 || args.sample > 1000) throw new UsageError(`--sample: a whole number from 0 to 1000 (got ${args.sample})`);
    const space = loadoutSpace(catalogue, { template: args.template, colour: args.colour, expansion: args.expansion, policies });
    const count = space.count();
    const grouped = (n: bigint) => n.toLocaleString('en');
    console.log(`${catalogue.templates.get(args.template)?.name}: ${grouped(count.total)} legal loadouts from the ${args.colour} ${args.expansion ? 'base and expansion' : 'base'} cards`);
    console.log(`  weapons ${grouped(count.weapons)} (${space.weapons.length} cards into ${space.weaponSlots.join(', ')})`);
    console.log(`  systems ${grouped(count.systems)} (${space.systems.length} cards into ${space.systemSlots.map((s) => s.name + (s.pylon ? ' (pylon)' : '')).join(', ')}; pylon-arc cards in pylons, at most one pilot)`);
    console.log(`  skins ${grouped(count.skins)}, cores ${grouped(count.cores)}, policies ${grouped(count.policies)} (${policies.join(', ')})`);
    const rng = new Rng(parseSeed(args.seed), 0);
    for (let i = 0; i < args.sample; i++) console.log(`\n# sample ${i + 1}\n${stringify(space.random(rng)).trimEnd()}`);
  },
};
