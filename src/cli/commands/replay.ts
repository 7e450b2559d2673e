// `botlab replay NAME --index K`: one game of a scenario run again with its event log (JSONL) and
// the map drawn after every turn, so a surprising result can be checked by eye.
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { parseSeed } from '../../rng/stream.js';
import { DEFAULT_BLOCK_GAMES } from '../../sim/simulate.js';
import { UsageError } from '../errors.js';
import { scenarioPath, withScenarioOptions, type ScenarioArgs } from '../scenario-files.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { displayPath, readDataFile } from '../load.js';
import { reportViolations } from '../referee-report.js';
import { scenarioRun } from '../scenario-game.js';
import { rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { writeFileAtomic } from '../write-atomic.js';

interface ReplayArgs extends ScenarioArgs {
  readonly index: number;
  readonly seed: string;
  readonly turns: number;
  readonly out: string | undefined;
  readonly check: boolean;
}

export const replayCommand: CommandModule<object, ReplayArgs> = {
  command: 'replay <name>',
  describe: 'Replay game K of a scenario run (same seed and teams): the map after every turn as text and SVG, and the events as JSONL',
  builder: (yargs) =>
    withScenarioOptions(withGameOptions(withGameExamples(yargs, 'replay')))
      .option('index', { type: 'number', default: 0, describe: `game number in the run: each block plays ${DEFAULT_BLOCK_GAMES} games in the first seating, then ${DEFAULT_BLOCK_GAMES} with the seats swapped` })
      .option('seed', { type: 'string', default: '1', describe: 'the run\'s random seed' })
      .option('turns', { type: 'number', default: 30, describe: 'the run\'s turn cap' })
      .option('out', { type: 'string', normalize: true, describe: 'folder for replay-K.jsonl (default reports/<game>)' })
      .option('check', { type: 'boolean', default: false, describe: 'referee the game: check every logged event against the rulebook (exit 2 on a violation)' }) as never,
  handler: async (args) => {
    if (!Number.isInteger(args.index) || args.index < 0) throw new UsageError(`--index: a game number from 0 (got ${args.index})`);
    if (!Number.isInteger(args.turns) || args.turns < 1 || args.turns > 1000) throw new UsageError(`--turns: must be a whole number from 1 to 1000 (got ${args.turns})`);
    const options = args;
    const rules = rulesetFor(options) as SimRuleset<unknown>;
    const file = readDataFile(scenarioPath(rules.id, args.name));
    const run = scenarioRun(options, rules, file, parseSeed(args.seed), args.turns);
    const replayScenario = rules.replayScenario;
    if (replayScenario === undefined) throw new UsageError(`replay: ${rules.id} has no scenarios to replay`);
    if (args.check && rules.referee === undefined) throw new UsageError(`--check: ${rules.id} has no referee`);
    const { compiled, request } = run.game(args.index);
    const replay = replayScenario(compiled, request);
    const path = join(args.out ?? join('reports', rules.id), `replay-${args.index}.jsonl`);
    await writeFileAtomic(path, replay.events.map((event) => JSON.stringify(event)).join('\n') + '\n');
    const picture = path.replace(/\.jsonl$/, '.svg');
    await writeFileAtomic(picture, replay.svg);
    const robots = run.deals === undefined ? '' : `, deal ${Math.floor(args.index / 2)} of the dealt robots`;
    console.log(`${compiled.title}, game ${args.index} (seed ${args.seed}${robots}): ${request.seating === 0 ? `${compiled.sides[0]} at the top` : `${compiled.sides[1]} at the top`}; robots A, B, C ... in the event log's order; t TV tower, g gas station, s boat shed, d dam, = bridge, * crypto marker, F flag\n`);
    console.log(replay.frames.join('\n\n'));
    console.log(`\nwinner: ${replay.winner}\nwrote ${displayPath(path)}, ${displayPath(picture)}`);
    if (args.check && rules.referee !== undefined) reportViolations([rules.referee.check(replay.events, run.prepared.loaded.catalogue, `game ${args.index}`)], replay.events.length - 1);
  },
};
