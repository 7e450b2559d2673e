// hot: one robot's activation (L5): up to its action points (4, or its AP limit, L33-34) spent on
// standing up (L36), melee (L28), shooting (L7-27) and moving (L6), chosen by its team's policy.
// Costs are the catalogue's (reconstructed, designs/hex-robots/README.md).
import type { Rng } from '../../../rng/rng.js';
import { stepReach } from '../../../hex/cost-reach.js';
import { NO_SHOT, TurnSlot } from '../resolve/slots.js';
import { meleeAllowed } from '../resolve/melee.js';
import { standUp } from '../resolve/status-effects.js';
import type { HexRobotsTables } from '../compile/tables.js';
import { fire, shotNeeded, sideOf, strike } from './attack.js';
import { HexEvent } from './event-log.js';
import { logEvent } from '../../../kernel/event-log.js';
import { MAX_PER_SIDE, type SkirmishState } from './state.js';

/** Highest shot number that can hit on 2d6 (L9). */
const BEST_ROLL = 12;

/** An enemy of r adjacent to it and meleeable across the height difference (L28), the policy's pick; -1 if none. */
function meleeTarget(t: HexRobotsTables, s: SkirmishState, r: number): number {
  const enemyFirst = sideOf(r) === 0 ? MAX_PER_SIDE : 0;
  const enemies = s.count[1 - sideOf(r)] ?? 0;
  const here = s.cell[r] ?? 0;
  const focus = t.team.focusFire[s.team[sideOf(r)] ?? 0] ?? 0;
  let best = -1;
  let bestScore = -1;
  for (let e = enemyFirst; e < enemyFirst + enemies; e++) {
    if (s.status.destroyed[e] === 1) continue;
    const there = s.cell[e] ?? 0;
    if (s.distance[here * s.cells + there] !== 1 || !meleeAllowed(s.grid.levels[here] ?? 0, s.grid.levels[there] ?? 0)) continue;
    // Focus fire: the robot worst off (down, stunned) first.
    const score = focus === 1 ? 1 + (s.status.down[e] ?? 0) * 2 + (s.status.stun[e] ?? 0) : 1;
    if (score > bestScore) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The enemy r has the best shot at (lowest number needed; with focus fire, ties go to the one worst
 * off), its number left in s.needed; -1 if none can be hit.
 */
function shotTarget(t: HexRobotsTables, s: SkirmishState, r: number): number {
  const side = sideOf(r);
  const enemyFirst = side === 0 ? MAX_PER_SIDE : 0;
  const enemyEnd = enemyFirst + s.count[1 - side]!;
  const focus = t.team.focusFire[s.team[side]!]!;
  const status = s.status;
  let best = -1;
  let bestScore = 1e9;
  let bestNeeded = NO_SHOT;
  for (let e = enemyFirst; e < enemyEnd; e++) {
    if (status.destroyed[e] === 1) continue;
    const needed = shotNeeded(t, s, r, e);
    if (needed === NO_SHOT || needed > BEST_ROLL) continue;
    const score = needed * 4 - (focus === 1 ? status.down[e]! * 2 + status.stun[e]! : 0);
    if (score < bestScore) {
      best = e;
      bestScore = score;
      bestNeeded = needed;
    }
  }
  s.needed = bestNeeded;
  return best;
}

/** The nearest living enemy's distance from `cell`. */
export function nearestEnemy(s: SkirmishState, side: number, cell: number): number {
  const enemyFirst = side === 0 ? MAX_PER_SIDE : 0;
  const enemyEnd = enemyFirst + s.count[1 - side]!;
  const destroyed = s.status.destroyed;
  const at = s.cell;
  const from = cell * s.cells;
  const distance = s.distance;
  let nearest = 255;
  for (let e = enemyFirst; e < enemyEnd; e++) {
    if (destroyed[e] === 1) continue;
    const d = distance[from + at[e]!]!;
    if (d < nearest) nearest = d;
  }
  return nearest;
}

/**
 * How good `cell` is under the team's policy, against the n living enemies whose cells are in
 * s.targets: range to the nearest (closing in: the nearer the better; standing off: the nearer to
 * the preferred range), cover (quarters hidden from each enemy's eyes, counted against every one;
 * hidden from all means it cannot shoot either) and height.
 */
function placeScore(s: SkirmishState, cell: number, n: number, seeking: number, want: number, coverWeight: number, highGround: number): number {
  const targets = s.targets;
  const cells = s.cells;
  const distance = s.distance;
  let d = 255;
  for (let k = 0; k < n; k++) {
    const range = distance[cell * cells + targets[k]!]!;
    if (range < d) d = range;
  }
  const height = s.grid.levels[cell]! * highGround;
  if (seeking === 1) return -10 * d + height;
  const sight = s.sight;
  let cover = 0;
  let seen = 0;
  for (let k = 0; k < n; k++) {
    const hidden = sight[targets[k]! * cells + cell]!;
    if (hidden < 4) seen++;
    cover += hidden > 3 ? 3 : hidden;
  }
  return -10 * (d > want ? d - want : want - d) + coverWeight * cover + height - (seen === 0 ? 15 : 0);
}

/** Moves r to the best cell it can reach with `budget` AP, if better than where it stands; returns the AP spent. */
function move(t: HexRobotsTables, s: SkirmishState, r: number, budget: number, hasGun: number): number {
  const here = s.cell[r]!;
  s.occupied[here] = 0;
  const reached = stepReach(s.reach, here, budget, s.occupied, null); // the steps were prepared with the state
  const side = sideOf(r);
  const team = s.team[side]!;
  // The living enemies' cells, gathered once for every cell scored.
  const enemyFirst = side === 0 ? MAX_PER_SIDE : 0;
  const enemyEnd = enemyFirst + s.count[1 - side]!;
  let n = 0;
  for (let e = enemyFirst; e < enemyEnd; e++) if (s.status.destroyed[e] === 0) s.targets[n++] = s.cell[e]!;
  const seeking = t.team.closeIn[team] === 1 || hasGun === 0 ? 1 : 0;
  const want = t.team.preferredRange[team]!;
  const coverWeight = t.team.coverWeight[team]!;
  const highGround = t.team.highGroundWeight[team]!;
  const cellsReached = s.reach.reached;
  let best = here;
  let bestScore = placeScore(s, here, n, seeking, want, coverWeight, highGround);
  for (let i = 1; i < reached; i++) {
    const cell = cellsReached[i]!;
    const score = placeScore(s, cell, n, seeking, want, coverWeight, highGround);
    if (score > bestScore) {
      best = cell;
      bestScore = score;
    }
  }
  s.occupied[best] = 1;
  if (best === here) return 0;
  s.cell[r] = best;
  s.moved[r] = 1;
  const cost = s.reach.cost[best]!;
  logEvent(s, HexEvent.Move, r, here, best, cost, 0, 0);
  return cost;
}

/** Plays robot r's activation with `ap` action points. */
export function activate(t: HexRobotsTables, s: SkirmishState, rng: Rng, r: number, ap: number, metrics: Float64Array): void {
  const turn = t.turn.v;
  const team = s.team[sideOf(r)] ?? 0;
  const hasGun = (s.items[r] ?? 0) & 1;
  const shootCost = turn[TurnSlot.Shoot] ?? 2;
  const meleeCost = turn[TurnSlot.Melee] ?? 2;
  s.moved[r] = 0;
  logEvent(s, HexEvent.Activate, r, ap, 0, 0, 0, 0);
  if (s.status.down[r] === 1) {
    // Knocked down: it must stand before it can do anything else (L36).
    const cost = turn[TurnSlot.StandUp] ?? 2;
    if (ap < cost) return;
    standUp(s.status, r);
    logEvent(s, HexEvent.StandUp, r, cost, 0, 0, 0, 0);
    ap -= cost;
  }
  let moves = 0;
  while (ap > 0) {
    if (s.status.destroyed[r] === 1) return;
    const adjacent = ap >= meleeCost ? meleeTarget(t, s, r) : -1;
    if (adjacent >= 0) {
      strike(t, s, rng, r, adjacent, metrics);
      ap -= meleeCost;
      continue;
    }
    // A stand-off team that does not shoot on the move keeps still once it has a shot (H8).
    if (hasGun === 1 && ap >= shootCost && (s.moved[r] === 0 || (t.team.moveAndShoot[team] ?? 0) === 1)) {
      const target = shotTarget(t, s, r);
      if (target >= 0) {
        fire(t, s, rng, r, target, s.needed, metrics);
        ap -= shootCost;
        continue;
      }
    }
    if (moves > 0) return;
    // Move, keeping the AP for the attack the policy means to make when it gets there.
    const reserve = (t.team.closeIn[team] ?? 0) === 1 || hasGun === 0 ? meleeCost : (t.team.moveAndShoot[team] ?? 0) === 1 ? shootCost : 0;
    const budget = ap - reserve > 0 ? ap - reserve : ap;
    const spent = move(t, s, r, budget, hasGun);
    if (spent === 0) return;
    ap -= spent;
    moves++;
    if ((t.team.moveAndShoot[team] ?? 0) === 0 && (t.team.closeIn[team] ?? 0) === 0 && hasGun === 1) {
      // It moved: without move-and-shoot it does not fire this activation (policies.*.moveAndShoot).
      if (meleeTarget(t, s, r) < 0) return;
    }
  }
}
