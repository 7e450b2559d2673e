// `botlab space`: how many designs a game's design space holds (a template's loadouts,
// say), where the number comes from, and a random sample.
import type { CommandModule } from 'yargs';
import { spaceSizeText } from '../../kernel/design-space.js';
import { stringify } from 'yaml';
import { Rng } from '../../rng/rng.js';
import { UsageError } from '../errors.js';
import { loadCatalogue } from '../load.js';
import { type GameOptions, rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { seedFrom } from '../run-options.js';
import { designSpace, withSpaceOptions } from '../space-options.js';

interface SpaceArgs extends GameOptions {
  readonly sample: number;
  readonly seed: string;
}

export const spaceCommand: CommandModule<object, SpaceArgs> = {
  command: 'space',
  describe: 'Count the legal designs of a game\'s design space (a template\'s loadouts, a team) and print a random sample',
  builder: (yargs) =>
    withSpaceOptions(withGameOptions(withGameExamples(yargs, 'space')))
      .option('sample', { type: 'number', default: 3, describe: 'how many random designs to print' })
      .option('seed', { type: 'string', default: '1' }) as never,
  handler: (args) => {
    const rules = rulesetFor(args);
    const { catalogue } = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
    if (!Number.isInteger(args.sample) || args.sample < 0 || args.sample > 1000) throw new UsageError(`--sample: a whole number from 0 to 1000 (got ${args.sample})`);
    const space = designSpace(rules, catalogue, args as unknown as Record<string, unknown>, 'space');
    const count = space.count();
    console.log(`${spaceSizeText(count.total)} legal ${space.title}`);
    for (const line of count.lines) console.log(`  ${line}`);
    const rng = new Rng(seedFrom(args.seed), 0);
    for (let i = 0; i < args.sample; i++) console.log(`\n# sample ${i + 1}\n${stringify(space.toFile(space.random(rng)).data).trimEnd()}`);
  },
};
