// hot: where a robot can end one Move (L157, L175-183): up to `speed` hexes, each forward into
// the hex it faces or, with a sideslip, into a front hex beside it (1 movement point each); up to
// `rotations` hexside turns at any point, free of movement points; terrain it may not enter is
// closed to it; it may pass through other robots but not end in their hex. A breadth-first search
// over (hex, facing, rotations left, sideslips left); scratch is allocated once (createReach).
//
// Waypoints are (hex, facing) states that matter when a move passes them: a strafe may come at
// any point of the move (L306), and a robot entering the flag's hex picks it up (L399). With
// waypoints a second search starts from every waypoint state the first one reached, with the
// movement it had left there; its ends are listed again with the waypoint they passed (endVia).
// A reach cache (reach-cache.ts), when given, answers plain searches and a strafer's first one.
import * as hexModule from '../../../hex/hex.js';
import * as reachCacheModule from './reach-cache.js';
import type { ReachCache } from './reach-cache.js';
import * as strafeCacheModule from './strafe-cache.js';
import type { StrafeCache } from './strafe-cache.js';
import * as offsetModule from '../../../hex/offset.js';
import type { HexGrid } from './terrain.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { neighbourQ, neighbourR } = hexModule;
const { cacheSlot, cachedEntry, ENTRY_HEAD, storeEntry } = reachCacheModule;
const { cachedStrafe, storeStrafe } = strafeCacheModule;
const { cellIndex } = offsetModule;

export interface ReachScratch {
  /** Per search state (cell, facing, rotations 0-3, sideslips 0-2; bits as stateOf): stamp * 32 + movement points left + 1 (16 bits: half the cache lines). */
  readonly visited: Uint16Array;
  readonly queue: Int32Array;
  /** Per cell and direction: the neighbouring cell, or -1 off the map. */
  readonly neighbours: Int32Array;
  /** Per (cell, facing) and per cell: the stamp of the search that last recorded it as an end. */
  readonly endSeen: Int32Array;
  readonly cellSeen: Int32Array;
  stamp: number;
  /** Reachable end states, packed as (row * width + column) * 6 + facing. */
  readonly ends: Int32Array;
  /** The distinct cells of the ends, in the order they first appear, when the ends came from a reach cache (else cellCount is -1). */
  readonly cells: Int32Array;
  cellCount: number;
  /**
   * Not 0 when a Move's ends were left in a cache, grouped by cell (reachable's `grouped`): then
   * ends, endCells and endVia are not filled, and each of cells[j] has its ends at
   * groupPool[groupAt[j]] on, groupPool[groupAt[j] - 1] of them, each as its index among the
   * Move's ends << 3 | facing, and groupPool[groupAt[j] - 2] is 1 if any of the cell's ends
   * passed a waypoint. 1: a plain Move (reach-cache.ts), one word an end; 2: a strafer's
   * (strafe-cache.ts), two words an end, the second its waypoint (as endVia).
   */
  grouped: number;
  readonly groupAt: Int32Array;
  groupPool: Int32Array;
  /** Per end: its cell (the end divided by 6, kept so hot loops need not divide). */
  readonly endCells: Int32Array;
  /** Per end: the waypoint its path passed (packed as ends are), or -1. */
  readonly endVia: Int32Array;
  endCount: number;
  /** Per search state: the waypoint its path passed, or -1. */
  readonly origin: Int32Array;
  /** Per (cell, facing): equal to waypointStamp when it is a waypoint of the next search. */
  readonly waypoints: Int32Array;
  waypointStamp: number;
  waypointCount: number;
  /** The waypoints in the order they were added (the strafe cache's key). */
  readonly waypointList: Int32Array;
  /** The states a search took from its queue, in order, each as state * 32 + movement points left. */
  readonly taken: Int32Array;
  takenCount: number;
  /** Waypoint states the first search reached, and the movement points left there. */
  readonly seeds: Int32Array;
  readonly seedLeft: Int32Array;
  /** 1 for each grid hex another robot stands in (stacking, L183). */
  readonly occupied: Uint8Array;
  /** 1 for each terrain code the robot may enter (L181). */
  readonly enterable: Uint8Array;
  /** enterable as bits, as setEnterable last wrote it; -1 when it was written otherwise (tests), so read it from the array. */
  enterableMask: number;
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
    visited: new Uint16Array(hexes * STATES_PER_CELL),
    // A double-ended queue (turns go to the front, steps to the back): each state is queued at
    // most twice, so each half holds every state twice over.
    queue: new Int32Array(hexes * STATES_PER_CELL * 4),
    neighbours,
    endSeen: new Int32Array(hexes * 6),
    cellSeen: new Int32Array(hexes),
    stamp: 0,
    ends: new Int32Array(hexes * 12),
    cells: new Int32Array(hexes),
    cellCount: -1,
    grouped: 0,
    groupAt: new Int32Array(hexes),
    groupPool: new Int32Array(0),
    endCells: new Int32Array(hexes * 12),
    endVia: new Int32Array(hexes * 12),
    endCount: 0,
    origin: new Int32Array(hexes * STATES_PER_CELL),
    waypoints: new Int32Array(hexes * 6),
    waypointStamp: 1,
    waypointCount: 0,
    waypointList: new Int32Array(hexes * 6),
    taken: new Int32Array(hexes * STATES_PER_CELL * 2),
    takenCount: 0,
    seeds: new Int32Array(hexes * STATES_PER_CELL),
    seedLeft: new Int32Array(hexes * STATES_PER_CELL),
    occupied: new Uint8Array(hexes),
    enterable: new Uint8Array(16).fill(1),
    enterableMask: -1,
  };
}

/** The terrain codes the next search may enter, as bits (a robot row's terrain mask): written only when they change. */
export function setEnterable(scratch: ReachScratch, mask: number): void {
  const bits = mask & 0xffff;
  if (scratch.enterableMask === bits) return;
  for (let code = 0; code < 16; code++) scratch.enterable[code] = (bits >> code) & 1;
  scratch.enterableMask = bits;
}

/** A scratch's enterable (1 per terrain code) as bits, for one written by hand (enterableMask -1). */
function enterableBits(enterable: Uint8Array): number {
  let mask = 0;
  for (let code = 0; code < enterable.length; code++) mask |= enterable[code]! << code;
  return mask;
}

/** Forgets the waypoints: the next search has none until addWaypoint. */
export function clearWaypoints(scratch: ReachScratch): void {
  scratch.waypointStamp++;
  scratch.waypointCount = 0;
}

/** Makes (cell, facing), packed as ends are, a waypoint of the next search. */
export function addWaypoint(scratch: ReachScratch, cellFacing: number): void {
  if (scratch.waypoints[cellFacing] === scratch.waypointStamp) return;
  scratch.waypoints[cellFacing] = scratch.waypointStamp;
  scratch.waypointList[scratch.waypointCount++] = cellFacing;
}

/** Index of the search state (cell, facing, rotations left, sideslips left). */
function stateOf(c: number, f: number, rot: number, slip: number): number {
  return (c << 7) | (f << 4) | (rot << 2) | slip;
}

/**
 * Marks a state reached with `left` movement points; false if this search reached it before
 * with at least as many, or reached the same hex and facing with as many points and one more
 * rotation or sideslip left (that state goes everywhere this one could).
 */
function improves(scratch: ReachScratch, next: number, left: number): boolean {
  const visited = scratch.visited;
  const mark = scratch.stamp * 32 + left + 1;
  if (visited[next]! >= mark) return false;
  if ((next & 12) !== 12 && visited[next + 4]! >= mark) return false;
  if ((next & 3) < 2 && visited[next + 1]! >= mark) return false;
  visited[next] = mark;
  return true;
}

/** Stamps fit 16 bits with the movement points (stamp * 32 + left + 1). */
const LAST_STAMP = 2046;

/** A new search: a fresh stamp (clearing the marks once the stamps run out). */
function nextStamp(scratch: ReachScratch): number {
  if (scratch.stamp >= LAST_STAMP) {
    scratch.visited.fill(0);
    scratch.endSeen.fill(0);
    scratch.cellSeen.fill(0);
    scratch.stamp = 0;
  }
  return ++scratch.stamp;
}

/**
 * Fills scratch.ends with every (hex, facing) the robot can end in and returns how many. With
 * `freeReface` (the Hoverbot, L89) every facing of a reachable hex is an end. Stamps instead of
 * clearing: a search touches only the states it reaches. Turns cost nothing and steps one point,
 * so a 0-1 breadth-first search (turns queued in front) reaches each state first with the most
 * movement left.
 *
 * With waypoints (addWaypoint), the ends through a waypoint follow with endVia set. When
 * `viaDominates` (passing one is worth it: a strafe), an end reached both ways is kept only
 * through the waypoint; otherwise (passing one is forced on the robot: the flag) the first search
 * stops at waypoints, so the ends without endVia are those reached without passing one.
 *
 * `grouped`: a plain Move or a strafer's the caches answer leaves its ends in the cache, grouped
 * by cell (ReachScratch.grouped); every other search fills scratch.ends as before.
 */
export function reachable(
  grid: HexGrid, scratch: ReachScratch, q0: number, r0: number, facing0: number,
  speed: number, rotations: number, sideslips: number, freeReface: boolean, viaDominates = false,
  cache: ReachCache | null = null, grouped = false,
): number {
  scratch.endCount = 0;
  scratch.cellCount = -1;
  scratch.grouped = 0;
  const start = cellIndex(grid.width, grid.height, q0, r0);
  if (start < 0) return 0;
  const rot = rotations < ROT ? rotations : ROT - 1;
  const slip = sideslips < SLIP ? sideslips : SLIP - 1;
  const waypoints = scratch.waypointCount > 0;
  let seeds = 0;
  let strafes: StrafeCache | null = null; // a strafer's Move the strafe cache does not know yet
  let strafeSlot = 0;
  if (cache !== null && (!waypoints || viaDominates)) {
    // A plain search, or the first search of a strafer, which goes everywhere a plain one does.
    const slot = cacheSlot(cache, start * 6 + facing0, speed, rot, slip, freeReface, scratch.enterableMask >= 0 ? scratch.enterableMask : enterableBits(scratch.enterable));
    let entry = cachedEntry(cache, slot);
    if (entry < 0) {
      const head = startSearch(scratch, start, facing0, rot, slip, speed);
      search(grid, scratch, head, head + 1, freeReface, Stop.Never, 0);
      entry = storeEntry(cache, slot, scratch.ends, scratch.endCells, scratch.endCount, scratch.taken, scratch.takenCount);
    }
    if (!waypoints) return grouped ? unoccupiedGroups(scratch, cache.pool, entry) : unoccupiedEnds(scratch, cache.pool, entry);
    // A strafer: both searches are remembered together, by the waypoints too (strafe-cache.ts).
    const known = cachedStrafe(cache.strafe, slot, scratch.waypointList, scratch.waypointCount);
    if (known >= 0) return grouped ? unoccupiedStrafeGroups(scratch, cache.strafe.pool, known) : unoccupiedStrafeEnds(scratch, cache.strafe.pool, known);
    strafes = cache.strafe;
    strafeSlot = slot;
    seeds = replayForSeeds(scratch, cache.pool, entry);
  } else {
    const head = startSearch(scratch, start, facing0, rot, slip, speed);
    seeds = search(grid, scratch, head, head + 1, freeReface, waypoints ? (viaDominates ? Stop.Note : Stop.NoteAndStop) : Stop.Never, 0);
  }
  if (seeds > 0) {
    const plain = scratch.endCount;
    const stamp = nextStamp(scratch);
    const half = scratch.queue.length >> 1;
    search(grid, scratch, half, half, freeReface, Stop.Never, seeds);
    // Of the first search's ends, drop those the second also reached (viaDominates).
    if (strafes === null) return dropEnds(scratch, viaDominates ? plain : 0, freeReface, stamp, true);
    dropEnds(scratch, plain, freeReface, stamp, false);
  }
  if (strafes !== null) {
    const stored = storeStrafe(strafes, strafeSlot, scratch.waypointList, scratch.waypointCount, scratch.ends, scratch.endCells, scratch.endVia, scratch.endCount);
    if (grouped) return unoccupiedStrafeGroups(scratch, strafes.pool, stored);
  }
  return dropEnds(scratch, 0, false, 0, true);
}

/** Stamps a new search from one state and queues it; returns the queue's head. */
function startSearch(scratch: ReachScratch, start: number, facing: number, rot: number, slip: number, speed: number): number {
  nextStamp(scratch);
  const half = scratch.queue.length >> 1;
  const first = stateOf(start, facing, rot, slip);
  improves(scratch, first, speed);
  scratch.queue[half] = first;
  return half;
}

/**
 * Keeps, of the first `plain` ends, those the search stamped `stamp` did not reach again, and
 * with `occupiedToo` only the ends no other robot stands in (L183); returns how many are left.
 */
function dropEnds(scratch: ReachScratch, plain: number, freeReface: boolean, stamp: number, occupiedToo: boolean): number {
  const { ends, endCells, endVia, endSeen, cellSeen, occupied } = scratch;
  let kept = 0;
  for (let i = 0; i < scratch.endCount; i++) {
    const end = ends[i]!;
    const c = endCells[i]!;
    if (occupiedToo && occupied[c] === 1) continue;
    if (i < plain && (freeReface ? cellSeen[c] : endSeen[end]) === stamp) continue;
    ends[kept] = end;
    endCells[kept] = c;
    endVia[kept++] = endVia[i]!;
  }
  scratch.endCount = kept;
  return kept;
}

/** Copies a cached entry's ends, and their cells, that no other robot stands in (L183) into the scratch. */
function unoccupiedEnds(scratch: ReachScratch, pool: Int32Array, entry: number): number {
  const { occupied, cells } = scratch;
  const kept = copyFree(scratch, pool, entry + ENTRY_HEAD, pool[entry]!, 1);
  let at = entry + ENTRY_HEAD + pool[entry]! + pool[entry + 1]!;
  let cellCount = 0;
  for (let j = pool[entry + 2]!; j > 0; j--) {
    const c = pool[at]!;
    if (occupied[c] !== 1) cells[cellCount++] = c;
    at += 3 + pool[at + 2]!;
  }
  scratch.cellCount = cellCount;
  return kept;
}

/** Copies a strafer's remembered ends (strafe-cache.ts) that no other robot stands in (L183), with their waypoints, into the scratch. */
function unoccupiedStrafeEnds(scratch: ReachScratch, pool: Int32Array, at: number): number {
  return copyFree(scratch, pool, at + 1, pool[at]!, 2);
}

/**
 * Copies `count` stored ends from pool[from] on (each cell << 3 | facing, then with `words` 2 its
 * waypoint) into the scratch's ends, but those in a hex another robot stands in (L183).
 */
function copyFree(scratch: ReachScratch, pool: Int32Array, from: number, count: number, words: number): number {
  const { ends, endCells, endVia, occupied } = scratch;
  const last = from + words * count;
  let kept = 0;
  for (let i = from; i < last; i += words) {
    const stored = pool[i]!;
    const c = stored >> 3;
    if (occupied[c] === 1) continue;
    ends[kept] = c * 6 + (stored & 7);
    endCells[kept] = c;
    endVia[kept++] = words === 2 ? pool[i + 1]! : -1;
  }
  scratch.endCount = kept;
  return kept;
}

/**
 * A cached Move's ends left where they are, grouped by cell (ReachScratch.grouped): lists the
 * `groups` cells from pool[at] on that no other robot stands in (L183), and where their ends
 * start; each group is the cell, a waypoint flag, its number of ends and the ends, `words` each.
 * Returns the number of ends listed.
 */
function freeGroups(scratch: ReachScratch, pool: Int32Array, at: number, groups: number, words: number): number {
  const { cells, groupAt, occupied } = scratch;
  let group = at;
  let cellCount = 0;
  let count = 0;
  for (let j = groups; j > 0; j--) {
    const c = pool[group]!;
    const n = pool[group + 2]!;
    if (occupied[c] !== 1) {
      cells[cellCount] = c;
      groupAt[cellCount++] = group + 3;
      count += n;
    }
    group += 3 + words * n;
  }
  scratch.cellCount = cellCount;
  scratch.endCount = count;
  scratch.grouped = words;
  scratch.groupPool = pool;
  return count;
}

/** A plain Move's cache entry (reach-cache.ts) as freeGroups leaves it. */
function unoccupiedGroups(scratch: ReachScratch, pool: Int32Array, entry: number): number {
  return freeGroups(scratch, pool, entry + ENTRY_HEAD + pool[entry]! + pool[entry + 1]!, pool[entry + 2]!, 1);
}

/** A strafer's record (strafe-cache.ts; `at` where its ends start) as freeGroups leaves it. */
function unoccupiedStrafeGroups(scratch: ReachScratch, pool: Int32Array, at: number): number {
  const groups = at + 1 + 2 * pool[at]!;
  return freeGroups(scratch, pool, groups + 1, pool[groups]!, 2);
}

/**
 * What the first search of a strafer (Stop.Note) would have done, from a cached plain search:
 * the same ends (every one: reachable drops the occupied ones later), and as seeds the waypoint
 * states in the order the search took them. Returns the number of seeds.
 */
function replayForSeeds(scratch: ReachScratch, pool: Int32Array, entry: number): number {
  const { ends, endCells, endVia, waypoints, seeds, seedLeft } = scratch;
  const wstamp = scratch.waypointStamp;
  const endCount = pool[entry]!;
  const first = entry + ENTRY_HEAD;
  for (let i = 0; i < endCount; i++) {
    const stored = pool[first + i]!;
    const c = stored >> 3;
    ends[i] = c * 6 + (stored & 7);
    endCells[i] = c;
    endVia[i] = -1;
  }
  scratch.endCount = endCount;
  let seedCount = 0;
  const last = first + endCount + pool[entry + 1]!;
  for (let i = first + endCount; i < last; i++) {
    const taken = pool[i]!;
    const state = taken >> 5;
    if (waypoints[(state >> 7) * 6 + ((state >> 4) & 7)] !== wstamp) continue;
    seeds[seedCount] = state;
    seedLeft[seedCount++] = taken & 31;
  }
  return seedCount;
}

/** What a search does on reaching a waypoint state: nothing, note it as a seed, or note it and go no further. */
const Stop = { Never: 0, Note: 1, NoteAndStop: 2 } as const;

/**
 * The breadth-first search over queue[head, tail), appending ends (with each state's origin as
 * endVia) after scratch.endCount; returns the number of waypoint states noted as seeds. The
 * first `fromSeeds` seeds (noted by an earlier search, most movement left first) join the front
 * of the queue as the search comes down to their movement left, so every state is still reached
 * first with the most movement left, and from the earliest waypoint that gives it.
 */
function search(grid: HexGrid, scratch: ReachScratch, head: number, tail: number, freeReface: boolean, stop: number, fromSeeds: number): number {
  const { visited, queue, enterable, neighbours, endSeen, cellSeen, ends, endCells, endVia, origin, waypoints, seeds, seedLeft, taken } = scratch;
  const terrain = grid.terrain;
  const stamp = scratch.stamp;
  const base = stamp * 32;
  const wstamp = scratch.waypointStamp;
  let count = scratch.endCount;
  let seedCount = 0;
  let takenCount = 0;
  let pending = 0;
  while (head < tail || pending < fromSeeds) {
    if (pending < fromSeeds && (head === tail || seedLeft[pending]! >= visited[queue[head]!]! - base - 1)) {
      const seed = seeds[pending]!;
      if (improves(scratch, seed, seedLeft[pending++]!) && head > 0) {
        origin[seed] = (seed >> 7) * 6 + ((seed >> 4) & 7);
        queue[--head] = seed;
      }
      continue;
    }
    const state = queue[head++]!;
    const left = visited[state]! - base - 1;
    taken[takenCount++] = (state << 5) | left;
    const slip = state & 3;
    const rot = (state >> 2) & 3;
    const f = (state >> 4) & 7;
    const c = state >> 7;
    const cellFacing = c * 6 + f;
    if (stop !== Stop.Never && waypoints[cellFacing] === wstamp) {
      seeds[seedCount] = state;
      seedLeft[seedCount++] = left;
      if (stop === Stop.NoteAndStop) continue;
    }
    const from = fromSeeds === 0 ? -1 : origin[state]!; // only a search from waypoints tracks them
    // Every state reached is a place the move may stop, unless another robot stands there (L183:
    // reachable drops those ends afterwards).
    if (endSeen[cellFacing] !== stamp) {
      endSeen[cellFacing] = stamp;
      if (!freeReface) {
        endVia[count] = from;
        endCells[count] = c;
        ends[count++] = cellFacing;
      } else if (cellSeen[c] !== stamp) {
        cellSeen[c] = stamp;
        for (let facing = 0; facing < 6; facing++) {
          endVia[count] = from;
          endCells[count] = c;
          ends[count++] = c * 6 + facing;
        }
      }
    }
    if (rot > 0) {
      const right = stateOf(c, f === 5 ? 0 : f + 1, rot - 1, slip);
      if (improves(scratch, right, left) && head > 0) {
        if (fromSeeds !== 0) origin[right] = from;
        queue[--head] = right;
      }
      const leftTurn = stateOf(c, f === 0 ? 5 : f - 1, rot - 1, slip);
      if (improves(scratch, leftTurn, left) && head > 0) {
        if (fromSeeds !== 0) origin[leftTurn] = from;
        queue[--head] = leftTurn;
      }
    }
    if (left === 0) continue;
    for (let step = 0; step < 3; step++) {
      if (step > 0 && slip === 0) break;
      const direction = step === 0 ? f : step === 1 ? (f === 5 ? 0 : f + 1) : (f === 0 ? 5 : f - 1);
      const nc = neighbours[c * 6 + direction]!;
      if (nc < 0 || enterable[terrain[nc]!] !== 1) continue;
      const next = stateOf(nc, f, rot, step === 0 ? slip : slip - 1);
      if (improves(scratch, next, left - 1) && tail < queue.length) {
        if (fromSeeds !== 0) origin[next] = from;
        queue[tail++] = next;
      }
    }
  }
  scratch.endCount = count;
  scratch.takenCount = takenCount;
  return seedCount;
}
