// hot: what a Move passes on its way, not only where it ends. A strafe may come at any point of
// the move (L306), and a robot entering the flag's hex must pick it up and may move on (L399,
// L407). The reach search (map/reach.ts) lists the ends whose path passed a waypoint; this file marks the
// waypoints for the robot deciding, and walks the chosen path.
import * as reachModule from '../map/reach.js';
import * as codes from '../compile/codes.js';
import * as eventLogModule from '../log/event-log.js';
import * as logPathModule from '../log/log-path.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as scenarioDishesModule from './scenario-dishes.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioStrafeModule from './scenario-strafe.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logClose, logOpen, logPut } = eventLogModule;
const { Status } = codes;
const { addWaypoint, clearWaypoints } = reachModule;
const { planPath, plannedPath } = logPathModule;
const { cellDistance, sightBits } = mapScratchModule;
const { DISH, UnitFlag, UnitKind } = scenarioGameModule;
const { dishRules } = scenarioDishesModule;
const { carryObjective, isEnemy, Objective, wantsCrypto } = scenarioRulesModule;
const { fighting } = scenarioSetupModule;
const { strafeRanges } = scenarioStrafeModule;
const { maxSpeed } = unitsModule;

/** What the waypoints of a decision stand for. */
export const PathMode = { None: 0, Strafe: 1, Pickup: 2, Dish: 3 } as const;

/**
 * Marks the waypoints of unit u's next Move and returns the PathMode. A robot going for the flag or
 * a crypto marker marks every hex holding one it would pick up; a strafer marks every (hex,
 * facing) within a move of it from which an enemy lies on its 1-degree line, in sight and in
 * reach. For a pickup,
 * g.goalRest is how far the objective's hex lies from where the carrier then makes for, so ends
 * with and without the marker score on one scale.
 */
export function markWaypoints(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, strafer: boolean): number {
  const reach = g.map.reach;
  clearWaypoints(reach);
  g.goalRest = 0;
  if (objective >= Objective.Cell && dishRules(t)) {
    // Musical Chairs: every dish lying on the way is picked up (L673); having one is the goal reached.
    for (let v = g.robots; v < s.units; v++) if (s.kind[v] === UnitKind.Crypto && s.detail[v] === DISH && s.status[v] === Status.Active && s.cell[v]! >= 0) markHex(g, s.cell[v]!);
    return reach.waypointCount === 0 ? PathMode.None : PathMode.Dish;
  }
  if (objective >= Objective.Cell) {
    if (g.flagCell >= 0 && s.flagCarrier < 0) markHex(g, g.flagCell);
    if (s.carry[u]! < 0) {
      const mole = (s.flags[u]! & UnitFlag.Mole) !== 0;
      for (let v = g.robots; v < s.units; v++) if (wantsCrypto(s, u, v, mole)) markHex(g, s.cell[v]!);
    }
    if (reach.waypointCount === 0) return PathMode.None;
    g.goalRest = objectiveDistance(g, s, u, carryObjective(s, u), objective - Objective.Cell);
    return PathMode.Pickup;
  }
  if (!strafer) return PathMode.None;
  // Walking back from each enemy along the six lines gives exactly the hexes and facings that
  // have it on their 1-degree line, k hexes away; what is left to check is sight and reach.
  const inReach = strafeRanges(t, s, u); // bit k: a strafing weapon reaches k hexes
  if (inReach === 0) return PathMode.None;
  const longest = 31 - Math.clz32(inReach);
  const from = s.cell[u]!;
  const speed = maxSpeed(t, s, u);
  for (let v = 0; v < g.robots; v++) {
    if (!fighting(s, v) || !isEnemy(t, g, s, u, v)) continue;
    const at = s.cell[v]!;
    if (cellDistance(g.map, from, at) > speed + longest) continue; // no line into its hex within a move
    for (let dir = 0; dir < 6; dir++) {
      const back = dir < 3 ? dir + 3 : dir - 3;
      let cell = at;
      for (let k = 1; k <= longest; k++) {
        cell = reach.neighbours[cell * 6 + back]!;
        if (cell < 0) break;
        if (((inReach >> k) & 1) === 0 || cellDistance(g.map, from, cell) > speed) continue;
        if ((sightBits(t, g.map, cell, at) & 1) === 1) addWaypoint(reach, cell * 6 + dir);
      }
    }
  }
  return reach.waypointCount === 0 ? PathMode.None : PathMode.Strafe;
}

function markHex(g: ScenarioGame, cell: number): void {
  for (let facing = 0; facing < 6; facing++) addWaypoint(g.map.reach, cell * 6 + facing);
}

/** Hexes (or rows, for an edge) between a cell and the unit's objective. */
export function objectiveDistance(g: ScenarioGame, s: KriegbotState, u: number, objective: number, cell: number): number {
  const map = g.map;
  if (objective === Objective.OwnEdge || objective === Objective.FarEdge) {
    const row = (cell / map.width) | 0;
    const top = (s.seat[u] === 0) === (objective === Objective.OwnEdge);
    return top ? row : map.grid.height - 1 - row;
  }
  const goal = objective - Objective.Cell;
  return goal >= 0 ? cellDistance(map, cell, goal) : 0;
}

/** The objective an end is scored by: once its path passed a marker, the carrier's; once it passed a dish, none (the goal reached). */
export function pathObjective(s: KriegbotState, u: number, mode: number, via: number, objective: number): number {
  if (via < 0) return objective;
  return mode === PathMode.Pickup ? carryObjective(s, u) : mode === PathMode.Dish ? Objective.Fight : objective;
}

/**
 * Puts unit u at (cell, facing), packed as reach ends are, logging the leg as a Move of this
 * kind (0 plain, 1 strafe, 2 ram, 3 biped) with its steps from the planned path (planLoggedPath);
 * a leg that goes nowhere is logged only if `always`.
 */
export function stepTo(s: KriegbotState, u: number, cellFacing: number, kind: number, always: boolean): void {
  const from = s.cell[u]!;
  const fromDir = s.dir[u]!;
  const cell = (cellFacing / 6) | 0;
  const dir = cellFacing % 6;
  if (!always && cell === from && dir === fromDir) return;
  s.cell[u] = cell;
  s.dir[u] = dir;
  if (s.log.on !== 0) logLeg(s, u, from, fromDir, cell, dir, kind);
}

/**
 * When logging, plans the path of unit u's move from where it stands to `end` through `via`
 * (packed as reach ends; -1 for none) with the allowance it moves with (log-path.ts), so that
 * stepTo can log each leg's steps. `avoidWaypoints`: the move may not pass a marker it did not
 * stop for (the flag must be picked up on entering its hex, L399).
 */
export function planLoggedPath(g: ScenarioGame, s: KriegbotState, u: number, via: number, end: number, speed: number, rotations: number, sideslips: number, freeReface: boolean, avoidWaypoints: boolean): void {
  if (s.log.on === 0) return;
  const reach = g.map.reach;
  planPath(g.map, s.cell[u]!, s.dir[u]!, via, end, speed, rotations, sideslips, freeReface, avoidWaypoints ? reach.waypoints : null, reach.waypointStamp);
  legCursor = 0;
}

let legCursor = 0;

function logLeg(s: KriegbotState, u: number, from: number, fromDir: number, cell: number, dir: number, kind: number): void {
  if (!logOpen(s.log, Event.Move, u)) return;
  const log = s.log;
  logPut(log, from);
  logPut(log, fromDir);
  logPut(log, cell);
  logPut(log, dir);
  logPut(log, kind);
  // The leg's steps: up to the waypoint for the first leg of a move through one, the rest after.
  const path = plannedPath;
  const last = path.toVia > legCursor ? path.toVia : path.count;
  if (!path.found || legCursor > path.count) logPut(log, -1);
  else {
    logPut(log, last - legCursor);
    for (let i = legCursor; i < last; i++) logPut(log, path.steps[i]!);
    legCursor = last;
    if (last === path.count) path.found = false; // the move is done: the next needs its own plan
  }
  logClose(log);
}
