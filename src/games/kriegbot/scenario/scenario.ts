// hot: one scenario game on the hex map (issue 6). Teams at seats 0 (top edge) and 1 (bottom
// edge), the police at seat 2. Each turn: movement phase in template order (L153), the landing
// craft's attack (L431), attack phase in the same order (L193), status phase with bombardment
// first (L290-296, L363); the game ends when the scenario's victory condition is met.
import type { Rng } from '../../../rng/rng.js';
import * as outcomeModule from '../../../kernel/outcome.js';
import * as codes from '../compile/codes.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioAttackModule from './scenario-attack.js';
import * as scenarioMoveModule from './scenario-move.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioInfantryModule from './scenario-infantry.js';
import * as scenarioInsertionModule from './scenario-insertion.js';
import * as scenarioBarrageModule from './scenario-barrage.js';
import * as scenarioCardsModule from './scenario-cards.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import * as statusPhaseModule from '../resolve/status-phase.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Outcome } = outcomeModule;
const { Event, Phase, logEvent } = eventLogModule;
const { MAX_SLOTS } = codes;
const { THIRD_SIDE, UnitFlag, UnitKind } = scenarioGameModule;
const { landingCraftAttacks, takeMapAttacks } = scenarioAttackModule;
const { chooseBiped, takeMapMovement } = scenarioMoveModule;
const { bombard } = scenarioRulesModule;
const { infantryPhase, missionControl } = scenarioInfantryModule;
const { insertions } = scenarioInsertionModule;
const { barrage } = scenarioBarrageModule;
const { spareDefense } = scenarioCardsModule;
const { deploy, fighting, placeAt, seatOfRole } = scenarioSetupModule;
const { finishAtCap, settle } = scenarioVictoryModule;
const { statusPhase } = statusPhaseModule;
const { startTurn } = unitsModule;

/** Per-game metrics (kriegbotBattle.metrics): turns, stall, then pairs by seat, then the rest. */
export const SCENARIO_METRICS = ['turns', 'stall', 'kills_a', 'kills_b', 'damage_a', 'damage_b', 'points_a', 'points_b', 'third_side_wins', 'police_points'] as const;

export function playScenario(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, a: number, b: number, rng: Rng, metrics: Float64Array): number {
  deploy(t, g, s, a, b, rng);
  const honcho = seatOfRole(g, t.scenario.honchoRole[0]!);
  let stall = 0;
  for (let turn = 1; ; turn++) {
    if (turn > s.turnCap) {
      stall = finishAtCap(t, g, s);
      break;
    }
    g.turn = turn;
    s.log.turn = turn;
    s.log.phase = Phase.TurnStart;
    logEvent(s.log, Event.Turn, -1, turn, 0, 0, 0);
    for (let u = 0; u < g.robots; u++) {
      if (s.robot[u]! < 0) continue;
      startTurn(t, s, u);
      if (s.seat[u] === honcho && (s.flags[u]! & UnitFlag.Piloted) !== 0) s.defenseActions[u] = 2; // the honcho (L383)
    }
    if (g.gunner >= 0) startTurn(t, s, g.gunner);
    barrage(t, g, s, rng); // at the beginning of the turn (L693)
    if (g.over === 1) break;
    callInReserve(t, g, s);
    insertions(t, g, s);
    for (let u = 0; u < g.robots; u++) chooseBiped(t, g, s, u);
    orderUnits(t, g, s);
    s.log.phase = Phase.Movement;
    for (let i = 0; i < g.orderLength && g.over === 0; i++) takeMapMovement(t, g, s, rng, g.order[i]!);
    s.log.phase = Phase.Attack;
    if (g.over === 0) landingCraftAttacks(t, g, s, rng);
    for (let i = 0; i < g.orderLength && g.over === 0; i++) takeMapAttacks(t, g, s, rng, g.order[i]!);
    for (let i = 0; i < g.orderLength && g.over === 0; i++) spareDefense(t, g, s, rng, g.order[i]!);
    s.log.phase = Phase.Infantry;
    if (g.over === 0) infantryPhase(t, g, s, rng); // just before the status phase (L499)
    s.log.phase = Phase.Status;
    if (g.over === 0) {
      missionControl(t, g, s, rng);
      bombard(t, g, s, rng);
      settle(t, g, s);
    }
    statusPhases(t, g, s, rng);
    if (g.over === 1) break;
  }
  s.log.phase = Phase.End;
  logEvent(s.log, Event.Win, -1, g.winner, stall, 0, 0);
  writeMetrics(g, s, metrics, stall);
  if (g.winner === 0) return Outcome.AWins;
  if (g.winner === 1) return Outcome.BWins;
  return Outcome.Draw;
}

/**
 * Each robot's status phase in turn (L288-296). A robot that has left the map is out of play:
 * it neither burns nor powers down there (L361).
 */
export function statusPhases(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  for (let i = 0; i < g.orderLength && g.over === 0; i++) {
    const u = g.order[i]!;
    if (s.cell[u]! < 0) continue;
    statusPhase(t, s, rng, u);
    logEvent(s.log, Event.Status, u, s.status[u]!, s.onFire[u]!, s.painted[u]!, 0);
    settle(t, g, s);
  }
}

/** The Robocop enters on the movement phase after the police were called, at the culprit's edge (L463). */
function callInReserve(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  if (g.reinforcement < 0) return;
  for (let u = 0; u < g.robots; u++) {
    if ((s.flags[u]! & UnitFlag.Reserve) === 0) continue;
    s.flags[u] = s.flags[u]! & ~UnitFlag.Reserve;
    placeAt(t, g, s, u, g.reinforcement === 0 ? 0 : g.map.grid.height - 1);
    s.dir[u] = g.reinforcement === 0 ? 3 : 0;
    logEvent(s.log, Event.Arrive, u, s.cell[u]!, s.dir[u]!, s.robot[u]!, 0);
    break;
  }
  g.reinforcement = -2; // called in: it costs the police a point (L467)
}

/** Movement and attack order (L153, L193): template order, a biped Rocketbot last; seat order breaks ties. */
function orderUnits(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  let n = 0;
  for (let u = 0; u < g.robots; u++) {
    if (!fighting(s, u)) continue;
    const key = rank(t, s, u);
    let i = n++;
    while (i > 0 && rank(t, s, g.order[i - 1]!) > key) {
      g.order[i] = g.order[i - 1]!;
      i--;
    }
    g.order[i] = u;
  }
  g.orderLength = n;
}

function rank(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const order = s.biped[u] === 1 ? t.robot.bipedOrder[r]! : t.robot.order[r]!;
  return order * 64 + s.seat[u]! * 16 + u;
}

function writeMetrics(g: ScenarioGame, s: KriegbotState, metrics: Float64Array, stall: number): void {
  metrics[0] = g.turn;
  metrics[1] = stall;
  metrics[2] = g.losses[1]!; // seat 0's kills are seat 1's losses
  metrics[3] = g.losses[0]!;
  metrics[4] = markersOn(g, s, 1);
  metrics[5] = markersOn(g, s, 0);
  metrics[6] = g.points[0]!;
  metrics[7] = g.points[1]!;
  metrics[8] = g.winner === THIRD_SIDE ? 1 : 0;
  metrics[9] = g.points[2]!;
}

/** Damage markers on a seat's robots at the end: the damage the other side dealt. */
function markersOn(g: ScenarioGame, s: KriegbotState, seat: number): number {
  let total = 0;
  for (let u = 0; u < g.robots; u++) {
    if (s.seat[u] !== seat || s.kind[u] !== UnitKind.Robot) continue;
    for (let i = 0; i < MAX_SLOTS; i++) total += s.damage[u * MAX_SLOTS + i]!;
  }
  return total;
}
