// hot: the scenario rules around the fight: who is an enemy (the police, L459), what each robot
// is after (flag, crypto, an edge), picking up and dropping markers (L395-401, L407), leaving the
// map (L361), structures falling (L318-321) and bombardment (L363).
import type { Rng } from '../../../rng/rng.js';
import * as poolModule from '../../../dice/pool.js';
import * as hexModule from '../../../hex/hex.js';
import * as terrainModule from '../map/terrain.js';
import * as codes from '../compile/codes.js';
import * as damageModule from '../resolve/damage.js';
import * as locationPolicyModule from '../resolve/location-policy.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as duelMoveModule from '../duel/duel-move.js';
import * as mapModule from '../map/map.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioDishesModule from './scenario-dishes.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as silhouetteModule from '../resolve/silhouette.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logClose, logEvent, logEvent6, logOpen, logPut, Mark } = eventLogModule;
const { Action, Hit, MAX_SLOTS, NO_MEDIUM, SlotKind, Status } = codes;
const { rollPool } = poolModule;
const { neighbourQ, neighbourR } = hexModule;
const { Terrain } = terrainModule;
const { collapse, markLocation } = damageModule;
const { attackerLocation, markersAt } = locationPolicyModule;
const { cellDistance, cellOf } = mapScratchModule;
const { hasElectricAttack } = duelMoveModule;
const { TERRAIN_BRIDGE, TERRAIN_FLOOD_PLAIN } = mapModule;
const { BUNKER, CARRY_FLAG, DISH, UnitFlag, UnitKind } = scenarioGameModule;
const { nearestDish } = scenarioDishesModule;
const { fighting } = scenarioSetupModule;
const { silhouetteAgainst } = silhouetteModule;
const { refreshSlots, resetSimple } = unitsModule;

/** What a robot is after this turn; Cell + c means "reach cell c". */
export const Objective = { Fight: 0, OwnEdge: 1, FarEdge: 2, Cell: 3 } as const;

/** VICTORIES order (scenario-file.ts). */
export const Victory = { FirstKill: 0, KillTheHuman: 1, CaptureTheFlag: 2, Crypto: 3, Cyborgs: 4, StreetGangs: 5, Escape: 6, LastStanding: 7, MissionControl: 8, LastUnit: 9, Bunkers: 10, Rescue: 11, Points: 12, MostRobots: 13, Dishes: 14 } as const;

const STRUCTURE = { TvTower: 0, GasStation: 1, BoatShed: 2, Dam: 3, Bridge: 4 } as const; // STRUCTURES order (map.ts)
/** The human mole's crypto colour (L419). */
export const HUMAN_CRYPTO = 2;

/** Does unit u fight unit v? Teams fight each other; the police only as the rules let them, and the gangs leave them be (L459). */
export function isEnemy(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, v: number): boolean {
  const su = s.seat[u]!;
  const sv = s.seat[v]!;
  if (u === v || su < 0 || sv < 0) return false;
  if (t.scenario.dishRules[0] === 1) return su < 2 && sv < 2; // every robot for itself (L671)
  if (su === sv) return false;
  if (sv === 2) return false;
  if (su === 2) return u !== firstPolice(t, g) || (s.flags[v]! & UnitFlag.Wanted) !== 0; // Krupke waits to be provoked; the Robocop does not (L459)
  return true;
}

/** Officer Krupke: the police team's first robot. */
export function firstPolice(t: KriegbotTables, g: ScenarioGame): number {
  const police = g.seatTeam[2]!;
  if (police < 0) return -1;
  let u = 0;
  for (let seat = 0; seat < 2; seat++) u += t.team.count[g.seatTeam[seat]!]!;
  return u;
}

export function objectiveOf(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  const seat = s.seat[u]!;
  if (seat === 2) return Objective.Fight;
  const victory = t.scenario.victory[0]!;
  const carry = s.carry[u]!;
  const mole = (s.flags[u]! & UnitFlag.Mole) !== 0;
  if (carry === CARRY_FLAG) return Objective.OwnEdge; // run home with it (L403)
  if (victory === Victory.Rescue && g.seatRole[seat] === t.scenario.rescueRole[0]) {
    const vip = vipOf(g, s);
    if (vip >= 0 && s.host[vip] === u) return Objective.OwnEdge; // fly him out (L665, L667)
    if (vip >= 0 && s.host[vip]! < 0 && s.cell[vip]! >= 0 && nearestFriend(g, s, vip) === u) return Objective.Cell + s.cell[vip]!; // pick him up
  }
  if (carry >= 0) {
    if (mole) return Objective.FarEdge; // the mole delivers to the opposite edge (L421)
    if (carry !== seat) return Objective.OwnEdge; // an enemy crypto wins at home (L411, L421)
  }
  if (victory === Victory.Escape && g.seatRole[seat] === t.scenario.monsterRole[0]) return Objective.FarEdge; // to Tokyo (L479)
  if (t.scenario.flee[0]! === 1 && !armed(t, s, u)) return Objective.OwnEdge; // nothing left to fight with: flee (L361)
  if (victory === Victory.CaptureTheFlag && s.flagCarrier < 0 && g.flagCell >= 0) return Objective.Cell + g.flagCell;
  if ((victory === Victory.Crypto || victory === Victory.Cyborgs) && carry < 0) {
    const marker = nearestCrypto(g, s, u, mole);
    if (marker >= 0) return Objective.Cell + s.cell[marker]!;
  }
  if (t.scenario.dishRules[0] === 1) {
    // Musical Chairs (L673-675): with three dishes leave off the nearer edge; short of two, fetch one.
    const dishes = s.dishes[u]!;
    if (dishes >= t.scenario.dishExit[0]!) {
      const row = (s.cell[u]! / g.map.width) | 0;
      const topNearer = row < g.map.grid.height - 1 - row;
      return (seat === 0) === topNearer ? Objective.OwnEdge : Objective.FarEdge;
    }
    const dish = dishes < t.scenario.dishWin[0]! ? nearestDish(g, s, u) : -1;
    if (dish >= 0) return Objective.Cell + s.cell[dish]!;
  }
  // Near empty where only the centre recharges (L705): go there.
  const r = s.robot[u]!;
  if (!mayPowerUp(t, g, s, u) && t.robot.expansion[r] === 1 && s.energy[u]! <= 1 && hasElectricAttack(t, r)) return Objective.Cell + t.scenario.centreCell[0]!;
  return Objective.Fight;
}

/**
 * Unit v is what unit u's side is after, to be closed on and shot like an enemy robot: a WMD
 * bunker for the side without them (L653), the downed pilot's tents (any may be him) for his
 * hunters (L659-663).
 */
export function missionTarget(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, v: number): boolean {
  if (s.status[v] !== Status.Active || s.cell[v]! < 0 || s.seat[v] === s.seat[u]) return false;
  const victory = t.scenario.victory[0];
  if (victory === Victory.Bunkers) return s.kind[v] === UnitKind.Structure && s.detail[v] === BUNKER;
  if (victory === Victory.Rescue) return s.kind[v] === UnitKind.Infantry && g.seatRole[s.seat[v]!] === t.scenario.rescueRole[0];
  // Human Wave: the robot scores for every building, structure and tent it destroys (L625).
  if (victory === Victory.Points && g.seatRole[s.seat[u]!] === t.scenario.pointsRole[0]) return s.kind[v] === UnitKind.Infantry || (s.kind[v] === UnitKind.Structure && s.detail[v] !== BUNKER);
  return false;
}

/** The TV tower on a seat's side stands (true on a map without one: there is nothing to lose, L577). */
export function ownTowerStands(g: ScenarioGame, s: KriegbotState, seat: number): boolean {
  for (let v = g.robots; v < s.units; v++) {
    if (s.kind[v] === UnitKind.Structure && s.detail[v] === STRUCTURE.TvTower && s.seat[v] === seat) return s.status[v] === Status.Active;
  }
  return true;
}

/** The downed pilot (L659), or -1 once he is dead. */
export function vipOf(g: ScenarioGame, s: KriegbotState): number {
  for (let v = g.robots; v < s.units; v++) if ((s.flags[v]! & UnitFlag.Vip) !== 0) return s.status[v] === Status.Active ? v : -1;
  return -1;
}

/** The fighting robot of infantry v's side nearest it, or -1. */
export function nearestFriend(g: ScenarioGame, s: KriegbotState, v: number): number {
  let best = -1;
  let bestDistance = 1e9;
  for (let u = 0; u < g.robots; u++) {
    if (!fighting(s, u) || s.seat[u] !== s.seat[v]) continue;
    const distance = cellDistance(g.map, s.cell[u]!, s.cell[v]!);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = u;
    }
  }
  return best;
}

/** Where the scenario lets a robot power up: anywhere, or within powerUpWithin hexes of the centre (the Tesla Tower, L705). */
export function mayPowerUp(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  if (t.scenario.dishRules[0] === 1 && s.dishes[u]! < t.scenario.dishPowerUp[0]!) return false; // only with two dishes (L675)
  const within = t.scenario.powerUpWithin[0]!;
  return within < 0 || cellDistance(g.map, s.cell[u]!, t.scenario.centreCell[0]!) <= within;
}

/** Unit u's policy focuses fire and its team can still talk: its TV tower stands (L318, A31). */
export function focusesFire(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  return t.robot.focusFire[s.robot[u]!] === 1 && ((g.commsLost >> s.seat[u]!) & 1) === 0;
}

/** Some attack item is still in one piece (a disabled one comes back with a reboot). */
export function armed(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  const r = s.robot[u]!;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    const slot = t.attack.slot[k]!;
    if (t.attack.action[k] === Action.Attack && slot >= 0 && s.destroyed[u * MAX_SLOTS + slot] === 0 && t.attack.hit[k] !== Hit.Paint) return true;
  }
  return false;
}

function nearestCrypto(g: ScenarioGame, s: KriegbotState, u: number, mole: boolean): number {
  let best = -1;
  let bestDistance = 1e9;
  for (let v = g.robots; v < s.units; v++) {
    if (!wantsCrypto(s, u, v, mole)) continue;
    const distance = cellDistance(g.map, s.cell[u]!, s.cell[v]!);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = v;
    }
  }
  return best;
}

/**
 * Unit v is a crypto marker on the map that unit u goes for: an enemy colour, or for the mole any
 * but the humans' own (L411, L421). A robot may pick up its own colour (L411) but gains nothing by it.
 */
export function wantsCrypto(s: KriegbotState, u: number, v: number, mole: boolean): boolean {
  if (s.kind[v] !== UnitKind.Crypto || s.detail[v] === DISH || s.status[v] !== Status.Active || s.cell[v]! < 0) return false;
  const colour = s.detail[v]!;
  return mole ? colour !== HUMAN_CRYPTO : colour !== s.seat[u];
}

/** What a robot makes for once it picks up what lies at its objective: its own edge, or the far edge for the mole (L403, L421). */
export function carryObjective(s: KriegbotState, u: number): number {
  return (s.flags[u]! & UnitFlag.Mole) !== 0 ? Objective.FarEdge : Objective.OwnEdge;
}

/** A robot entering a hex picks up the flag there (it must, L399), or a crypto marker it goes for (L407). */
export function pickUpHere(g: ScenarioGame, s: KriegbotState, u: number): void {
  const cell = s.cell[u]!;
  if (g.flagCell === cell && s.flagCarrier < 0) {
    s.flagCarrier = u;
    s.carry[u] = CARRY_FLAG;
    g.flagCell = -1;
    logEvent(s.log, Event.Pickup, u, CARRY_FLAG, cell, 0, 0);
  }
  for (let v = g.robots; v < s.units; v++) {
    if (s.kind[v] !== UnitKind.Crypto || s.detail[v] !== DISH || s.status[v] !== Status.Active || s.cell[v] !== cell) continue;
    s.dishes[u] = s.dishes[u]! + 1; // energy dishes: as many as lie there (L673)
    s.status[v] = Status.Destroyed;
    s.cell[v] = -1;
    logEvent(s.log, Event.Pickup, u, DISH, cell, 0, 0);
  }
  if (s.carry[u]! >= 0) return;
  const mole = (s.flags[u]! & UnitFlag.Mole) !== 0;
  for (let v = g.robots; v < s.units; v++) {
    if (s.cell[v] !== cell || !wantsCrypto(s, u, v, mole)) continue;
    s.carry[u] = s.detail[v]!;
    s.cell[v] = -1;
    s.status[v] = Status.Destroyed;
    logEvent(s.log, Event.Pickup, u, s.carry[u]!, cell, 0, 0);
    return;
  }
}

/** Returned by afterMove: the robot stayed, or left by its own edge or the far edge. */
export const Exit = { None: 0, OwnEdge: 1, FarEdge: 2 } as const;

/** After a robot's move: pick up what lies in its hex (pickUpHere), then leave the map if it is on the edge it was making for (L361). */
export function afterMove(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number): number {
  pickUpHere(g, s, u);
  const cell = s.cell[u]!;
  if (objective !== Objective.OwnEdge && objective !== Objective.FarEdge) return Exit.None;
  const row = (cell / g.map.width) | 0;
  const top = (s.seat[u] === 0) === (objective === Objective.OwnEdge);
  if (row !== (top ? 0 : g.map.grid.height - 1)) return Exit.None;
  if (objective === Objective.OwnEdge && t.scenario.flee[0]! === 0 && s.carry[u]! < 0) return Exit.None; // no fleeing here (L377)
  s.cell[u] = -1;
  s.flags[u] = s.flags[u]! | UnitFlag.Fled;
  logEvent(s.log, Event.Exit, u, cell, objective, s.carry[u]!, 0);
  return objective === Objective.OwnEdge ? Exit.OwnEdge : Exit.FarEdge;
}

/** A robot that dies or is damaged drops what it carries in its hex, or the flag in the hex behind it (L401). */
export function dropFlag(g: ScenarioGame, s: KriegbotState, u: number, behind: boolean): void {
  if (s.flagCarrier !== u) return;
  let cell = s.cell[u]!;
  if (behind) {
    const map = g.map;
    const back = (s.dir[u]! + 3) % 6;
    const there = cellOf(map, neighbourQ(map.q[cell]!, back), neighbourR(map.r[cell]!, back));
    if (there >= 0) cell = there; // never off the map (L401)
  }
  s.flagCarrier = -1;
  s.carry[u] = -1;
  g.flagCell = cell;
  logEvent(s.log, Event.Drop, u, CARRY_FLAG, cell, 0, 0);
  for (let v = 0; v < g.robots; v++) {
    if (v !== u && s.cell[v] === cell && fighting(s, v) && s.carry[v]! < 0) {
      s.flagCarrier = v; // a robot in that hex now carries it (L401)
      s.carry[v] = CARRY_FLAG;
      g.flagCell = -1;
      logEvent(s.log, Event.Pickup, v, CARRY_FLAG, cell, 0, 0);
      return;
    }
  }
}

/** A new crypto marker of `colour` where a robot fell (L407): silhouette 4, destroyed by one damage (L409). */
export function placeCrypto(s: KriegbotState, cell: number, colour: number): void {
  if (s.units >= s.cell.length || cell < 0) return;
  const v = s.units++;
  resetSimple(s, v, 4, 1);
  s.kind[v] = UnitKind.Crypto;
  s.detail[v] = colour;
  s.cell[v] = cell;
  s.seat[v] = -1;
  s.carry[v] = -1;
  s.flags[v] = 0;
  s.robot[v] = -1;
  logEvent(s.log, Event.Drop, v, colour, cell, 1, 0);
}

/** A structure was destroyed: the gas station burns its neighbours, the dam floods the plain, the bridge drops into the river (L318-321). */
export function structureFalls(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, v: number): void {
  const type = s.detail[v]!;
  const cell = s.cell[v]!;
  const map = g.map;
  logEvent(s.log, Event.Structure, v, type, cell, 0, 0);
  for (let i = 0; i < t.structure.cell.length; i++) if (t.structure.cell[i] === cell) map.fallen |= 1 << i; // no longer blocks sight (sight-table.ts)
  // "Destroying the TV tower closest to the opposing team's side means that team cannot
  // communicate" (L318): that is, the team whose side the tower stands on (A31). What the map AI
  // loses is focus fire (focusesFire).
  if (type === STRUCTURE.TvTower && s.seat[v]! >= 0) g.commsLost |= 1 << s.seat[v]!;
  if (type !== STRUCTURE.Dam && type !== STRUCTURE.Bridge) collapse(t, s, v); // a building falls on those inside
  if (type === STRUCTURE.GasStation) {
    for (let u = 0; u < g.robots; u++) {
      if (!fighting(s, u) || cellDistance(map, cell, s.cell[u]!) > 1) continue;
      if (s.onFire[u] === 0) logEvent(s.log, Event.Mark, u, Mark.OnFire, 1, v, 0);
      s.onFire[u] = 1;
    }
  } else if (type === STRUCTURE.Dam) {
    for (let c = 0; c < map.cells; c++) {
      if (map.grid.terrain[c] !== TERRAIN_FLOOD_PLAIN) continue;
      map.grid.terrain[c] = Terrain.Water;
      map.terrainChanged = 1;
      for (let u = 0; u < g.robots; u++) {
        if (!fighting(s, u) || s.cell[u] !== c) continue;
        disableTwo(t, s, u);
        markLocation(t, s, u, rng.int(5), false); // one damage in a random location (L320)
      }
    }
  } else if (type === STRUCTURE.Bridge) {
    if (map.grid.terrain[cell] === TERRAIN_BRIDGE) {
      map.grid.terrain[cell] = Terrain.Water;
      map.terrainChanged = 1;
    }
    for (let u = 0; u < g.robots; u++) if (fighting(s, u) && s.cell[u] === cell) disableTwo(t, s, u);
  }
}

/** Event.Marker location of a disable the robot's owner places (the flood and the bridge, L320-321). */
export const OWNER_CHOICE = -3;

/** "Disable two items of their choice" (L320-321): the owner picks the weapons and systems it misses least, never drive, core or pilot. */
function disableTwo(t: KriegbotTables, s: KriegbotState, u: number): void {
  const r = s.robot[u]!;
  let left = 2;
  for (let i = t.robot.slotCount[r]! - 1; i >= 0 && left > 0; i--) {
    const row = r * MAX_SLOTS + i;
    const kind = t.slot.kind[row];
    if (t.slot.occupied[row] !== 1 || t.slot.pilot[row] === 1 || (kind !== SlotKind.Weapon && kind !== SlotKind.System)) continue;
    const cell = u * MAX_SLOTS + i;
    if (s.disabled[cell] === 1 || s.destroyed[cell] === 1) continue;
    s.disabled[cell] = 1;
    refreshSlots(s, u);
    logEvent6(s.log, Event.Marker, u, OWNER_CHOICE, i, i, 1, 0, s.status[u]!);
    left--;
  }
}

/** Bombardment at the start of the status phase (L363): each painted enemy robot takes a 1D6 attack that does two damage on a hit. */
export function bombard(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  if (t.scenario.derelictTeam[0]! >= 0) bombardFrom(t, g, s, rng, -1, true); // Aftermath: every painted robot, friend or foe (L637)
  const seat = g.bombardSeat;
  if (seat < 0 || (g.bombardTower >= 0 && s.status[g.bombardTower] !== Status.Active)) return;
  if (g.landing >= 0 && g.bombardTower < 0 && s.status[g.landing] !== Status.Active) return;
  bombardFrom(t, g, s, rng, seat, true);
}

/** A bombardment attack by `seat` on each enemy robot, or only the painted ones (a flag carrier's "as if painted", L400, is for line of sight only, L129): 1D6 against its silhouette, two damage on a hit (L363). */
export function bombardFrom(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, seat: number, paintedOnly: boolean): void {
  let spotter = -1; // whose location policy places the hits; a side of infantry has none (row 0's is used)
  for (let u = 0; u < g.robots; u++) if (s.seat[u] === seat && spotter < 0) spotter = u;
  for (let v = 0; v < g.robots; v++) {
    if (!fighting(s, v) || s.seat[v] === seat || s.seat[v] === 2 || (paintedOnly && s.painted[v] !== 1)) continue;
    rollPool(rng, 1, s.pool);
    const sil = silhouetteAgainst(t, s, v, NO_MEDIUM, false);
    const hit = s.pool.total >= sil ? 1 : 0;
    if (logOpen(s.log, Event.Bombard, v)) {
      logPut(s.log, s.pool.total);
      logPut(s.log, hit);
      logPut(s.log, sil);
      logPut(s.log, seat);
      logPut(s.log, paintedOnly ? 1 : 0);
      logPut(s.log, s.pool.size);
      for (let i = 0; i < s.pool.size; i++) logPut(s.log, s.pool.faces[i]!);
      logClose(s.log);
    }
    if (hit === 0) continue;
    const location = attackerLocation(t, s, spotter, v, s.pool, Hit.Damage2);
    const markers = markersAt(Hit.Damage2, s.pool, location);
    for (let m = 0; m < markers && s.status[v] === Status.Active; m++) markLocation(t, s, v, location, false);
  }
}
