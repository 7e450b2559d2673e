// cold: the worker entry for jobs (piscina's default export). Prepares a campaign or a dealt
// scenario once per worker, then plays the blocks it is given: campaign records, or the summed
// outcomes of each deal played in both seatings (the layout of a block's result, task.ts).
import { findRuleset } from '../games/index.js';
import type { CampaignRecord } from '../kernel/campaign.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { JobTask } from './job-task.js';
import { countBattle } from './run-block.js';
import { OUTCOME_FIELDS } from './task.js';

let prepared: { readonly key: string; readonly rules: SimRuleset<unknown>; readonly player: unknown } | undefined;

function prepare(task: JobTask): { readonly rules: SimRuleset<unknown>; readonly player: unknown } {
  const key = `${task.kind}/${task.key}/${task.turnCap}`;
  if (prepared?.key === key) return prepared;
  const rules = findRuleset(task.game) as SimRuleset<unknown> | undefined;
  if (rules === undefined) throw new Error(`worker: unknown game ${task.game}`);
  if (rules.version !== task.rulesVersion) throw new Error(`worker: stale build (rules version ${rules.version}, task ${task.rulesVersion})`);
  const player = task.kind === 'campaign' ? rules.campaign?.prepare(task.catalogue, task.set, task.turnCap) : rules.dealt?.prepare(task.catalogue, task.set, task.turnCap);
  if (player === undefined) throw new Error(`worker: ${task.game} has no ${task.kind === 'campaign' ? 'campaigns' : 'dealt scenarios'}`);
  prepared = { key, rules, player };
  return prepared;
}

/** Plays one block; the same function runs inline (threads 0) and in the pool. */
export function runJobTask(task: JobTask): CampaignRecord[] | Float64Array {
  const { rules, player } = prepare(task);
  if (task.kind === 'campaign') {
    const records: CampaignRecord[] = [];
    for (let i = 0; i < task.count; i++) records.push(rules.campaign?.play(player, task.seed, task.first + i) as CampaignRecord);
    return records;
  }
  const metrics = new Float64Array(rules.battle.metrics.length);
  const out = new Float64Array(OUTCOME_FIELDS + rules.battle.metrics.length - 2);
  for (let deal = task.first; deal < task.first + task.count; deal++) {
    for (let seating = 0; seating < 2; seating++) countBattle(rules.battle, out, rules.dealt?.play(player, task.seed, deal, seating, metrics) ?? 0, metrics, seating);
  }
  return out;
}

export default runJobTask;
