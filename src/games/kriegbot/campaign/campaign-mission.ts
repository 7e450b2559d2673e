// cold: one campaign mission: the two gangs' robots compiled into the drawn scenario, one game
// played by the scenario kernel, and what became of every robot, item and pilot read off the
// final state for the campaign's bookkeeping (L717-727).
import { viewTables } from '../../../kernel/table.js';
import { Outcome } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { MAX_SLOTS, Status } from '../compile/codes.js';
import type { MissionTeam } from './campaign-design.js';
import { End, type RobotFate } from './campaign-stock.js';
import { createMapScratch } from '../map/map-scratch.js';
import type { KriegbotMap } from '../map/map.js';
import { buildScenario, type CompiledScenario } from '../scenario/scenario-compile.js';
import type { ScenarioFile } from '../scenario/scenario-file.js';
import { ScenarioGame, UnitFlag, UnitKind } from '../scenario/scenario-game.js';
import { playScenario, SCENARIO_METRICS } from '../scenario/scenario.js';
import type { KriegbotState } from '../resolve/state.js';
import { kriegbotSchemas, type KriegbotTables } from '../compile/tables.js';

export interface LoadedMission {
  readonly file: string;
  readonly scenario: ScenarioFile;
  readonly map: KriegbotMap;
  readonly mapFile: string;
  /** Robots the green and yellow sides field. */
  readonly robots: readonly [number, number];
}

/** Called after a mission is played, with its compiled scenario and the final state (a replay reads the log there). */
export type MissionObserver = (compiled: CompiledScenario, t: KriegbotTables, state: KriegbotState, game: ScenarioGame) => void;

export interface MissionResult {
  /** The winning gang, or -1 for a draw or a stall. */
  readonly victor: number;
  readonly turns: number;
  readonly fates: readonly RobotFate[];
  /** Pilot cards each gang lost in the mission. */
  readonly deadPilots: readonly [readonly string[], readonly string[]];
}

/**
 * Plays the mission once. `teams[p]` plays the scenario's side p (0 green, 1 yellow) and belongs
 * to gang `gangOfSide[p]`; `state` is reused from mission to mission.
 */
export function playMission(
  catalogue: KriegbotCatalogue, mission: LoadedMission, teams: readonly [MissionTeam, MissionTeam], gangOfSide: readonly [number, number],
  freeOvercharge: boolean, state: KriegbotState, rng: Rng, observe?: MissionObserver,
): MissionResult {
  const { t, pilotCards, compiled } = compileMission(catalogue, mission, teams, gangOfSide, freeOvercharge);
  const game = new ScenarioGame(createMapScratch(t));
  const metrics = new Float64Array(SCENARIO_METRICS.length);
  const outcome = playScenario(t, game, state, 0, 1, rng, metrics);
  observe?.(compiled, t, state, game);
  const victor = outcome === Outcome.AWins ? gangOfSide[0] : outcome === Outcome.BWins ? gangOfSide[1] : -1;
  return { victor, turns: metrics[0] ?? 0, ...missionFates(catalogue, t, pilotCards, game, state, teams, gangOfSide) };
}

/** The mission's scenario with the two gangs' teams on its sides, as tables for the kernel. */
export function compileMission(catalogue: KriegbotCatalogue, mission: LoadedMission, teams: readonly [MissionTeam, MissionTeam], gangOfSide: readonly [number, number], freeOvercharge: boolean): { readonly t: KriegbotTables; readonly pilotCards: readonly string[]; readonly compiled: CompiledScenario } {
  const scenario = { ...mission.scenario, freeOvercharge: freeOvercharge || mission.scenario.freeOvercharge === true };
  const loaded = (['green', 'yellow'] as const).map((side, p) => ({ side, name: `gang ${gangOfSide[p] ?? p}`, file: '(campaign)', designs: teams[p]?.designs ?? [] }));
  const compiled = buildScenario(catalogue, scenario, mission.map, loaded, [mission.file, mission.mapFile]);
  return { t: viewTables(kriegbotSchemas, compiled.rows as never, compiled.buffer), pilotCards: compiled.pilotCards, compiled };
}

/**
 * What became of each robot, item and pilot, read off the state at the end of a mission. Units
 * 0.. are the side-0 team's robots and then the side-1 team's, in design order (scenario-setup.ts).
 * A pilot lives if his card is in a robot still fighting for his gang (his own, or a derelict he
 * boarded, L516) or he is on foot (L495); `pilotCards` names the cards tents carry.
 */
export function missionFates(
  catalogue: KriegbotCatalogue, t: KriegbotTables, pilotCards: readonly string[], game: ScenarioGame, state: KriegbotState,
  teams: readonly [MissionTeam, MissionTeam], gangOfSide: readonly [number, number],
): Pick<MissionResult, 'fates' | 'deadPilots'> {
  const gangOfSeat = (seat: number) => (seat === 0 || seat === 1 ? gangOfSide[seat] : -1);
  const fates: RobotFate[] = [];
  const fielded: { gang: number; pilot: string }[] = [];
  let u = 0;
  teams.forEach((team, p) => {
    const gang = gangOfSide[p as 0 | 1];
    team.designs.forEach((design, k) => {
      const slots = Object.keys(catalogue.templates.get(design.template)?.slots ?? {});
      const status = state.status[u] ?? Status.Active;
      const phoenix = t.robot.lifeboat[state.robot[u] ?? 0] === 1; // it bailed out into its Recoilless Rifle (L314)
      const rifle = phoenix ? riflesCard(catalogue, design) : '';
      const slotOf = (card: string) => slots.findIndex((name) => design.weapons[name] === card || design.systems[name] === card);
      const items = (team.carried[k] ?? []).map((item) => {
        const slot = slotOf(item.card);
        const destroyed = slot < 0 ? state.skin[u] === 0 && design.skin === item.card : state.destroyed[u * MAX_SLOTS + slot] === 1;
        return { item, lost: destroyed || (phoenix && item.card !== rifle) };
      });
      const end = status === Status.Active ? End.Standing : status === Status.BailedOut || status === Status.PilotKilled ? End.Derelict : End.Wrecked;
      const holder = gangOfSeat(state.seat[u] ?? -1);
      fates.push({ gang, holder: holder < 0 ? gang : holder, end, items });
      const pilot = team.pilots[k] ?? null;
      if (pilot !== null) fielded.push({ gang, pilot });
      u++;
    });
  });
  const living = livingPilots(catalogue, t, pilotCards, game, state, gangOfSeat);
  const deadPilots = [0, 1].map((gang) => fielded.filter((entry) => entry.gang === gang && !living.has(`${gang}:${entry.pilot}`)).map((entry) => entry.pilot));
  return { fates, deadPilots: [deadPilots[0] ?? [], deadPilots[1] ?? []] };
}

/** Each living pilot as "gang:card": in a robot still fighting (or fled) for a gang, or on foot (L495). */
function livingPilots(catalogue: KriegbotCatalogue, t: KriegbotTables, pilotCards: readonly string[], game: ScenarioGame, s: KriegbotState, gangOfSeat: (seat: number) => number): Set<string> {
  const cardIds = [...catalogue.cards.keys()];
  const living = new Set<string>();
  for (let u = 0; u < s.units; u++) {
    const gang = gangOfSeat(s.seat[u] ?? -1);
    if (gang < 0 || s.status[u] !== Status.Active) continue;
    if (u < game.robots && s.kind[u] === UnitKind.Robot && pilotAboard(t, s, u)) {
      const row = s.robot[u] ?? 0;
      living.add(`${gang}:${cardIds[t.slot.card[row * MAX_SLOTS + (t.robot.pilotSlot[row] ?? 0)] ?? -1] ?? ''}`);
    } else if (s.kind[u] === UnitKind.Infantry && ((s.flags[u] ?? 0) & UnitFlag.Pilot) !== 0) {
      living.add(`${gang}:${pilotCards[s.pilotCard[u] ?? -1] ?? ''}`);
    }
  }
  return living;
}

/** A robot with its pilot card whole (a Phoenix-Bot's row keeps the pilot who bailed into it, L314). */
function pilotAboard(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  const slot = t.robot.pilotSlot[s.robot[u] ?? 0] ?? -1;
  return slot >= 0 && s.destroyed[u * MAX_SLOTS + slot] !== 1;
}

/** The card whose Phoenix-Bot function the robot used. */
function riflesCard(catalogue: KriegbotCatalogue, design: { readonly systems: Readonly<Record<string, string>> }): string {
  return Object.values(design.systems).find((id) => catalogue.cards.get(id)?.functions.some((fn) => fn.effect?.type === 'phoenix-bot')) ?? '';
}
