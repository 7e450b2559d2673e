// hot: ramming on the map (L310, L477, L522): a robot rams an enemy with a lower maximum speed
// that it sees (or that is painted) at the start of its move, ending beside and facing it; rams
// on infantry leave the rammer unharmed.
import type { Rng } from '../../../rng/rng.js';
import * as poolModule from '../../../dice/pool.js';
import * as actionsModule from '../resolve/actions.js';
import * as reachModule from '../map/reach.js';
import * as codes from '../compile/codes.js';
import * as damageModule from '../resolve/damage.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioPathModule from './scenario-path.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logClose, logEvent, logOpen, logPut, Mark } = eventLogModule;
const { Status } = codes;
const { rollPool } = poolModule;
const { moveAndRam } = actionsModule;
const { clearWaypoints, reachable, setEnterable } = reachModule;
const { markLocation, markSimple } = damageModule;
const { sightBits } = mapScratchModule;
const { UnitKind } = scenarioGameModule;
const { objectiveDistance, planLoggedPath, stepTo } = scenarioPathModule;
const { armed, isEnemy, missionTarget, Objective } = scenarioRulesModule;
const { fighting, fillsHex } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;
const { maxSpeed } = unitsModule;

/**
 * Ramming (L310): a robot with nothing left to shoot with, or a monster built for it, rams an
 * enemy with a lower maximum speed that it can see (or that is painted) at the start of its move,
 * ending adjacent to and facing it; both actions are spent. The rammer takes 1D6 damage at
 * location 0 (less the monster's reduction, L477), the victim as many in random locations; if
 * one is destroyed the other is on fire. Returns true if it rammed.
 */
export function ramming(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, objective: number, rotations: number, sideslips: number): boolean {
  const monster = g.seatRole[s.seat[u]!] === t.scenario.monsterRole[0];
  if ((!monster && armed(t, s, u)) || (objective !== Objective.Fight && !monster) || s.attackActions[u]! === 0 || s.defenseActions[u]! === 0) return false;
  const map = g.map;
  const from = s.cell[u]!;
  const speed = maxSpeed(t, s, u);
  const count = rammingEnds(t, g, s, u, rotations, sideslips);
  for (let i = 0; i < count; i++) {
    const end = map.ramReach.ends[i]!;
    const cell = (end / 6) | 0;
    const victimCell = map.reach.neighbours[end]!; // the hex it faces
    if (victimCell < 0) continue;
    if (objective !== Objective.Fight && objectiveDistance(g, s, u, objective, cell) >= objectiveDistance(g, s, u, objective, from)) continue; // a ram on the way only
    for (let v = 0; v < g.robots; v++) {
      if (s.cell[v] !== victimCell || !fighting(s, v) || !isEnemy(t, g, s, u, v) || maxSpeed(t, s, v) >= speed) continue;
      if (s.painted[v] !== 1 && (sightBits(t, map, from, victimCell) & 1) === 0) continue;
      moveAndRam(s, u);
      planLoggedPath(g, s, u, -1, end, speed - 1, rotations, sideslips, t.robot.freeReface[s.robot[u]!] === 1, false);
      stepTo(s, u, end, 2, true);
      rollPool(rng, 1, s.pool);
      const damage = s.pool.total;
      const reduction = t.scenario.ramReduction.length === 0 ? 0 : t.scenario.ramReduction[0]!; // the Lizard-bot's, L477
      const ownCut = monster ? reduction : 0;
      const theirCut = g.seatRole[s.seat[v]!] === t.scenario.monsterRole[0] ? reduction : 0;
      if (s.log.on !== 0) logRam(s, u, v, damage, ownCut, theirCut);
      for (let m = ownCut; m < damage && s.status[u] === Status.Active; m++) markLocation(t, s, u, 0, false);
      for (let m = theirCut; m < damage && s.status[v] === Status.Active; m++) markLocation(t, s, v, rng.int(5), false);
      if (s.status[u] !== Status.Active && s.status[v] === Status.Active) ignite(s, v, u);
      if (s.status[v] !== Status.Active && s.status[u] === Status.Active) ignite(s, u, v);
      settle(t, g, s);
      return true;
    }
  }
  return false;
}

/**
 * Ramming infantry (L522): "as if it was a robot", but the rammer takes no damage; infantry in a
 * robot's hex or in a building cannot be rammed (L522, L532). The AI rams a tent it is after (a
 * mission target) or any tent when it has nothing left to shoot with; any damage kills it, a roll of 0 does none.
 * (The rammer "may continue its movement"; here it stops beside its victim.) True if it rammed.
 */
export function rammingInfantry(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, rotations: number, sideslips: number): boolean {
  if (s.attackActions[u]! === 0 || s.defenseActions[u]! === 0) return false;
  const unarmed = !armed(t, s, u);
  let any = false; // most games have no tent to ram: look once before trying every end
  for (let v = g.robots; v < s.units && !any; v++) any = s.kind[v] === UnitKind.Infantry && s.status[v] === Status.Active && s.seat[v] !== s.seat[u] && (unarmed || missionTarget(t, g, s, u, v));
  if (!any) return false;
  const map = g.map;
  const from = s.cell[u]!;
  const speed = maxSpeed(t, s, u);
  const count = rammingEnds(t, g, s, u, rotations, sideslips);
  for (let i = 0; i < count; i++) {
    const end = map.ramReach.ends[i]!;
    const victimCell = map.reach.neighbours[end]!; // the hex it faces
    if (victimCell < 0) continue;
    for (let v = g.robots; v < s.units; v++) {
      if (s.kind[v] !== UnitKind.Infantry || s.status[v] !== Status.Active || s.cell[v] !== victimCell || s.inBuilding[v] !== -1) continue;
      if (!unarmed && !missionTarget(t, g, s, u, v)) continue;
      if (s.seat[v] === s.seat[u] || (s.detail[v] === 1 ? 5 : 2) >= speed || robotIn(t, g, s, victimCell)) continue; // motorized 5, on foot 2 (L507)
      if ((sightBits(t, map, from, victimCell) & 1) === 0) continue;
      moveAndRam(s, u);
      planLoggedPath(g, s, u, -1, end, speed - 1, rotations, sideslips, t.robot.freeReface[s.robot[u]!] === 1, false);
      stepTo(s, u, end, 2, true);
      rollPool(rng, 1, s.pool);
      if (s.log.on !== 0) logRam(s, u, v, s.pool.total, s.pool.total, 0);
      markSimple(s, v, s.pool.total); // the victim takes the roll in damage and one kills a tent (L310, L522); a 0 leaves it standing
      settle(t, g, s);
      return true;
    }
  }
  return false;
}

/** A robot, abandoned or not, stands in the hex: infantry there cannot be rammed (L522). */
function robotIn(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, cell: number): boolean {
  for (let v = 0; v < g.robots; v++) if (fillsHex(t, s, v) && s.cell[v] === cell) return true;
  return false;
}

/**
 * Where robot u's move may end before a collision: "A collision costs one movement point" (L310),
 * so the move gets one point less; the ends go to map.ramReach, leaving the move's own search as
 * it is. Returns how many.
 */
function rammingEnds(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, rotations: number, sideslips: number): number {
  const map = g.map;
  const ram = map.ramReach;
  const points = maxSpeed(t, s, u) - 1;
  if (points < 0) return 0;
  ram.occupied.set(map.reach.occupied);
  setEnterable(ram, t.robot.terrain[s.robot[u]!]!); // as for the robot's Move (movementOption)
  clearWaypoints(ram);
  const cell = s.cell[u]!;
  return reachable(map.grid, ram, map.q[cell]!, map.r[cell]!, s.dir[u]!, points, rotations, sideslips, t.robot.freeReface[s.robot[u]!] === 1, false, map.terrainChanged === 0 ? map.reachCache : null);
}

/** The Ram event: the victim, the damage rolled, the markers the rammer and the victim are spared (L477, L522), and the faces. */
function logRam(s: KriegbotState, u: number, v: number, damage: number, ownCut: number, theirCut: number): void {
  if (!logOpen(s.log, Event.Ram, u)) return;
  logPut(s.log, v);
  logPut(s.log, damage);
  logPut(s.log, ownCut);
  logPut(s.log, theirCut);
  logPut(s.log, s.pool.size);
  for (let i = 0; i < s.pool.size; i++) logPut(s.log, s.pool.faces[i]!);
  logClose(s.log);
}

/** "If one of the robots is destroyed in the collision, the other is on fire" (L310). */
function ignite(s: KriegbotState, u: number, by: number): void {
  if (s.onFire[u] === 0) logEvent(s.log, Event.Mark, u, Mark.OnFire, 1, by, 0);
  s.onFire[u] = 1;
}
