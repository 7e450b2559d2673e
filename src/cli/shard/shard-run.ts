// cold: `--shard I/N` on a run command: the run plays only the blocks that fall to shard I (its
// task index mod N, counted over the whole run) and records them in its --out folder
// (shard-files.ts) instead of writing reports; `botlab merge` puts the shards together. Only runs
// whose blocks are known before any is played can be split: a fixed number of games, no racing,
// no interval rule, no resume (a shard that stops is simply run again).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beginDistribution, endDistribution } from '../../sim/distribution.js';
import { UsageError } from '../errors.js';
import { displayPath } from '../load.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';
import { SHARD_FORMAT, SHARD_MANIFEST, ShardWriter, type ShardManifest } from './shard-files.js';

/** The commands whose blocks a shard can split. */
export const SHARDABLE = ['study', 'duel', 'matrix', 'scenario', 'campaign', 'diff', 'meta', 'sensitivity', 'calibrate'] as const;

export interface ShardRun {
  readonly index: number;
  readonly count: number;
  readonly writer: ShardWriter;
  readonly command: readonly string[];
  readonly seed: string;
  readonly log: typeof console.log;
  /** Where the command's own (empty) reports go. */
  readonly scratch: string;
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

/** Options every shard of a run may give differently: which shard, where it writes, how many threads. */
const PER_SHARD = ['--shard', '--out', '--threads'];

/** The command line that names the run: without the options each shard gives its own way. */
export function runArguments(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (PER_SHARD.includes(arg)) i++;
    else if (!PER_SHARD.some((option) => arg.startsWith(`${option}=`))) kept.push(arg);
  }
  return kept;
}

/** Middleware: with --shard, checks that the run can be split and starts recording its blocks. */
export function startShard(argv: Readonly<Record<string, unknown>>, args: readonly string[]): ShardRun | undefined {
  if (argv['shard'] === undefined) return undefined;
  const { index, count } = parseShard(String(argv['shard']));
  const command = String((argv['_'] as unknown[] | undefined)?.[0] ?? '');
  if (!(SHARDABLE as readonly string[]).includes(command)) throw new UsageError(`--shard: ${command} cannot be split into shards (these can: ${SHARDABLE.join(', ')})`);
  if (argv['out'] === undefined) throw new UsageError('--shard: give --out, a folder of its own for each shard (e.g. --out runs/m/shard-0); botlab merge reads them');
  if (argv['resume'] === true) throw new UsageError('--shard: a shard does not resume; run the shard again');
  if (argv['ci'] !== undefined) throw new UsageError('--shard: --ci decides each round from the one before, so its blocks cannot be split in advance; give --games');
  if (command === 'sensitivity' && argv['search'] === true) throw new UsageError('--shard: a search races, deciding each round from the one before; it cannot be split yet');
  if (command === 'sensitivity' && argv['racing'] !== false && argv['screen'] !== true) throw new UsageError('--shard: racing decides each look from the one before; add --no-racing to split a sensitivity run');
  const writer = new ShardWriter(String(argv['out']));
  beginDistribution({ kind: 'shard', index, count, recorder: writer });
  // A shard's reports would hold nothing (it folds no results): the command writes them to a
  // scratch folder, removed when it ends, and prints nothing but the shard's own line.
  const scratch = mkdtempSync(join(tmpdir(), 'botlab-shard-'));
  (argv as Record<string, unknown>)['out'] = scratch;
  const log = console.log;
  console.log = () => {};
  return { index, count, writer, command: runArguments(args), seed: String(argv['seed'] ?? '1'), log, scratch };
}

/** After the command: the shard's manifest, and a line saying what it did. */
export function finishShard(run: ShardRun): ShardManifest {
  console.log = run.log;
  rmSync(run.scratch, { recursive: true, force: true });
  const summary = endDistribution();
  const manifest = run.writer.finish({
    tool: TOOL_NAME, toolVersion: TOOL_VERSION, format: SHARD_FORMAT, command: run.command, cwd: process.cwd(), seed: run.seed,
    rulesHashes: summary.rulesHashes, shard: { index: run.index, count: run.count }, tasks: summary.tasks, sequence: summary.sequence,
  });
  console.log(`shard ${run.index} of ${run.count}: played ${manifest.blocks.toLocaleString('en')} of the run's ${summary.tasks.toLocaleString('en')} blocks; wrote ${displayPath(run.writer.folder)}/${SHARD_MANIFEST} (botlab merge puts the shards together)`);
  return manifest;
}

/** A shard that failed: nothing of it stands. */
export function abandonShard(run: ShardRun): void {
  console.log = run.log;
  rmSync(run.scratch, { recursive: true, force: true });
  endDistribution();
  run.writer.abandon();
}
