// hot: line of sight and how much of the target is hidden (HX L8, L22-24), reconstructed for a
// simulation. The rule is true line of sight from the model's eye to the robot's body (L8), and the
// to-hit modifiers grade it by the share of the target hidden: 25/50/75% (L22-24). Here
// (other-games-specs §5.5 "hidden %"): robots stand robot.standard.heightLevels levels tall on
// their hex's top (ROBOT_LEVELS when no catalogue says); the eye is the top of the shooter; four sight lines run from the eye over the centre line of the two
// hexes to points 25, 50, 75 and 100% of the way up the target. A sight line is blocked by any hex
// between the two whose top is not below the line somewhere over that hex (a line grazing a top is
// blocked). The answer is the number of blocked lines: quarters hidden, 4 = no line of sight.
import { clipToHex, lineHexes } from '../../../hex/line.js';
import { cellQ, cellR, levelAt, type HeightGrid } from '../../../hex/height-grid.js';

/**
 * How tall a robot stands, in height levels, when no catalogue says (robot.standard.heightLevels;
 * reconstructed, other-games-specs §5.5; it agrees with L28, where a height difference of 2 levels
 * puts an adjacent robot out of reach).
 */
export const ROBOT_LEVELS = 2;
/** Sight lines per target: the quarters of L22-24. */
export const SIGHT_SAMPLES = 4;

/** A sight line this close to a hex top counts as touching it (rounding in the clip below). */
const TOUCH = 1e-9;

/**
 * Quarters of the robot at (q2, r2) hidden from the robot at (q1, r1): 0 in plain view, 1-3 for
 * the 25/50/75% modifiers (L22-24), 4 when no line of sight (L8). Robots on the line are not in the
 * way (only the robot's own body counts, L8, and robots are not terrain). Uses grid.lineQ/lineR.
 */
export function hiddenQuarters(grid: HeightGrid, q1: number, r1: number, q2: number, r2: number, robotLevels: number = ROBOT_LEVELS): number {
  const eye = levelAt(grid, q1, r1) + robotLevels;
  const foot = levelAt(grid, q2, r2);
  const lowestPoint = foot + robotLevels / SIGHT_SAMPLES;
  const lowest = eye < lowestPoint ? eye : lowestPoint; // no sight line dips below both its ends
  const count = lineHexes(q1, r1, q2, r2, grid.lineQ, grid.lineR);
  let hidden = 0;
  for (let i = 0; i < count && hidden < SIGHT_SAMPLES; i++) {
    const q = grid.lineQ[i] ?? 0;
    const r = grid.lineR[i] ?? 0;
    const top = levelAt(grid, q, r);
    if (top + TOUCH < lowest) continue;
    clipToHex(q1, r1, q2, r2, q, r, 1, clipped);
    const low = clipped[0] ?? 0;
    const high = clipped[1] ?? 0;
    if (high <= low) continue;
    // A higher sample's line is higher over every hex between, so a hex blocking sample k blocks
    // every lower one: count up until a line clears it.
    let blocked = 0;
    for (let k = 1; k <= SIGHT_SAMPLES; k++) {
      const rise = foot + (robotLevels * k) / SIGHT_SAMPLES - eye;
      const atLow = eye + rise * low;
      const atHigh = eye + rise * high;
      if (top + TOUCH < (atLow < atHigh ? atLow : atHigh)) break;
      blocked = k;
    }
    if (blocked > hidden) hidden = blocked;
  }
  return hidden;
}

/**
 * hiddenQuarters between two cells (row * width + column). Allocation-free in its own arithmetic,
 * but it traces a line each call: battles read createSightTable's table (hiddenInTable) instead.
 */
export function hiddenBetweenCells(grid: HeightGrid, from: number, to: number, robotLevels: number = ROBOT_LEVELS): number {
  const width = grid.width;
  return hiddenQuarters(grid, cellQ(width, from), cellR(width, from), cellQ(width, to), cellR(width, to), robotLevels);
}

/** clipToHex's answer. */
const clipped = new Float64Array(2);

/** Quarters of a robot on cell `to` hidden from one on cell `from`, from createSightTable's table. */
export function hiddenInTable(table: Uint8Array, cells: number, from: number, to: number): number {
  return table[from * cells + to] ?? 0;
}
