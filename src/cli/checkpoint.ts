// cold: an interrupted run keeps its work. While a duel, a matrix (of pairs or of tables), a
// scenario or a campaign plays, the blocks folded so far are saved to checkpoint.json in the output folder every
// few seconds (written to a temporary file, flushed, renamed); Ctrl-C saves once more and stops the
// run (exit 130). The same command with --resume reads it back and plays the rest: the CSV files are
// byte for byte those of an unbroken run (sim/simulate.ts SimulationSnapshot; a table's sums ride in
// its outcomes; campaigns and dealt scenarios: sim/job-runner.ts JobSnapshot). A finished run
// removes its checkpoint.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../catalogue/canonical-json.js';
import type { JobSnapshot } from '../sim/job-runner.js';
import type { ResumeHooks } from '../sim/resume-hooks.js';
import type { SimulationSnapshot } from '../sim/simulate.js';
import { UsageError } from './errors.js';
import { displayPath } from './load.js';
import { writeFileAtomicSync } from './write-atomic.js';

export const CHECKPOINT_FILE = 'checkpoint.json';
/** How often the folded blocks are saved while a run plays: a kill loses at most this much work; saving a seven-design matrix's 7 MB damage tally costs a few per cent at this rate. BOTLAB_CHECKPOINT_MS changes it (tests). */
const SAVE_EVERY_MS = Number(process.env['BOTLAB_CHECKPOINT_MS'] ?? 5_000);

/** Where a run keeps its checkpoint, what identifies it, and whether to resume from it. */
export interface CheckpointPlan {
  readonly folder: string;
  /** A hash of everything the results depend on (command, rules data, designs, matchups, seed, games, settings). */
  readonly identity: string;
  readonly resume: boolean;
}

/** Ctrl-C during a run: the work so far is saved; the message says how to finish it. */
export class Interrupted extends Error {
  constructor(folder: string, count: number, unit: string) {
    super(`interrupted: ${count.toLocaleString('en')} ${unit} saved in ${displayPath(join(folder, CHECKPOINT_FILE))}; run the same command with --resume to finish`);
    this.name = 'Interrupted';
  }
}

export function checkpointIdentity(parts: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

/** checkpoint.json: the run's identity and where it stands, as pairs or tables (`matchups`) or as a job run (`job`). */
interface SavedRun {
  readonly identity: string;
  readonly battles: number;
  readonly matchups?: readonly { readonly blocks: number; readonly outcomes: string; readonly tally: string }[];
  readonly job?: JobSnapshot<unknown>;
}

const encode = (values: Float64Array): string => Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
function decode(text: string): Float64Array {
  const bytes = Buffer.from(text, 'base64');
  const values = new Float64Array(bytes.byteLength / 8);
  new Uint8Array(values.buffer).set(bytes);
  return values;
}

/** With --resume, the saved run of `kind`; a missing checkpoint, one of another run or of another kind is a usage error. */
function readSaved(plan: CheckpointPlan, kind: 'matchups' | 'job'): SavedRun | undefined {
  if (!plan.resume) return undefined;
  const path = join(plan.folder, CHECKPOINT_FILE);
  if (!existsSync(path)) throw new UsageError(`--resume: no ${CHECKPOINT_FILE} in ${displayPath(plan.folder)} (nothing to resume; run without --resume)`);
  let saved: SavedRun;
  try {
    saved = JSON.parse(readFileSync(path, 'utf8')) as SavedRun;
  } catch {
    throw new UsageError(`--resume: ${displayPath(path)} is not a checkpoint botlab wrote`);
  }
  if (saved.identity !== plan.identity) throw new UsageError(`--resume: ${displayPath(path)} is of another run (its command, designs, seed, games, settings or rules data differ)`);
  if (saved[kind] === undefined) throw new UsageError(`--resume: ${displayPath(path)} is not a checkpoint botlab wrote`);
  return saved;
}

/** With --resume, the snapshot a duel, matrix or scenario run saved. */
export function loadCheckpoint(plan: CheckpointPlan): SimulationSnapshot | undefined {
  const saved = readSaved(plan, 'matchups');
  if (saved === undefined) return undefined;
  return { battles: saved.battles, matchups: (saved.matchups ?? []).map((m) => ({ blocks: m.blocks, outcomes: decode(m.outcomes), tally: decode(m.tally) })) };
}

/** With --resume, the snapshot a campaign or dealt-scenario run saved. */
export function loadJobCheckpoint<S>(plan: CheckpointPlan): JobSnapshot<S> | undefined {
  return readSaved(plan, 'job')?.job as JobSnapshot<S> | undefined;
}

/** What a snapshot is saved as: the counts for messages and the file's content. */
interface Saving {
  readonly count: number;
  readonly unit: string;
  readonly saved: Omit<SavedRun, 'identity'>;
}

/** Pairs or tables: battles, and each matchup's sums. */
export const savePairs = (state: SimulationSnapshot): Saving => ({
  count: state.battles, unit: 'battles',
  saved: { battles: state.battles, matchups: state.matchups.map((m) => ({ blocks: m.blocks, outcomes: encode(m.outcomes), tally: encode(m.tally) })) },
});

/** A job run: campaigns or deals done, and their state as it is (plain JSON). */
export const saveJobs = (unit: string) => (state: JobSnapshot<unknown>): Saving => ({ count: state.done, unit, saved: { battles: 0, job: state } });

/** The after-fold hook that saves every SAVE_EVERY_MS and on Ctrl-C (then stops the run), and the clean-up for the end. */
function checkpointHooks<T>(plan: CheckpointPlan, saving: (state: T) => Saving): { onFolded: (snapshot: () => T) => void; finish: () => void; detach: () => void } {
  let interrupted = false;
  let last = Date.now();
  const onSignal = () => {
    if (interrupted) process.exit(130); // a second Ctrl-C does not wait
    interrupted = true;
  };
  process.on('SIGINT', onSignal);
  mkdirSync(plan.folder, { recursive: true }); // the default folder (reports/<game>) may not exist yet
  return {
    onFolded(snapshot) {
      if (!interrupted && Date.now() - last < SAVE_EVERY_MS) return;
      const state = saving(snapshot());
      writeFileAtomicSync(join(plan.folder, CHECKPOINT_FILE), JSON.stringify({ identity: plan.identity, ...state.saved }));
      last = Date.now();
      if (interrupted) throw new Interrupted(plan.folder, state.count, state.unit);
    },
    finish() {
      rmSync(join(plan.folder, CHECKPOINT_FILE), { force: true });
    },
    detach() {
      process.off('SIGINT', onSignal);
    },
  };
}

/**
 * Plays `play` with the plan's checkpoint: the saved snapshot when resuming (loaded by `load`), a
 * save every few seconds and on Ctrl-C, and the checkpoint removed once the run is done. Without a
 * plan, plays it plainly.
 */
export async function withCheckpoint<T, R>(plan: CheckpointPlan | undefined, load: (plan: CheckpointPlan) => T | undefined, saving: (state: T) => Saving, play: (hooks: ResumeHooks<T>) => Promise<R>): Promise<R> {
  if (plan === undefined) return play({});
  const resume = load(plan);
  const hooks = checkpointHooks(plan, saving);
  try {
    const result = await play({ ...(resume === undefined ? {} : { resume }), onFolded: hooks.onFolded });
    hooks.finish();
    return result;
  } finally {
    hooks.detach();
  }
}
