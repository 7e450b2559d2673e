// hot: putting infantry on the map (expansion, L491-527): a tent is a simple target (one damage
// kills it, no statuses, L522) that fights with the infantry row's rifle and designator. Tents
// start boarded on their side's robots or on its edge (L595), or appear when a pilot bails out
// (L495). Units are appended after the robots and structures; their index is their name order.
import type { Rng } from '../../../rng/rng.js';
import * as terrainModule from '../map/terrain.js';
import * as codes from '../compile/codes.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as silhouetteModule from '../resolve/silhouette.js';
import * as stateModule from '../resolve/state.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent6 } = eventLogModule;
const { MAX_SLOTS, SlotKind, Status } = codes;
const { Terrain } = terrainModule;
const { BUNKER, Infantry, UnitFlag, UnitKind } = scenarioGameModule;
const { SILHOUETTE_BY_RANGE } = silhouetteModule;
const { MAX_UNITS } = stateModule;
const { resetRobot } = unitsModule;

/** Motorized infantry defend with silhouette 5 (L520). */
const MOTORIZED_SILHOUETTE = 5;

/** A new infantry unit of `seat` at `cell` (-1: off the map, boarded on `host`), or -1 when every unit slot is taken. */
export function addInfantry(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, seat: number, kind: number, cell: number, pilot: boolean): number {
  const row = t.scenario.infantryRow.length === 0 ? -1 : t.scenario.infantryRow[0]!;
  if (row < 0 || s.units >= MAX_UNITS) return -1;
  const u = s.units++;
  resetRobot(t, s, u, row);
  s.simpleHits[u] = 1; // one damage kills (L522)
  s.simpleSilhouette[u] = kind === Infantry.Motorized ? MOTORIZED_SILHOUETTE : SILHOUETTE_BY_RANGE; // L520
  s.kind[u] = UnitKind.Infantry;
  s.detail[u] = kind;
  s.seat[u] = seat;
  s.carry[u] = -1;
  s.flags[u] = pilot ? UnitFlag.Pilot : 0;
  s.pilotCard[u] = -1;
  s.host[u] = -1;
  s.hostSlot[u] = -1;
  s.fragile[u] = 0;
  s.bonusDice[u] = 0;
  s.dir[u] = 0; // infantry have no facing (L507)
  s.attackActions[u] = 0; // none on the turn it appears (L497)
  enterHex(g, s, u, cell);
  if (cell >= 0) logEvent6(s.log, Event.Place, u, cell, 0, seat, UnitKind.Infantry, s.robot[u]!, s.detail[u]!);
  return u;
}

/** Unit u now stands in `cell`: a building hex gives it cover (L532) and it shares the building's fate (L534). */
export function enterHex(g: ScenarioGame, s: KriegbotState, u: number, cell: number): void {
  s.cell[u] = cell;
  s.inBuilding[u] = -1;
  if (cell < 0 || g.map.grid.terrain[cell] !== Terrain.Building) return;
  s.inBuilding[u] = -2; // a building that is no target (a plain building hex, the indestructible centre)
  for (let v = g.robots; v < s.units; v++) if (s.kind[v] === UnitKind.Structure && s.cell[v] === cell && s.status[v] === Status.Active) s.inBuilding[u] = v;
}

/** Boards footsoldier u onto robot h, on the first weapon or system card that holds none (L518); false if every card holds one. */
export function boardOn(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, h: number): boolean {
  const r = s.robot[h]!;
  for (let slot = 0; slot < t.robot.slotCount[r]!; slot++) {
    const kind = t.slot.kind[r * MAX_SLOTS + slot];
    if ((kind !== SlotKind.Weapon && kind !== SlotKind.System) || t.slot.occupied[r * MAX_SLOTS + slot] !== 1 || s.destroyed[h * MAX_SLOTS + slot] === 1) continue;
    let free = true;
    for (let v = g.robots; v < s.units; v++) if (s.host[v] === h && s.hostSlot[v] === slot && s.status[v] === Status.Active) free = false;
    if (!free) continue;
    s.host[u] = h;
    s.hostSlot[u] = slot;
    s.cell[u] = -1;
    s.inBuilding[u] = -1;
    return true;
  }
  return false;
}

/** The infantry each side starts with (L595): footsoldiers boarded on its robots in turn, then tents on its edge. */
export function deployInfantry(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  // A footsoldier with a suicide nuke in each WMD bunker (L645, L649).
  const units = s.units;
  for (let v = g.robots; v < units; v++) {
    if (s.kind[v] !== UnitKind.Structure || s.detail[v] !== BUNKER) continue;
    const u = addInfantry(t, g, s, s.seat[v]!, Infantry.Footsoldier, s.cell[v]!, false);
    if (u < 0) break;
    s.flags[u] = s.flags[u]! | UnitFlag.Nuke;
    s.attackActions[u] = 1;
  }
  if (t.force.boarded.length === 0) return;
  for (let seat = 0; seat < 2; seat++) {
    const role = g.seatRole[seat]!;
    if (role < 0) continue;
    const edge = seat === 0 ? 0 : g.map.grid.height - 1;
    let robot = 0;
    for (let i = 0; i < t.force.boarded[role]!; i++) {
      const u = addInfantry(t, g, s, seat, Infantry.Footsoldier, -1, false);
      if (u < 0) return;
      for (let tries = 0; tries < g.robots; tries++) {
        const h = (robot + tries) % g.robots;
        if (s.seat[h] === seat && boardOn(t, g, s, u, h)) {
          robot = h + 1;
          break;
        }
      }
      if (s.host[u]! < 0) s.status[u] = Status.Destroyed; // no card left to ride on
    }
    const foot = t.force.foot[role]!;
    const all = foot + t.force.motorized[role]!;
    for (let i = 0; i < all; i++) {
      const offset = (g.map.width >> 1) + (i % 2 === 0 ? i + 1 : -i - 1); // beside the robots' middle start
      const column = offset < 0 ? 0 : offset >= g.map.width ? g.map.width - 1 : offset;
      const u = addInfantry(t, g, s, seat, i < foot ? Infantry.Footsoldier : Infantry.Motorized, edge * g.map.width + column, false);
      if (u >= 0) s.attackActions[u] = 1; // on the map from the start: it acts in the first infantry phase
    }
    // Footsoldiers in orbit (Bombs Away's lone attacker, L689): they mark their target in the first
    // infantry phase and all land in the next, on the nearest enemy robot (scenario-infantry.ts).
    for (let i = 0; i < t.force.inbound[role]!; i++) {
      const u = addInfantry(t, g, s, seat, Infantry.Footsoldier, -1, false);
      if (u < 0) return;
      s.flags[u] = s.flags[u]! | UnitFlag.Inbound;
      s.disk[u] = -1;
    }
  }
}

/** Aftermath (L635): each side's pilots wait in the air to para-drop by insertion reentry. */
export function deployPilots(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  const pilots = t.scenario.pilotsEach.length === 0 ? 0 : t.scenario.pilotsEach[0]!;
  for (let seat = 0; seat < 2; seat++) {
    for (let i = 0; i < pilots; i++) {
      const u = addInfantry(t, g, s, seat, Infantry.Footsoldier, -1, true);
      if (u < 0) return;
      s.flags[u] = s.flags[u]! | UnitFlag.Inbound;
      s.disk[u] = -1;
      s.attackActions[u] = 1;
      const cards = t.scenario.pilotCards[0]!;
      s.pilotCard[u] = cards > 0 ? i % cards : -1; // each player chooses a pilot card (L633): the pilot cards in catalogue order (reconstructed)
    }
  }
}

/**
 * Downed Pilot (L659): the pilot and his decoys, footsoldiers all alike to the enemy, spread within
 * `within` hexes of the enemy edge; one, drawn at random, is the real pilot.
 */
export function deployDownedPilot(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  const role = t.scenario.rescueRole.length === 0 ? -1 : t.scenario.rescueRole[0]!;
  if (role < 0) return;
  let seat = -1;
  for (let v = 0; v < 2; v++) if (g.seatRole[v] === role) seat = v;
  if (seat < 0) return;
  const tents = t.scenario.rescueTents[0]!;
  const within = t.scenario.rescueWithin[0]!;
  const height = g.map.grid.height;
  const width = g.map.width;
  const real = rng.int(tents);
  for (let i = 0; i < tents; i++) {
    const depth = 1 + (i % within); // rows from the enemy edge: 1 .. within
    const row = seat === 0 ? height - 1 - depth : depth;
    const column = Math.floor(((i + 0.5) * width) / tents);
    const u = addInfantry(t, g, s, seat, Infantry.Footsoldier, row * width + column, false);
    if (u < 0) return;
    s.attackActions[u] = 1;
    if (i === real) s.flags[u] = s.flags[u]! | UnitFlag.Vip;
  }
}
