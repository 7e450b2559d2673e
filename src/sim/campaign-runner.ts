// cold: plays a run of campaigns inline (threads 0) or on a piscina pool. Campaign i always plays
// on the random stream (seed, i), so the records are the same at any thread count; they come
// back in campaign order.
import { Piscina } from 'piscina';
import type { CampaignRecord, CampaignSet } from '../kernel/campaign.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { CampaignTask } from './campaign-task.js';
import { runCampaignTask } from './campaign-worker.js';

/** Campaigns per task: small, since one campaign is tens of games. */
const BLOCK = 4;

export interface CampaignRun {
  readonly seed: number;
  readonly campaigns: number;
  readonly threads: number;
  readonly turnCap: number;
  /** A key for the catalogue and campaign (their content hash): workers prepare once per key. */
  readonly key: string;
  readonly onProgress?: (done: number, total: number) => void;
}

export async function runCampaigns(rules: SimRuleset<unknown>, catalogue: unknown, set: CampaignSet, run: CampaignRun): Promise<CampaignRecord[]> {
  const tasks: CampaignTask[] = [];
  for (let first = 0; first < run.campaigns; first += BLOCK) {
    tasks.push({ game: rules.id, rulesVersion: rules.version, key: `${run.key}/${run.turnCap}`, catalogue, set, turnCap: run.turnCap, seed: run.seed, first, count: Math.min(BLOCK, run.campaigns - first) });
  }
  let done = 0;
  const report = (records: CampaignRecord[]) => {
    done += records.length;
    run.onProgress?.(done, run.campaigns);
    return records;
  };
  if (run.threads === 0) return tasks.flatMap((task) => report(runCampaignTask(task)));
  const pool = new Piscina({ filename: new URL('./campaign-worker.js', import.meta.url).href, minThreads: run.threads, maxThreads: run.threads, idleTimeout: 5_000 });
  try {
    const blocks = await Promise.all(tasks.map(async (task) => report((await pool.run(task)) as CampaignRecord[])));
    return blocks.flat();
  } finally {
    await pool.destroy();
  }
}
