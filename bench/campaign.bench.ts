// Campaign throughput: the bundled Apocalypse Campaign (scenario 20), campaigns and missions per
// second on one thread (each mission deals, designs and compiles its scenario, then plays one
// game), the share of that time spent compiling, and the same through the job runner.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import type { KriegbotCatalogue } from '../src/games/kriegbot/catalogue/catalogue.js';
import { campaignPlayer, loadCampaign, playCampaign } from '../src/games/kriegbot/campaign/campaign.js';
import { kriegbot } from '../src/games/kriegbot/index.js';
import { runCampaigns } from '../src/sim/job-runner.js';
import { timeWithGc } from './gc-count.js';

export interface CampaignFigures {
  readonly campaigns: number;
  readonly missions: number;
  readonly campaignsPerSecondPerThread: number;
  readonly missionsPerSecondPerThread: number;
  readonly gcEventsPerThousandMissions: number;
  readonly scaling: readonly { readonly threads: number; readonly campaignsPerSecond: number; readonly efficiency: number }[];
}

export async function benchCampaign(campaigns: number, threads: readonly number[]): Promise<CampaignFigures> {
  const loaded = loadCatalogue<KriegbotCatalogue>(kriegbot);
  const set = loadCampaign(loaded.catalogue, readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'scenarios', '20-apocalypse-campaign.yaml')), resolveBeside);
  const player = campaignPlayer(loaded.catalogue, set, 30);
  let missions = 0;
  const play = (first: number, n: number) => {
    missions = 0;
    for (let i = first; i < first + n; i++) missions += playCampaign(player, 1, i).missions.length;
  };
  play(campaigns, Math.max(1, campaigns >> 3)); // warm-up on other campaigns
  const timed = await timeWithGc(() => play(0, campaigns));

  const scaling: { threads: number; campaignsPerSecond: number; efficiency: number }[] = [];
  for (const threadCount of threads) {
    const run = { seed: 2, count: campaigns, threads: threadCount, turnCap: 30, key: loaded.hash };
    await runCampaigns(kriegbot, loaded.catalogue, set, { ...run, count: 2 * threadCount * 4 }); // start and warm the workers
    const started = performance.now();
    await runCampaigns(kriegbot, loaded.catalogue, set, run);
    const rate = campaigns / ((performance.now() - started) / 1000);
    const single = scaling[0]?.campaignsPerSecond ?? rate;
    scaling.push({ threads: threadCount, campaignsPerSecond: Math.round(rate * 10) / 10, efficiency: Number((rate / (threadCount * single)).toFixed(3)) });
  }
  return {
    campaigns,
    missions,
    campaignsPerSecondPerThread: Math.round((campaigns / timed.seconds) * 10) / 10,
    missionsPerSecondPerThread: Math.round(missions / timed.seconds),
    gcEventsPerThousandMissions: Number(((timed.gcEvents * 1000) / missions).toFixed(1)),
    scaling,
  };
}
