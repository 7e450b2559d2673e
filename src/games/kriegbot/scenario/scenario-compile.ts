// cold: a scenario, its map and its teams compiled into one table buffer for the workers: robot
// rows for every team member (and the landing craft's gun), team rows, the map's cells with
// every line of sight precomputed, the structures, and one row of scenario switches.
import { createHash } from 'node:crypto';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { CompiledScenarioSet, ResolveFile, ScenarioOverrides } from '../../../kernel/ruleset.js';
import { hexDistance, neighbourQ, neighbourR } from '../../../hex/hex.js';
import { Terrain } from '../map/terrain.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import * as codes from '../compile/codes.js';
import { compileRobots, neutralSpec, PROFILE_CARD, specOfDesign, type PilotVariants, type RobotSpec, type RowNames } from '../compile/compile.js';
import { readTeam } from '../design/team-file.js';
import { designSchema, isTeamData, type Design } from '../design/design.js';
import { checkDesign } from '../design/design-rules.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { axialOf, checkMap, loadMap, STRUCTURES, type KriegbotMap } from '../map/map.js';
import { checkScenarioFile, parseScenario, SIDES, VICTORIES, type ScenarioFile, type Side } from './scenario-file.js';
import { writeSight } from '../map/sight-table.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of the codes it reads: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { mediaMask } = codes;

export interface CompiledScenario extends CompiledScenarioSet {
  readonly scenario: ScenarioFile;
  readonly map: KriegbotMap;
  /** Each attack row as "card: function", for replays. */
  readonly attackNames: readonly string[];
  /** The pilot cards a pilot on foot can be, by KriegbotState.pilotCard (compile.ts pilot variants). */
  readonly pilotCards: readonly string[];
  /** Each compiled row's design, card and function, for the event log. */
  readonly rowNames: RowNames;
  /** Robots of each team in unit order, for reports and replays. */
  readonly teams: readonly { readonly side: Side | 'police' | 'derelicts'; readonly name: string; readonly file: string; readonly robots: readonly Design[] }[];
}

export interface LoadedTeam {
  readonly side: Side | 'police' | 'derelicts';
  readonly name: string;
  readonly file: string;
  readonly designs: readonly Design[];
}

export function compileScenario(catalogue: KriegbotCatalogue, scenarioFile: SourceFile, overrides: ScenarioOverrides, resolve: ResolveFile): CompiledScenario {
  const sources = { ...overrides, scenario: scenarioFile };
  const scenarioProblems = checkScenarioFile(sources.scenario.path, sources.scenario.data);
  if (scenarioProblems.length > 0) throw new ValidationError(scenarioProblems);
  // A team for a side the game lacks would otherwise be ignored without a word.
  const strangers = Object.entries(overrides.sides ?? {}).filter(([name]) => !(SIDES as readonly string[]).includes(name));
  if (strangers.length > 0) throw new ValidationError(strangers.map(([name, file]) => ({ file: file.path, path: '', message: `given as the team of side "${name}"; the sides are ${SIDES.join(', ')}` })));
  const scenario = parseScenario(sources.scenario.data);
  const problems: Problem[] = [];
  const fetch = (reference: string, field: string): SourceFile | undefined => {
    const read = resolve(reference, sources.scenario);
    if ('message' in read) {
      problems.push({ ...read, message: `${read.message} (named by ${sources.scenario.path}: ${field})` });
      return undefined;
    }
    return read;
  };
  const mapFile = sources.map ?? fetch(scenario.map, 'map');
  if (mapFile !== undefined) problems.push(...checkMap(mapFile.path, mapFile.data));
  const teams: LoadedTeam[] = [];
  for (const side of [...SIDES, 'police'] as const) {
    const reference = side === 'police' ? scenario.teams.police : scenario.teams[side];
    if (reference === undefined) continue;
    const file = (side === 'police' ? undefined : overrides.sides?.[side]) ?? fetch(reference, `teams.${side}`);
    if (file === undefined) continue;
    const read = readTeam(file, catalogue, resolve);
    problems.push(...read.problems);
    if (read.team === undefined) continue;
    const team: LoadedTeam = { side, name: read.team.name, file: file.path, designs: read.members.map((member) => member.design) };
    if (side !== 'police') problems.push(...checkSide(scenario, side, team, catalogue, sources.scenario.path));
    teams.push(team);
  }
  // Aftermath's derelict squad: its teams' robots, together, form one team row (L631).
  const derelicts: Design[] = [];
  const derelictFiles: string[] = [];
  (scenario.aftermath?.derelicts ?? []).forEach((reference, i) => {
    const file = fetch(reference, `aftermath.derelicts[${i}]`);
    const read = file === undefined ? undefined : readTeam(file, catalogue, resolve);
    if (read !== undefined) problems.push(...read.problems);
    if (file !== undefined && read?.team !== undefined) {
      derelicts.push(...read.members.map((member) => member.design));
      derelictFiles.push(file.path);
    }
  });
  if (derelicts.length > 6) problems.push({ file: sources.scenario.path, path: 'aftermath.derelicts', message: `gives ${derelicts.length} robots; the squad is six (one on each hex of the ring)`, rule: 'a squad of six piloted robots (L631)' });
  if (derelicts.length > 0) teams.push({ side: 'derelicts', name: 'Derelicts', file: derelictFiles.join(', '), designs: derelicts });
  problems.push(...checkCards(scenario, catalogue, sources.scenario.path));
  if (mapFile !== undefined && problems.length === 0) problems.push(...checkBuildings(scenario, loadMap(mapFile.data), sources.scenario.path));
  if (problems.length > 0 || mapFile === undefined) throw new ValidationError(problems);
  const inputs = [scenarioFile.path, mapFile.path, ...teams.flatMap((team) => (team.side === 'derelicts' ? derelictFiles : [team.file]))];
  return buildScenario(catalogue, scenario, loadMap(mapFile.data), teams, inputs);
}

/**
 * A symmetric scenario with any number of entrants, each a team file or a single design (a team
 * of one): the matrix, search and team commands' scenario mode. Matchup (a, b) puts entrant a at
 * one edge and b at the other; both play the green side's rules, so the scenario may not give
 * either side special rules.
 */
export function compileScenarioEntrants(catalogue: KriegbotCatalogue, scenarioFile: SourceFile, overrides: ScenarioOverrides, entrants: readonly SourceFile[], resolve: ResolveFile): CompiledScenario {
  const scenarioProblems = checkScenarioFile(scenarioFile.path, scenarioFile.data);
  if (scenarioProblems.length > 0) throw new ValidationError(scenarioProblems);
  const scenario = parseScenario(scenarioFile.data);
  const special = (['honcho', 'landingCraft', 'hacker', 'streetLegal', 'monster', 'bombardment'] as const).filter((key) => scenario[key] !== null);
  if (scenario.fragile.length > 0) special.push('fragile' as never);
  if (special.length > 0) {
    throw new ValidationError([{ file: scenarioFile.path, path: special.join(', '), message: 'gives one side special rules, so it cannot score designs or teams against each other; use botlab scenario', rule: 'scenario mode plays symmetric scenarios' }]);
  }
  const problems: Problem[] = [];
  const mapRead = overrides.map ?? resolve(scenario.map, scenarioFile);
  if ('message' in mapRead) throw new ValidationError([mapRead]);
  problems.push(...checkMap(mapRead.path, mapRead.data));
  const teams: LoadedTeam[] = entrants.map((file) => {
    if (isTeamData(file.data)) {
      const read = readTeam(file, catalogue, resolve);
      problems.push(...read.problems);
      return { side: 'green', name: read.team?.name ?? file.path, file: file.path, designs: read.members.map((member) => member.design) };
    }
    const parsed = designSchema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...zodProblems(file.path, [], parsed.error, 'design file format (designs/kriegbot/README.md)'));
      return { side: 'green', name: file.path, file: file.path, designs: [] };
    }
    problems.push(...checkDesign(parsed.data, catalogue, file.path, ''));
    return { side: 'green', name: parsed.data.name, file: file.path, designs: [parsed.data] };
  });
  if (problems.length === 0) problems.push(...checkBuildings(scenario, loadMap(mapRead.data), scenarioFile.path));
  if (problems.length > 0) throw new ValidationError(problems);
  return buildScenario(catalogue, scenario, loadMap(mapRead.data), teams, [scenarioFile.path, mapRead.path, ...entrants.map((file) => file.path)]);
}

/** A side's team against the scenario's rules for that side (robots, pilots, templates, cards). */
function checkSide(scenario: ScenarioFile, side: Side, team: LoadedTeam, catalogue: KriegbotCatalogue, scenarioFile: string): Problem[] {
  const rules = scenario.sides[side];
  const problems: Problem[] = [];
  const rule = `${scenario.name} (scenario ${scenario.number}): sides.${side} in ${scenarioFile}`;
  const report = (message: string) => problems.push({ file: team.file, path: 'robots', message, rule });
  const [fewest, most] = rules.robots;
  if (team.designs.length < fewest || team.designs.length > most) report(`has ${team.designs.length} robots; the ${side} side takes ${fewest === most ? fewest : `${fewest} to ${most}`}`);
  const piloted = team.designs.filter((design) => isPiloted(design, catalogue)).length;
  if (rules.pilots === 'none' && piloted > 0) report(`has ${piloted} piloted robots; every ${side} robot must be an AI robot`);
  if (rules.pilots === 'one' && piloted !== 1) report(`has ${piloted} piloted robots; the ${side} side fields exactly one`);
  if (rules.pilots === 'all' && piloted !== team.designs.length) report(`has ${team.designs.length - piloted} unpiloted robots; every ${side} robot must be piloted`);
  if (rules.templates !== undefined) {
    for (const design of team.designs) if (!rules.templates.includes(design.template)) report(`${design.name} is a ${design.template}; the ${side} side uses ${rules.templates.join(' or ')}`);
  }
  for (const card of rules.cards ?? []) {
    if (!team.designs.some((design) => Object.values(design.systems).includes(card) || Object.values(design.weapons).includes(card))) report(`no robot carries ${card}, which the ${side} side needs`);
  }
  return problems;
}

function checkCards(scenario: ScenarioFile, catalogue: KriegbotCatalogue, file: string): Problem[] {
  const named: [string, string][] = [];
  if (scenario.landingCraft !== null) named.push(['landingCraft.weapon', scenario.landingCraft.weapon]);
  if (scenario.hacker !== null) named.push(['hacker.card', scenario.hacker.card]);
  scenario.streetLegal?.cards.forEach((card, i) => named.push([`streetLegal.cards[${i}]`, card]));
  scenario.monster?.cards.forEach((card, i) => named.push([`monster.cards[${i}]`, card]));
  if (scenario.barrage !== undefined) named.push(['barrage.card', scenario.barrage.card], ['barrage.towerSkin', scenario.barrage.towerSkin]);
  if (scenario.wmd !== undefined) named.push(['wmd.nuke', scenario.wmd.nuke], ['wmd.bunkerSkin', scenario.wmd.bunkerSkin]);
  return named
    .filter(([, card]) => !catalogue.cards.has(card))
    .map(([path, card]) => ({ file, path, message: `unknown card "${card}"${didYouMean(card, catalogue.cards.keys())}`, rule: 'cards are named by their catalogue id' }));
}

/** Building tiles stand on the map, on open ground (not water, the bridge or the dam's plain) and not on a structure. */
function checkBuildings(scenario: ScenarioFile, map: KriegbotMap, file: string): Problem[] {
  const { width, height } = map.grid;
  const taken = new Set(map.file.structures.map((structure) => structure.at.join(',')));
  const problems: Problem[] = [];
  const tiles = [...(scenario.buildings ?? []).map((at, i) => [at, `buildings[${i}]`] as const), ...(scenario.wmd?.bunkers ?? []).map((at, i) => [at, `wmd.bunkers[${i}]`] as const)];
  tiles.forEach(([[column, row], path]) => {
    const rule = 'a building tile stands on a hex of the map that holds no structure (L645, L701)';
    if (column < 0 || column >= width || row < 0 || row >= height) problems.push({ file, path, message: `[${column}, ${row}] is off the ${width} x ${height} map`, rule });
    else if (taken.has(`${column},${row}`)) problems.push({ file, path, message: `[${column}, ${row}] holds a structure`, rule });
  });
  return problems;
}

function isPiloted(design: Design, catalogue: KriegbotCatalogue): boolean {
  return Object.values(design.systems).some((id) => {
    const card = catalogue.cards.get(id);
    return card?.kind === 'system' && card.pilot;
  });
}

/** A parsed scenario with its map and teams already read and checked (a campaign's mission), compiled. */
export function buildScenario(catalogue: KriegbotCatalogue, scenario: ScenarioFile, plainMap: KriegbotMap, teams: readonly LoadedTeam[], inputs: readonly string[]): CompiledScenario {
  const map = withBuildings(plainMap, scenario);
  // The honcho "can use the attributes of all four pilot cards" (L383): the other three pilots'
  // functions ride on his pilot's slot.
  const pilots = [...catalogue.cards].filter(([, card]) => card.kind === 'system' && card.pilot).map(([id]) => id);
  const specs: RobotSpec[] = teams.flatMap((team) => team.designs.map((design) => {
    const spec = specOfDesign(design, catalogue);
    if (team.side !== scenario.honcho || !isPiloted(design, catalogue)) return spec;
    const own = Object.values(design.systems);
    return { ...spec, extraCards: pilots.filter((id) => !own.includes(id)) };
  }));
  const gunnerRow = scenario.landingCraft === null ? -1 : specs.length;
  if (scenario.landingCraft !== null) specs.push(gunnerSpec(catalogue, scenario.landingCraft.weapon));
  // Infantry fight with a rifle and a laser designator (L511-514); pilots bail out as infantry in
  // any expansion game (L495), so an expansion scenario always has the row.
  const expansion = teams.some((team) => team.designs.some((design) => design.expansion === true)) || scenario.infantry !== undefined || scenario.wmd !== undefined || scenario.downedPilot !== undefined || scenario.reinforcements !== undefined || scenario.aftermath !== undefined;
  const infantryRow = expansion ? specs.length : -1;
  if (expansion) specs.push(infantrySpec(catalogue));
  const { width, height } = map.grid;
  const cells = width * height;
  const members = specs.length;
  const variants = pilotVariants(catalogue, scenario, teams, pilots);
  const compiled = compileRobots(specs, catalogue, {
    scenario: 1, team: teams.length, member: members, hex: cells, sight: cells * cells, structure: map.file.structures.length, force: SIDES.length, bunker: scenario.wmd?.bunkers.length ?? 0, tile: scenario.buildings?.length ?? 0,
  }, expansion ? variants : undefined); // a pilot on foot may board a derelict (L516)
  const t = compiled.tables;
  let member = 0;
  teams.forEach((team, row) => {
    t.team.role[row] = team.side === 'police' ? 2 : team.side === 'derelicts' ? 3 : SIDES.indexOf(team.side);
    t.team.first[row] = member;
    t.team.count[row] = team.designs.length;
    for (let i = 0; i < team.designs.length; i++) t.member.robot[member + i] = member + i;
    member += team.designs.length;
  });
  writeMap(t, map);
  writeScenario(t, scenario, map, teams, gunnerRow, catalogue);
  t.scenario.infantryRow[0] = infantryRow;
  t.scenario.infantryRules[0] = scenario.infantry !== undefined || scenario.wmd !== undefined || scenario.downedPilot !== undefined || scenario.aftermath !== undefined ? 1 : 0;
  SIDES.forEach((side, role) => {
    const force = scenario.infantry?.[side];
    t.force.boarded[role] = force?.boarded ?? 0;
    t.force.foot[role] = force?.foot ?? 0;
    t.force.motorized[role] = force?.motorized ?? 0;
    t.force.inbound[role] = force?.inbound ?? 0;
  });

  const designs = teams.filter((team) => team.side === 'green' || team.side === 'yellow').map((team) => ({
    name: team.name,
    kind: team.designs.map((design) => design.template).join('+'),
    policy: [...new Set(team.designs.map((design) => design.policy))].join('+'),
    key: createHash('sha256').update(canonicalJson({ scenario, map: map.file, designs: team.designs })).digest('hex').slice(0, 16),
  }));
  return {
    attackNames: Array.from({ length: compiled.rows.attack }, (_, k) => {
      const cardIndex = t.attack.card[k] ?? -1;
      if (cardIndex <= PROFILE_CARD) return catalogue.profiles.get([...catalogue.profiles.keys()][PROFILE_CARD - cardIndex] ?? '')?.name ?? `attack ${k}`;
      const card = catalogue.cards.get(compiled.cardIds[cardIndex] ?? '');
      const fn = card?.functions[t.attack.fn[k] ?? 0];
      return card === undefined ? `attack ${k}` : `${card.name}${fn === undefined || fn.name === card.name ? '' : `: ${fn.name}`}`;
    }),
    buffer: compiled.buffer, rows: compiled.rows, designs, attacks: [], scenario, map, inputs, pilotCards: expansion ? variants.pilots : [], rowNames: compiled.rowNames,
    title: scenario.name, victory: scenario.victory, mapName: map.file.name, sides: teams.flatMap((team) => (team.side === 'green' || team.side === 'yellow' ? [team.side] : [])),
    teams: teams.map((team) => ({ side: team.side, name: team.name, file: team.file, robots: team.designs })),
  };
}

/**
 * What a boarding pilot can turn a derelict into (compile.ts PilotVariants): the pilot cards the
 * teams carry (every pilot card in Aftermath, whose pilots choose theirs, L633), for the robots
 * that can become derelicts: the piloted ones and Aftermath's squad.
 */
function pilotVariants(catalogue: KriegbotCatalogue, scenario: ScenarioFile, teams: readonly LoadedTeam[], pilots: readonly string[]): PilotVariants {
  const designs = teams.flatMap((team) => team.designs.map((design) => ({ design, derelict: team.side === 'derelicts' })));
  const carried = new Set(designs.flatMap(({ design }) => Object.values(design.systems)));
  return {
    pilots: scenario.aftermath !== undefined ? pilots : pilots.filter((id) => carried.has(id)),
    rows: designs.flatMap(({ design, derelict }, r) => (derelict || isPiloted(design, catalogue) ? [r] : [])),
  };
}

/** The landing craft's gun as a robot row: neutral items, the weapon in the first weapon slot (L431). */
/** The infantry's weapons on a body with nothing else: infantry are simple targets (L522), so only the attacks matter. */
function infantrySpec(catalogue: KriegbotCatalogue): RobotSpec {
  return { ...neutralSpec('spiderbot', catalogue), name: 'Infantry', profiles: ['infantry-rifle', 'laser-designator'], infantry: true, expansion: true };
}

function gunnerSpec(catalogue: KriegbotCatalogue, weapon: string): RobotSpec {
  const template = 'spiderbot';
  const spec = neutralSpec(template, catalogue);
  const slots = catalogue.templates.get(template)?.slots ?? {};
  const slot = Object.entries(slots).find(([, s]) => s.kind === 'weapon')?.[0] ?? 'primary';
  return { ...spec, name: 'Landing craft', cards: { ...spec.cards, [slot]: weapon } };
}

function writeMap(t: KriegbotTables, map: KriegbotMap): void {
  const { width, height } = map.grid;
  const cells = width * height;
  for (let cell = 0; cell < cells; cell++) {
    const [q, r] = axialOf(cell % width, Math.floor(cell / width));
    t.hex.terrain[cell] = map.grid.terrain[cell] ?? Terrain.Clear;
    t.hex.q[cell] = q;
    t.hex.r[cell] = r;
  }
  writeSight(t, map);
  map.file.structures.forEach((structure, i) => {
    const [column, row] = structure.at;
    t.structure.type[i] = STRUCTURES.indexOf(structure.type);
    t.structure.cell[i] = row * width + column;
    // A structure belongs to the side whose edge is nearer (L318, L577); the TV towers say so.
    const top = structure.side === undefined ? (row < height / 2 ? 0 : 1) : map.file.edges.top === structure.side ? 0 : 1;
    t.structure.edge[i] = structure.type === 'tv-tower' ? top : -1;
  });
}

function writeScenario(t: KriegbotTables, scenario: ScenarioFile, map: KriegbotMap, teams: readonly LoadedTeam[], gunner: number, catalogue: KriegbotCatalogue): void {
  const cardIndex = (id: string | undefined): number => (id === undefined ? -1 : [...catalogue.cards.keys()].indexOf(id));
  const role = (side: Side | undefined): number => (side === undefined ? -1 : SIDES.indexOf(side));
  const s = t.scenario;
  s.victory[0] = VICTORIES.indexOf(scenario.victory);
  s.width[0] = map.grid.width;
  s.height[0] = map.grid.height;
  s.flee[0] = scenario.flee === 'own-edge' ? 1 : 0;
  s.fragile[0] = scenario.fragile.reduce((mask, side) => mask | (1 << role(side)), 0);
  s.bombardRole[0] = role(scenario.bombardment?.side);
  s.bombardUntilTower[0] = scenario.bombardment?.until === 'tower-destroyed' ? 1 : 0;
  s.flagCell[0] = scenario.flag ? flagCell(map) : -1;
  s.crypto[0] = scenario.crypto ? 1 : 0;
  s.honchoRole[0] = role(scenario.honcho ?? undefined);
  s.landingRole[0] = role(scenario.landingCraft?.side);
  s.gunner[0] = gunner;
  s.hackerRole[0] = role(scenario.hacker?.side);
  s.hackCard[0] = cardIndex(scenario.hacker?.card);
  s.mole[0] = scenario.mole ? 1 : 0;
  s.streetMedia[0] = scenario.streetLegal === null ? 0 : mediaMask(scenario.streetLegal.media);
  s.streetCard[0] = cardIndex(scenario.streetLegal?.cards[0]);
  s.police[0] = teams.findIndex((team) => team.side === 'police');
  s.monsterRole[0] = role(scenario.monster?.side);
  s.monsterDice[0] = scenario.monster?.dice ?? 0;
  s.monsterMedia[0] = scenario.monster === null ? 0 : mediaMask(scenario.monster.media);
  s.monsterCard[0] = cardIndex(scenario.monster?.cards[0]);
  s.ramReduction[0] = scenario.monster?.ramReduction ?? 0;
  s.centreCell[0] = (scenario.centre !== null && scenario.centre !== undefined) || scenario.aftermath !== undefined ? centreCell(map) : -1;
  s.powerUpWithin[0] = scenario.powerUpWithin ?? -1;
  s.freeOvercharge[0] = scenario.freeOvercharge === true ? 1 : 0;
  s.coreStepsDown[0] = scenario.coreStepsDown ?? 0;
  s.insertionRole[0] = role(scenario.insertion?.side);
  s.barrageRole[0] = role(scenario.barrage?.side);
  const bomb = catalogue.cards.get(scenario.barrage?.card ?? '')?.functions.find((fn) => fn.effect?.type === 'fuel-air-bomb')?.effect as { radius?: number; damage?: number } | undefined;
  s.barrageRadius[0] = bomb?.radius ?? 0;
  s.barrageDamage[0] = bomb?.damage ?? 0;
  const skin = catalogue.cards.get(scenario.barrage?.towerSkin ?? '')?.functions.find((fn) => fn.effect?.type === 'silhouette')?.effect as { amount?: number } | undefined;
  s.towerCover[0] = skin?.amount ?? 0;
  s.wmdRole[0] = role(scenario.wmd?.side);
  s.rescueRole[0] = role(scenario.downedPilot?.side);
  s.rescueTents[0] = scenario.downedPilot?.tents ?? 0;
  s.rescueWithin[0] = scenario.downedPilot?.within ?? 0;
  const nuke = catalogue.cards.get(scenario.wmd?.nuke ?? '')?.functions.find((fn) => fn.effect?.type === 'nuke')?.effect as { radius?: number } | undefined;
  s.nukeRadius[0] = nuke?.radius ?? 0;
  const bunkerSkin = catalogue.cards.get(scenario.wmd?.bunkerSkin ?? '')?.functions.find((fn) => fn.effect?.type === 'silhouette')?.effect as { amount?: number } | undefined;
  s.bunkerSilhouette[0] = 1 + (bunkerSkin?.amount ?? 0);
  (scenario.wmd?.bunkers ?? []).forEach(([column, row], i) => (t.bunker.cell[i] = row * map.grid.width + column));
  (scenario.buildings ?? []).forEach(([column, row], i) => (t.tile.cell[i] = row * map.grid.width + column));
  s.pointsRole[0] = role(scenario.victoryPoints?.side);
  s.pointsTie[0] = scenario.victoryPoints?.tie ?? 0;
  s.pointsWin[0] = scenario.victoryPoints?.win ?? 0;
  s.reinforceRole[0] = role(scenario.reinforcements?.side);
  s.derelictTeam[0] = teams.findIndex((team) => team.side === 'derelicts');
  s.ringRadius[0] = scenario.aftermath?.radius ?? 0;
  s.pilotsEach[0] = scenario.aftermath?.pilots ?? 0;
  s.pilotCards[0] = pilotVariants(catalogue, scenario, teams, [...catalogue.cards].filter(([, card]) => card.kind === 'system' && card.pilot).map(([id]) => id)).pilots.length;
  s.dishRules[0] = scenario.musicalChairs === undefined ? 0 : 1;
  s.dishPowerUp[0] = scenario.musicalChairs?.powerUpWith ?? 0;
  s.dishExit[0] = scenario.musicalChairs?.exitWith ?? 0;
  s.dishWin[0] = scenario.musicalChairs?.winWith ?? 0;
}

/** The map's centre hex (L593): as its file gives it, else the middle of the grid. */
function centreCell(map: KriegbotMap): number {
  const { width, height } = map.grid;
  const [column, row] = map.file.centre ?? [Math.floor(width / 2), Math.floor(height / 2)];
  return row * width + column;
}

/** The scenario's buildings stand on the map: the centre building and the building tiles (L593, L701). */
function withBuildings(map: KriegbotMap, scenario: ScenarioFile): KriegbotMap {
  const extra = [...(scenario.buildings ?? []), ...(scenario.wmd?.bunkers ?? [])];
  if (scenario.centre !== null && scenario.centre !== undefined) {
    const cell = centreCell(map);
    extra.push([cell % map.grid.width, Math.floor(cell / map.grid.width)]);
  }
  if (extra.length === 0) return map;
  const terrain = map.grid.terrain.slice();
  for (const [column, row] of extra) terrain[row * map.grid.width + column] = Terrain.Building;
  return { ...map, grid: { ...map.grid, terrain } };
}

/** The flag starts next to the gas station (L393): the first clear neighbour, nearest the map's middle row. */
function flagCell(map: KriegbotMap): number {
  const station = map.file.structures.find((s) => s.type === 'gas-station');
  const { width, height } = map.grid;
  if (station === undefined) return Math.floor(height / 2) * width + Math.floor(width / 2);
  const [q, r] = axialOf(station.at[0], station.at[1]);
  let best = -1;
  let bestScore = Infinity;
  for (let direction = 0; direction < 6; direction++) {
    const nq = neighbourQ(q, direction);
    const nr = neighbourR(r, direction);
    const row = nr + (nq - (nq & 1)) / 2;
    if (nq < 0 || nq >= width || row < 0 || row >= height) continue;
    if ((map.grid.terrain[row * width + nq] ?? 0) !== Terrain.Clear) continue;
    const middle = axialOf(Math.floor(width / 2), Math.floor(height / 2));
    const score = hexDistance(nq, nr, middle[0], middle[1]);
    if (score < bestScore) {
      bestScore = score;
      best = row * width + nq;
    }
  }
  return best;
}
