// cold: plays campaigns, or the deals of a scenario that deals its robots, inline (threads 0) or
// on a piscina pool. Campaign or deal i always plays on its own random streams (seed, i), so the
// results are the same at any thread count; they come back in order.
import { Piscina } from 'piscina';
import type { CampaignRecord, CampaignSet } from '../kernel/campaign.js';
import type { DealtSet } from '../kernel/dealt.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { JobTask } from './job-task.js';
import { runJobTask } from './job-worker.js';

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

/** Campaigns per task: one campaign is tens of games. */
const CAMPAIGN_BLOCK = 4;
/** Deals per task: each deal is compiled, then played twice. */
const DEAL_BLOCK = 25;

export async function runCampaigns(rules: SimRuleset<unknown>, catalogue: unknown, set: CampaignSet, run: JobRun): Promise<CampaignRecord[]> {
  const blocks = await runJobs(run, CAMPAIGN_BLOCK, (first, count) => ({ ...base(rules, catalogue, run, first, count), kind: 'campaign', set }), (records) => (records as CampaignRecord[]).length);
  return (blocks as CampaignRecord[][]).flat();
}

/** The deals' outcomes summed in a block's layout (task.ts), from the first side's view. */
export async function runDeals(rules: SimRuleset<unknown>, catalogue: unknown, set: DealtSet, run: JobRun): Promise<Float64Array> {
  const blocks = (await runJobs(run, DEAL_BLOCK, (first, count) => ({ ...base(rules, catalogue, run, first, count), kind: 'dealt', set }), (_, count) => count)) as Float64Array[];
  const total = new Float64Array(blocks[0]?.length ?? 0);
  for (const block of blocks) for (let i = 0; i < total.length; i++) total[i] = (total[i] ?? 0) + (block[i] ?? 0);
  return total;
}

function base(rules: SimRuleset<unknown>, catalogue: unknown, run: JobRun, first: number, count: number) {
  return { game: rules.id, rulesVersion: rules.version, key: run.key, catalogue, turnCap: run.turnCap, seed: run.seed, first, count };
}

async function runJobs(run: JobRun, block: number, task: (first: number, count: number) => JobTask, units: (result: unknown, count: number) => number): Promise<unknown[]> {
  const tasks: JobTask[] = [];
  for (let first = 0; first < run.count; first += block) tasks.push(task(first, Math.min(block, run.count - first)));
  let done = 0;
  const report = (result: unknown, t: JobTask) => {
    done += units(result, t.count);
    run.onProgress?.(done, run.count);
    return result;
  };
  if (run.threads === 0) return tasks.map((t) => report(runJobTask(t), t));
  const pool = new Piscina({ filename: new URL('./job-worker.js', import.meta.url).href, minThreads: run.threads, maxThreads: run.threads, idleTimeout: 5_000 });
  try {
    return await Promise.all(tasks.map(async (t) => report(await pool.run(t), t)));
  } finally {
    await pool.destroy();
  }
}
