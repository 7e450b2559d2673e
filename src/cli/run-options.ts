// cold: the options every simulation command shares, checked into plain settings.
import { availableParallelism } from 'node:os';
import type { Argv } from 'yargs';
import { parseSeed } from '../rng/stream.js';
import type { BattleSettings, SimRuleset } from '../kernel/ruleset.js';
import { resolveSettings } from '../kernel/settings.js';
import type { StopRule } from '../sim/simulate.js';
import { UsageError } from './errors.js';
import { normalizePath } from './repeated-options.js';

export interface RunArgs {
  readonly games: number | undefined;
  readonly ci: number | undefined;
  readonly maxGames: number;
  readonly seed: string;
  readonly threads: number | undefined;
  readonly range: number | undefined;
  readonly set: readonly string[] | undefined;
  readonly turns: number | undefined;
  readonly out: string | undefined;
}

export interface RunSettings {
  readonly stop: StopRule;
  readonly seed: number;
  readonly seedText: string;
  readonly threads: number;
  /** --turns, or DEFAULT_TURNS when not given (then a game's own cap, Battle.turnCap, wins: battleSettings). */
  readonly turnCap: number;
  readonly turnsGiven?: boolean;
  /** Values given for the game's declared settings (--set name=value, --range); checked against the game by battleSettings. */
  readonly given: Readonly<Record<string, number | string>>;
}

export const DEFAULT_GAMES = 1000;
/** The turn cap when neither the run nor the game names one. */
export const DEFAULT_TURNS = 30;

/** --set and --range: the game's declared settings (checked against the game by battleSettings). */
export function withSettingOptions<T>(yargs: Argv<T>): Argv<T & Pick<RunArgs, 'set' | 'range'>> {
  return yargs
    .option('set', { type: 'string', array: true, describe: 'a game setting, name=value (repeatable); `botlab cards` lists each game\'s settings' })
    .option('range', { type: 'number', describe: 'starting range in hexes: short for --set startRange=N, for games that declare it' }) as unknown as Argv<T & Pick<RunArgs, 'set' | 'range'>>;
}

export function withRunOptions<T>(yargs: Argv<T>): Argv<T & RunArgs> {
  return withSettingOptions(yargs)
    .option('games', { type: 'number', describe: `battles per matchup, half in each seating (default ${DEFAULT_GAMES})` })
    .option('ci', { type: 'number', describe: 'instead of --games: play until the 95% interval of each win rate is at most this wide on each side, e.g. 0.02' })
    .option('max-games', { type: 'number', default: 100_000, describe: 'with --ci: the most battles per matchup' })
    .option('seed', { type: 'string', default: '1', describe: 'random seed (a number, or any text)' })
    .option('threads', { type: 'number', describe: 'worker threads; 0 plays on the main thread (default: one per core)' })
    .option('turns', { type: 'number', describe: `turns before a battle with no winner counts as a stall (default ${DEFAULT_TURNS}, or the game's own)` })
    .option('out', { type: 'string', coerce: normalizePath, describe: 'folder for the reports (default reports/<game>)' })
    .conflicts('games', 'ci') as unknown as Argv<T & RunArgs>;
}

/** The most worker threads a run may ask for: four per core of this machine. */
export function maxThreads(): number {
  return 4 * availableParallelism();
}

/** A seed as typed: a whole number from 0 to 2^32 - 1 is taken as it is (a larger one would wrap round onto a smaller), any other text is hashed. */
export function seedFrom(text: string, option = '--seed'): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new UsageError(`${option}: give a seed, a whole number or any text`);
  if (/^-?\d+$/.test(trimmed) && !(Number(trimmed) >= 0 && Number(trimmed) <= 0xffffffff)) {
    throw new UsageError(`${option}: a whole-number seed is from 0 to 4294967295 (got ${trimmed}); other text is hashed into a seed`);
  }
  return parseSeed(trimmed);
}

/** --resume, for the commands that can finish an interrupted run (duel, matrix of pairs or tables, scenario). */
export function withResumeOption<T>(yargs: Argv<T>): Argv<T & { readonly resume: boolean | undefined }> {
  return yargs.option('resume', { type: 'boolean', describe: 'finish an interrupted run from checkpoint.json in its output folder (the same command and options)' }) as unknown as Argv<T & { readonly resume: boolean | undefined }>;
}

export function runSettings(args: RunArgs): RunSettings {
  const whole = (option: string, value: number, low: number, high: number) => {
    if (!Number.isInteger(value) || value < low || value > high) throw new UsageError(`${option}: must be a whole number from ${low} to ${high} (got ${value})`);
    return value;
  };
  if (args.ci !== undefined && !(args.ci > 0 && args.ci < 0.5)) throw new UsageError(`--ci: must be a half-width between 0 and 0.5, such as 0.02 (got ${args.ci})`);
  const maxGames = whole('--max-games', args.maxGames, 2, 100_000_000);
  const stop: StopRule = args.ci !== undefined ? { ciHalfWidth: args.ci, maxGames } : { games: whole('--games', args.games ?? DEFAULT_GAMES, 1, 100_000_000), maxGames };
  return {
    stop,
    seed: seedFrom(args.seed),
    seedText: args.seed,
    // More threads than this only queue for the same cores, and each holds its own tables: 64 and more once crashed Node
    threads: whole('--threads', args.threads ?? availableParallelism(), 0, maxThreads()),
    turnCap: whole('--turns', args.turns ?? DEFAULT_TURNS, 1, 1000),
    turnsGiven: args.turns !== undefined,
    given: givenSettings(args),
  };
}

/** --set name=value pairs, and --range as startRange. */
export function givenSettings(args: Pick<RunArgs, 'set' | 'range'>): Record<string, number | string> {
  const given: Record<string, number | string> = {};
  for (const text of args.set ?? []) {
    const match = /^([A-Za-z][\w-]*)=(?:(-?\d+(?:\.\d+)?)|([a-z][\w-]*))$/.exec(text.trim());
    if (match === null) throw new UsageError(`--set: expected name=value with a number or a named value, such as --set startRange=8 (got "${text}")`);
    given[match[1] ?? ''] = match[2] === undefined ? (match[3] ?? '') : Number(match[2]);
  }
  if (args.range !== undefined) {
    if (given['startRange'] !== undefined && given['startRange'] !== args.range) throw new UsageError('--range: says the same as --set startRange=N; give one');
    given['startRange'] = args.range;
  }
  return given;
}

/** The run's settings for one game: its declared defaults, overridden by what the run gives; a usage error names a setting the game lacks or a value out of range. */
export function battleSettings(rules: SimRuleset<unknown>, run: Pick<RunSettings, 'turnCap' | 'given' | 'turnsGiven'>): BattleSettings {
  const turnCap = run.turnsGiven === false && rules.battle.turnCap !== undefined ? rules.battle.turnCap : run.turnCap;
  const resolved = resolveSettings(rules.battle.settings, turnCap, run.given, rules.id);
  if (typeof resolved === 'string') throw new UsageError(resolved);
  return resolved;
}
