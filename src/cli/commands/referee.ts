// `botlab referee`: plays games with their event logs and checks every event against the
// rulebook, or checks logs `botlab replay` wrote. The referee is written from the rulebook and
// shares no decision or resolution code with the simulator, so a bug cannot hide in both.
import { readFileSync } from 'node:fs';
import type { CommandModule } from 'yargs';
import type { Replay, SimRuleset } from '../../kernel/ruleset.js';
import { battleGame } from '../battle-game.js';
import { UsageError } from '../errors.js';
import { loadCatalogue, readDataFile, resolveBeside } from '../load.js';
import { type GameOptions, rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { reportViolations } from '../referee-report.js';
import { scenarioPath } from '../scenario-files.js';
import { SIDE_TEAM, withSideOptions } from '../side-options.js';
import { scenarioRun } from '../scenario-game.js';
import { battleSettings, seedFrom } from '../run-options.js';
import { prepareDesigns } from '../simulation.js';
import { normalizePath } from '../repeated-options.js';

interface RefereeArgs extends GameOptions {
  readonly name: string | undefined;
  readonly map: string | undefined;
  readonly duel: string[] | undefined;
  readonly log: string[] | undefined;
  readonly games: number;
  readonly seed: string;
  readonly turns: number;
  readonly range: number | undefined;
}

export const refereeCommand: CommandModule<object, RefereeArgs> = {
  command: 'referee [name]',
  describe: 'Check games against the rulebook, event by event: games 0..N-1 of a scenario run (or a campaign, or a duel), or logs botlab replay wrote',
  builder: (yargs) =>
    withSideOptions(withGameOptions(withGameExamples(yargs, 'referee'))
      .positional('name', { type: 'string', describe: 'a scenario (file, number or name, as botlab scenario takes it) or the campaign (20)' }), SIDE_TEAM)
      .option('map', { type: 'string', describe: 'a map file or bundled map name' })
      .option('duel', { type: 'string', array: true, describe: 'two design files: referee their line duels instead' })
      .option('log', { type: 'string', array: true, coerce: normalizePath, describe: 'JSONL logs written by botlab replay: check these instead of playing' })
      .option('games', { type: 'number', default: 20, describe: 'games to play and check (campaigns, for the campaign)' })
      .option('seed', { type: 'string', default: '1', describe: 'the run\'s random seed' })
      .option('turns', { type: 'number', default: 30, describe: 'the run\'s turn cap' })
      .option('range', { type: 'number', describe: 'a duel\'s starting range (--set startRange=N; the game\'s default otherwise)' }) as never,
  handler: (args) => {
    if (!Number.isInteger(args.games) || args.games < 1 || args.games > 100_000) throw new UsageError(`--games: must be a whole number from 1 to 100000 (got ${args.games})`);
    if (!Number.isInteger(args.turns) || args.turns < 1 || args.turns > 1000) throw new UsageError(`--turns: must be a whole number from 1 to 1000 (got ${args.turns})`);
    const given = [args.name !== undefined, args.duel !== undefined, args.log !== undefined].filter(Boolean).length;
    if (given !== 1) throw new UsageError('referee: name one scenario, or --duel A B, or --log FILE..');
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    const referee = rules.referee;
    if (referee === undefined) throw new UsageError(`--game: ${rules.id} has no referee`);
    const seed = seedFrom(args.seed);
    const replays = args.log !== undefined ? readLogs(args.log) : args.duel !== undefined ? duelReplays(args, rules, seed) : scenarioReplays(args, rules, seed);
    const { catalogue } = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
    const perGame = replays.map(({ name, events }) => referee.check(events, catalogue, name));
    reportViolations(perGame, replays.reduce((sum, replay) => sum + replay.events.length - 1, 0));
  },
};

interface Logged {
  readonly name: string;
  readonly events: readonly Record<string, unknown>[];
}

function readLogs(paths: readonly string[]): Logged[] {
  return paths.map((path) => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      throw new UsageError(`${path}: no such file`);
    }
    const events = text.split('\n').filter((line) => line.trim() !== '').map((line, i) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new UsageError(`${path}:${i + 1}: not a JSON line (a log written by botlab replay has one event per line)`);
      }
    });
    if (events[0]?.['event'] !== 'game') throw new UsageError(`${path}:1: the log has no game header (write it with botlab replay)`);
    return { name: path, events };
  });
}

function scenarioReplays(args: RefereeArgs, rules: SimRuleset<unknown>, seed: number): Logged[] {
  const file = readDataFile(scenarioPath(rules.id, args.name ?? ''));
  if (rules.campaign?.isCampaign(file.data) === true) return campaignReplays(args, rules, file, seed);
  const replayScenario = rules.replayScenario;
  if (replayScenario === undefined) throw new UsageError(`--game: ${rules.id} cannot replay scenarios`);
  const run = scenarioRun({ ...args, name: args.name ?? '' }, rules, file, seed, args.turns);
  return Array.from({ length: args.games }, (_, game) => {
    const { compiled, request } = run.game(game);
    return { name: `${compiled.title} game ${game}`, events: replayScenario(compiled, request).events };
  });
}

function campaignReplays(args: RefereeArgs, rules: SimRuleset<unknown>, file: ReturnType<typeof readDataFile>, seed: number): Logged[] {
  const campaigns = rules.campaign;
  if (campaigns?.replay === undefined) throw new UsageError(`--game: ${rules.id} cannot replay campaigns`);
  const { catalogue } = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
  const set = campaigns.load(catalogue, file, resolveBeside);
  const prepared = campaigns.prepare(catalogue, set, args.turns);
  return Array.from({ length: args.games }, (_, index) => (campaigns.replay?.(prepared, seed, index) ?? []).map((replay: Replay, mission) => ({ name: `${set.title} ${index}, mission ${mission + 1}`, events: replay.events }))).flat();
}

/** Games 0..N-1 of `botlab duel A B`: blocks of games on one stream, each in both seatings. */
function duelReplays(args: RefereeArgs, rules: SimRuleset<unknown>, seed: number): Logged[] {
  const paths = args.duel ?? [];
  if (paths.length !== 2) throw new UsageError(`--duel: two design files (got ${paths.length})`);
  const replayBattle = rules.replayBattle;
  if (replayBattle === undefined) throw new UsageError(`--game: ${rules.id} cannot replay battles`);
  const compiled = prepareDesigns(args, paths).compiled;
  const settings = battleSettings(rules, { turnCap: args.turns, given: args.range === undefined ? {} : { startRange: args.range } });
  return Array.from({ length: args.games }, (_, game) => ({ name: `duel game ${game}`, events: replayBattle(compiled, 0, 1, battleGame(compiled, 0, 1, seed, game, args.turns), settings).events }));
}
