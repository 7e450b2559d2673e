// hot: where a robot can end one Move (L157, L175-183): up to `speed` hexes, each forward into
// the hex it faces or, with a sideslip, into a front hex beside it (1 movement point each); up to
// `rotations` hexside turns at any point, free of movement points; terrain it may not enter is
// closed to it; it may pass through other robots but not end in their hex. A breadth-first search
// over (hex, facing, rotations left, sideslips left); scratch is allocated once (createReach).
import { neighbourQ, neighbourR } from './hex.js';
import { terrainAt, type HexGrid } from './terrain.js';

export interface ReachScratch {
  readonly visited: Uint8Array; // [hex][facing][rotations 0-3][sideslips 0-2]: best movement points left + 1
  readonly queue: Int32Array;
  /** Reachable end states, packed as (row * width + column) * 6 + facing. */
  readonly ends: Int32Array;
  endCount: number;
  /** 1 for each grid hex another robot stands in (stacking, L183). */
  readonly occupied: Uint8Array;
  /** 1 for each terrain code the robot may enter (L181). */
  readonly enterable: Uint8Array;
}

const ROT = 4;
const SLIP = 3;

export function createReach(grid: HexGrid): ReachScratch {
  const hexes = grid.width * grid.height;
  return {
    visited: new Uint8Array(hexes * 6 * ROT * SLIP),
    // A state can be queued again when reached later with more movement left (turns are free):
    // at most once per movement point, and speeds stay under 16.
    queue: new Int32Array(hexes * 6 * ROT * SLIP * 2 * 16),
    ends: new Int32Array(hexes * 6),
    endCount: 0,
    occupied: new Uint8Array(hexes),
    enterable: new Uint8Array(16).fill(1),
  };
}

function cell(grid: HexGrid, q: number, r: number): number {
  const row = r + (q - (q & 1)) / 2;
  if (q < 0 || q >= grid.width || row < 0 || row >= grid.height) return -1;
  return row * grid.width + q;
}

/** Index of the search state (cell, facing, rotations left, sideslips left). */
function stateOf(c: number, f: number, rot: number, slip: number): number {
  return ((c * 6 + f) * ROT + rot) * SLIP + slip;
}

/** Queues a state unless it was reached before with at least as much movement left. */
function push(scratch: ReachScratch, tail: number, next: number, q: number, r: number, left: number): number {
  if ((scratch.visited[next] ?? 0) >= left + 1 || tail + 2 > scratch.queue.length) return tail;
  scratch.visited[next] = left + 1;
  scratch.queue[tail] = next;
  scratch.queue[tail + 1] = q * 65536 + (r + 32768); // the axial position rides along
  return tail + 2;
}

/**
 * Fills scratch.ends with every (hex, facing) the robot can end in and returns how many. With
 * `freeReface` (the Hoverbot, L89) every facing of a reachable hex is an end.
 */
export function reachable(
  grid: HexGrid, scratch: ReachScratch, q0: number, r0: number, facing0: number,
  speed: number, rotations: number, sideslips: number, freeReface: boolean,
): number {
  const { visited, queue, occupied, enterable } = scratch;
  visited.fill(0);
  const start = cell(grid, q0, r0);
  if (start < 0) return 0;
  let head = 0;
  let tail = push(scratch, 0, stateOf(start, facing0, rotations < ROT ? rotations : ROT - 1, sideslips < SLIP ? sideslips : SLIP - 1), q0, r0, speed);
  while (head < tail) {
    const state = queue[head] ?? 0;
    const packed = queue[head + 1] ?? 0;
    head += 2;
    const q = Math.floor(packed / 65536);
    const r = packed - q * 65536 - 32768;
    const slip = state % SLIP;
    const rot = Math.floor(state / SLIP) % ROT;
    const f = Math.floor(state / (SLIP * ROT)) % 6;
    const c = Math.floor(state / (SLIP * ROT * 6));
    const left = (visited[state] ?? 1) - 1;
    if (rot > 0) {
      tail = push(scratch, tail, stateOf(c, (f + 1) % 6, rot - 1, slip), q, r, left);
      tail = push(scratch, tail, stateOf(c, (f + 5) % 6, rot - 1, slip), q, r, left);
    }
    if (left === 0) continue;
    for (let step = 0; step < 3; step++) {
      if (step > 0 && slip === 0) break;
      const direction = step === 0 ? f : step === 1 ? (f + 1) % 6 : (f + 5) % 6;
      const nq = neighbourQ(q, direction);
      const nr = neighbourR(r, direction);
      const nc = cell(grid, nq, nr);
      if (nc < 0 || enterable[terrainAt(grid, nq, nr)] !== 1) continue;
      tail = push(scratch, tail, stateOf(nc, f, rot, step === 0 ? slip : slip - 1), nq, nr, left - 1);
    }
  }
  // End states: every visited (hex, facing) outside another robot's hex.
  let count = 0;
  for (let c = 0; c < grid.width * grid.height; c++) {
    if (occupied[c] === 1) continue;
    let facings = 0;
    for (let f = 0; f < 6; f++) {
      for (let s = 0; s < ROT * SLIP; s++) {
        if ((visited[(c * 6 + f) * ROT * SLIP + s] ?? 0) > 0) {
          facings |= 1 << f;
          break;
        }
      }
    }
    if (facings === 0) continue;
    for (let f = 0; f < 6; f++) if (freeReface || ((facings >> f) & 1) === 1) scratch.ends[count++] = c * 6 + f;
  }
  scratch.endCount = count;
  return count;
}
