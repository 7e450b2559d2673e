// `botlab replay NAME --index K`: one game of a scenario run again with its event log (JSONL) and
// the map drawn after every turn, so a surprising result can be checked by eye; `botlab replay A B
// --index K` does the same for game K of `botlab duel A B`. replay-K.html steps through it turn by turn.
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { DEFAULT_BLOCK_GAMES } from '../../sim/simulate.js';
import { UsageError } from '../errors.js';
import { scenarioPath, withScenarioOptions, type ScenarioArgs } from '../scenario-files.js';
import type { CompiledSet, Replay, ReplayRequest, SimRuleset } from '../../kernel/ruleset.js';
import { displayPath, readDataFile } from '../load.js';
import { reportViolations } from '../referee-report.js';
import { scenarioRun } from '../scenario-game.js';
import { rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { battleSettings, DEFAULT_TURNS, givenSettings, seedFrom, withSettingOptions } from '../run-options.js';
import { prepareDesigns } from '../simulation.js';
import { battleGame } from '../battle-game.js';
import { writeFileAtomic } from '../write-atomic.js';
import { renderReplayPage } from '../../report/html/replay-page.js';
import { normalizePath } from '../repeated-options.js';

interface ReplayArgs extends ScenarioArgs {
  readonly against: string | undefined;
  readonly index: number;
  readonly seed: string;
  readonly turns: number | undefined;
  readonly out: string | undefined;
  readonly check: boolean;
  readonly set: readonly string[] | undefined;
  readonly range: number | undefined;
}

/** One replayed game: what was played, from which run, and its log. */
interface Replayed {
  readonly title: string;
  readonly seating: string;
  readonly replay: Replay;
  readonly request: ReplayRequest;
  /** The catalogue it was played with, for the referee. */
  readonly catalogue: unknown;
}

export const replayCommand: CommandModule<object, ReplayArgs> = {
  command: 'replay <name> [against]',
  describe: 'Replay game K of a run (same seed and teams): a scenario\'s game, or with two design files a duel\'s; the map after every turn as text and SVG, and the events as JSONL',
  builder: (yargs) =>
    withSettingOptions(withScenarioOptions(withGameOptions(withGameExamples(yargs, 'replay'))))
      .positional('against', { type: 'string', describe: 'a second design or team file: replay game K of `botlab duel NAME AGAINST` instead of a scenario' })
      .option('index', { type: 'number', default: 0, describe: `game number in the run: each block plays ${DEFAULT_BLOCK_GAMES} games in the first seating, then ${DEFAULT_BLOCK_GAMES} with the seats swapped` })
      .option('seed', { type: 'string', default: '1', describe: 'the run\'s random seed' })
      .option('turns', { type: 'number', describe: `the run's turn cap (default ${DEFAULT_TURNS}, or the game's own)` })
      .option('out', { type: 'string', coerce: normalizePath, describe: 'folder for replay-K.jsonl, replay-K.svg and replay-K.html (default reports/<game>)' })
      .option('check', { type: 'boolean', default: false, describe: 'referee the game: check every logged event against the rulebook (exit 2 on a violation)' }) as never,
  handler: async (args) => {
    if (!Number.isInteger(args.index) || args.index < 0) throw new UsageError(`--index: a game number from 0 (got ${args.index})`);
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    const turns = args.turns ?? rules.battle.turnCap ?? DEFAULT_TURNS;
    if (!Number.isInteger(turns) || turns < 1 || turns > 1000) throw new UsageError(`--turns: must be a whole number from 1 to 1000 (got ${turns})`);
    if (args.check && rules.referee === undefined) throw new UsageError(`--check: ${rules.id} has no referee`);
    const seed = seedFrom(args.seed);
    const played = args.against !== undefined ? battleReplay(args, rules, seed, turns) : scenarioReplay(args, rules, seed, turns);
    const { replay, request } = played;
    const path = join(args.out ?? join('reports', rules.id), `replay-${args.index}.jsonl`);
    await writeFileAtomic(path, replay.events.map((event) => JSON.stringify(event)).join('\n') + '\n');
    const picture = path.replace(/\.jsonl$/, '.svg');
    if (replay.svg !== '') await writeFileAtomic(picture, replay.svg);
    const page = path.replace(/\.jsonl$/, '.html');
    await writeFileAtomic(page, renderReplayPage(`${played.title}, game ${args.index} (seed ${args.seed}, ${played.seating})`, replay));
    console.log(`${played.title}, game ${args.index} (seed ${args.seed}, ${played.seating}, game ${request.index} of its block in that seating)${replay.legend === undefined ? '' : `; ${replay.legend}`}\n`);
    if (replay.frames.length > 0) console.log(replay.frames.join('\n\n'));
    console.log(`\nwinner: ${replay.winner}\nwrote ${displayPath(path)}${replay.svg === '' ? '' : `, ${displayPath(picture)}`}, ${displayPath(page)} (the game turn by turn)`);
    if (args.check && rules.referee !== undefined) reportViolations([rules.referee.check(replay.events, played.catalogue, `game ${args.index}`)], replay.events.length - 1);
  },
};

/** Game K of a scenario run. */
function scenarioReplay(args: ReplayArgs, rules: SimRuleset<unknown>, seed: number, turns: number): Replayed {
  const replayScenario = rules.replayScenario;
  if (replayScenario === undefined) throw new UsageError(`replay: ${rules.id} has no scenarios; name two design files to replay a game of their duel`);
  if (args.set !== undefined || args.range !== undefined) throw new UsageError('--set, --range: a scenario sets its own start; they go with two design files');
  const file = readDataFile(scenarioPath(rules.id, args.name));
  const run = scenarioRun(args, rules, file, seed, turns);
  const { compiled, request } = run.game(args.index);
  const robots = run.deals === undefined ? '' : `, deal ${Math.floor(args.index / 2)} of the dealt robots`;
  return { title: compiled.title, seating: `${compiled.sides[request.seating === 0 ? 0 : 1]} at the top${robots}`, replay: replayScenario(compiled, request), request, catalogue: run.prepared.loaded.catalogue };
}

/** Game K of `botlab duel NAME AGAINST`, with the run's settings. */
function battleReplay(args: ReplayArgs, rules: SimRuleset<unknown>, seed: number, turns: number): Replayed {
  const replayBattle = rules.replayBattle;
  if (replayBattle === undefined) throw new UsageError(`replay: ${rules.id} cannot replay a duel`);
  const prepared = prepareDesigns(args, [args.name, args.against ?? '']);
  const compiled: CompiledSet = prepared.compiled;
  if (compiled.designs.length !== 2) throw new UsageError(`replay: two design files, one each side (got ${compiled.designs.length} designs)`);
  const settings = battleSettings(rules, { turnCap: turns, given: givenSettings(args) });
  const request = battleGame(compiled, 0, 1, seed, args.index, turns);
  const [a, b] = [compiled.designs[0]?.name ?? '', compiled.designs[1]?.name ?? ''];
  const named = (name: string, value: number) => rules.battle.settings.find((spec) => spec.name === name)?.values?.[value] ?? value;
  const values = Object.entries(settings.values).map(([name, value]) => `${name} ${named(name, value)}`).join(', ');
  return { title: `${a} v ${b}${values === '' ? '' : ` (${values})`}`, seating: `${request.seating === 0 ? a : b} first`, replay: replayBattle(compiled, 0, 1, request, settings), request, catalogue: prepared.loaded.catalogue };
}
