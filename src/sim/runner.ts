// cold: runs blocks inline (threads 0: tests, debugging) or on a piscina pool of worker threads.
// Either way each block's numbers depend only on its task, so results match at any thread count,
// and a run can be split into shards across machines and merged (distribution.ts).
// Blocks stream through: at most WINDOW_PER_THREAD a thread are queued or waiting to be folded,
// and each result is folded in task order as soon as the ones before it are, so a run's memory
// does not grow with its games (and float sums add in one order at any thread count).
import { Piscina } from 'piscina';
import { Field, OUTCOME_FIELDS, type BlockTask } from './task.js';
import type { TableTask } from './table-task.js';
import { BlockFailure } from './block-failure.js';
import { distribute } from './distribution.js';
import { runTask } from './worker.js';

export type Task = BlockTask | TableTask;

/** Tasks a thread may have queued or finished-but-unfolded: enough to keep every thread busy. */
export const WINDOW_PER_THREAD = 4;

export interface Runner {
  readonly threads: number;
  /** Plays every task (generated as they are needed) and calls fold with each output in task order. */
  each(tasks: Iterable<Task>, fold: (output: Float64Array, index: number) => void): Promise<void>;
  close(): Promise<void>;
}

export function createRunner(threads: number): Runner {
  if (threads === 0) {
    return {
      threads,
      each: (tasks, fold) => distribute(tasks, fold, async (tasks, fold) => {
        let index = 0;
        for (const task of tasks) {
          let output: Float64Array;
          try {
            output = runTask(task);
          } catch (error) {
            throw new BlockFailure(task, error);
          }
          fold(output, index++);
          await new Promise<void>((resolve) => setImmediate(resolve)); // let a Ctrl-C in between blocks
        }
      }, standIn),
      close: async () => {},
    };
  }
  // The pool starts with the first block to play: a merge plays none, and a pool torn down while
  // its workers are still loading botlab can abort the process (seen on Node 20.20).
  let pool: Piscina | undefined;
  const start = (): Piscina => (pool ??= new Piscina({ filename: new URL('./worker.js', import.meta.url).href, minThreads: threads, maxThreads: threads, idleTimeout: 5_000 }));
  return {
    threads,
    each: (tasks, fold) => distribute(tasks, fold, (tasks, fold) => streamTasks(tasks, threads * WINDOW_PER_THREAD, (task) => (start().run(task) as Promise<Float64Array>).catch((error: unknown) => {
      throw new BlockFailure(task, error);
    }), fold), standIn),
    close: async () => {
      await pool?.destroy();
    },
  };
}

/**
 * Submits task i only while i < (next to fold) + window, keeps finished outputs until every earlier
 * one is folded, and folds in order. On the first failure (a task's, or a fold that throws: an
 * interrupt) it submits nothing more and rejects once the tasks still out have settled, so the pool
 * is never torn down under a running task.
 */
export function streamTasks<T = Task, R = Float64Array>(
  tasks: Iterable<T>, window: number, run: (task: T) => Promise<R>, fold: (output: R, index: number) => void,
): Promise<void> {
  const iterator = tasks[Symbol.iterator]();
  const done = new Map<number, R>();
  let submitted = 0;
  let folded = 0;
  let out = 0;
  let exhausted = false;
  let failure: { readonly error: unknown } | undefined;
  return new Promise((resolve, reject) => {
    const settle = (): void => {
      if (failure !== undefined) {
        if (out === 0) reject(failure.error);
        return;
      }
      if (exhausted && folded === submitted) resolve();
    };
    const pump = (): void => {
      while (failure === undefined && done.has(folded)) {
        const output = done.get(folded) as R;
        done.delete(folded);
        try {
          fold(output, folded);
        } catch (error) {
          failure = { error };
          break;
        }
        folded++;
      }
      while (failure === undefined && !exhausted && submitted < folded + window) {
        const next = iterator.next();
        if (next.done === true) {
          exhausted = true;
          break;
        }
        const index = submitted++;
        out++;
        run(next.value).then((output) => {
          out--;
          if (failure === undefined) done.set(index, output);
          pump();
        }, (error: unknown) => {
          out--;
          failure ??= { error };
          pump();
        });
      }
      settle();
    };
    pump();
  });
}

/**
 * A shard's stand-in for a block it does not fold (distribution.ts): every battle played, half won
 * by each side in one turn, so a command's discarded reports (a fit of strengths, say) have numbers
 * to work on. Table blocks need none: their reports read zero games.
 */
function standIn(task: Task): Float64Array | undefined {
  if ('kind' in task) return undefined;
  const output = new Float64Array(OUTCOME_FIELDS + task.metricSums + task.tallyLength);
  output[Field.Battles] = 2 * task.games;
  output[Field.AWins] = task.games;
  output[Field.BWins] = task.games;
  output[Field.Turns] = 2 * task.games;
  output[Field.TurnsSquared] = 2 * task.games;
  return output;
}
