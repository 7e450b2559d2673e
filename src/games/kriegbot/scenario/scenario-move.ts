// hot: one robot's movement phase on the map (L155-185), chosen by its policy's tactics: every
// reachable end of a Move is scored for range to its target, weapons bearing, exposure to enemy
// arcs and line of sight, and the scenario's objective; the best is taken.
import type { Rng } from '../../../rng/rng.js';
import * as reachModule from '../map/reach.js';
import * as terrainModule from '../map/terrain.js';
import * as actionsModule from '../resolve/actions.js';
import * as attackModule from '../resolve/attack.js';
import * as codes from '../compile/codes.js';
import * as duelMoveModule from '../duel/duel-move.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioPathModule from './scenario-path.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioStrafeModule from './scenario-strafe.js';
import * as scenarioRamModule from './scenario-ram.js';
import * as scenarioInfantryModule from './scenario-infantry.js';
import * as infantryUnitsModule from './infantry-units.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import * as scenarioSetupModule from './scenario-setup.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent, Mark, WASHED } = eventLogModule;
const { Action, Effect, MAX_SLOTS, Movement, RANGES, Status } = codes;
const { reachable, setEnterable } = reachModule;
const { Terrain } = terrainModule;
const { clamp, maneuver, move, moveAndStrafe, powerUp, reboot } = actionsModule;
const { bandDice } = attackModule;
const { boostBeforeMove, disabledItems, hasElectricAttack, passiveAmount, turnsBetween } = duelMoveModule;
const { arcsAt, cellDistance, sightBits } = mapScratchModule;
const { CARRY_FLAG, UnitKind } = scenarioGameModule;
const { markWaypoints, objectiveDistance, PathMode, pathObjective, planLoggedPath, stepTo } = scenarioPathModule;
const { afterMove, Exit, focusesFire, isEnemy, mayPowerUp, missionTarget, objectiveOf, Objective, pickUpHere } = scenarioRulesModule;
const { strafe, strafeTarget } = scenarioStrafeModule;
const { ramming, rammingInfantry } = scenarioRamModule;
const { shootable } = scenarioInfantryModule;
const { enterHex } = infantryUnitsModule;
const { exited } = scenarioVictoryModule;
const { fighting, fillsHex } = scenarioSetupModule;
const { crippled, findEffect, maxSpeed, slotWorks, unpowered } = unitsModule;

/** Weights of an end's score: a hex nearer the objective, a hex off the preferred range, a weapon bearing on the target, on another enemy. */
const OBJECTIVE_WEIGHT = 12;
/** Per hexside turn still needed to face the objective. */
const OBJECTIVE_FACING_WEIGHT = 2;
const RANGE_WEIGHT = 4;
const BEARS_ON_TARGET = 6;
const BEARS_ON_OTHER = 2;
const STRAFE_BONUS = 8;
/** What a Maneuver must gain over the best Move: the moving silhouette and the defense action it gives up. */
const MANEUVER_COST = 6;
/** "As a biped, it moves up to two hexes, and is allowed two rotations" (L159). */
const BIPED_ROTATIONS = 2;

/**
 * Robot u's movement phase: its movement option, then what ending the phase brings: a Hoverbot
 * refaces as it likes whatever option it took (L89), and water washes off paint and fire (L185).
 */
export function takeMapMovement(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number): void {
  if (!fighting(s, u)) return;
  const landed = s.movement[u] !== Movement.NotYet; // landing from orbit was its movement (L528)
  if (!landed) {
    const option = movementOption(t, g, s, rng, u);
    if (option !== Movement.NotYet && option !== Movement.Move && option !== Movement.MoveStrafe && t.robot.freeReface[s.robot[u]!] === 1 && s.clamped[u] === 0 && fighting(s, u)) refaceInPlace(t, g, s, u);
  }
  if (fighting(s, u)) washInWater(g, s, u);
}

/** "If you end your movement phase in a water hex, remove 'painted' and 'on fire' status markers" (L185). */
function washInWater(g: ScenarioGame, s: KriegbotState, u: number): void {
  const cell = s.cell[u]!;
  if (cell < 0 || g.map.grid.terrain[cell] !== Terrain.Water) return;
  if (s.painted[u] === 1) logEvent(s.log, Event.Mark, u, Mark.Painted, 0, -1, WASHED);
  if (s.onFire[u] === 1) logEvent(s.log, Event.Mark, u, Mark.OnFire, 0, -1, WASHED);
  s.painted[u] = 0;
  s.onFire[u] = 0;
}

/** The Hoverbot's free reface after a reboot or a power-up (L89): the facing that scores best where it stands. */
function refaceInPlace(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): void {
  const target = prepareDecision(t, g, s, u);
  const cell = s.cell[u]!;
  let facing = s.dir[u]!;
  let bestScore = scoreEnd(t, g, s, u, Objective.Fight, target, cell, facing, cell);
  for (let f = 0; f < 6; f++) {
    const score = scoreEnd(t, g, s, u, Objective.Fight, target, cell, f, cell);
    if (score > bestScore) {
      bestScore = score;
      facing = f;
    }
  }
  if (facing === s.dir[u]) return;
  s.dir[u] = facing;
  logEvent(s.log, Event.Reface, u, facing, cell, 0, 0);
}

/** The movement option robot u takes (L155-173), and the move it makes with it; returns the option. */
function movementOption(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number): number {
  const r = s.robot[u]!;
  clampedBy(t, g, s, u);
  const noPower = g.landing >= 0 && s.seat[u] === s.seat[g.landing] && s.status[g.landing] !== Status.Active; // the landing craft powered the aliens (L431)
  if (crippled(s, u)) {
    if (!noPower) reboot(t, s, u); // the only option left (L173)
    return s.movement[u]!;
  }
  // A Rocketbot that switched to biped status has chosen to walk this turn: it moves last (L75,
  // L159) and takes the Move option, so it neither reboots by choice, powers up nor maneuvers.
  const walking = s.biped[u] === 1;
  if (!noPower && !walking && disabledItems(s, u) >= t.robot.rebootAt[r]! && reboot(t, s, u) === 1) return Movement.Reboot;
  if (s.clamped[u] === 1) {
    move(t, s, u, s.biped[u] === 1); // stuck in its hex and facing, it can still dance (L177, L333)
    return Movement.Move;
  }
  const objective = objectiveOf(t, g, s, u);
  const recharge = t.robot.expansion[r] === 1 && s.energy[u]! <= 1 && hasElectricAttack(t, r); // an empty core fires nothing electric (L548)
  if (!noPower && !walking && objective === Objective.Fight && t.robot.randomPlay[r] === 0 && (recharge || wantsPowerUp(t, g, s, u)) && !unpowered(s, u) && mayPowerUp(t, g, s, u) && powerUp(t, s, u) === 1) return Movement.PowerUp;
  const map = g.map;
  const reach = map.reach;
  markOccupied(t, g, s, u);
  setEnterable(reach, t.robot.terrain[r]!);
  const cell = s.cell[u]!;
  boostBeforeMove(t, s, u);
  const rotations = (s.biped[u] === 1 ? BIPED_ROTATIONS : t.robot.rotations[r]!) + passiveAmount(t, s, u, Effect.Rotations);
  const sideslips = t.robot.sideslips[r]! + passiveAmount(t, s, u, Effect.Sideslips);
  const strafer = s.biped[u] === 0 && t.robot.strafePolicy[r] === 1 && t.robot.randomPlay[r] === 0 && s.attackActions[u]! > 0 && s.defenseActions[u]! > 0 && (t.robot.canStrafe[r] === 1 || findEffect(t, s, u, Effect.Strafe) >= 0);
  const target = prepareDecision(t, g, s, u);
  const mode = markWaypoints(t, g, s, u, objective, strafer);
  const speed = maxSpeed(t, s, u);
  const random = t.robot.randomPlay[r] === 1;
  // A plain Move's or a strafer's ends stay grouped by hex in the caches when bestGroupedEnd will choose.
  const grouped = (mode === PathMode.None || mode === PathMode.Strafe) && !random && g.pruneEnds === 1;
  const count = reachable(map.grid, reach, map.q[cell]!, map.r[cell]!, s.dir[u]!, speed, rotations, sideslips, t.robot.freeReface[r] === 1, mode === PathMode.Strafe, map.terrainChanged === 0 ? map.reachCache : null, grouped); // strafing is worth its bonus: a path that can, should
  if (count === 0) {
    move(t, s, u, s.biped[u] === 1);
    return Movement.Move;
  }
  let end: number;
  let via = -1;
  if (reach.grouped !== 0) {
    end = bestGroupedEnd(t, g, s, u, objective, target);
    via = g.bestVia;
  } else {
    const best = random ? rng.int(count) : bestEnd(t, g, s, u, objective, target, mode, count);
    end = reach.ends[best]!;
    if (mode !== PathMode.None) via = reach.endVia[best]!;
  }
  const bestScore = random ? -1e9 : g.bestScore;
  if (t.robot.randomPlay[r] === 0 && (ramming(t, g, s, rng, u, objective, rotations, sideslips) || rammingInfantry(t, g, s, rng, u, rotations, sideslips))) return Movement.MoveStrafe;
  if (t.robot.randomPlay[r] === 0 && !walking && objective === Objective.Fight && maneuvering(t, g, s, u, target, bestScore)) return Movement.Maneuver;
  const toCell = (end / 6) | 0;
  let kind = s.biped[u] === 1 ? 3 : 0; // 3: walking as a biped
  // A robot takes Move plus Strafe only when the strafe can be made from where it comes (L161, L306).
  const victim = mode === PathMode.Strafe && via >= 0 ? strafeTarget(t, g, s, u, (via / 6) | 0, via % 6) : -1;
  const strafing = victim >= 0 && moveAndStrafe(t, s, u) === 1;
  const picking = (mode === PathMode.Pickup || mode === PathMode.Dish) && via >= 0;
  planLoggedPath(g, s, u, strafing || picking ? via : -1, end, speed, rotations, sideslips, t.robot.freeReface[r] === 1, mode === PathMode.Pickup || mode === PathMode.Dish);
  if (strafing) {
    kind = 1;
    stepTo(s, u, via, kind, false); // to where the strafe comes (L306)
    strafe(t, g, s, rng, u, victim);
  } else {
    move(t, s, u, s.biped[u] === 1);
    if (picking) {
      stepTo(s, u, via, kind, false);
      pickUpHere(g, s, u); // it must pick the flag up on entering its hex (L399)
    }
  }
  if (!fighting(s, u) || g.over === 1) return s.movement[u]!; // a strafe can end the game (a first kill): nobody moves on
  stepTo(s, u, end, kind, via < 0);
  enterHex(g, s, u, toCell); // a building hex gives cover (L532)
  const exit = afterMove(t, g, s, u, via >= 0 ? objectiveOf(t, g, s, u) : objective);
  if (exit !== Exit.None) exited(t, g, s, u, exit === Exit.FarEdge);
  return s.movement[u]!;
}

/** The hexes robot u may pass through but not end its move in: every other robot's, derelicts too (L183, L59). */
export function markOccupied(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): void {
  const occupied = g.map.reach.occupied;
  occupied.fill(0);
  for (let v = 0; v < g.robots; v++) if (v !== u && fillsHex(t, s, v)) occupied[s.cell[v]!] = 1;
}

/** The best-scoring of the reach search's ends (its index); its score goes to g.bestScore. */
function bestEnd(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, target: number, mode: number, count: number): number {
  const map = g.map;
  const { ends, endCells, endVia } = map.reach;
  const cellScore = g.cellScore;
  let best = 0;
  let bestScore = -1e9;
  // The facing adds 0 to cellMost to a hex's score (less up to three turns' worth when making
  // for an objective). A first pass scores the hexes and finds a score some end is sure to
  // reach; the second scores facings only where the hex could still beat it and the best so far
  // (ties kept, so the choice is the one scoring every end would make).
  const { cellMost, cellBound, cellStamp } = g;
  const stamp = g.stamp;
  const prune = g.pruneEnds === 1;
  const bonus = mode === PathMode.Strafe ? STRAFE_BONUS : 0;
  const sure = mode === PathMode.None && map.reach.cellCount >= 0 ? sureOfHexes(t, g, s, u, objective, target) : sureOfEnds(t, g, s, u, objective, target, mode, count);
  const mostForFacing = BEARS_ON_TARGET + BEARS_ON_OTHER * g.enemyCount;
  for (let i = 0; i < count; i++) {
    const endCell = endCells[i]!;
    const via = mode === PathMode.None ? -1 : endVia[i]!;
    const layer = mode >= PathMode.Pickup && via >= 0 ? endCell + map.cells : endCell;
    const extra = via >= 0 ? bonus : 0;
    if (cellStamp[layer] !== stamp) {
      // a hex sureOfHexes or sureOfEnds only bounded: scored once it could still win on its bound
      const bound = cellBound[layer]! + extra + mostForFacing;
      if (prune && (bound < sure || bound <= bestScore)) continue;
      scoreHex(t, g, s, u, pathObjective(s, u, mode, via, objective), target, endCell, layer);
    }
    const most = cellScore[layer]! + extra + cellMost[layer]!;
    if (prune && (most < sure || most <= bestScore)) continue;
    const score = scoreEnd(t, g, s, u, pathObjective(s, u, mode, via, objective), target, endCell, ends[i]! - endCell * 6, layer) + extra;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  g.bestScore = bestScore;
  return best;
}

/**
 * bestEnd for a Move whose ends a cache keeps grouped by hex (ReachScratch.grouped: a plain
 * Move's, or a strafer's with each end's waypoint): the same end, found hex by hex. A hex whose
 * bound or score cannot beat the best so far is skipped with all its ends; as the hexes are not
 * in the ends' order, a tie goes to the end listed first (its index among the Move's ends), as it
 * does in bestEnd. Returns the end (cell * 6 + facing); its score goes to g.bestScore and the
 * waypoint its path passed, or -1, to g.bestVia.
 */
function bestGroupedEnd(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, target: number): number {
  const reach = g.map.reach;
  const { cells, cellCount, groupAt, groupPool } = reach;
  const { cellScore, cellMost, cellBound, cellStamp } = g;
  const words = reach.grouped; // 2: each end with its waypoint, worth STRAFE_BONUS when it passed one
  const stamp = g.stamp;
  const sure = sureOfHexes(t, g, s, u, objective, target);
  const mostForFacing = BEARS_ON_TARGET + BEARS_ON_OTHER * g.enemyCount;
  let best = -1;
  let bestVia = -1;
  let bestScore = -1e9;
  let bestIndex = 0x7fffffff;
  for (let j = 0; j < cellCount; j++) {
    const cell = cells[j]!;
    const at = groupAt[j]!;
    const first = groupPool[at]! >> 3; // the hex's first end in the Move's order
    const strafe = words === 2 && groupPool[at - 2] === 1 ? STRAFE_BONUS : 0; // some end here passed a waypoint
    if (cellStamp[cell] !== stamp) {
      const bound = cellBound[cell]! + strafe + mostForFacing;
      if (bound < sure || bound < bestScore || (bound === bestScore && first > bestIndex)) continue;
      scoreHex(t, g, s, u, objective, target, cell, cell);
    }
    const most = cellScore[cell]! + strafe + cellMost[cell]!;
    if (most < sure || most < bestScore || (most === bestScore && first > bestIndex)) continue;
    const end = at + words * groupPool[at - 1]!;
    for (let i = at; i < end; i += words) {
      const index = groupPool[i]! >> 3; // rising within a hex
      if (most === bestScore && index > bestIndex) break;
      const facing = groupPool[i]! & 7;
      const via = words === 2 ? groupPool[i + 1]! : -1;
      const score = scoreEnd(t, g, s, u, objective, target, cell, facing, cell) + (via >= 0 ? STRAFE_BONUS : 0);
      if (score > bestScore || (score === bestScore && index < bestIndex)) {
        bestScore = score;
        bestIndex = index;
        best = cell * 6 + facing;
        bestVia = via;
      }
    }
  }
  g.bestScore = bestScore;
  g.bestVia = bestVia;
  return best;
}

/**
 * The least score one of the reach search's ends is sure of. Each end's hex gets its bound
 * (hexBound, by the objective the end is scored by); only the hex of the end whose bound is
 * highest is scored, and bestEnd scores the others as their bounds require.
 */
function sureOfEnds(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, target: number, mode: number, count: number): number {
  const map = g.map;
  const { endCells, endVia } = map.reach;
  const { boundStamp, cellBound } = g;
  const stamp = g.stamp;
  const bonus = mode === PathMode.Strafe ? STRAFE_BONUS : 0;
  const targetCell = target < 0 ? NO_TARGET : s.cell[target]!;
  const range = t.robot.preferredRange[s.robot[u]!]!;
  let likeliestCell = 0;
  let likeliestLayer = 0;
  let likeliestGoal = objective;
  let highest = -1e9;
  for (let i = 0; i < count; i++) {
    const endCell = endCells[i]!;
    const via = mode === PathMode.None ? -1 : endVia[i]!;
    const layer = mode >= PathMode.Pickup && via >= 0 ? endCell + map.cells : endCell;
    const goal = pathObjective(s, u, mode, via, objective);
    if (boundStamp[layer] !== stamp) {
      cellBound[layer] = hexBound(g, s, u, goal, targetCell, range, endCell);
      boundStamp[layer] = stamp;
    }
    const least = cellBound[layer]! + (via >= 0 ? bonus : 0) - facingCost(goal);
    if (least > highest) {
      highest = least;
      likeliestCell = endCell;
      likeliestLayer = layer;
      likeliestGoal = goal;
    }
  }
  if (g.cellStamp[likeliestLayer] !== stamp) scoreHex(t, g, s, u, likeliestGoal, target, likeliestCell, likeliestLayer);
  return highest - cellBound[likeliestLayer]! + g.cellScore[likeliestLayer]!; // that end's least, with its hex's score for the bound
}

/**
 * sureOfEnds for a Move whose distinct hexes a cache listed (a plain Move's, or a strafer's
 * grouped): each hex gets its bound (hexBound), the same for all its ends, and only the hex with
 * the highest bound is scored; its least score is sure. bestEnd and bestGroupedEnd score the
 * others as their bounds require.
 */
function sureOfHexes(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, target: number): number {
  const { cells, cellCount, grouped, groupAt, groupPool } = g.map.reach;
  const cellBound = g.cellBound;
  const targetCell = target < 0 ? NO_TARGET : s.cell[target]!;
  const goal = t.robot.preferredRange[s.robot[u]!]!;
  let likeliest = cells[0]!;
  let highest = -1e9;
  for (let i = 0; i < cellCount; i++) {
    const cell = cells[i]!;
    const bound = hexBound(g, s, u, objective, targetCell, goal, cell);
    cellBound[cell] = bound;
    // a strafer's hex with an end through a waypoint: that end is sure of the strafe's bonus too
    const strafe = grouped === 2 && groupPool[groupAt[i]! - 2] === 1 ? STRAFE_BONUS : 0;
    if (bound + strafe > highest) {
      highest = bound + strafe;
      likeliest = cell;
    }
  }
  scoreHex(t, g, s, u, objective, target, likeliest, likeliest);
  return highest - cellBound[likeliest]! + g.cellScore[likeliest]! - facingCost(objective); // its least, with its score for the bound
}

/** The most turning to face the objective takes off an end's score (scoreEnd: up to three hexside turns). */
function facingCost(objective: number): number {
  return objective === Objective.Fight ? 0 : 3 * OBJECTIVE_FACING_WEIGHT;
}

/** What being `distance` hexes from the target takes off a hex's score, against the preferred range `goal`. */
function rangeCost(distance: number, goal: number): number {
  return RANGE_WEIGHT * (distance > goal ? distance - goal : goal - distance);
}

/** No target to close on (prepareDecision found no enemy): a cell number no unit has. */
const NO_TARGET = -2;

/**
 * The terms of scoreHex that need no enemy but the target: the objective and the range to the
 * target. Every other term takes away, so it bounds the hex's score from above.
 */
function hexBound(g: ScenarioGame, s: KriegbotState, u: number, objective: number, targetCell: number, goal: number, cell: number): number {
  const score = objectiveScore(g, s, u, objective, cell);
  if (targetCell === NO_TARGET) return score;
  const distance = cellDistance(g.map, cell, targetCell);
  return score - rangeCost(distance, goal);
}

/** The objective's part of a hex's score: nearer is better. */
function objectiveScore(g: ScenarioGame, s: KriegbotState, u: number, objective: number, cell: number): number {
  return objective === Objective.Fight ? 0 : -OBJECTIVE_WEIGHT * (objectiveDistance(g, s, u, objective, cell) + (objective >= Objective.Cell ? g.goalRest : 0));
}

/**
 * The Rocketbot walks (L159) when no enemy can see it, as in the rulebook's Howitzer example
 * (L329: "safe to switch to the maneuverable biped status while behind a forest"): in cover its
 * biped silhouette costs little, it gets two rotations and moves after everyone else, so it walks
 * only when its target is also within its preferred range and its weapons' reach. Decided
 * before the movement order, since a biped moves and attacks last (L153).
 */
export function chooseBiped(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): void {
  const r = s.robot[u]!;
  if (t.robot.bipedSpeed[r]! === 0 || t.robot.randomPlay[r] === 1 || !fighting(s, u) || crippled(s, u)) return;
  if (s.movement[u] !== Movement.NotYet) return; // landing by insertion was its movement (L528): no Move option, so no biped walk (L159)
  if (objectiveOf(t, g, s, u) !== Objective.Fight) return; // running for a flag or an edge: fly
  const cell = s.cell[u]!;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && isEnemy(t, g, s, v, u) && (sightBits(t, g.map, s.cell[v]!, cell) & 1) === 1) return;
  // ... and only in position: its target already within its preferred range and within reach of
  // its weapons, so two hexes and two turns can bring them to bear.
  const target = prepareDecision(t, g, s, u);
  if (target < 0) return;
  const distance = cellDistance(g.map, cell, s.cell[target]!);
  if (distance > t.robot.preferredRange[r]! || g.map.robotArcs[r * RANGES + (distance < RANGES ? distance : RANGES - 1)]! === 0) return;
  s.biped[u] = 1;
}

/** Starts a movement decision: lists unit u's enemies, invalidates the per-hex scores, returns its target. */
export function prepareDecision(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  g.enemyCount = 0;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && isEnemy(t, g, s, u, v)) g.enemies[g.enemyCount++] = v;
  // A mission's targets (WMD bunkers, the downed pilot's tents) are closed on like robots.
  for (let v = g.robots; v < s.units; v++) if (missionTarget(t, g, s, u, v)) g.enemies[g.enemyCount++] = v;
  // With no enemy robot left, it hunts the enemy infantry (a last-unit victory, L609).
  if (g.enemyCount === 0) for (let v = g.robots; v < s.units; v++) if (s.kind[v] === UnitKind.Infantry && shootable(t, g, s, u, v)) g.enemies[g.enemyCount++] = v;
  for (let i = 0; i < g.enemyCount; i++) {
    const v = g.enemies[i]!;
    g.enemyCell[i] = s.cell[v]!;
    g.enemyArcRow[i] = s.robot[v]! * RANGES;
    g.enemyFacing[i] = s.movement[v] === Movement.NotYet ? -1 : s.dir[v]!;
  }
  g.stamp++;
  return focusTarget(t, g, s, u);
}

/**
 * Maneuver (L163): turn in place to any facing for the defense action. Standing still drops the
 * silhouette to 1 (L223), so it is taken only when a facing gains more than MANEUVER_COST over the
 * best Move. Returns true if it maneuvered.
 */
export function maneuvering(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, target: number, bestMove: number): boolean {
  if (t.robot.canManeuver[s.robot[u]!] !== 1 || s.defenseActions[u]! === 0) return false;
  const cell = s.cell[u]!;
  let facing = -1;
  let bestScore = bestMove + MANEUVER_COST;
  for (let f = 0; f < 6; f++) {
    const score = scoreEnd(t, g, s, u, Objective.Fight, target, cell, f, cell);
    if (score > bestScore) {
      bestScore = score;
      facing = f;
    }
  }
  if (facing < 0 || maneuver(t, s, u) !== 1) return false;
  s.dir[u] = facing;
  logEvent(s.log, Event.Maneuver, u, cell, facing, 0, 0);
  return true;
}

/** Before a robot moves, an adjacent enemy with a Mag Claw may clamp it with its defense action (L333). */
function clampedBy(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): void {
  for (let v = 0; v < g.robots; v++) {
    if (!fighting(s, v) || !isEnemy(t, g, s, v, u) || t.robot.defend[s.robot[v]!] !== 1 || crippled(s, v)) continue;
    if (cellDistance(g.map, s.cell[v]!, s.cell[u]!) === 1 && clamp(t, s, v, u) === 1) return;
  }
}

/** Among the decision's enemies (prepareDecision), the one to fight: the flag carrier first, then (focus fire, while the team can talk) the most hurt in reach, else the nearest. */
function focusTarget(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  const focus = focusesFire(t, g, s, u);
  let best = -1;
  let bestScore = -1e9;
  for (let i = 0; i < g.enemyCount; i++) {
    const v = g.enemies[i]!;
    const distance = cellDistance(g.map, s.cell[u]!, s.cell[v]!);
    let score = -distance;
    if (focus) score += 2 * disabledItems(s, v) + hurt(s, v);
    if (s.carry[v] === CARRY_FLAG || s.carry[v]! === s.seat[u]) score += 100; // it carries our flag or our crypto
    if (v >= g.robots) score += 50; // a mission target (prepareDecision)
    if (score > bestScore) {
      bestScore = score;
      best = v;
    }
  }
  return best;
}

function hurt(s: KriegbotState, v: number): number {
  let markers = 0;
  for (let i = 0; i < MAX_SLOTS; i++) markers += s.damage[v * MAX_SLOTS + i]! + s.destroyed[v * MAX_SLOTS + i]!;
  return markers;
}

/**
 * The score of ending in (cell, dir). What depends on the hex alone (objective, range to the
 * target, exposure, and each enemy's distance and sight) is worked out once per hex per decision;
 * only the weapons bearing depend on the facing.
 */
function scoreEnd(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, target: number, cell: number, dir: number, layer: number): number {
  const map = g.map;
  const r = s.robot[u]!;
  const enemies = g.enemyCount;
  if (g.cellStamp[layer] !== g.stamp) scoreHex(t, g, s, u, objective, target, cell, layer);
  let score = g.cellScore[layer]!;
  if (objective !== Objective.Fight) score -= OBJECTIVE_FACING_WEIGHT * turnsToward(g, s, u, objective, cell, dir);
  for (let i = 0; i < enemies; i++) {
    const distance = g.inSight[i * map.cells + cell]!;
    if (distance === 0) continue;
    const arcs = arcsAt(map, cell, dir, g.enemyCell[i]!);
    if ((map.robotArcs[r * RANGES + (distance < RANGES ? distance : RANGES - 1)]! & arcs) !== 0) score += g.enemies[i] === target ? BEARS_ON_TARGET : BEARS_ON_OTHER;
  }
  return score;
}

/** Scores a hex into g.cellScore[layer]: layer is the cell, or the cell plus the map's cells for a path that picked up a marker. */
function scoreHex(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, objective: number, target: number, cell: number, layer: number): void {
  const map = g.map;
  const { enemies, enemyCell, enemyArcRow, enemyFacing, inSight } = g;
  const r = s.robot[u]!;
  const goal = t.robot.preferredRange[r]!;
  const exposure = t.robot.exposure[r]!;
  let score = objectiveScore(g, s, u, objective, cell);
  let most = 0;
  for (let i = 0; i < g.enemyCount; i++) {
    const at = enemyCell[i]!;
    const distance = cellDistance(map, cell, at);
    const sight = sightBits(t, map, cell, at) & 1;
    inSight[i * map.cells + cell] = sight === 0 ? 0 : distance;
    if (enemies[i] === target) score -= rangeCost(distance, goal);
    if (sight === 0 || distance === 0) continue;
    // what some facing could add for this enemy (scoreEnd): its weight, if any attack reaches it
    if (map.robotArcs[r * RANGES + (distance < RANGES ? distance : RANGES - 1)]! !== 0) most += enemies[i] === target ? BEARS_ON_TARGET : BEARS_ON_OTHER;
    // An enemy that has moved keeps its facing; one still to move can turn to bear.
    const row = enemyArcRow[i]!; // negative for infantry, which has no robot row: no arcs
    const theirs = row < 0 ? 0 : map.robotArcs[row + (distance < RANGES ? distance : RANGES - 1)]!;
    const facing = enemyFacing[i]!;
    if (theirs !== 0 && (facing < 0 || (theirs & arcsAt(map, at, facing, cell)) !== 0)) score -= exposure;
  }
  g.cellScore[layer] = score;
  g.cellMost[layer] = most;
  g.cellStamp[layer] = g.stamp;
}

/**
 * Hexside turns from facing `dir` in `cell` to face the objective: a robot that must enter the
 * hex it faces (L175) gets there sooner facing it, so ties between ends go to the one turned
 * toward it (without this a Rocketbot facing away from the flag never turns round).
 */
function turnsToward(g: ScenarioGame, s: KriegbotState, u: number, objective: number, cell: number, dir: number): number {
  if (objective === Objective.OwnEdge || objective === Objective.FarEdge) return turnsBetween(dir, (s.seat[u] === 0) === (objective === Objective.OwnEdge) ? 0 : 3);
  const goal = objective - Objective.Cell;
  if (goal === cell) return 0;
  const arcs = arcsAt(g.map, cell, dir, goal);
  return (arcs & 1) !== 0 ? 0 : (arcs & (1 << 6)) !== 0 ? 1 : (arcs & (1 << 3)) !== 0 ? 3 : 2; // front 60, front 120, rear 60, else
}

/** Power up when a powered-up attack would reach and see an enemy from where the robot stands (L169, L341). */
function wantsPowerUp(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  const r = s.robot[u]!;
  if (t.robot.powerUpForAttacks[r] !== 1) return false;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (t.attack.poweredUp[k] !== 1 || t.attack.action[k] !== Action.Attack || !slotWorks(s, u, t.attack.slot[k]!)) continue;
    const arc = t.attack.arc[k]!;
    if (arc < 0) continue;
    for (let v = 0; v < g.robots; v++) {
      if (!fighting(s, v) || !isEnemy(t, g, s, u, v) || s.kind[v] !== UnitKind.Robot) continue;
      const at = s.cell[v]!;
      const range = cellDistance(g.map, s.cell[u]!, at);
      if (bandDice(t, k, range) === 0 || ((1 << arc) & arcsAt(g.map, s.cell[u]!, s.dir[u]!, at)) === 0) continue;
      if (t.attack.ignoresTerrain[k] === 1 || (sightBits(t, g.map, s.cell[u]!, at) & 1) === 1) return true;
    }
  }
  return false;
}

