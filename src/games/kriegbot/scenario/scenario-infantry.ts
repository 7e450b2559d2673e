// hot: the infantry phase (expansion, L499-527), just before the status phase: each infantry, in
// name order (unit order), moves, attacks or boards. The AI follows the rulebook's own solitaire
// infantry (L623): shoot when a shot can have an effect (the designator unless the target is
// already painted), otherwise move closer, preferring buildings, then woods.
import type { Rng } from '../../../rng/rng.js';
import * as terrainModule from '../map/terrain.js';
import * as attackModule from '../resolve/attack.js';
import * as codes from '../compile/codes.js';
import * as hitChanceModule from '../resolve/hit-chance.js';
import * as infantryUnitsModule from './infantry-units.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import * as silhouetteModule from '../resolve/silhouette.js';
import * as scenarioNukeModule from './scenario-nuke.js';
import * as scenarioUavModule from './scenario-uav.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent, logEvent6, MoveKind } = eventLogModule;
const { Hit, MAX_SLOTS, Status } = codes;
const { Terrain } = terrainModule;
const { bandDice, useAttack } = attackModule;
const { hitChance } = hitChanceModule;
const { boardOn, enterHex } = infantryUnitsModule;
const { cellDistance, sightBits } = mapScratchModule;
const { Infantry, UnitFlag, UnitKind } = scenarioGameModule;
const { bombardFrom, nearestFriend, Victory } = scenarioRulesModule;
const { fighting } = scenarioSetupModule;
const { finish, settle } = scenarioVictoryModule;
const { silhouette, SILHOUETTE_BY_RANGE } = silhouetteModule;
const { maybeNuke } = scenarioNukeModule;
const { flyDrones } = scenarioUavModule;
const { refreshSlots, setRobot } = unitsModule;

/** Movement allowance (L507). */
const FOOT_SPEED = 2;
const MOTORIZED_SPEED = 5;
/** The range infantry close to when they fight: the rifle's 2D6 band (L513). */
const RIFLE_RANGE = 2;

export function infantryPhase(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  flyDrones(t, g, s);
  for (let u = g.robots; u < s.units && g.over === 0; u++) {
    if (s.kind[u] !== UnitKind.Infantry) continue;
    if (reinforce(t, g, s, u)) continue;
    if (s.status[u] !== Status.Active) continue;
    if (s.host[u]! >= 0) {
      rideOn(g, s, u);
      settle(t, g, s); // a rider that dies with its card (the downed pilot) can decide the game
      continue;
    }
    if (s.attackActions[u]! === 0) {
      s.attackActions[u] = 1; // it appeared this turn and does nothing yet (L497); it may act from the next
      continue;
    }
    if (s.cell[u]! < 0) continue;
    if ((s.flags[u]! & UnitFlag.Pilot) !== 0 && boardDerelict(t, g, s, u) >= 0) continue;
    if (maybeNuke(t, g, s, rng, u)) continue; // as its infantry action (L649)
    if (awaitsRescue(t, g, s, u)) {
      // The downed pilot and his decoys, alike: board a friendly robot in the hex, else go to the nearest (L665).
      const friend = nearestFriend(g, s, u);
      if (friend >= 0 && s.cell[friend] === s.cell[u] && boardFriendly(t, g, s, u, friend)) continue;
      if (friend >= 0 && cellDistance(g.map, s.cell[u]!, s.cell[friend]!) <= RESCUE_REACH) {
        moveInfantry(g, s, u, s.cell[friend]!, 0);
        continue;
      }
    }
    if (!inGoal(t, g, s, u) && hasGoal(t) ) {
      moveInfantry(g, s, u, goalCell(t, g, s, u), 0);
      continue;
    }
    if (infantryAttack(t, g, s, rng, u)) {
      settle(t, g, s); // a tent's shot can decide the game: nobody acts after that
      continue;
    }
    const enemy = nearestEnemyRobot(g, s, u);
    if (enemy >= 0 && !hasGoal(t)) moveInfantry(g, s, u, s.cell[enemy]!, RIFLE_RANGE);
  }
  settle(t, g, s);
}

/**
 * Human Wave's reinforcements (L617, L623): a killed tent (once scored) is replaced, and on its
 * next move the replacement marks a target hex on the enemy robot; on the move after it lands
 * there by insertion reentry (L528), which is its turn. True if it used u's turn.
 */
function reinforce(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  if (s.status[u] === Status.Active && (s.flags[u]! & UnitFlag.Inbound) !== 0) return paraDrop(g, s, u);
  if (t.scenario.reinforceRole[0] !== g.seatRole[s.seat[u]!]) return false;
  if (s.status[u] !== Status.Active) {
    if (g.counted[u] !== 1) return true; // not yet scored
    s.status[u] = Status.Active;
    s.simpleHits[u] = 1;
    s.cell[u] = -1;
    s.host[u] = -1;
    s.inBuilding[u] = -1;
    s.flags[u] = s.flags[u]! | UnitFlag.Inbound;
    g.counted[u] = 0;
    const target = nearestEnemyRobot(g, s, u);
    s.disk[u] = target < 0 ? -1 : s.cell[target]!;
    if (s.disk[u] >= 0) logEvent(s.log, Event.Disk, u, s.disk[u]!, 0, 0, 0);
    return true;
  }
  return false;
}

/**
 * Para-infantry (L528): with no target hex yet it marks one (a derelict no friend is dropping on,
 * Aftermath L635; else the nearest enemy robot), and on its next infantry phase it lands there.
 */
function paraDrop(g: ScenarioGame, s: KriegbotState, u: number): boolean {
  const disk = s.disk[u]!;
  if (disk < 0) {
    const target = dropTarget(g, s, u);
    s.disk[u] = target;
    if (target >= 0) logEvent(s.log, Event.Disk, u, target, 0, 0, 0);
    return true;
  }
  s.flags[u] = s.flags[u]! & ~UnitFlag.Inbound;
  s.disk[u] = -1;
  enterHex(g, s, u, disk);
  logEvent(s.log, Event.Arrive, u, disk, 0, s.robot[u]!, 0);
  return true;
}

function dropTarget(g: ScenarioGame, s: KriegbotState, u: number): number {
  const pilot = (s.flags[u]! & UnitFlag.Pilot) !== 0;
  let best = -1;
  let bestDistance = 1e9;
  for (let v = 0; pilot && v < g.robots; v++) {
    if (s.status[v] !== Status.PilotKilled && s.status[v] !== Status.BailedOut) continue;
    const cell = s.cell[v]!;
    let claimed = false;
    for (let w = g.robots; w < s.units; w++) if (w !== u && s.seat[w] === s.seat[u] && s.disk[w] === cell && (s.flags[w]! & UnitFlag.Inbound) !== 0) claimed = true;
    if (cell < 0 || claimed) continue;
    const row = (cell / g.map.width) | 0;
    const distance = s.seat[u] === 0 ? row : g.map.grid.height - 1 - row; // the derelict nearest its own edge
    if (distance < bestDistance) {
      bestDistance = distance;
      best = cell;
    }
  }
  if (best >= 0) return best;
  const enemy = nearestEnemyRobot(g, s, u);
  return enemy < 0 ? -1 : s.cell[enemy]!;
}

/** A boarded footsoldier does nothing (L518); it dies with the card it rides on, and gets off a robot that is lost. */
function rideOn(g: ScenarioGame, s: KriegbotState, u: number): void {
  const h = s.host[u]!;
  if (s.destroyed[h * MAX_SLOTS + s.hostSlot[u]!] === 1) {
    s.status[u] = Status.Destroyed;
    logEvent(s.log, Event.Status, u, Status.Destroyed, 0, 0, 0);
    return;
  }
  if (s.status[h] === Status.Active) return;
  s.host[u] = -1;
  enterHex(g, s, u, s.cell[h]!);
  if (s.cell[u]! >= 0) logEvent6(s.log, Event.Place, u, s.cell[u]!, 0, s.seat[u]!, UnitKind.Infantry, s.robot[u]!, s.detail[u]!);
  else {
    s.status[u] = Status.Destroyed;
    logEvent(s.log, Event.Status, u, Status.Destroyed, 0, 0, 0);
  }
}

/** Downed Pilot (L659-665): the rescue side's tents head for their robots once one is this near. */
const RESCUE_REACH = 8;

function awaitsRescue(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  return t.scenario.victory[0] === Victory.Rescue && g.seatRole[s.seat[u]!] === t.scenario.rescueRole[0];
}

/** Mission Control (L595): infantry make for the centre building. */
function hasGoal(t: KriegbotTables): boolean {
  return t.scenario.victory[0] === Victory.MissionControl && t.scenario.centreCell[0]! >= 0;
}

function goalCell(t: KriegbotTables, _g: ScenarioGame, _s: KriegbotState, _u: number): number {
  return t.scenario.centreCell[0]!;
}

function inGoal(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  return hasGoal(t) && s.cell[u] === goalCell(t, g, s, u);
}

/**
 * Moves infantry u toward `target`, ending `keep` hexes from it if it can: up to 2 hexes on foot
 * or 5 motorized, stopping on entering a building, woods or water (L507), no facing, no stacking
 * limit (L509). Among the hexes as near as the best, a building, then woods (L623).
 */
export function moveInfantry(g: ScenarioGame, s: KriegbotState, u: number, target: number, keep: number): void {
  const from = s.cell[u]!;
  const speed = s.detail[u] === Infantry.Motorized ? MOTORIZED_SPEED : FOOT_SPEED;
  const terrain = g.map.grid.terrain;
  const neighbours = g.map.reach.neighbours;
  const stamp = ++g.footStamp;
  let head = 0;
  let tail = 0;
  g.footQueue[tail++] = from;
  g.footSeen[from] = stamp;
  g.footSteps[from] = 0;
  let best = from;
  let bestScore = footScore(g, from, target, keep);
  while (head < tail) {
    const cell = g.footQueue[head++]!;
    const steps = g.footSteps[cell]!;
    if (steps === speed || (cell !== from && stops(terrain[cell]!))) continue;
    for (let d = 0; d < 6; d++) {
      const next = neighbours[cell * 6 + d]!;
      if (next < 0 || g.footSeen[next] === stamp) continue;
      g.footSeen[next] = stamp;
      g.footSteps[next] = steps + 1;
      g.footQueue[tail++] = next;
      const score = footScore(g, next, target, keep);
      if (score > bestScore) {
        bestScore = score;
        best = next;
      }
    }
  }
  if (best === from) return;
  enterHex(g, s, u, best);
  logEvent6(s.log, Event.Move, u, from, 0, best, 0, MoveKind.Foot, -1);
}

function stops(terrain: number): boolean {
  return terrain === Terrain.Building || terrain === Terrain.Woods || terrain === Terrain.Water;
}

function footScore(g: ScenarioGame, cell: number, target: number, keep: number): number {
  const distance = cellDistance(g.map, cell, target);
  const off = distance > keep ? distance - keep : keep - distance;
  const terrain = g.map.grid.terrain[cell];
  return -4 * off + (terrain === Terrain.Building ? 3 : terrain === Terrain.Woods ? 2 : 0);
}

function nearestEnemyRobot(g: ScenarioGame, s: KriegbotState, u: number): number {
  let best = -1;
  let bestDistance = 1e9;
  for (let v = 0; v < g.robots; v++) {
    if (!fighting(s, v) || s.seat[v] === s.seat[u] || s.seat[v]! > 1) continue;
    const distance = cellDistance(g.map, s.cell[u]!, s.cell[v]!);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = v;
    }
  }
  return best;
}

/**
 * Infantry u's best shot, if any can have an effect: an enemy robot or enemy infantry in sight
 * (woods block even a painted target, L511) and in range of the rifle or the designator. The
 * designator first unless the robot is painted already (L623); paint does nothing to infantry
 * (no statuses, L522). Returns true if it fired.
 */
function infantryAttack(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number): boolean {
  const r = s.robot[u]!;
  const from = s.cell[u]!;
  let best = -1;
  let bestTarget = -1;
  let bestValue = 0;
  let bestRange = 0;
  for (let v = 0; v < s.units; v++) {
    if (!shootable(t, g, s, u, v)) continue;
    const to = s.cell[v]!;
    const range = cellDistance(g.map, from, to);
    if (range > 0 && (sightBits(t, g.map, from, to) & 1) === 0) continue;
    const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
    for (let k = t.robot.firstAttack[r]!; k < end; k++) {
      const dice = bandDice(t, k, range);
      if (dice === 0) continue;
      const paint = t.attack.hit[k] === Hit.Paint;
      if (paint && (s.kind[v] !== UnitKind.Robot || s.painted[v] === 1)) continue;
      const value = hitChance(s, dice, silhouette(t, s, v, k, range)) * (paint ? 2 : 1); // the designator first (L623)
      if (value > bestValue) {
        bestValue = value;
        best = k;
        bestTarget = v;
        bestRange = range;
      }
    }
  }
  if (best < 0) return false;
  useAttack(t, s, rng, u, best, bestTarget, bestRange, 0);
  s.attackActions[u] = 1;
  return true;
}

/** Unit v is an enemy robot or enemy infantry on the map that u may shoot: Mission Control shelters infantry beyond range 1 (L597). */
export function shootable(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, v: number): boolean {
  if (s.status[v] !== Status.Active || s.cell[v]! < 0 || s.seat[v] === s.seat[u] || s.seat[v]! > 1) return false;
  if (s.kind[v] === UnitKind.Robot) return true;
  if (s.kind[v] !== UnitKind.Infantry) return false;
  return !sheltered(t, g, s, u, v);
}

/** Infantry in Mission Control are invulnerable except at range 0 and 1 (L597). */
export function sheltered(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, v: number): boolean {
  return t.scenario.victory[0] === Victory.MissionControl && s.cell[v] === t.scenario.centreCell[0] && cellDistance(g.map, s.cell[u]!, s.cell[v]!) > 1;
}

/** A pilot on foot boards a derelict in his hex (L516): it fights again, for his side. Returns the robot, or -1. */
export function boardDerelict(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  for (let v = 0; v < g.robots; v++) {
    const status = s.status[v];
    if (s.cell[v] !== s.cell[u] || (status !== Status.BailedOut && status !== Status.PilotKilled)) continue;
    // His card goes where the old one was, or into the empty cockpit (L516, L633): the robot
    // becomes its variant with that card (compile.ts); a pilot whose card is not known keeps the old one.
    const card = s.pilotCard[u]!;
    const first = t.robot.firstVariant[t.robot.baseRow[s.robot[v]!]!]!;
    if (card >= 0 && card < t.scenario.pilotCards[0]! && first >= 0) setRobot(t, s, v, first + card);
    const pilot = t.robot.pilotSlot[s.robot[v]!]!;
    if (pilot >= 0) {
      const slot = v * MAX_SLOTS + pilot;
      s.damage[slot] = 0;
      s.disabled[slot] = 0;
      s.destroyed[slot] = 0;
      refreshSlots(s, v);
      s.flags[v] = s.flags[v]! | UnitFlag.Piloted;
    }
    s.status[v] = Status.Active;
    s.seat[v] = s.seat[u]!;
    g.counted[v] = 0;
    s.status[u] = Status.Destroyed; // the tent leaves the game (L516)
    s.cell[u] = -1;
    logEvent(s.log, Event.Board, u, v, 1, 0, 0);
    logEvent(s.log, Event.Row, v, s.robot[v]!, pilot, s.seat[v]!, 0);
    return v;
  }
  return -1;
}

/** A footsoldier boards a friendly robot in its hex (L518); false if it cannot. */
export function boardFriendly(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, h: number): boolean {
  if (s.detail[u] !== Infantry.Footsoldier || s.cell[h] !== s.cell[u] || s.seat[h] !== s.seat[u] || !fighting(s, h)) return false;
  if (!boardOn(t, g, s, u, h)) return false;
  logEvent(s.log, Event.Board, u, h, 0, 0, 0);
  return true;
}

/** Motorized infantry becomes a footsoldier instead of moving (L524). */
export function dismount(s: KriegbotState, u: number): boolean {
  if (s.detail[u] !== Infantry.Motorized) return false;
  s.detail[u] = Infantry.Footsoldier;
  s.simpleSilhouette[u] = SILHOUETTE_BY_RANGE;
  logEvent(s.log, Event.Dismount, u, s.cell[u]!, 0, 0, 0);
  return true;
}

/**
 * Mission Control (L595-599), at the start of the status phase: infantry of one team alone in it
 * call a bombardment on every enemy robot; once no robot is left, the first team to hold it alone wins.
 */
export function missionControl(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  if (t.scenario.victory[0] !== Victory.MissionControl || g.over === 1) return;
  const centre = t.scenario.centreCell[0]!;
  let holder = -1;
  for (let v = 0; v < s.units; v++) {
    if (s.status[v] !== Status.Active || s.cell[v] !== centre || (s.kind[v] !== UnitKind.Infantry && s.kind[v] !== UnitKind.Robot)) continue;
    if (s.kind[v] === UnitKind.Robot || (holder >= 0 && holder !== s.seat[v])) return; // not solely one team's infantry
    holder = s.seat[v]!;
  }
  if (holder < 0) return;
  let robots = 0;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v)) robots++;
  if (robots === 0) return finish(g, holder);
  bombardFrom(t, g, s, rng, holder, false);
  settle(t, g, s);
}
