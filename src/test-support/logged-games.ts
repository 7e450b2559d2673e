// Test support: logged games of every bundled scenario, of the campaign and of line duels, played
// in-process as botlab replay plays them, for the referee's tests.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, readDataFile, resolveBeside } from '../cli/load.js';
import { compileDesigns } from '../games/kriegbot/battle.js';
import { campaignPlayer, loadCampaign } from '../games/kriegbot/campaign/campaign.js';
import { replayCampaign } from '../games/kriegbot/campaign/campaign-replay.js';
import { replayDuel } from '../games/kriegbot/duel/duel-replay.js';
import { replayScenario } from '../games/kriegbot/scenario/scenario-replay.js';
import { bundledKriegbot } from './bundled.js';
import { scenarioBench } from './scenario-bench.js';

export interface LoggedGame {
  readonly name: string;
  readonly events: readonly Record<string, unknown>[];
}

const SCENARIOS = join(BUNDLED_DESIGNS, 'kriegbot', 'scenarios');

/** The bundled scenario files but the campaign, by file name without .yaml. */
export function scenarioNames(): string[] {
  return readdirSync(SCENARIOS).filter((file) => file.endsWith('.yaml') && !file.startsWith('20-')).map((file) => file.replace(/\.yaml$/, ''));
}

/** `games` games of one scenario, alternating the seats, on a stream of their own. */
export function scenarioGames(name: string, games: number, seed = 1): LoggedGame[] {
  const { compiled } = scenarioBench(name);
  return Array.from({ length: games }, (_, k) => ({
    name: `${name} #${k}`,
    events: replayScenario(compiled, { seed, stream: 7, seating: k % 2, index: Math.floor(k / 2), turnCap: 30 }).events,
  }));
}

/** Every mission of `campaigns` Apocalypse Campaigns (scenario 20). */
export function campaignGames(campaigns: number, seed = 1): LoggedGame[] {
  const catalogue = bundledKriegbot();
  const loaded = loadCampaign(catalogue, readDataFile(join(SCENARIOS, '20-apocalypse-campaign.yaml')), resolveBeside);
  const player = campaignPlayer(catalogue, loaded, 30);
  return Array.from({ length: campaigns }, (_, index) => replayCampaign(player, seed, index).map((replay, mission) => ({ name: `campaign ${index} mission ${mission + 1}`, events: replay.events }))).flat();
}

/** Line duels between the bundled robots: each ordered pair once, `games` games each. */
export function duelGames(games: number, seed = 1): LoggedGame[] {
  const dir = join(BUNDLED_DESIGNS, 'kriegbot', 'robots');
  const files = readdirSync(dir).map((file) => readDataFile(join(dir, file)));
  const compiled = compileDesigns(bundledKriegbot(), files, resolveBeside);
  const logged: LoggedGame[] = [];
  for (let a = 0; a < files.length; a++) {
    for (let b = 0; b < files.length; b++) {
      if (a === b) continue;
      for (let k = 0; k < games; k++) logged.push({ name: `duel ${a}-${b} #${k}`, events: replayDuel(compiled, a, b, { seed, stream: a * 16 + b, seating: 0, index: k, turnCap: 30 }, { turnCap: 30, values: { startRange: 10 } }).events });
    }
  }
  return logged;
}
