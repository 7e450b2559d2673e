// cold: runs blocks inline (threads 0: tests, debugging) or on a piscina pool of worker threads.
// Either way each block's numbers depend only on its task, so results match at any thread count.
import { Piscina } from 'piscina';
import type { BlockTask } from './task.js';
import type { TableTask } from './table-task.js';
import { runTask } from './worker.js';

export interface Runner {
  readonly threads: number;
  run(tasks: readonly (BlockTask | TableTask)[]): Promise<Float64Array[]>;
  close(): Promise<void>;
}

export function createRunner(threads: number): Runner {
  if (threads === 0) {
    return { threads, run: async (tasks) => tasks.map(runTask), close: async () => {} };
  }
  const pool = new Piscina({ filename: new URL('./worker.js', import.meta.url).href, minThreads: threads, maxThreads: threads, idleTimeout: 5_000 });
  return {
    threads,
    run: (tasks) => Promise.all(tasks.map((task) => pool.run(task) as Promise<Float64Array>)),
    close: () => pool.destroy(),
  };
}
