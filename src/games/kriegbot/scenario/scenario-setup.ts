// hot: setting up one scenario game (L359, L367-479): the two teams on opposite edges (seat 0
// at the top), the police, the structures, and each scenario's special units.
import type { Rng } from '../../../rng/rng.js';
import * as codes from '../compile/codes.js';
import * as mapScratchModule from '../map/map-scratch.js';
import type { MapScratch } from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as stateModule from '../resolve/state.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';
import * as infantryUnitsModule from './infantry-units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent, logEvent7, logReset, Mark } = eventLogModule;
const { Effect, MAX_SLOTS, Status } = codes;
const { resetMap } = mapScratchModule;
const { BUILDING, BUNKER, NO_WINNER, UnitFlag, UnitKind } = scenarioGameModule;
const { MAX_UNITS } = stateModule;
const { findEffect, resetRobot, resetSimple } = unitsModule;
const { deployDownedPilot, deployInfantry, deployPilots } = infantryUnitsModule;

const STRUCTURE_TV_TOWER = 0; // STRUCTURES order (map.ts)

/** Column offsets from the middle for the first, second and third robot of a team. */
const SPREAD = [0, -3, 3, -6, 6];
/** Musical Chairs: "at least four hexes away from other robots" (L679). */
const CHAIRS_SPREAD = [0, -4, 4, -8, 8];

export function deploy(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, a: number, b: number, rng: Rng): void {
  const map = g.map;
  resetMap(t, map);
  g.seatTeam[0] = a;
  g.seatTeam[1] = b;
  g.seatTeam[2] = t.scenario.police[0]!;
  for (let seat = 0; seat < 3; seat++) g.seatRole[seat] = g.seatTeam[seat]! >= 0 ? t.team.role[g.seatTeam[seat]!]! : -1;
  g.losses.fill(0);
  g.points.fill(0);
  g.reinforcement = -1;
  g.commsLost = 0;
  g.epicentre = -1;
  g.turn = 0;
  g.winner = NO_WINNER;
  g.over = 0;
  logReset(s.log);
  s.flagCarrier = -1;
  s.cell.fill(-1);
  let u = 0;
  for (let seat = 0; seat < 3; seat++) {
    const team = g.seatTeam[seat]!;
    if (team < 0) continue;
    const first = t.team.first[team]!;
    const count = t.team.count[team]!;
    for (let i = 0; i < count && u < MAX_UNITS; i++) {
      placeRobot(t, g, s, u, t.member.robot[first + i]!, seat);
      if (seat < 2) s.cell[u] = startCell(t, map, s, u, seat === 0 ? 0 : map.grid.height - 1, (t.scenario.dishRules[0] === 1 ? CHAIRS_SPREAD : SPREAD)[i] ?? 0);
      else if (i === 0) s.cell[u] = startCell(t, map, s, u, map.grid.height >> 1, 0); // Officer Krupke anywhere: the middle (L461)
      else {
        s.cell[u] = -1; // the Robocop waits off the map (L461)
        s.flags[u] = s.flags[u]! | UnitFlag.Reserve;
      }
      s.dir[u] = seat === 0 ? 3 : 0; // facing the enemy edge
      s.disk[u] = -1;
      if (seat < 2 && g.seatRole[seat] === t.scenario.insertionRole[0]) {
        s.cell[u] = -1; // in orbit: it comes in by insertion reentry (L528)
        s.flags[u] = s.flags[u]! | UnitFlag.Inbound;
      }
      u++;
    }
  }
  u = deployDerelicts(t, g, s, rng, u);
  g.robots = u;
  if (t.scenario.mole[0]! === 1) {
    const mole = rng.int(countSeats(s, u));
    s.flags[mole] = s.flags[mole]! | UnitFlag.Mole; // drawn by lot (L415)
  }
  g.gunner = -1;
  const gunner = t.scenario.gunner[0]!;
  if (gunner >= 0) {
    placeRobot(t, g, s, u, gunner, seatOfRole(g, t.scenario.landingRole[0]!));
    s.kind[u] = UnitKind.Gunner;
    g.gunner = u++;
  }
  g.landing = -1;
  g.bombardSeat = seatOfRole(g, t.scenario.bombardRole[0]!);
  g.bombardTower = -1;
  const structures = t.structure.type.length;
  for (let i = 0; i < structures && u < MAX_UNITS; i++) {
    resetSimple(s, u, 1, 2); // silhouette 1, destroyed by two damage (L316)
    s.kind[u] = UnitKind.Structure;
    s.detail[u] = t.structure.type[i]!;
    s.cell[u] = t.structure.cell[i]!;
    const edge = t.structure.edge[i]!;
    s.seat[u] = edge;
    s.carry[u] = -1;
    s.flags[u] = 0;
    if (t.structure.type[i] === STRUCTURE_TV_TOWER && edge >= 0) {
      if (edge === seatOfRole(g, t.scenario.landingRole[0]!) && g.landing < 0) g.landing = u;
      if (edge === g.bombardSeat && t.scenario.bombardUntilTower[0]! === 1 && g.bombardTower < 0) g.bombardTower = u;
      if (edge === seatOfRole(g, t.scenario.barrageRole[0]!)) s.simpleSilhouette[u] = 1 + t.scenario.towerCover[0]!; // it counts as wearing the skin (L691)
    }
    u++;
  }
  if (g.gunner >= 0) s.cell[g.gunner] = g.landing >= 0 ? s.cell[g.landing]! : -1;
  const wmd = seatOfRole(g, t.scenario.wmdRole[0]!);
  for (let i = 0; i < t.bunker.cell.length && u < MAX_UNITS; i++) {
    resetSimple(s, u, t.scenario.bunkerSilhouette[0]!, 2); // a building: two damage (L316), as if it wore its skin (L651)
    s.kind[u] = UnitKind.Structure;
    s.detail[u] = BUNKER;
    s.cell[u] = t.bunker.cell[i]!;
    s.seat[u] = wmd;
    s.carry[u] = -1;
    s.flags[u] = 0;
    u++;
  }
  for (let i = 0; i < t.tile.cell.length && u < MAX_UNITS; i++) {
    resetSimple(s, u, 1, 2); // a building: silhouette 1, two damage (L316, L532)
    s.kind[u] = UnitKind.Structure;
    s.detail[u] = BUILDING;
    s.cell[u] = t.tile.cell[i]!;
    s.seat[u] = -1;
    s.carry[u] = -1;
    s.flags[u] = 0;
    u++;
  }
  s.units = u;
  s.host.fill(-1);
  for (let v = 0; v < u; v++) {
    if (s.cell[v]! >= 0 && s.kind[v] !== UnitKind.Gunner) logEvent7(s.log, Event.Place, v, s.cell[v]!, s.dir[v]!, s.seat[v]!, s.kind[v]!, s.robot[v]!, s.detail[v]!, s.status[v]!);
    if (s.poweredUp[v] === 1) logEvent(s.log, Event.Mark, v, Mark.PoweredUp, 1, -1, 0); // the Solenoid's robot starts powered up (L681)
  }
  deployInfantry(t, g, s);
  deployDownedPilot(t, g, s, rng);
  deployPilots(t, g, s);
  g.flagCell = t.scenario.flagCell[0]!;
  g.counted.fill(0);
  for (let v = 0; v < g.robots; v++) if (s.seat[v]! < 0) g.counted[v] = 1; // a derelict is no one's loss
}

/**
 * Aftermath (L633): the derelict squad, each robot on a hex `ringRadius` straight out from the
 * centre, in random order, its pilot dead; nobody's until a pilot boards it (L516). Returns the
 * next free unit.
 */
function deployDerelicts(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, first: number): number {
  const team = t.scenario.derelictTeam.length === 0 ? -1 : t.scenario.derelictTeam[0]!;
  if (team < 0) return first;
  let u = first;
  const count = t.team.count[team]!;
  const offset = rng.int(6);
  for (let i = 0; i < count && u < MAX_UNITS; i++) {
    placeRobot(t, g, s, u, t.member.robot[t.team.first[team]! + i]!, 2);
    s.seat[u] = -1;
    s.status[u] = Status.PilotKilled; // the neutron bomb fried the pilot (L631)
    g.counted[u] = 1; // no one's loss
    let cell = t.scenario.centreCell[0]!;
    const direction = (offset + i) % 6;
    for (let step = 0; step < t.scenario.ringRadius[0]! && cell >= 0; step++) cell = g.map.reach.neighbours[cell * 6 + direction]!;
    s.cell[u] = cell;
    s.dir[u] = rng.int(6);
    s.disk[u] = -1;
    u++;
  }
  return u;
}

/** Puts robot unit u on a free hex of `row` near the middle (a late arrival, L463). */
export function placeAt(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, row: number): void {
  s.cell[u] = startCell(t, g.map, s, u, row, 0);
}

/** The seat playing a role (0 green, 1 yellow), or -1. */
export function seatOfRole(g: ScenarioGame, role: number): number {
  if (role < 0) return -1;
  for (let seat = 0; seat < 3; seat++) if (g.seatRole[seat] === role) return seat;
  return -1;
}

function countSeats(s: KriegbotState, robots: number): number {
  let count = 0;
  for (let u = 0; u < robots; u++) if (s.seat[u]! < 2) count++;
  return count;
}

function placeRobot(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, robot: number, seat: number): void {
  resetRobot(t, s, u, robot);
  const down = t.scenario.coreStepsDown[0]!; // the Tesla Tower's cores start three steps low (L703)
  s.energy[u] = s.energy[u]! > down ? s.energy[u]! - down : 0;
  s.kind[u] = UnitKind.Robot;
  s.seat[u] = seat;
  s.detail[u] = -1;
  s.carry[u] = -1;
  s.hackedSlot[u] = -1;
  const role = g.seatRole[seat]!;
  s.fragile[u] = role >= 0 && ((t.scenario.fragile[0]! >> role) & 1) === 1 ? 1 : 0;
  s.bonusDice[u] = role >= 0 && role === t.scenario.monsterRole[0] ? t.scenario.monsterDice[0]! : 0;
  s.flags[u] = t.robot.pilotSlot[robot]! >= 0 ? UnitFlag.Piloted : 0;
  s.dishes[u] = t.scenario.dishRules[0] === 1 ? 1 : 0; // every robot starts with an energy dish (L673)
  // The robot with the Solenoid may start powered up (L681); the AI always takes it.
  if (t.scenario.dishRules[0] === 1 && findEffect(t, s, u, Effect.RetainPowerUp) >= 0) s.poweredUp[u] = 1;
  if (role >= 0 && role === t.scenario.wmdRole[0] && t.robot.pilotSlot[robot]! >= 0) s.flags[u] = s.flags[u]! | UnitFlag.Nuke; // every terrorist pilot carries one (L649)
  s.cell[u] = -1;
}

/** A free hex on `row` near the middle column plus `offset` that the robot's drive may enter (L359). */
function startCell(t: KriegbotTables, map: MapScratch, s: KriegbotState, u: number, row: number, offset: number): number {
  const mask = t.robot.terrain[s.robot[u]!]!;
  const width = map.width;
  const middle = width >> 1;
  for (let depth = 0; depth < map.grid.height; depth++) {
    const r = row === 0 ? depth : row - depth;
    for (let step = 0; step < width; step++) {
      const column = middle + offset + (step % 2 === 0 ? step >> 1 : -((step + 1) >> 1));
      if (column < 0 || column >= width) continue;
      const cell = r * width + column;
      const terrain = map.grid.terrain[cell]!;
      if (((mask >> terrain) & 1) === 0 || taken(s, u, cell)) continue;
      return cell;
    }
  }
  return -1;
}

function taken(s: KriegbotState, u: number, cell: number): boolean {
  for (let v = 0; v < s.cell.length; v++) if (v !== u && s.cell[v] === cell && s.kind[v] === UnitKind.Robot && s.status[v] === Status.Active) return true;
  return false;
}

/** True when robot unit u is still fighting on the map. */
export function fighting(s: KriegbotState, u: number): boolean {
  return s.status[u] === Status.Active && s.cell[u]! >= 0 && s.kind[u] === UnitKind.Robot;
}

/**
 * Robot u stands in its hex, so no other robot may end a move there (L183): fighting, or lying
 * abandoned with its pilot bailed out or killed (L59), unless a crypto marker replaced the killed
 * robot (L407). A robot that blew up (its core destroyed) leaves nothing to stand in the way.
 */
export function fillsHex(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  if (s.cell[u]! < 0 || s.kind[u] !== UnitKind.Robot) return false;
  const status = s.status[u];
  return status === Status.Active || status === Status.BailedOut || (status === Status.PilotKilled && t.scenario.crypto[0]! === 0);
}

/** Damage markers on unit u's items: a measure of how hurt it is. */
export function damageOn(s: KriegbotState, u: number): number {
  let total = 0;
  for (let i = 0; i < MAX_SLOTS; i++) total += s.damage[u * MAX_SLOTS + i]!;
  return total;
}

