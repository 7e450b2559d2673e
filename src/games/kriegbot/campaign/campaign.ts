// cold: the Apocalypse Campaign (L711-736): two gangs play missions drawn from a chart until one
// gang's pilots are all dead. Before each mission the chassis and power cores are dealt at
// random and each gang designs its robots from its stock (campaign-design.ts); after it, the
// items are settled (campaign-stock.ts) and the dead pilots struck off. Each campaign plays on
// its own random stream (seed, campaign number), so a run gives the same campaigns in any order.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { CampaignRecord, CampaignRules, CampaignSet, MissionRecord } from '../../../kernel/campaign.js';
import type { ResolveFile } from '../../../kernel/ruleset.js';
import { Rng } from '../../../rng/rng.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { checkCampaignFile, isCampaignData, parseCampaign, type CampaignFile } from './campaign-file.js';
import { designGang } from './campaign-design.js';
import { dealChassis, valueOf, weaponWorth } from './robot-draft.js';
import { playMission, type LoadedMission, type MissionObserver } from './campaign-mission.js';
import { GANG_COLOURS, settleMission, startingGang, type Gang } from './campaign-stock.js';
import { checkMap, loadMap } from '../map/map.js';
import { checkScenarioFile, parseScenario, SIDES } from '../scenario/scenario-file.js';
import { createState, type KriegbotState } from '../resolve/state.js';
import { replayCampaign } from './campaign-replay.js';

export interface LoadedCampaign extends CampaignSet {
  readonly file: string;
  /** What each weapon is worth to the gangs' designer (robot-draft.ts), computed once. */
  readonly worth: Readonly<Record<string, number>>;
  readonly campaign: CampaignFile;
  /** The missions, indexed by the die face that draws them. */
  readonly missions: readonly LoadedMission[];
}

/** How a campaign ended. */
export const CAMPAIGN_OUTCOMES = ['green-gang', 'yellow-gang', 'both-wiped-out', 'unfinished'] as const;
export type CampaignOutcome = (typeof CAMPAIGN_OUTCOMES)[number];

/** Reads a campaign file, its scenarios and their maps; throws ValidationError naming every problem. */
export function loadCampaign(catalogue: KriegbotCatalogue, file: SourceFile, resolve: ResolveFile, given: readonly [string | undefined, string | undefined] = [undefined, undefined]): LoadedCampaign {
  const shape = checkCampaignFile(file.path, file.data);
  if (shape.length > 0) throw new ValidationError(shape);
  const campaign = parseCampaign(file.data);
  const problems: Problem[] = [];
  const unknownPolicy = (policy: string) => `unknown policy "${policy}"${didYouMean(policy, catalogue.policies.keys())} (known: ${[...catalogue.policies.keys()].join(', ')})`;
  if (!catalogue.policies.has(campaign.policy)) problems.push({ file: file.path, path: 'policy', message: unknownPolicy(campaign.policy), rule: 'a campaign names a catalogue policy' });
  given.forEach((policy, gang) => {
    if (policy !== undefined && !catalogue.policies.has(policy)) problems.push({ file: `--${GANG_COLOURS[gang] ?? 'green'}-policy`, path: '', message: unknownPolicy(policy) });
  });
  const inputs = [file.path];
  const missions: LoadedMission[] = [];
  campaign.missions.forEach((entry, i) => {
    const at = `missions[${i}]`;
    const read = resolve(entry.scenario, file);
    if ('message' in read) return problems.push({ ...read, message: `${read.message} (named by ${file.path}: ${at}.scenario)` });
    const scenarioProblems = checkScenarioFile(read.path, read.data);
    if (scenarioProblems.length > 0) return problems.push(...scenarioProblems);
    const scenario = parseScenario(read.data);
    const mapRead = resolve(scenario.map, read);
    if ('message' in mapRead) return problems.push(mapRead);
    const mapProblems = checkMap(mapRead.path, mapRead.data);
    if (mapProblems.length > 0) return problems.push(...mapProblems);
    SIDES.forEach((side, p) => {
      const [fewest, most] = scenario.sides[side].robots;
      const robots = entry.robots[p] ?? 0;
      if (robots < fewest || robots > most) problems.push({ file: file.path, path: `${at}.robots[${p}]`, message: `${robots} robots on the ${side} side; ${scenario.name} takes ${fewest} to ${most}`, rule: `sides.${side} in ${read.path}` });
    });
    inputs.push(read.path, mapRead.path);
    missions[entry.face] = { file: read.path, scenario, map: loadMap(mapRead.data), mapFile: mapRead.path, robots: entry.robots };
    return undefined;
  });
  if (problems.length > 0) throw new ValidationError(problems);
  return { title: campaign.name, file: file.path, worth: weaponWorth(catalogue, campaign.freeOvercharge), campaign, missions, inputs: [...new Set(inputs)], policies: [given[0] ?? campaign.policy, given[1] ?? campaign.policy], gangs: ['green gang', 'yellow gang'] };
}

/** What a run of campaigns shares: the card values and one battle state. */
export interface CampaignPlayer {
  readonly catalogue: KriegbotCatalogue;
  readonly loaded: LoadedCampaign;
  readonly value: (card: string) => number;
  readonly state: KriegbotState;
}

export function campaignPlayer(catalogue: KriegbotCatalogue, loaded: LoadedCampaign, turnCap: number): CampaignPlayer {
  const state = createState();
  state.turnCap = turnCap;
  return { catalogue, loaded, value: valueOf(loaded.worth), state };
}

/** Campaign number `index` of the run with this seed. */
export function playCampaign(player: CampaignPlayer, seed: number, index: number, observe?: MissionObserver): CampaignRecord {
  const { catalogue, loaded, value, state } = player;
  const { campaign } = loaded;
  const rng = new Rng(seed, index);
  const gangs: [Gang, Gang] = [startingGang(catalogue, 0, campaign.pilots), startingGang(catalogue, 1, campaign.pilots)];
  const missions: MissionRecord[] = [];
  let outcome: CampaignOutcome = 'unfinished';
  while (missions.length < campaign.maxMissions) {
    const mission = loaded.missions[rng.face()]; // the mission die (L729)
    if (mission === undefined) break;
    const sides = chooseSides(gangs, mission.robots, rng);
    const chassis = dealChassis(catalogue, mission.robots, rng); // afresh for every mission (L723)
    const teams = [0, 1].map((p) => {
      const gang = sides[p] === 1 ? 1 : 0;
      return designGang(catalogue, gangs[gang], chassis[p] ?? [], loaded.policies[gang], value, rng);
    });
    const result = playMission(catalogue, mission, [teams[0] ?? never(), teams[1] ?? never()], sides, campaign.freeOvercharge, state, rng, observe);
    const settlement = settleMission(gangs, result.fates, result.victor, value);
    gangs.forEach((gang, g) => (gang.pilots = gang.pilots.filter((pilot) => !(result.deadPilots[g] ?? []).includes(pilot))));
    missions.push({
      scenario: mission.scenario.name, sides, victor: result.victor, turns: result.turns,
      pilotsLost: [result.deadPilots[0].length, result.deadPilots[1].length], itemsLost: settlement.lost, salvaged: settlement.salvaged, resurrected: settlement.resurrected,
      cards: { fielded: teams.flatMap((team) => team?.carried.flat().map((item) => item.card) ?? []), lost: settlement.lostCards, salvaged: settlement.salvagedCards },
    });
    const [greenLeft, yellowLeft] = gangs.map((gang) => gang.pilots.length);
    if (greenLeft === 0 || yellowLeft === 0) {
      // The gang that kills all the other's pilots wins (L727).
      outcome = greenLeft === 0 && yellowLeft === 0 ? 'both-wiped-out' : greenLeft === 0 ? 'yellow-gang' : 'green-gang';
      break;
    }
  }
  return { outcome, missions, pilotsLeft: [gangs[0].pilots.length, gangs[1].pilots.length], stockLeft: [gangs[0].stock.length, gangs[1].stock.length] };
}

/**
 * Which gang plays which side: by lot when the sides are equal; otherwise the gang with fewer
 * living pilots chooses (L736) and takes the side with more robots (reconstructed: the AI's choice).
 */
export function chooseSides(gangs: readonly [Gang, Gang], robots: readonly [number, number], rng: Rng): [number, number] {
  const [green, yellow] = robots;
  if (green === yellow) return rng.int(2) === 0 ? [0, 1] : [1, 0];
  const [a, b] = gangs.map((gang) => gang.pilots.length);
  const chooser = (a ?? 0) === (b ?? 0) ? rng.int(2) : (a ?? 0) < (b ?? 0) ? 0 : 1;
  return (green > yellow) === (chooser === 0) ? [0, 1] : [1, 0];
}

function never(): never {
  throw new Error('a mission has two sides');
}

/** The campaign contract (kernel/campaign.ts) for Kriegbot. */
export const kriegbotCampaigns: CampaignRules<KriegbotCatalogue> = {
  outcomes: CAMPAIGN_OUTCOMES,
  isCampaign: isCampaignData,
  load: loadCampaign,
  prepare: (catalogue, set, turnCap) => campaignPlayer(catalogue, set as LoadedCampaign, turnCap),
  play: (prepared, seed, index) => playCampaign(prepared as CampaignPlayer, seed, index),
  replay: (prepared, seed, index) => replayCampaign(prepared as CampaignPlayer, seed, index),
};
