// cold: the campaign worker entry (piscina's default export). Prepares a campaign once per
// worker, then plays the blocks of campaigns it is given.
import { findRuleset } from '../games/index.js';
import type { CampaignRecord } from '../kernel/campaign.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { CampaignTask } from './campaign-task.js';

let prepared: { readonly key: string; readonly rules: SimRuleset<unknown>; readonly player: unknown } | undefined;

/** Plays one block of campaigns; the same function runs inline (threads 0) and in the pool. */
export function runCampaignTask(task: CampaignTask): CampaignRecord[] {
  if (prepared?.key !== task.key) {
    const rules = findRuleset(task.game) as SimRuleset<unknown> | undefined;
    if (rules?.campaign === undefined) throw new Error(`worker: ${task.game} has no campaigns`);
    if (rules.version !== task.rulesVersion) throw new Error(`worker: stale build (rules version ${rules.version}, task ${task.rulesVersion})`);
    prepared = { key: task.key, rules, player: rules.campaign.prepare(task.catalogue, task.set, task.turnCap) };
  }
  const { rules, player } = prepared;
  const records: CampaignRecord[] = [];
  for (let i = 0; i < task.count; i++) records.push(rules.campaign?.play(player, task.seed, task.first + i) as CampaignRecord);
  return records;
}

export default runCampaignTask;
