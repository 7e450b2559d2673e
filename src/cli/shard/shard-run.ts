// cold: a run spread over machines (README "More than one machine"; the modes are in
// sim/distribution.ts).
// - `--shard I/N`: the run plays only the blocks that fall to shard I (its task index mod N,
//   counted over the whole run) and records them in its --out folder (shard-files.ts) instead of
//   writing reports; `botlab merge` puts the shards together. Only runs whose blocks are known
//   before any is played: a fixed number of games, no racing, no interval rule.
// - `--round` (rounds.ts): a run that chooses each batch from the last, round by round: without
//   --shard it is the coordinator, with it a shard of the round the coordinator named.
// Neither resumes: a shard that stops is simply run again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawPages } from '../../report/html/build-report.js';
import { beginDistribution, endDistribution, RoundNeeded, RoundPlayed } from '../../sim/distribution.js';
import { EXIT_MORE_ROUNDS, UsageError } from '../errors.js';
import { displayPath } from '../load.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';
import { nextRound, playedRounds, roundFolder, writeNextRound } from './rounds.js';
import { SHARD_FORMAT, SHARD_MANIFEST, ShardWriter, type ShardManifest } from './shard-files.js';

/** The commands whose blocks a shard can split. */
export const SHARDABLE = ['study', 'duel', 'matrix', 'scenario', 'campaign', 'diff', 'meta', 'sensitivity', 'calibrate'] as const;
/** The commands that can go round by round (any run; a search needs it). */
export const BY_ROUNDS = [...SHARDABLE, 'search'] as const;

/** A run spread over machines, from the command line's start to its end. */
export interface DistributedRun {
  /** After the command ended normally. */
  finish(): void;
  /** The command stopped with `error`: the exit status if that is how this run stops (a round played or needed), else undefined once cleaned up. */
  stopped(error: unknown): number | undefined;
}

/** `I/N` with 0 <= I < N. */
export function parseShard(text: string): { readonly index: number; readonly count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index >= count) {
    throw new UsageError(`--shard: I/N with N at least 1 and I from 0 to N-1, e.g. --shard 0/4 (got ${text})`);
  }
  return { index, count };
}

/** Options every shard of a run may give differently: which shard, where it writes, how many threads (and --round, a flag, is dropped too). */
const PER_SHARD = ['--shard', '--out', '--threads'];

/** The command line that names the run: without the options each shard gives its own way. */
export function runArguments(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (PER_SHARD.includes(arg)) i++;
    else if (arg !== '--round' && !PER_SHARD.some((option) => arg.startsWith(`${option}=`))) kept.push(arg);
  }
  return kept;
}

/** Middleware: with --shard or --round, checks that the run can be spread and starts it. */
export function startDistributed(argv: Record<string, unknown>, args: readonly string[]): DistributedRun | undefined {
  const rounds = argv['round'] === true;
  if (argv['shard'] === undefined && !rounds) return undefined;
  const command = String((argv['_'] as unknown[] | undefined)?.[0] ?? '');
  if (!rounds && command === 'search') throw new UsageError('--shard: a search races, deciding each round from the one before; play it --round by --round (README: More than one machine)');
  const allowed: readonly string[] = rounds ? BY_ROUNDS : SHARDABLE;
  if (!allowed.includes(command)) throw new UsageError(`${rounds ? '--round' : '--shard'}: ${command} cannot be ${rounds ? 'played round by round' : 'split into shards'} (these can: ${allowed.join(', ')})`);
  if (argv['out'] === undefined) throw new UsageError(rounds ? '--round: give --out, the run\'s folder (its rounds are kept in <out>/rounds)' : '--shard: give --out, a folder of its own for each shard (e.g. --out runs/m/shard-0); botlab merge reads them');
  if (argv['resume'] === true) throw new UsageError('--shard, --round: a shard does not resume; run the shard again');
  if (!rounds) {
    if (argv['ci'] !== undefined) throw new UsageError('--shard: --ci decides each round from the one before, so its blocks cannot be split in advance; give --games, or play it --round by --round');
    if (command === 'sensitivity' && argv['search'] === true) throw new UsageError('--shard: a search races, deciding each round from the one before; play it --round by --round');
    if (command === 'sensitivity' && argv['racing'] !== false && argv['screen'] !== true) throw new UsageError('--shard: racing decides each look from the one before; add --no-racing, or play it --round by --round');
  }
  const out = String(argv['out']);
  const identity = { command: runArguments(args), seed: String(argv['seed'] ?? '1') };
  if (rounds && argv['shard'] === undefined) return coordinate(out, identity.command);
  const { index, count } = parseShard(String(argv['shard']));
  const round = rounds ? nextRound(out, identity.command) : undefined;
  const writer = new ShardWriter(round === undefined ? out : join(roundFolder(out, round), `shard-${index}`));
  const share = { index, count, recorder: writer };
  beginDistribution(round === undefined ? { kind: 'shard', ...share } : { kind: 'rounds', done: playedRounds(out, round, identity.command), share });
  // A shard's reports would hold nothing (it folds no results): the command writes their CSV files
  // to a scratch folder, removed when it ends, draws no pages, and prints nothing but the shard's own line.
  const scratch = mkdtempSync(join(tmpdir(), 'botlab-shard-'));
  argv['out'] = scratch;
  const log = console.log;
  console.log = () => {};
  drawPages(false);
  const restore = () => {
    console.log = log;
    drawPages(true);
    rmSync(scratch, { recursive: true, force: true });
  };
  const finish = (): void => {
    restore();
    const summary = endDistribution();
    const manifest: ShardManifest = writer.finish({
      tool: TOOL_NAME, toolVersion: TOOL_VERSION, format: SHARD_FORMAT, ...identity, cwd: process.cwd(),
      rulesHashes: summary.rulesHashes, shard: { index, count }, ...(round === undefined ? {} : { round }), tasks: summary.tasks, sequence: summary.sequence,
    });
    const of = round === undefined ? 'the run\'s' : `round ${round}'s`;
    console.log(`shard ${index} of ${count}: played ${manifest.blocks.toLocaleString('en')} of ${of} ${summary.tasks.toLocaleString('en')} blocks; wrote ${displayPath(writer.folder)}/${SHARD_MANIFEST} (${round === undefined ? 'botlab merge puts the shards together' : 'run the coordinator, the same command without --shard, when every shard is done'})`);
  };
  return {
    finish: () => {
      if (round === undefined) return finish();
      restore();
      const summary = endDistribution();
      writer.abandon();
      throw new UsageError(`--round: the run ended after ${summary.rounds} rounds, so it has no round ${round}; run the coordinator (the same command without --shard)`);
    },
    stopped: (error) => {
      if (error instanceof RoundPlayed) {
        finish();
        return 0;
      }
      restore();
      endDistribution();
      writer.abandon();
      return undefined;
    },
  };
}

/** The coordinator of a run by rounds: replays every round played, then names the next or writes the reports. */
function coordinate(out: string, command: readonly string[]): DistributedRun {
  const played = playedRounds(out, undefined, command);
  beginDistribution({ kind: 'rounds', done: played });
  return {
    finish: () => {
      const summary = endDistribution();
      if (summary.rounds < played.length) throw new UsageError(`--round: ${displayPath(out)} holds ${played.length} rounds but the run has ${summary.rounds}: rounds of another run?`);
      console.log(`--round: all ${played.length} rounds played; the reports are in ${displayPath(out)}`);
    },
    stopped: (error) => {
      endDistribution();
      if (!(error instanceof RoundNeeded)) return undefined;
      writeNextRound(out, error.round, command);
      console.log(`round ${error.round} is next: play it as N shards, botlab ${command.join(' ')} --round --shard I/N --out ${displayPath(out)} for I = 0..N-1; then run this command again (exit status ${EXIT_MORE_ROUNDS}: more rounds to play)`);
      return EXIT_MORE_ROUNDS;
    },
  };
}
