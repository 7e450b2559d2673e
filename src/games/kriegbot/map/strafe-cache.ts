// hot: the ends of a strafer's Move, remembered per map like a plain Move's (reach-cache.ts). A
// strafer searches twice: where it can end, then again from every strafe position (waypoint) the
// first search passed, with the movement it had left there (reach.ts). Both searches depend only
// on the map's terrain, the movement profile, where the robot starts and the waypoints, and a
// Showdown meets few of those (522 distinct in 22,206 strafers' Moves over 2,000 games), so the
// combined ends are kept, keyed on the reach cache's slot and the whole list of waypoints. Other
// robots only close their hexes, which the caller filters out afterwards, as for a plain Move.
import * as cachePoolModule from './cache-pool.js';
import * as rngModule from '../../../rng/rng.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { distinctCells, groupsSize, poolWithRoom, writeGroups } = cachePoolModule;
const { foldWord, HASH_START } = rngModule;

/** Entries of the direct-mapped table (a colliding Move replaces the one there). */
const ENTRIES = 4096;
const FIRST_POOL = 1 << 16;
/** Past this many stored words (8 MB) the cache starts again empty. */
const MAX_POOL = 1 << 21;

export interface StrafeCache {
  /** Per table entry: the reach cache's slot plus one (0: empty), and where its record starts in pool. */
  readonly slots: Int32Array;
  readonly at: Int32Array;
  /**
   * Records: the number of waypoints, the waypoints (cell * 6 + facing, in the order they were
   * added), the number of ends, then each end as two words, cell << 3 | facing and the waypoint
   * its path passed (or -1); then the ends grouped by cell: the number of distinct cells and, for
   * each in order of first appearance, the cell, 1 if any of its ends passed a waypoint, its
   * number of ends and each of them as two words, its index among the ends << 3 | facing and its
   * waypoint (a movement decision skips a hex's ends at once).
   */
  pool: Int32Array;
  used: number;
  /** Per cell: the store that last listed it (grouping a record's ends). */
  readonly listed: Int32Array;
  stores: number;
}

export function createStrafeCache(cells: number): StrafeCache {
  return { slots: new Int32Array(ENTRIES), at: new Int32Array(ENTRIES), pool: new Int32Array(FIRST_POOL), used: 0, listed: new Int32Array(cells), stores: 0 };
}

/** Empties the cache: the reach cache's slots are about to mean other profiles. */
export function forgetStrafes(cache: StrafeCache): void {
  cache.slots.fill(0);
  cache.used = 0;
}

function entryOf(slot: number, waypoints: Int32Array, count: number): number {
  let h = foldWord(HASH_START, slot);
  for (let i = 0; i < count; i++) h = foldWord(h, waypoints[i]!);
  return h & (ENTRIES - 1);
}

/** Where the remembered ends of this slot's Move through these waypoints start in cache.pool (their count), or -1. */
export function cachedStrafe(cache: StrafeCache, slot: number, waypoints: Int32Array, count: number): number {
  const entry = entryOf(slot, waypoints, count);
  if (cache.slots[entry] !== slot + 1) return -1;
  const pool = cache.pool;
  const at = cache.at[entry]!;
  if (pool[at] !== count) return -1;
  for (let i = 0; i < count; i++) if (pool[at + 1 + i] !== waypoints[i]) return -1;
  return at + 1 + count;
}

/**
 * Remembers the ends (and their waypoints, endVia) of this slot's Move through these waypoints,
 * before other robots' hexes are dropped; returns where they start in cache.pool, as cachedStrafe.
 */
export function storeStrafe(cache: StrafeCache, slot: number, waypoints: Int32Array, count: number, ends: Int32Array, endCells: Int32Array, endVia: Int32Array, endCount: number): number {
  const cellCount = distinctCells(cache.listed, ++cache.stores, endCells, endCount);
  const size = 2 + count + 2 * endCount + 1 + groupsSize(cellCount, endCount, true);
  if (cache.used + size > MAX_POOL) forgetStrafes(cache);
  if (cache.used + size > cache.pool.length) cache.pool = poolWithRoom(cache.pool, cache.used, size, MAX_POOL);
  const pool = cache.pool;
  const at = cache.used;
  pool[at] = count;
  for (let i = 0; i < count; i++) pool[at + 1 + i] = waypoints[i]!;
  const first = at + 1 + count;
  pool[first] = endCount;
  for (let i = 0; i < endCount; i++) {
    const cell = endCells[i]!;
    pool[first + 1 + 2 * i] = (cell << 3) | (ends[i]! - cell * 6);
    pool[first + 2 + 2 * i] = endVia[i]!;
  }
  pool[first + 1 + 2 * endCount] = cellCount;
  writeGroups(pool, first + 2 + 2 * endCount, cache.listed, ++cache.stores, ends, endCells, endVia, endCount);
  cache.used = at + size;
  const entry = entryOf(slot, waypoints, count);
  cache.slots[entry] = slot + 1;
  cache.at[entry] = at;
  return first;
}
