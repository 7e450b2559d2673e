// types: a block of work for a worker that prepares from the catalogue itself: campaigns, or deals
// of a scenario that deals its robots. Everything the worker needs travels in the task.
import type { CampaignSet } from '../kernel/campaign.js';
import type { DealtSet } from '../kernel/dealt.js';

interface JobBase {
  readonly game: string;
  readonly rulesVersion: number;
  /** Names the catalogue, the set and the turn cap: a worker prepares once per key. */
  readonly key: string;
  readonly catalogue: unknown;
  readonly turnCap: number;
  readonly seed: number;
  /** Campaigns or deals first .. first + count - 1. */
  readonly first: number;
  readonly count: number;
}

export type JobTask = (JobBase & { readonly kind: 'campaign'; readonly set: CampaignSet }) | (JobBase & { readonly kind: 'dealt'; readonly set: DealtSet });
