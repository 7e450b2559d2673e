// cold: the folder of a run played round by round (--round): <out>/rounds/round-K/shard-I holds
// shard I's record of round K (shard-files.ts), and <out>/rounds/next.json the round the
// coordinator named last. Every shard of round K first replays rounds 0..K-1 from their records,
// so all of them, and the coordinator, walk the same run.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShardSource } from '../../sim/distribution.js';
import { UsageError } from '../errors.js';
import { displayPath } from '../load.js';
import { writeFileAtomicSync } from '../write-atomic.js';
import { checkShards, readShardManifest, shardSource } from './shard-files.js';

export const roundsFolder = (out: string): string => join(out, 'rounds');
export const roundFolder = (out: string, round: number): string => join(roundsFolder(out), `round-${round}`);
const nextFile = (out: string): string => join(roundsFolder(out), 'next.json');

interface NextRound {
  readonly round: number;
  readonly command: readonly string[];
}

/** Records the round the coordinator wants played next. */
export function writeNextRound(out: string, round: number, command: readonly string[]): void {
  mkdirSync(roundsFolder(out), { recursive: true });
  writeFileAtomicSync(nextFile(out), `${JSON.stringify({ round, command } satisfies NextRound, null, 2)}\n`);
}

/** The round the coordinator named, for a shard about to play it. */
export function nextRound(out: string, command: readonly string[]): number {
  const path = nextFile(out);
  if (!existsSync(path)) throw new UsageError(`--round: ${displayPath(out)} has no rounds/next.json; run the coordinator first (the same command without --shard)`);
  const next = JSON.parse(readFileSync(path, 'utf8')) as NextRound;
  if (JSON.stringify(next.command) !== JSON.stringify(command)) throw new UsageError(`--round: ${displayPath(out)} is the folder of another run (botlab ${next.command.join(' ')})`);
  return next.round;
}

/**
 * The records of the rounds played: rounds 0..upTo-1 (for a shard of round upTo), or every round
 * folder there is (for the coordinator). Each must hold all its shards, of this run.
 */
export function playedRounds(out: string, upTo: number | undefined, command: readonly string[]): ShardSource[] {
  const sources: ShardSource[] = [];
  for (let round = 0; upTo === undefined ? existsSync(roundFolder(out, round)) : round < upTo; round++) {
    const folder = roundFolder(out, round);
    if (!existsSync(folder)) throw new UsageError(`--round: ${displayPath(folder)} is missing: round ${round} has not been played`);
    const shards = checkShards(readdirSync(folder).filter((name) => name.startsWith('shard-')).sort().map((name) => readShardManifest(join(folder, name))));
    const manifest = shards[0]?.manifest;
    if (manifest !== undefined && (JSON.stringify(manifest.command) !== JSON.stringify(command) || manifest.round !== round)) {
      throw new UsageError(`--round: ${displayPath(folder)} holds round ${String(manifest.round)} of another run (botlab ${manifest.command.join(' ')})`);
    }
    sources.push(shardSource(shards));
  }
  return sources;
}
