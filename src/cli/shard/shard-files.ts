// cold: what a shard leaves in its output folder, and reading it back for `botlab merge`.
// - blocks.jsonl: a line per block the shard played: its index in the run, its fingerprint and its
//   result (a Float64Array as the bytes of its little-endian doubles, deflated and in base64, so
//   every number comes back exactly: a line duel block's 30,735 doubles, most of them zero
//   tally cells, take a line of about 1.1 kB instead of 328 kB; a campaign block's records as JSON);
// - shard.json: the manifest, written last (so a folder with one holds a finished shard): the tool,
//   the command line without --shard, the folder it ran in, the seed, the rules data it read, the
//   shard, how many tasks the whole run has and a hash of their fingerprints in order.
// The files grow with the shard's blocks, not its games.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ShardRecord, ShardRecorder, ShardSource } from '../../sim/distribution.js';
import { UsageError } from '../errors.js';
import { displayPath } from '../load.js';
import { writeFileAtomicSync } from '../write-atomic.js';

export const SHARD_MANIFEST = 'shard.json';
export const SHARD_BLOCKS = 'blocks.jsonl';
export const SHARD_FORMAT = 1;

export interface ShardManifest {
  readonly tool: string;
  readonly toolVersion: string;
  readonly format: number;
  /** The command line that names the run: the shard's, without --shard, --out and --threads. */
  readonly command: readonly string[];
  /** The folder it ran in: the command's relative paths are read from there. */
  readonly cwd: string;
  readonly seed: string;
  readonly rulesHashes: readonly string[];
  readonly shard: { readonly index: number; readonly count: number };
  /** In a run by rounds (--round), the round this shard played. */
  readonly round?: number;
  /** Tasks in the whole run, and a hash of all their fingerprints in order. */
  readonly tasks: number;
  readonly sequence: string;
  /** Blocks this shard played. */
  readonly blocks: number;
}

interface BlockLine {
  readonly i: number;
  readonly f: string;
  readonly t: 'f64' | 'json';
  readonly d: unknown;
}

/** Appends each block to blocks.jsonl (a temporary name until the shard finishes). */
export class ShardWriter implements ShardRecorder {
  private readonly fd: number;
  private readonly temporary: string;
  readonly folder: string;
  blocks = 0;

  constructor(folder: string) {
    this.folder = folder;
    mkdirSync(folder, { recursive: true }); // a round's shard folder inside the run's --out
    this.temporary = join(folder, `${SHARD_BLOCKS}.${process.pid}.tmp`);
    rmSync(join(folder, SHARD_MANIFEST), { force: true }); // an older shard's manifest no longer stands
    this.fd = openSync(this.temporary, 'w');
  }

  record({ index, fingerprint, output }: ShardRecord): void {
    const line: BlockLine = output instanceof Float64Array
      ? { i: index, f: fingerprint, t: 'f64', d: deflateRawSync(Buffer.from(output.buffer, output.byteOffset, output.byteLength)).toString('base64') }
      : { i: index, f: fingerprint, t: 'json', d: output };
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    this.blocks++;
  }

  /** Closes the blocks file under its name and writes the manifest beside it. */
  finish(manifest: Omit<ShardManifest, 'blocks'>): ShardManifest {
    closeSync(this.fd);
    renameSync(this.temporary, join(this.folder, SHARD_BLOCKS));
    const complete = { ...manifest, blocks: this.blocks };
    writeFileAtomicSync(join(this.folder, SHARD_MANIFEST), `${JSON.stringify(complete, null, 2)}\n`);
    return complete;
  }

  abandon(): void {
    closeSync(this.fd);
    rmSync(this.temporary, { force: true });
  }
}

/** A shard's folder as merge reads it. */
export interface ReadShard {
  readonly folder: string;
  readonly manifest: ShardManifest;
}

/** The manifest of the shard in `folder`, or a clear error. */
export function readShardManifest(folder: string): ReadShard {
  const path = join(folder, SHARD_MANIFEST);
  if (!existsSync(path)) throw new UsageError(`${displayPath(folder)}: no ${SHARD_MANIFEST} (not the output folder of a --shard run, or its shard did not finish)`);
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as ShardManifest;
  } catch (error) {
    throw new UsageError(`${displayPath(path)}: not a shard manifest (${(error as Error).message})`);
  }
  if (manifest.format !== SHARD_FORMAT || !Array.isArray(manifest.command) || typeof manifest.shard?.index !== 'number' || typeof manifest.shard?.count !== 'number') {
    throw new UsageError(`${displayPath(path)}: not a shard manifest this botlab reads (format ${String(manifest.format)}; this botlab writes ${SHARD_FORMAT})`);
  }
  return { folder, manifest };
}

/** The fields every shard of one run shares, and what a difference means. */
const SAME: readonly (readonly [keyof ShardManifest, string])[] = [
  ['toolVersion', 'tool version'], ['command', 'command line'], ['round', 'round'], ['cwd', 'working folder'], ['seed', 'seed'], ['rulesHashes', 'rules data'], ['tasks', 'number of blocks'], ['sequence', 'blocks'],
];

/** Checks the shards belong to one run, each shard once and none missing; returns them by index. */
export function checkShards(shards: readonly ReadShard[]): ReadShard[] {
  const first = shards[0];
  if (first === undefined) throw new UsageError('merge: name the shards\' output folders');
  const count = first.manifest.shard.count;
  for (const shard of shards) {
    if (shard.manifest.shard.count !== count) throw new UsageError(`${displayPath(shard.folder)}: shard ${shard.manifest.shard.index} of ${shard.manifest.shard.count}, but ${displayPath(first.folder)} is one of ${count}: not the same run`);
    for (const [field, what] of SAME) {
      if (JSON.stringify(shard.manifest[field]) !== JSON.stringify(first.manifest[field])) {
        throw new UsageError(`${displayPath(shard.folder)}: a shard of another run: its ${what} differs from ${displayPath(first.folder)}'s (${JSON.stringify(shard.manifest[field])} against ${JSON.stringify(first.manifest[field])})`);
      }
    }
  }
  const byIndex: (ReadShard | undefined)[] = new Array(count).fill(undefined);
  for (const shard of shards) {
    const { index } = shard.manifest.shard;
    const taken = byIndex[index];
    if (taken !== undefined) throw new UsageError(`shard ${index} of ${count} given twice: ${displayPath(taken.folder)} and ${displayPath(shard.folder)}`);
    byIndex[index] = shard;
  }
  const missing = byIndex.map((shard, index) => (shard === undefined ? index : -1)).filter((index) => index >= 0);
  if (missing.length > 0) throw new UsageError(`merge: shard${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${count} missing (got ${shards.map((shard) => displayPath(shard.folder)).join(', ')})`);
  return byIndex as ReadShard[];
}

/** Every block of the shards, for a replay: task i from shard i mod N, its fingerprint checked. */
export function shardSource(shards: readonly ReadShard[]): ShardSource & { readonly taken: () => number } {
  const count = shards.length;
  const blocks = new Map<number, BlockLine>();
  for (const { folder, manifest } of shards) {
    const path = join(folder, SHARD_BLOCKS);
    if (!existsSync(path)) throw new UsageError(`${displayPath(folder)}: no ${SHARD_BLOCKS} beside its ${SHARD_MANIFEST}`);
    const lines = readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');
    if (lines.length !== manifest.blocks) throw new UsageError(`${displayPath(path)}: ${lines.length} blocks, but its manifest says ${manifest.blocks}`);
    lines.forEach((text, k) => {
      let line: BlockLine;
      try {
        line = JSON.parse(text) as BlockLine;
      } catch (error) {
        throw new UsageError(`${displayPath(path)}:${k + 1}: not a block line (${(error as Error).message})`);
      }
      if (line.i % count !== manifest.shard.index) throw new UsageError(`${displayPath(path)}:${k + 1}: block ${line.i} does not belong to shard ${manifest.shard.index} of ${count}`);
      blocks.set(line.i, line);
    });
  }
  let taken = 0;
  return {
    count,
    taken: () => taken,
    take(index, fingerprint) {
      const line = blocks.get(index);
      const owner = shards[index % count];
      if (line === undefined) throw new UsageError(`merge: block ${index} is not in ${displayPath(owner?.folder ?? '?')} (shard ${index % count} of ${count}): its blocks are not this run's`);
      if (line.f !== fingerprint) throw new UsageError(`merge: block ${index} in ${displayPath(owner?.folder ?? '?')} was played from another task than this run's (fingerprint ${line.f}, expected ${fingerprint})`);
      blocks.delete(index);
      taken++;
      if (line.t === 'json') return line.d;
      const bytes = inflateRawSync(Buffer.from(String(line.d), 'base64'));
      return new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    },
  };
}
