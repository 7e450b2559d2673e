// hot: insertion reentry (expansion, L528): a robot coming in from orbit marks a target hex with
// a deployment disk in one movement phase and lands on it in the next, facing any way; landing is
// its movement (base silhouette 1), and it kills infantry it lands on, and both robots die if it
// lands on another. Beachhead (L601-609): one robot marks its disk each turn, never within six
// hexes of a friendly robot or disk.
import * as codes from '../compile/codes.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent } = eventLogModule;
const { Movement, RANGES, Status } = codes;
const { arcsAt, cellDistance } = mapScratchModule;
const { UnitFlag, UnitKind } = scenarioGameModule;
const { isEnemy } = scenarioRulesModule;
const { fighting } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;

/** "No deployment disk may be placed within 6 hexes of a friendly robot or disk" (L607). */
const FRATRICIDE_RANGE = 6;

export function inbound(s: KriegbotState, u: number): boolean {
  return (s.flags[u]! & UnitFlag.Inbound) !== 0 && s.status[u] === Status.Active;
}

/** At the start of the movement phase: inbound robots with a disk land; then one more marks its disk (one a turn, L607). */
export function insertions(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  for (let u = 0; u < g.robots; u++) if (inbound(s, u) && s.disk[u]! >= 0) land(t, g, s, u);
  for (let u = 0; u < g.robots; u++) {
    if (!inbound(s, u) || s.disk[u]! >= 0) continue;
    const disk = chooseDisk(t, g, s, u);
    if (disk < 0) continue;
    s.disk[u] = disk;
    logEvent(s.log, Event.Disk, u, disk, 0, 0, 0);
    return;
  }
}

/** The robot lands on its disk, facing its nearest enemy (L528). */
function land(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): void {
  const cell = s.disk[u]!;
  s.disk[u] = -1;
  s.flags[u] = s.flags[u]! & ~UnitFlag.Inbound;
  s.cell[u] = cell;
  s.movement[u] = Movement.Maneuver; // its movement this turn, base silhouette 1 (L223, L528)
  s.dir[u] = faceNearestEnemy(t, g, s, u);
  logEvent(s.log, Event.Arrive, u, cell, s.dir[u]!, s.robot[u]!, 0);
  for (let v = 0; v < s.units; v++) {
    if (v === u || s.cell[v] !== cell || s.status[v] !== Status.Active) continue;
    if (s.kind[v] === UnitKind.Infantry) {
      s.status[v] = Status.Destroyed; // crushed (L528)
      logEvent(s.log, Event.Status, v, Status.Destroyed, 0, 0, 0);
    } else if (s.kind[v] === UnitKind.Robot) {
      s.status[v] = Status.CoreDestroyed; // both robots are destroyed (L528)
      s.status[u] = Status.CoreDestroyed;
      logEvent(s.log, Event.Status, v, Status.CoreDestroyed, 0, 0, 0);
      logEvent(s.log, Event.Status, u, Status.CoreDestroyed, 0, 0, 0);
    }
  }
  settle(t, g, s);
}

/** The facing that puts the nearest enemy most nearly ahead. */
function faceNearestEnemy(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  const enemy = nearestEnemy(t, g, s, u, s.cell[u]!);
  if (enemy < 0) return s.seat[u] === 0 ? 3 : 0;
  for (let facing = 0; facing < 6; facing++) if ((arcsAt(g.map, s.cell[u]!, facing, s.cell[enemy]!) & 1) !== 0) return facing;
  return 0;
}

function nearestEnemy(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, from: number): number {
  let best = -1;
  let bestDistance = 1e9;
  for (let v = 0; v < s.units; v++) {
    if (s.status[v] !== Status.Active || s.cell[v]! < 0 || (s.kind[v] !== UnitKind.Robot && s.kind[v] !== UnitKind.Infantry)) continue;
    if (s.kind[v] === UnitKind.Robot ? !isEnemy(t, g, s, u, v) : s.seat[v] === s.seat[u]) continue;
    const distance = cellDistance(g.map, from, s.cell[v]!);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = v;
    }
  }
  return best;
}

/**
 * Where robot u's disk goes: a hex its drive may enter, with no robot in it, at its preferred
 * range from the nearest enemy as nearly as it can, and more than six hexes from every friendly
 * robot and disk (L607); -1 if there is none (it waits).
 */
function chooseDisk(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const mask = t.robot.terrain[r]!;
  const goal = t.robot.preferredRange[r]!;
  let best = -1;
  let bestScore = -1e9;
  for (let cell = 0; cell < g.map.cells; cell++) {
    if (((mask >> g.map.grid.terrain[cell]!) & 1) === 0 || tooClose(g, s, u, cell)) continue;
    const enemy = nearestEnemy(t, g, s, u, cell);
    const distance = enemy < 0 ? RANGES : cellDistance(g.map, cell, s.cell[enemy]!);
    if (distance === 0) continue;
    const score = -(distance > goal ? distance - goal : goal - distance);
    if (score > bestScore) {
      bestScore = score;
      best = cell;
    }
  }
  return best;
}

function tooClose(g: ScenarioGame, s: KriegbotState, u: number, cell: number): boolean {
  for (let v = 0; v < g.robots; v++) {
    if (v === u || s.seat[v] !== s.seat[u] || s.status[v] !== Status.Active) continue;
    const at = fighting(s, v) ? s.cell[v]! : s.disk[v]!;
    if (at >= 0 && cellDistance(g.map, at, cell) <= FRATRICIDE_RANGE) return true;
  }
  for (let v = 0; v < g.robots; v++) if (v !== u && fighting(s, v) && s.cell[v] === cell) return true; // no robot in it
  return false;
}
