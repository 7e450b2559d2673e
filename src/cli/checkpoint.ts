// cold: an interrupted run keeps its work. While a duel, a matrix (of pairs or of tables) or a
// scenario plays, the blocks folded so far are saved to checkpoint.json in the output folder every
// few seconds (written to a temporary file, flushed, renamed); Ctrl-C saves once more and stops the
// run (exit 130). The same command with --resume reads it back and plays the rest: the CSV files are
// byte for byte those of an unbroken run (sim/simulate.ts SimulationSnapshot; a table's sums ride in
// its outcomes). A finished run removes its checkpoint.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../catalogue/canonical-json.js';
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
  constructor(folder: string, battles: number) {
    super(`interrupted: ${battles.toLocaleString('en')} battles saved in ${displayPath(join(folder, CHECKPOINT_FILE))}; run the same command with --resume to finish`);
    this.name = 'Interrupted';
  }
}

export function checkpointIdentity(parts: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

interface SavedRun {
  readonly identity: string;
  readonly battles: number;
  readonly matchups: readonly { readonly blocks: number; readonly outcomes: string; readonly tally: string }[];
}

const encode = (values: Float64Array): string => Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
function decode(text: string): Float64Array {
  const bytes = Buffer.from(text, 'base64');
  const values = new Float64Array(bytes.byteLength / 8);
  new Uint8Array(values.buffer).set(bytes);
  return values;
}

/** With --resume, the snapshot the run saved; a missing checkpoint or one of another run is a usage error. */
export function loadCheckpoint(plan: CheckpointPlan): SimulationSnapshot | undefined {
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
  return { battles: saved.battles, matchups: saved.matchups.map((m) => ({ blocks: m.blocks, outcomes: decode(m.outcomes), tally: decode(m.tally) })) };
}

/** The after-fold hook that saves every SAVE_EVERY_MS and on Ctrl-C (then stops the run), and the clean-up for the end. */
export function checkpointHooks(plan: CheckpointPlan): { onFolded: (snapshot: () => SimulationSnapshot) => void; finish: () => void; detach: () => void } {
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
      const state = snapshot();
      save(plan, state);
      last = Date.now();
      if (interrupted) throw new Interrupted(plan.folder, state.battles);
    },
    finish() {
      rmSync(join(plan.folder, CHECKPOINT_FILE), { force: true });
    },
    detach() {
      process.off('SIGINT', onSignal);
    },
  };
}

function save(plan: CheckpointPlan, state: SimulationSnapshot): void {
  const saved: SavedRun = {
    identity: plan.identity,
    battles: state.battles,
    matchups: state.matchups.map((m) => ({ blocks: m.blocks, outcomes: encode(m.outcomes), tally: encode(m.tally) })),
  };
  writeFileAtomicSync(join(plan.folder, CHECKPOINT_FILE), JSON.stringify(saved));
}
