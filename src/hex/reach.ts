// hot: where a robot can end one Move (L157, L175-183): up to `speed` hexes, each forward into
// the hex it faces or, with a sideslip, into a front hex beside it (1 movement point each); up to
// `rotations` hexside turns at any point, free of movement points; terrain it may not enter is
// closed to it; it may pass through other robots but not end in their hex. A breadth-first search
// over (hex, facing, rotations left, sideslips left); scratch is allocated once (createReach).
import { neighbourQ, neighbourR } from './hex.js';
import { cellIndex, type HexGrid } from './terrain.js';

export interface ReachScratch {
  /** Per search state (cell, facing, rotations 0-3, sideslips 0-2; bits as stateOf): stamp * 32 + movement points left + 1. */
  readonly visited: Int32Array;
  readonly queue: Int32Array;
  /** Per cell and direction: the neighbouring cell, or -1 off the map. */
  readonly neighbours: Int32Array;
  /** Per (cell, facing) and per cell: the stamp of the search that last recorded it as an end. */
  readonly endSeen: Int32Array;
  readonly cellSeen: Int32Array;
  stamp: number;
  /** Reachable end states, packed as (row * width + column) * 6 + facing. */
  readonly ends: Int32Array;
  endCount: number;
  /** 1 for each grid hex another robot stands in (stacking, L183). */
  readonly occupied: Uint8Array;
  /** 1 for each terrain code the robot may enter (L181). */
  readonly enterable: Uint8Array;
}

// Search states pack into bits: cell << 7 | facing << 4 | rotations left << 2 | sideslips left.
const ROT = 4;
const SLIP = 3;
const STATES_PER_CELL = 128;

export function createReach(grid: HexGrid): ReachScratch {
  const hexes = grid.width * grid.height;
  const neighbours = new Int32Array(hexes * 6);
  for (let c = 0; c < hexes; c++) {
    const q = c % grid.width;
    const r = Math.floor(c / grid.width) - (q - (q & 1)) / 2;
    for (let d = 0; d < 6; d++) neighbours[c * 6 + d] = cellIndex(grid.width, grid.height, neighbourQ(q, d), neighbourR(r, d));
  }
  return {
    visited: new Int32Array(hexes * STATES_PER_CELL),
    // A double-ended queue (turns go to the front, steps to the back): each state is queued at
    // most twice, so each half holds every state twice over.
    queue: new Int32Array(hexes * STATES_PER_CELL * 4),
    neighbours,
    endSeen: new Int32Array(hexes * 6),
    cellSeen: new Int32Array(hexes),
    stamp: 0,
    ends: new Int32Array(hexes * 6),
    endCount: 0,
    occupied: new Uint8Array(hexes),
    enterable: new Uint8Array(16).fill(1),
  };
}

/** Index of the search state (cell, facing, rotations left, sideslips left). */
function stateOf(c: number, f: number, rot: number, slip: number): number {
  return (c << 7) | (f << 4) | (rot << 2) | slip;
}

/** Marks a state reached with `left` movement points; false if this search reached it before with at least as many. */
function improves(scratch: ReachScratch, next: number, left: number): boolean {
  const mark = scratch.stamp * 32 + left + 1;
  if ((scratch.visited[next] ?? 0) >= mark) return false;
  scratch.visited[next] = mark;
  return true;
}

/**
 * Fills scratch.ends with every (hex, facing) the robot can end in and returns how many. With
 * `freeReface` (the Hoverbot, L89) every facing of a reachable hex is an end. Stamps instead of
 * clearing: a search touches only the states it reaches. Turns cost nothing and steps one point,
 * so a 0-1 breadth-first search (turns queued in front) reaches each state first with the most
 * movement left.
 */
export function reachable(
  grid: HexGrid, scratch: ReachScratch, q0: number, r0: number, facing0: number,
  speed: number, rotations: number, sideslips: number, freeReface: boolean,
): number {
  const { visited, queue, occupied, enterable, neighbours, endSeen, cellSeen, ends } = scratch;
  const terrain = grid.terrain;
  if (scratch.stamp >= 0x3ffffff) {
    visited.fill(0);
    endSeen.fill(0);
    cellSeen.fill(0);
    scratch.stamp = 0;
  }
  const stamp = ++scratch.stamp;
  const base = stamp * 32;
  let count = 0;
  const start = cellIndex(grid.width, grid.height, q0, r0);
  if (start < 0) {
    scratch.endCount = 0;
    return 0;
  }
  let head = queue.length >> 1;
  let tail = head;
  const first = stateOf(start, facing0, rotations < ROT ? rotations : ROT - 1, sideslips < SLIP ? sideslips : SLIP - 1);
  if (improves(scratch, first, speed)) queue[tail++] = first;
  while (head < tail) {
    const state = queue[head++] ?? 0;
    const left = (visited[state] ?? 0) - base - 1;
    const slip = state & 3;
    const rot = (state >> 2) & 3;
    const f = (state >> 4) & 7;
    const c = state >> 7;
    const cellFacing = c * 6 + f;
    // Every state reached is a place the move may stop, unless another robot stands there (L183).
    if (endSeen[cellFacing] !== stamp) {
      endSeen[cellFacing] = stamp;
      if (occupied[c] !== 1) {
        if (!freeReface) ends[count++] = cellFacing;
        else if (cellSeen[c] !== stamp) {
          cellSeen[c] = stamp;
          for (let facing = 0; facing < 6; facing++) ends[count++] = c * 6 + facing;
        }
      }
    }
    if (rot > 0) {
      const right = stateOf(c, f === 5 ? 0 : f + 1, rot - 1, slip);
      if (improves(scratch, right, left) && head > 0) queue[--head] = right;
      const leftTurn = stateOf(c, f === 0 ? 5 : f - 1, rot - 1, slip);
      if (improves(scratch, leftTurn, left) && head > 0) queue[--head] = leftTurn;
    }
    if (left === 0) continue;
    for (let step = 0; step < 3; step++) {
      if (step > 0 && slip === 0) break;
      const direction = step === 0 ? f : step === 1 ? (f === 5 ? 0 : f + 1) : (f === 0 ? 5 : f - 1);
      const nc = neighbours[c * 6 + direction] ?? -1;
      if (nc < 0 || enterable[terrain[nc] ?? 0] !== 1) continue;
      const next = stateOf(nc, f, rot, step === 0 ? slip : slip - 1);
      if (improves(scratch, next, left - 1) && tail < queue.length) queue[tail++] = next;
    }
  }
  scratch.endCount = count;
  return count;
}
