// types: a block of campaigns for a worker: everything it needs travels in the task.
import type { CampaignSet } from '../kernel/campaign.js';

export interface CampaignTask {
  readonly game: string;
  readonly rulesVersion: number;
  /** Names the catalogue, campaign and turn cap: a worker prepares once per key. */
  readonly key: string;
  readonly catalogue: unknown;
  readonly set: CampaignSet;
  readonly turnCap: number;
  readonly seed: number;
  /** Campaign numbers first .. first + count - 1. */
  readonly first: number;
  readonly count: number;
}
