// cold: campaign results as tables: how the campaigns ended (shares with 95% Wilson intervals),
// each gang's record, and what each kind of mission did. No timings, so two runs with one seed
// compare byte for byte.
import type { CampaignRecord, CampaignSet, MissionRecord } from '../kernel/campaign.js';
import { wilson } from '../stats/interval.js';
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const mean = (total: number, count: number) => round(count === 0 ? 0 : total / count);
const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

export function campaignOutcomeTable(set: CampaignSet, outcomes: readonly string[], records: readonly CampaignRecord[]): ReportTable {
  const campaigns = records.length;
  return {
    title: `${set.title}: how the campaigns ended (share of all campaigns, 95% Wilson interval)`,
    columns: columns('campaign', 'policies', 'campaigns', 'outcome', 'count', 'share', 'ci_low', 'ci_high', 'mean_missions'),
    rows: outcomes.map((outcome) => {
      const ended = records.filter((record) => record.outcome === outcome);
      const interval = wilson(ended.length, campaigns);
      return {
        campaign: set.title, policies: [...new Set(set.policies)].join('+'), campaigns, outcome, count: ended.length,
        share: mean(ended.length, campaigns), ci_low: round(interval.low), ci_high: round(interval.high),
        mean_missions: mean(sum(ended, (record) => record.missions.length), ended.length),
      };
    }),
  };
}

/** Each gang: campaigns won (win_rate among campaigns one gang won), and how it stood at the end. */
export function campaignGangTable(set: CampaignSet, outcomes: readonly string[], records: readonly CampaignRecord[]): ReportTable {
  const wins = [0, 1].map((gang) => records.filter((record) => record.outcome === outcomes[gang]).length);
  const decided = (wins[0] ?? 0) + (wins[1] ?? 0);
  return {
    title: `${set.title}: each gang's record (win_rate is the share of campaigns won outright, with its 95% interval)`,
    columns: columns('campaign', 'gang', 'policy', 'campaigns', 'wins', 'win_rate', 'ci_low', 'ci_high', 'missions_won_per_campaign', 'pilots_lost_per_campaign', 'items_lost_per_campaign', 'pilots_left', 'cards_left'),
    rows: [0, 1].map((gang) => {
      const interval = wilson(wins[gang] ?? 0, decided);
      const missions = records.flatMap((record) => record.missions);
      return {
        campaign: set.title, gang: set.gangs[gang] ?? String(gang), policy: set.policies[gang] ?? '', campaigns: records.length, wins: wins[gang] ?? 0,
        win_rate: mean(wins[gang] ?? 0, decided), ci_low: round(interval.low), ci_high: round(interval.high),
        missions_won_per_campaign: mean(sum(missions, (m) => (m.victor === gang ? 1 : 0)), records.length),
        pilots_lost_per_campaign: mean(sum(missions, (m) => m.pilotsLost[gang] ?? 0), records.length),
        items_lost_per_campaign: mean(sum(missions, (m) => m.itemsLost[gang] ?? 0), records.length),
        pilots_left: mean(sum(records, (r) => r.pilotsLeft[gang] ?? 0), records.length),
        cards_left: mean(sum(records, (r) => r.stockLeft[gang] ?? 0), records.length),
      };
    }),
  };
}

/** Each scenario on the mission chart: how often it came up and how it went. */
export function campaignMissionTable(set: CampaignSet, records: readonly CampaignRecord[]): ReportTable {
  const missions = records.flatMap((record) => record.missions);
  const scenarios = [...new Set(missions.map((m) => m.scenario))].sort();
  const [first, second] = set.gangs;
  const row = (scenario: string, played: readonly MissionRecord[]) => ({
    campaign: set.title, scenario, missions: played.length, share: mean(played.length, missions.length),
    [`${slug(first)}_wins`]: sum(played, (m) => (m.victor === 0 ? 1 : 0)),
    [`${slug(second)}_wins`]: sum(played, (m) => (m.victor === 1 ? 1 : 0)),
    draws: sum(played, (m) => (m.victor < 0 ? 1 : 0)),
    mean_turns: mean(sum(played, (m) => m.turns), played.length),
    pilots_lost_per_mission: mean(sum(played, (m) => (m.pilotsLost[0] ?? 0) + (m.pilotsLost[1] ?? 0)), played.length),
    items_lost_per_mission: mean(sum(played, (m) => (m.itemsLost[0] ?? 0) + (m.itemsLost[1] ?? 0)), played.length),
    salvaged_per_mission: mean(sum(played, (m) => m.salvaged), played.length),
    resurrections: sum(played, (m) => (m.resurrected === null ? 0 : 1)),
  });
  return {
    title: `${set.title}: each mission on the chart (all campaigns together)`,
    columns: columns('campaign', 'scenario', 'missions', 'share', `${slug(first)}_wins`, `${slug(second)}_wins`, 'draws', 'mean_turns', 'pilots_lost_per_mission', 'items_lost_per_mission', 'salvaged_per_mission', 'resurrections'),
    rows: [...scenarios.map((scenario) => row(scenario, missions.filter((m) => m.scenario === scenario))), row('all missions', missions)],
  };
}

/** Each card the gangs fielded: how often it was lost for good, salvaged off a derelict, brought back. */
export function campaignCardTable(set: CampaignSet, records: readonly CampaignRecord[]): ReportTable {
  const counts = new Map<string, { fielded: number; lost: number; salvaged: number; resurrected: number }>();
  const entry = (card: string) => {
    const known = counts.get(card);
    if (known !== undefined) return known;
    const made = { fielded: 0, lost: 0, salvaged: 0, resurrected: 0 };
    counts.set(card, made);
    return made;
  };
  for (const mission of records.flatMap((record) => record.missions)) {
    for (const card of mission.cards.fielded) entry(card).fielded++;
    for (const card of mission.cards.lost) entry(card).lost++;
    for (const card of mission.cards.salvaged) entry(card).salvaged++;
    if (mission.resurrected !== null) entry(mission.resurrected).resurrected++;
  }
  return {
    title: `${set.title}: each card the gangs fielded (lost_share: the share of missions it was carried into that it did not come back from, with its 95% interval)`,
    columns: columns('campaign', 'card', 'fielded', 'lost', 'lost_share', 'ci_low', 'ci_high', 'salvaged', 'resurrected'),
    rows: [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([card, c]) => {
      const interval = wilson(c.lost, c.fielded);
      return { campaign: set.title, card, fielded: c.fielded, lost: c.lost, lost_share: mean(c.lost, c.fielded), ci_low: round(interval.low), ci_high: round(interval.high), salvaged: c.salvaged, resurrected: c.resurrected };
    }),
  };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}
