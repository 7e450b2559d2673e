// The Apocalypse Campaign (L711-736): the gangs' stock and its settlement after a mission, how a
// gang designs its robots, what a mission's end state means for items and pilots (on scripted
// states), and whole campaigns played to an outcome.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile, resolveBeside } from '../../../cli/load.js';
import { Rng } from '../../../rng/rng.js';
import { wilson } from '../../../stats/interval.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { checkCampaignFile } from './campaign-file.js';
import { designGang } from './campaign-design.js';
import { valueOf, weaponWorth } from './robot-draft.js';
import { compileMission, missionFates, playMission } from './campaign-mission.js';
import { End, settleMission, startingGang, type Gang, type Item, type RobotFate } from './campaign-stock.js';
import { campaignPlayer, chooseSides, loadCampaign, playCampaign } from './campaign.js';
import { MAX_SLOTS, Status } from '../compile/codes.js';
import { checkDesign } from '../design/design-rules.js';
import { enterHex } from '../scenario/infantry-units.js';
import { bailOutOnFoot } from '../scenario/scenario-attack.js';
import { boardDerelict } from '../scenario/scenario-infantry.js';
import { createMapScratch } from '../map/map-scratch.js';
import { ScenarioGame } from '../scenario/scenario-game.js';
import { deploy } from '../scenario/scenario-setup.js';
import { createState } from '../resolve/state.js';
import { refreshSlots } from '../resolve/units.js';

const CAMPAIGN = join(BUNDLED_DESIGNS, 'kriegbot', 'scenarios', '20-apocalypse-campaign.yaml');
const catalogue = bundledKriegbot();
const loaded = () => loadCampaign(catalogue, readDataFile(CAMPAIGN), resolveBeside);
const item = (card: string, owner = 0): Item => ({ card, owner });
const gang = (colour: 'green' | 'yellow', stock: Item[], removed: Item[] = []): Gang => ({ colour, stock, removed, pilots: ['ace-pilot'] });
const fate = (gangIndex: number, end: RobotFate['end'], items: [Item, boolean][], holder = gangIndex): RobotFate => ({ gang: gangIndex, holder, end, items: items.map(([it, lost]) => ({ item: it, lost })) });
const cards = (items: readonly Item[]) => items.map((it) => `${it.card}/${it.owner}`).sort();
const flat = () => 1;

describe('the gangs\' stock (L717)', () => {
  it('starts as one of each item and skin of the gang\'s colour, with its four pilots apart and no cores', () => {
    const green = startingGang(catalogue, 0, 4);
    const pool = catalogue.pools.green;
    expect(green.pilots).toEqual(['combat-pilot', 'hotshot-pilot', 'civilian-pilot', 'ace-pilot']);
    expect(green.stock).toHaveLength(pool.base.length + pool.expansion.length - 4);
    expect(green.stock.every((it) => it.owner === 0 && catalogue.cards.get(it.card)?.kind !== 'core')).toBe(true);
    expect(new Set(green.stock.map((it) => it.card)).size).toBe(green.stock.length);
    expect(startingGang(catalogue, 1, 4).stock.every((it) => it.owner === 1)).toBe(true);
  });

  it('removes destroyed items and everything on a wreck; a robot still fighting takes its items home, to the gang that holds it', () => {
    const gangs: [Gang, Gang] = [gang('green', []), gang('yellow', [])];
    const settlement = settleMission(gangs, [
      fate(0, End.Standing, [[item('railgun'), true], [item('chainsaw'), false]]),
      fate(1, End.Wrecked, [[item('flail', 1), false], [item('radar', 1), false]]),
      fate(1, End.Standing, [[item('howitzer', 1), false]], 0), // a green pilot boarded this yellow derelict (L516)
    ], -1, flat);
    expect(cards(gangs[0].stock)).toEqual(['chainsaw/0', 'howitzer/1']);
    expect(gangs[1].stock).toEqual([]);
    expect(cards(gangs[0].removed)).toEqual(['railgun/0']);
    expect(cards(gangs[1].removed)).toEqual(['flail/1', 'radar/1']);
    expect(settlement.lost).toEqual([1, 2]);
  });

  it('gives the victor everything left on the derelicts, its own and the enemy\'s; with no victor they are lost', () => {
    const derelicts = () => [fate(0, End.Derelict, [[item('railgun'), false], [item('chaff'), true]]), fate(1, End.Derelict, [[item('flail', 1), false]])];
    const won: [Gang, Gang] = [gang('green', []), gang('yellow', [])];
    expect(settleMission(won, derelicts(), 1, flat)).toEqual({ lost: [1, 0], lostCards: ['chaff'], salvaged: 2, salvagedCards: ['railgun', 'flail'], resurrected: null });
    expect(cards(won[1].stock)).toEqual(['flail/1', 'railgun/0']);
    const drawn: [Gang, Gang] = [gang('green', []), gang('yellow', [])];
    expect(settleMission(drawn, derelicts(), -1, flat)).toEqual({ lost: [2, 1], lostCards: ['chaff', 'railgun', 'flail'], salvaged: 0, salvagedCards: [], resurrected: null });
    expect(cards(drawn[0].removed)).toEqual(['chaff/0', 'railgun/0']);
  });

  it('brings back the victor\'s best lost item instead when that is worth more than the salvage', () => {
    const value = (card: string) => (card === 'railgun' ? 3 : card === 'flail' ? 2 : 1);
    const gangs: [Gang, Gang] = [gang('green', [], [item('flail'), item('railgun'), item('radar')]), gang('yellow', [])];
    const settlement = settleMission(gangs, [fate(1, End.Derelict, [[item('chaff', 1), false]])], 0, value);
    expect(settlement).toEqual({ lost: [0, 1], lostCards: ['chaff'], salvaged: 0, salvagedCards: [], resurrected: 'railgun' });
    expect(cards(gangs[0].stock)).toEqual(['railgun/0']);
    expect(cards(gangs[0].removed)).toEqual(['flail/0', 'radar/0']);
    expect(cards(gangs[1].removed)).toEqual(['chaff/1']);
  });
});

describe('designing a gang\'s robots for a mission (L719-723)', () => {
  const value = valueOf(weaponWorth(catalogue, true));
  const chassis = [{ template: 'robotank', core: 'fuel-cell' }, { template: 'helibot', core: 'ultracapacitor' }, { template: 'robocar', core: 'mhd-generator' }];

  it('pilots every robot it can (Honor), in the cockpit, and fields an AI robot only when pilots run out', () => {
    const green = startingGang(catalogue, 0, 4);
    green.pilots = ['ace-pilot', 'combat-pilot'];
    const team = designGang(catalogue, green, chassis, 'balanced', value, new Rng(1, 0));
    expect(team.pilots).toEqual(['ace-pilot', 'combat-pilot', null]);
    const cockpit = (template: string) => Object.entries(catalogue.templates.get(template)?.slots ?? {}).find(([, slot]) => slot.cockpit === true)?.[0];
    expect(team.designs[0]?.systems[cockpit('robotank') ?? '']).toBe('ace-pilot');
    expect(team.designs[1]?.systems[cockpit('helibot') ?? '']).toBe('combat-pilot');
  });

  it('drafts weapons best first in snake order and fills every slot legally from a full stock', () => {
    const green = startingGang(catalogue, 0, 4);
    const weapons = green.stock.filter((it) => catalogue.cards.get(it.card)?.kind === 'weapon').map((it) => it.card).sort((a, b) => value(b) - value(a));
    const before = green.stock.length;
    const team = designGang(catalogue, green, chassis.slice(0, 2), 'balanced', value, new Rng(2, 0));
    const [tank, heli] = team.designs.map((design) => Object.values(design.weapons));
    expect(tank).toEqual([weapons[0], weapons[3]]);
    expect(heli).toEqual([weapons[1], weapons[2]]);
    for (const design of team.designs) expect(checkDesign(design, catalogue, 'campaign', '')).toEqual([]);
    const carried = team.carried.flat();
    expect(green.stock).toHaveLength(before - carried.length);
    expect(carried.every((it) => !green.stock.includes(it))).toBe(true);
  });

  it('leaves slots empty when the stock has run out, and never puts the same card twice on a robot', () => {
    const green = gang('green', [item('railgun'), item('radar'), item('radar', 1), item('chaff')]);
    green.pilots = [];
    const team = designGang(catalogue, green, [{ template: 'robocar', core: 'fuel-cell' }], 'balanced', value, new Rng(3, 0));
    const design = team.designs[0];
    expect(Object.values(design?.weapons ?? {})).toEqual(['railgun']);
    expect(Object.values(design?.systems ?? {}).sort()).toEqual(['chaff', 'radar']);
    expect(design?.skin).toBe('');
    expect(green.stock.map((it) => it.card)).toEqual(['radar']); // one of the two copies (L677)
  });

  it('lets the gang with fewer living pilots take the side with more robots (L736); equal sides by lot', () => {
    const rng = new Rng(4, 0);
    const few = gang('green', []);
    const many = { ...gang('yellow', []), pilots: ['a', 'b', 'c'] };
    expect(chooseSides([few, many], [3, 2], rng)).toEqual([0, 1]);
    expect(chooseSides([few, many], [2, 3], rng)).toEqual([1, 0]);
    expect(chooseSides([many, few], [2, 3], rng)).toEqual([0, 1]);
    const lots = Array.from({ length: 40 }, () => chooseSides([few, many], [2, 2], rng)[0]);
    expect(new Set(lots)).toEqual(new Set([0, 1]));
  });
});

describe('a mission\'s end state, scripted', () => {
  // Showdown, one robot a side: green gang's piloted Robocar against yellow gang's piloted Spiderbot.
  const setUp = () => {
    const campaign = loaded();
    const mission = campaign.missions[0];
    if (mission === undefined) throw new Error('no face-0 mission');
    const value = valueOf(weaponWorth(catalogue, true));
    const rng = new Rng(5, 0);
    const gangs: [Gang, Gang] = [startingGang(catalogue, 0, 4), startingGang(catalogue, 1, 4)];
    gangs[1].pilots = ['ace-pilot', 'combat-pilot']; // yellow flies its Ace, green its Combat pilot
    const teams = [
      designGang(catalogue, gangs[0], [{ template: 'robocar', core: 'fuel-cell' }], 'balanced', value, rng),
      designGang(catalogue, gangs[1], [{ template: 'spiderbot', core: 'ultracapacitor' }], 'balanced', value, rng),
    ] as const;
    const { t, pilotCards } = compileMission(catalogue, mission, teams, [0, 1], true);
    const game = new ScenarioGame(createMapScratch(t));
    const s = createState();
    deploy(t, game, s, 0, 1, rng);
    const slot = (u: number, card: string) => Object.keys(catalogue.templates.get(teams[u]?.designs[0]?.template ?? '')?.slots ?? {}).findIndex((name) => teams[u]?.designs[0]?.weapons[name] === card || teams[u]?.designs[0]?.systems[name] === card);
    return { t, game, s, teams, slot, read: () => missionFates(catalogue, t, pilotCards, game, s, teams, [0, 1]) };
  };

  it('a pilot who bailed out and lives leaves a derelict; a destroyed power core kills the pilot and wrecks the robot (L59, L495)', () => {
    const { t, game, s, teams, slot, read } = setUp();
    const weapon = Object.values(teams[0].designs[0]?.weapons ?? {})[0] ?? '';
    s.attackActions[0] = 1;
    expect(bailOutOnFoot(t, game, s, 0)).toBeGreaterThan(0);
    s.destroyed[0 * MAX_SLOTS + slot(0, weapon)] = 1;
    refreshSlots(s, 0);
    s.status[1] = Status.CoreDestroyed;
    const { fates, deadPilots } = read();
    expect(fates[0]?.end).toBe(End.Derelict);
    expect(fates[0]?.items.filter((entry) => entry.lost).map((entry) => entry.item.card)).toEqual([weapon]);
    expect(fates[1]?.end).toBe(End.Wrecked);
    expect(deadPilots).toEqual([[], [teams[1].pilots[0]]]);
  });

  it('a pilot tent that is killed is a dead pilot; a lost skin is a lost item', () => {
    const { t, game, s, teams, read } = setUp();
    s.attackActions[0] = 1;
    const tent = bailOutOnFoot(t, game, s, 0);
    s.status[tent] = Status.Destroyed;
    s.skin[1] = 0; // sacrificed or shed
    const { fates, deadPilots } = read();
    expect(deadPilots).toEqual([[teams[0].pilots[0]], []]);
    expect(fates[1]?.end).toBe(End.Standing);
    expect(fates[1]?.items.filter((entry) => entry.lost).map((entry) => entry.item.card)).toEqual([teams[1].designs[0]?.skin]);
  });

  it('a derelict boarded by an enemy pilot ends in his gang\'s hands; its own pilot, killed, is dead (L516)', () => {
    const { t, game, s, teams, slot, read } = setUp();
    s.status[1] = Status.PilotKilled; // yellow's Ace is killed
    s.destroyed[1 * MAX_SLOTS + slot(1, teams[1].pilots[0] ?? '')] = 1;
    refreshSlots(s, 1);
    s.attackActions[0] = 1;
    const tent = bailOutOnFoot(t, game, s, 0); // green's Combat pilot bails out ...
    enterHex(game, s, tent, s.cell[1] ?? 0);
    expect(boardDerelict(t, game, s, tent)).toBe(1); // ... and commandeers the yellow derelict
    const { fates, deadPilots } = read();
    expect(fates[1]).toMatchObject({ gang: 1, holder: 0, end: End.Standing });
    expect(deadPilots).toEqual([[], ['ace-pilot']]); // green's pilot lives on in the captured robot
  });
});

describe('the campaign file and whole campaigns', () => {
  it('names a problem with the chart: a face twice, a face missing, too many robots for a scenario', () => {
    const data = readDataFile(CAMPAIGN).data as { missions: { face: number; robots: number[] }[] };
    const twice = { ...data, missions: data.missions.map((m, i) => (i === 1 ? { ...m, face: 0 } : m)) };
    expect(checkCampaignFile('c.yaml', twice).map((p) => p.message)).toEqual(['face 0 is on the chart twice', 'no mission for face 1 of the die']);
    const crowded = { ...data, missions: data.missions.map((m, i) => (i === 5 ? { ...m, robots: [3, 3] } : m)) };
    expect(() => loadCampaign(catalogue, { path: 'c.yaml', data: crowded }, (reference) => readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'scenarios', reference))))
      .toThrow('c.yaml: missions[5].robots[0]: 3 robots on the green side; Bombs Away takes 2 to 2');
  });

  it('loses no card in a mission: every item ends in a gang\'s stock or out of the game', () => {
    const campaign = loaded();
    const value = valueOf(weaponWorth(catalogue, true));
    const gangs: [Gang, Gang] = [startingGang(catalogue, 0, 4), startingGang(catalogue, 1, 4)];
    const all = cards([...gangs[0].stock, ...gangs[1].stock]);
    const rng = new Rng(6, 0);
    const state = createState();
    for (const face of [1, 4, 5]) {
      const mission = campaign.missions[face];
      if (mission === undefined) throw new Error(`no mission ${face}`);
      const chassis = mission.robots.map((count, p) => Array.from({ length: count }, (_, k) => ({ template: ['robocar', 'spiderbot', 'robotank', 'helibot', 'hoverbot', 'rocketbot'][p * 3 + k] ?? 'robocar', core: 'fuel-cell' })));
      const teams = [designGang(catalogue, gangs[0], chassis[0] ?? [], 'balanced', value, rng), designGang(catalogue, gangs[1], chassis[1] ?? [], 'balanced', value, rng)] as const;
      const result = playMission(catalogue, mission, teams, [0, 1], true, state, rng);
      settleMission(gangs, result.fates, result.victor, value);
      expect(cards([...gangs[0].stock, ...gangs[1].stock, ...gangs[0].removed, ...gangs[1].removed])).toEqual(all);
    }
  });

  it('a policy given for a gang replaces the file\'s for that gang\'s robots', () => {
    const given = loadCampaign(catalogue, readDataFile(CAMPAIGN), resolveBeside, ['brawler', undefined]);
    expect(given.policies).toEqual(['brawler', 'balanced']);
    expect(playCampaign(campaignPlayer(catalogue, given, 30), 9, 3)).not.toEqual(playCampaign(campaignPlayer(catalogue, loaded(), 30), 9, 3));
    expect(() => loadCampaign(catalogue, readDataFile(CAMPAIGN), resolveBeside, [undefined, 'nope'])).toThrow('--yellow-policy: unknown policy "nope"');
  });

  it('the same seed and campaign number play the same campaign; each campaign ends', () => {
    const player = campaignPlayer(catalogue, loaded(), 30);
    const first = playCampaign(player, 9, 3);
    expect(playCampaign(player, 9, 3)).toEqual(first);
    expect(playCampaign(player, 9, 4)).not.toEqual(first);
    expect(first.missions.length).toBeGreaterThan(0);
    expect(first.outcome === 'unfinished').toBe(first.missions.length === 60);
  });

  // The two gangs hold mirror sets, so neither is favoured. 40 campaigns at a fixed seed; the 95%
  // Wilson interval of green's share of the campaigns won outright must contain one half.
  it('plays the bundled campaign to an outcome, with neither gang favoured', () => {
    const player = campaignPlayer(catalogue, loaded(), 30);
    const records = Array.from({ length: 40 }, (_, i) => playCampaign(player, 21, i));
    const green = records.filter((r) => r.outcome === 'green-gang').length;
    const yellow = records.filter((r) => r.outcome === 'yellow-gang').length;
    expect(green + yellow).toBeGreaterThan(30);
    const interval = wilson(green, green + yellow);
    expect(interval.low).toBeLessThan(0.5);
    expect(interval.high).toBeGreaterThan(0.5);
    for (const record of records.filter((r) => r.outcome !== 'unfinished')) {
      const dead = [0, 1].map((g) => record.missions.reduce((sum, m) => sum + (m.pilotsLost[g] ?? 0), 0));
      expect(dead.map((d, g) => d + (record.pilotsLeft[g] ?? 0))).toEqual([4, 4]); // every pilot accounted for
      expect(Math.min(...record.pilotsLeft)).toBe(0);
    }
    for (const mission of records.flatMap((record) => record.missions)) {
      expect(mission.cards.lost).toHaveLength((mission.itemsLost[0] ?? 0) + (mission.itemsLost[1] ?? 0));
      expect(mission.cards.salvaged).toHaveLength(mission.salvaged);
      const fielded = [...mission.cards.fielded];
      for (const card of mission.cards.lost) {
        expect(fielded.indexOf(card)).toBeGreaterThanOrEqual(0); // a lost card was carried in
        fielded.splice(fielded.indexOf(card), 1);
      }
    }
  });
});
