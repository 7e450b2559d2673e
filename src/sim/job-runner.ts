// cold: plays campaigns, or the deals of a scenario that deals its robots, inline (threads 0) or
// on a piscina pool. Campaign or deal i always plays on its own random streams (seed, i), so the
// results are the same at any thread count. Blocks stream through the pool and fold in order
// (runner.ts streamTasks), so a run can be snapshotted after any block and resumed from it.
import { Piscina } from 'piscina';
import type { CampaignRecord, CampaignSet } from '../kernel/campaign.js';
import type { DealtSet } from '../kernel/dealt.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { JobTask } from './job-task.js';
import { runJobTask } from './job-worker.js';
import { BlockFailure } from './block-failure.js';
import { distribute } from './distribution.js';
import type { ResumeHooks } from './resume-hooks.js';
import { streamTasks, WINDOW_PER_THREAD } from './runner.js';

export interface JobRun {
  readonly seed: number;
  /** Campaigns, or deals (each played in both seatings). */
  readonly count: number;
  readonly threads: number;
  readonly turnCap: number;
  /** A key for the catalogue and the set (their content hash): workers prepare once per key. */
  readonly key: string;
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Where a job run stands after the blocks folded so far: how many blocks, how many campaigns or
 * deals they held, and what they added up to (campaign records, or a deal block's outcome sums as
 * plain numbers): plain JSON, so a checkpoint can keep it.
 */
export interface JobSnapshot<S> {
  readonly blocks: number;
  readonly done: number;
  readonly state: S;
}

/** Resume and checkpoint hooks of a job run, as for pairs and tables. */
export type JobHooks<S> = ResumeHooks<JobSnapshot<S>>;

/** Campaigns per task: one campaign is tens of games. */
const CAMPAIGN_BLOCK = 4;
/** Deals per task: each deal is compiled, then played twice. */
const DEAL_BLOCK = 25;

export async function runCampaigns(rules: SimRuleset<unknown>, catalogue: unknown, set: CampaignSet, run: JobRun, hooks: JobHooks<CampaignRecord[]> = {}): Promise<CampaignRecord[]> {
  return runJobs(run, CAMPAIGN_BLOCK, (first, count) => ({ ...base(rules, catalogue, run, first, count), kind: 'campaign', set }), {
    start: () => [],
    add: (records, result) => {
      records.push(...(result as CampaignRecord[]));
      return records;
    },
  }, hooks);
}

/** The deals' outcomes summed in a block's layout (task.ts), from the first side's view. */
export async function runDeals(rules: SimRuleset<unknown>, catalogue: unknown, set: DealtSet, run: JobRun, hooks: JobHooks<number[]> = {}): Promise<Float64Array> {
  const sums = await runJobs(run, DEAL_BLOCK, (first, count) => ({ ...base(rules, catalogue, run, first, count), kind: 'dealt', set }), {
    start: () => [],
    // blocks add in order, from the first, whatever the threads: the same float sums every time
    add: (total, result) => {
      const block = result as Float64Array;
      for (let i = 0; i < block.length; i++) total[i] = (total[i] ?? 0) + (block[i] ?? 0);
      return total;
    },
  }, hooks);
  return Float64Array.from(sums);
}

function base(rules: SimRuleset<unknown>, catalogue: unknown, run: JobRun, first: number, count: number) {
  return { game: rules.id, rulesVersion: rules.version, key: run.key, catalogue, turnCap: run.turnCap, seed: run.seed, first, count };
}

/** How a job run adds a block's result to its state. */
interface JobFold<S> {
  readonly start: () => S;
  readonly add: (state: S, result: CampaignRecord[] | Float64Array) => S;
}

async function runJobs<S>(run: JobRun, block: number, task: (first: number, count: number) => JobTask, fold: JobFold<S>, hooks: JobHooks<S>): Promise<S> {
  let state = hooks.resume?.state ?? fold.start();
  let blocks = hooks.resume?.blocks ?? 0;
  let done = hooks.resume?.done ?? 0;
  const sizeOf = (index: number): number => Math.min(block, run.count - index * block);
  function* tasks(): Generator<JobTask> {
    for (let index = blocks; index * block < run.count; index++) yield task(index * block, sizeOf(index));
  }
  const onResult = (result: CampaignRecord[] | Float64Array): void => {
    state = fold.add(state, result);
    done += sizeOf(blocks);
    blocks++;
    run.onProgress?.(done, run.count);
    hooks.onFolded?.(() => ({ blocks, done, state }));
  };
  const play = (t: JobTask): CampaignRecord[] | Float64Array => {
    try {
      return runJobTask(t);
    } catch (error) {
      throw new BlockFailure(t, error);
    }
  };
  await distribute(tasks(), onResult, async (tasks: Iterable<JobTask>, fold: (result: CampaignRecord[] | Float64Array, index: number) => void) => {
    if (run.threads === 0) {
      let index = 0;
      for (const t of tasks) {
        fold(play(t), index++);
        await new Promise<void>((resolve) => setImmediate(resolve)); // let a Ctrl-C in between blocks
      }
      return;
    }
    const pool = new Piscina({ filename: new URL('./job-worker.js', import.meta.url).href, minThreads: run.threads, maxThreads: run.threads, idleTimeout: 5_000 });
    try {
      await streamTasks(tasks, run.threads * WINDOW_PER_THREAD, (t: JobTask) => (pool.run(t) as Promise<CampaignRecord[] | Float64Array>).catch((error: unknown) => {
        throw new BlockFailure(t, error);
      }), fold);
    } finally {
      await pool.destroy();
    }
  });
  return state;
}
