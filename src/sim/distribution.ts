// cold: how a run's blocks are spread over machines. Every block's numbers depend only on its task
// (the seed and its stream, never the thread or the machine), and a run folds block results in
// task order, so a run can be cut into shards and put back together exactly:
// - local (the default): every task is played and folded;
// - shard I of N: the run plays only the tasks whose index in the run (counted over all of its
//   batches) is I mod N and hands each result to a recorder (cli/shard/); it folds only neutral
//   stand-ins, so the command runs to its end (its reports are thrown away);
// - replay: the run plays nothing; every task's result comes from the shards' records, checked
//   against the task's fingerprint, and folds in task order, so the merged reports are byte for
//   byte those of the run on one machine.
// The run's code is the same in all three; runner.ts and job-runner.ts call `distribute`.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../catalogue/canonical-json.js';

/** What a shard keeps of one of its tasks: the task's index in the run, fingerprint and result. */
export interface ShardRecord {
  readonly index: number;
  readonly fingerprint: string;
  readonly output: unknown;
}

/** Receives a shard's results as they are played. */
export interface ShardRecorder {
  record(record: ShardRecord): void;
}

/** Hands a replay the recorded result of task `index`, or says why it cannot. */
export interface ShardSource {
  readonly count: number;
  take(index: number, fingerprint: string): unknown;
}

/** Shard I of N, and where its results go. */
export interface Share {
  readonly index: number;
  readonly count: number;
  readonly recorder: ShardRecorder;
}

type Mode =
  | { readonly kind: 'local' }
  | ({ readonly kind: 'shard' } & Share)
  | { readonly kind: 'replay'; readonly source: ShardSource }
  /**
   * A run that decides each batch from the last (a racing search) goes round by round: a round is
   * one batch of tasks. The rounds already played come from their shards' records (`done`); then
   * the coordinator (no `share`) stops and says which round is next, and a shard plays its share
   * of that round, records it and stops.
   */
  | { readonly kind: 'rounds'; readonly done: readonly ShardSource[]; readonly share?: Share | undefined };

/** The coordinator of a run by rounds has replayed every round played so far: round `round` is next. */
export class RoundNeeded extends Error {
  readonly round: number;

  constructor(round: number) {
    super(`round ${round} has not been played`);
    this.name = 'RoundNeeded';
    this.round = round;
  }
}

/** A shard of a run by rounds has played and recorded its share of round `round`: the run stops there. */
export class RoundPlayed extends Error {
  readonly round: number;

  constructor(round: number) {
    super(`round ${round} played`);
    this.name = 'RoundPlayed';
    this.round = round;
  }
}

let mode: Mode = { kind: 'local' };
/** Batches (distribute calls) of a run by rounds so far. */
let round = 0;
/** Tasks seen so far in this run (all batches), and a hash of their fingerprints in order. */
let seen = 0;
let sequence = createHash('sha256');
const rulesHashes = new Set<string>();

/** Starts a run in a mode; the counters start from zero. */
export function beginDistribution(next: Mode): void {
  mode = next;
  round = 0;
  seen = 0;
  sequence = createHash('sha256');
  rulesHashes.clear();
}

/** Back to playing everything here; returns what the run did: how many tasks (by rounds, of its last round), their sequence hash, the rules data read and the rounds begun. */
export function endDistribution(): { readonly tasks: number; readonly sequence: string; readonly rulesHashes: readonly string[]; readonly rounds: number } {
  const summary = { tasks: seen, sequence: sequence.digest('hex'), rulesHashes: [...rulesHashes].sort(), rounds: round };
  beginDistribution({ kind: 'local' });
  return summary;
}

export function distributionKind(): Mode['kind'] {
  return mode.kind;
}

/** The loader reports each catalogue it reads, so a shard's manifest names the rules data it played. */
export function noteRulesHash(hash: string): void {
  if (mode.kind !== 'local') rulesHashes.add(hash);
}

/**
 * Plays `tasks` and folds their results in order, as this process's mode says. `play` is the
 * caller's own way of playing and folding (a pool, or inline). A shard folds no real result; where
 * the command's own (discarded) reports need numbers to work on, `standIn` gives a neutral result
 * for a task, folded in the task's place as the shard walks the run.
 */
export async function distribute<T, R>(
  tasks: Iterable<T>, fold: (output: R, index: number) => void, play: (tasks: Iterable<T>, fold: (output: R, index: number) => void) => Promise<void>,
  standIn?: (task: T) => R | undefined,
): Promise<void> {
  const current = mode;
  if (current.kind === 'local') return play(tasks, fold);
  if (current.kind === 'replay') return replay(current.source, tasks, fold);
  if (current.kind === 'shard') return playShare(current, tasks, play, (task, index) => {
    const neutral = standIn?.(task);
    if (neutral !== undefined) fold(neutral, index);
  });
  // by rounds, each round's blocks are counted from zero, as its shards' records number them
  const r = round++;
  seen = 0;
  sequence = createHash('sha256');
  const done = current.done[r];
  if (done !== undefined) return replay(done, tasks, fold);
  if (current.share === undefined) throw new RoundNeeded(r);
  await playShare(current.share, tasks, play, () => {});
  throw new RoundPlayed(r);
}

/** Folds every task's recorded result, checked against the task, in order. */
function replay<T, R>(source: ShardSource, tasks: Iterable<T>, fold: (output: R, index: number) => void): void {
  let local = 0;
  for (const task of tasks) {
    const fingerprint = see(task);
    fold(source.take(seen - 1, fingerprint) as R, local++);
  }
}

/** Plays the tasks that fall to this share and records their results; `walked` sees every task in order. */
async function playShare<T, R>(share: Share, tasks: Iterable<T>, play: (tasks: Iterable<T>, fold: (output: R, index: number) => void) => Promise<void>, walked: (task: T, index: number) => void): Promise<void> {
  const mine: { readonly index: number; readonly fingerprint: string }[] = [];
  let local = 0;
  function* own(): Generator<T> {
    for (const task of tasks) {
      const fingerprint = see(task);
      walked(task, local++);
      if ((seen - 1) % share.count !== share.index) continue;
      mine.push({ index: seen - 1, fingerprint });
      yield task;
    }
  }
  await play(own(), (output, k) => {
    const task = mine[k];
    if (task === undefined) throw new Error(`distribute: result ${k} has no task`);
    share.recorder.record({ ...task, output });
  });
}

/**
 * Runs `work` with every block played here, whatever the mode: for a part of a run that decides
 * what to play next from what it has played (a racing search inside a study), which cannot be cut
 * into shards in advance. Every shard, and the merge, plays it whole on the same seed, so all get
 * the same answer; its blocks are not counted in the run's.
 */
export async function unsharded<T>(work: () => Promise<T>): Promise<T> {
  const outer = mode;
  mode = { kind: 'local' };
  try {
    return await work();
  } finally {
    mode = outer;
  }
}

/** Counts a task and returns its fingerprint (also added to the run's sequence hash). */
function see(task: unknown): string {
  const fingerprint = fingerprintOf(task);
  seen++;
  sequence.update(`${fingerprint}\n`);
  return fingerprint;
}

const bufferHashes = new WeakMap<object, string>();

/**
 * A task's identity: every field but the compiled buffer's process-local id, with the buffer and
 * any typed array as a hash of their bytes. Job tasks name their catalogue and set by `key` (a
 * content hash), so those two large objects are left out.
 */
export function fingerprintOf(task: unknown): string {
  return createHash('sha256').update(canonicalJson(identity(task))).digest('hex').slice(0, 32);
}

function identity(value: unknown): unknown {
  if (value instanceof SharedArrayBuffer || value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return `bytes:${bytesHash(value)}`;
  if (Array.isArray(value)) return value.map(identity);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (key !== 'compileId' && key !== 'catalogue' && key !== 'set') kept[key] = identity(item);
  return kept;
}

function bytesHash(value: SharedArrayBuffer | ArrayBuffer | ArrayBufferView): string {
  const known = bufferHashes.get(value);
  if (known !== undefined) return known;
  const bytes = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
  const hash = createHash('sha256').update(bytes).digest('hex');
  bufferHashes.set(value, hash);
  return hash;
}
