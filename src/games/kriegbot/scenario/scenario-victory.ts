// hot: deciding scenario games (L369-479). settle() runs after anything that can put a robot
// out: it counts new losses (hard kills, L57-59; a bail-out is not one, L371), leaves crypto
// markers and drops flags, and applies the scenario's victory condition.
import * as codes from '../compile/codes.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioDishesModule from './scenario-dishes.js';
import * as scenarioSetupModule from './scenario-setup.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Status } = codes;
const { BUNKER, CARRY_FLAG, NO_WINNER, THIRD_SIDE, UnitFlag, UnitKind } = scenarioGameModule;
const { dropFlag, HUMAN_CRYPTO, placeCrypto, Victory, vipOf } = scenarioRulesModule;
const { dishWinner, halfDestroyed, leaveDishes } = scenarioDishesModule;
const { fighting } = scenarioSetupModule;

/** A hard kill: core destroyed, pilot killed, or (a Phoenix-bot, a structure) destroyed; a bail-out is not one (L57-59, L371). */
function killed(s: KriegbotState, u: number): boolean {
  const status = s.status[u];
  return status === Status.CoreDestroyed || status === Status.PilotKilled || status === Status.Destroyed;
}

export function settle(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  if (g.over === 1) return;
  const victory = t.scenario.victory[0]!;
  let lost0 = 0;
  let lost1 = 0;
  let human0 = 0;
  let human1 = 0;
  for (let u = 0; u < g.robots; u++) {
    if (g.counted[u] === 1 || s.status[u] === Status.Active) continue;
    g.counted[u] = 1;
    const seat = s.seat[u]!;
    const cell = s.cell[u]!;
    if (s.dishes[u]! > 0 && (s.flags[u]! & UnitFlag.Fled) === 0) leaveDishes(g, s, u);
    if (s.carry[u] === CARRY_FLAG) dropFlag(g, s, u, false);
    else if (s.carry[u]! >= 0) placeCrypto(s, cell, s.carry[u]!);
    s.carry[u] = -1;
    const human = (s.flags[u]! & UnitFlag.Piloted) !== 0;
    if (human && seat === 0) human0++;
    if (human && seat === 1) human1++;
    if (!killed(s, u)) continue;
    g.losses[seat] = g.losses[seat]! + 1;
    if (seat === 0) lost0++;
    if (seat === 1) lost1++;
    if (t.scenario.crypto[0]! === 1 && cell >= 0) placeCrypto(s, cell, (s.flags[u]! & UnitFlag.Mole) !== 0 ? HUMAN_CRYPTO : seat); // L407, L419
  }
  if (victory === Victory.FirstKill && lost0 + lost1 > 0) {
    if (lost0 === 0) return finish(g, 0); // first kill; an exchange that costs both sides does not count (L371 note)
    if (lost1 === 0) return finish(g, 1);
  }
  if (victory === Victory.KillTheHuman && human0 + human1 > 0) return finish(g, human0 > 0 && human1 > 0 ? NO_WINNER : human0 > 0 ? 1 : 0); // L379
  const left0 = fightingCount(g, s, 0, victory === Victory.LastUnit);
  const left1 = fightingCount(g, s, 1, victory === Victory.LastUnit);
  if (victory === Victory.Escape) {
    const monster = g.seatRole[0] === t.scenario.monsterRole[0] ? 0 : 1;
    if ((monster === 0 ? left0 : left1) === 0 && !escaped(g, s, monster)) return finish(g, 1 - monster); // the defenders held (L479)
    return;
  }
  if (victory === Victory.StreetGangs) {
    if (left0 === 0 || left1 === 0) finishStreet(g, s);
    return;
  }
  if (victory === Victory.MostRobots) return; // counted at the end (L639)
  if (victory === Victory.Dishes) {
    if (halfDestroyed(g, s)) finish(g, dishWinner(t, g, s)); // L683
    return;
  }
  if (victory === Victory.Points) {
    // A point for every building, structure or enemy tent destroyed (L625); the robot lost, it has lost.
    const scorer = g.seatRole[0] === t.scenario.pointsRole[0] ? 0 : 1;
    for (let v = g.robots; v < s.units; v++) {
      if (g.counted[v] === 1 || s.status[v] === Status.Active || (s.kind[v] !== UnitKind.Structure && (s.kind[v] !== UnitKind.Infantry || s.seat[v] === scorer))) continue;
      g.counted[v] = 1;
      g.points[scorer] = g.points[scorer]! + 1;
    }
    if (g.points[scorer]! >= t.scenario.pointsWin[0]!) return finish(g, scorer);
    if ((scorer === 0 ? left0 : left1) === 0) return finish(g, 1 - scorer);
    return;
  }
  if (victory === Victory.Rescue && vipOf(g, s) < 0) return finish(g, g.seatRole[0] === t.scenario.rescueRole[0] ? 1 : 0); // the pilot is dead
  if (victory === Victory.Bunkers) {
    // NATO wins by destroying every bunker (L653); losing all its robots, it has lost.
    const wmd = wmdSeat(t, g);
    if (!bunkerStands(g, s)) return finish(g, 1 - wmd);
    if ((wmd === 0 ? left1 : left0) === 0) return finish(g, wmd);
    return;
  }
  // The last active robot also wins (L371); the flag and crypto games end the same way when one
  // side has no robot left on the map (a reconstruction: they could not win any more).
  if (left0 === 0 && left1 === 0) {
    if (victory === Victory.MissionControl) return; // the first team to hold Mission Control alone wins (L599)
    return finish(g, NO_WINNER);
  }
  if (left0 === 0) return finish(g, 1);
  if (left1 === 0) return finish(g, 0);
}

/** A robot left the map: the flag or an enemy crypto carried off its own edge wins (L403, L411, L421); the monster off the far edge (L479). */
export function exited(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, farEdge: boolean): void {
  const victory = t.scenario.victory[0]!;
  const seat = s.seat[u]!;
  const carry = s.carry[u]!;
  if (victory === Victory.CaptureTheFlag && carry === CARRY_FLAG && !farEdge) return finish(g, seat);
  if (victory === Victory.Crypto && carry >= 0 && carry !== seat && !farEdge) return finish(g, seat);
  if (victory === Victory.Cyborgs && carry >= 0) {
    // Any crypto carried off ends the game (L421): the mole wins off the far edge; a faction with the other's crypto off its own edge.
    if ((s.flags[u]! & UnitFlag.Mole) !== 0) return finish(g, farEdge ? THIRD_SIDE : NO_WINNER);
    return finish(g, !farEdge && carry !== seat && carry !== HUMAN_CRYPTO ? seat : NO_WINNER);
  }
  if (victory === Victory.Escape && farEdge && g.seatRole[seat] === t.scenario.monsterRole[0]) return finish(g, seat);
  if (victory === Victory.Rescue && !farEdge) {
    const vip = vipOf(g, s);
    if (vip >= 0 && s.host[vip] === u) return finish(g, seat); // the pilot escapes alive (L667)
  }
  settle(t, g, s);
}

/** At the turn cap: the defenders of Tokyo have won (L479), the gangs count points (L467), others stall. Returns 1 for a stall. */
export function finishAtCap(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): number {
  const victory = t.scenario.victory[0]!;
  if (victory === Victory.Escape) {
    finish(g, g.seatRole[0] === t.scenario.monsterRole[0] ? 1 : 0);
    return 0;
  }
  if (victory === Victory.StreetGangs) {
    finishStreet(g, s);
    return 0;
  }
  if (victory === Victory.Bunkers) {
    finish(g, wmdSeat(t, g)); // the bunkers stood to the end
    return 0;
  }
  if (victory === Victory.Rescue) {
    finish(g, g.seatRole[0] === t.scenario.rescueRole[0] ? 1 : 0); // he was not got out in time
    return 0;
  }
  if (victory === Victory.Dishes) {
    finish(g, dishWinner(t, g, s));
    return 0;
  }
  if (victory === Victory.MostRobots) {
    const green = fightingCount(g, s, 0, false);
    const yellow = fightingCount(g, s, 1, false);
    finish(g, green > yellow ? 0 : yellow > green ? 1 : NO_WINNER); // the most surviving robots (L639)
    return 0;
  }
  if (victory === Victory.Points) {
    const scorer = g.seatRole[0] === t.scenario.pointsRole[0] ? 0 : 1;
    finish(g, g.points[scorer]! >= t.scenario.pointsTie[0]! ? NO_WINNER : 1 - scorer); // a tie at ten points (L625)
    return 0;
  }
  finish(g, NO_WINNER);
  return 1;
}

export function finish(g: ScenarioGame, winner: number): void {
  g.winner = winner;
  g.over = 1;
}

/** Robots of the seat still fighting, or still to come in from orbit; with `infantry`, its living tents too (L609). */
function fightingCount(g: ScenarioGame, s: KriegbotState, seat: number, infantry: boolean): number {
  let count = 0;
  for (let u = 0; u < g.robots; u++) if (s.seat[u] === seat && (fighting(s, u) || (s.status[u] === Status.Active && (s.flags[u]! & UnitFlag.Inbound) !== 0))) count++;
  if (infantry) for (let u = g.robots; u < s.units; u++) if (s.seat[u] === seat && s.kind[u] === UnitKind.Infantry && s.status[u] === Status.Active) count++;
  return count;
}

function wmdSeat(t: KriegbotTables, g: ScenarioGame): number {
  return g.seatRole[0] === t.scenario.wmdRole[0] ? 0 : 1;
}

function bunkerStands(g: ScenarioGame, s: KriegbotState): boolean {
  for (let v = g.robots; v < s.units; v++) if (s.kind[v] === UnitKind.Structure && s.detail[v] === BUNKER && s.status[v] === Status.Active) return true;
  return false;
}

function escaped(g: ScenarioGame, s: KriegbotState, seat: number): boolean {
  for (let u = 0; u < g.robots; u++) if (s.seat[u] === seat && (s.flags[u]! & UnitFlag.Fled) !== 0) return true;
  return false;
}

/**
 * The Sharks and the Jets (L465-469): victory points for each gang and the police; the gang with
 * more points wins, equal points draw.
 */
function finishStreet(g: ScenarioGame, s: KriegbotState): void {
  let police = g.reinforcement === -2 ? -1 : 0; // -2 marks a Robocop that was called in
  const leader0 = leaderOf(g, s, 0);
  const leader1 = leaderOf(g, s, 1);
  for (let seat = 0; seat < 2; seat++) {
    const leader = seat === 0 ? leader0 : leader1;
    const rival = seat === 0 ? leader1 : leader0;
    let points = 0;
    if (leader >= 0 && (s.status[leader] === Status.Active || s.status[leader] === Status.BailedOut)) points += 2; // survives or bails out
    const rivalAlive = rival >= 0 && s.status[rival] === Status.Active;
    if (leader >= 0 && rivalAlive && (s.status[leader] === Status.BailedOut || (s.flags[leader]! & UnitFlag.Fled) !== 0)) points -= 3; // assassinated
    for (let u = 0; u < g.robots; u++) {
      if (!killed(s, u) || s.seat[u] === seat) continue;
      points += 1; // every police or rival robot destroyed, by any means
    }
    g.points[seat] = points;
  }
  for (let u = 0; u < g.robots; u++) {
    if (!killed(s, u)) continue;
    const flags = s.flags[u]!;
    if (s.seat[u] === 2) police -= 1;
    else if ((flags & UnitFlag.AttackedPolice) !== 0) police += 2;
    else if ((flags & UnitFlag.Illegal) !== 0) police += 1;
    else police -= 2; // an innocent gang robot
  }
  g.points[2] = police;
  finish(g, g.points[0]! > g.points[1]! ? 0 : g.points[1]! > g.points[0]! ? 1 : NO_WINNER);
}

/** A gang's leader: its one piloted robot (L453). */
function leaderOf(g: ScenarioGame, s: KriegbotState, seat: number): number {
  for (let u = 0; u < g.robots; u++) if (s.seat[u] === seat && (s.flags[u]! & UnitFlag.Piloted) !== 0) return u;
  return -1;
}
