// hot: the ends of plain Moves (no waypoints), remembered per map. Where a robot can end a Move
// depends only on the map's terrain, where it starts and how it moves (speed, rotations,
// sideslips, free reface, the terrain it may enter): other robots only close the hexes they stand
// in (L183), which the caller filters out afterwards. Games on one map pass the same hexes over
// and over, so most searches are answered from here. Kept per map content; the owner stops using
// it for the rest of a game whose terrain changes (a flood, a fallen bridge).

import * as cachePoolModule from './cache-pool.js';
import * as strafeCacheModule from './strafe-cache.js';
import type { StrafeCache } from './strafe-cache.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { distinctCells, groupsSize, poolWithRoom, writeGroups } = cachePoolModule;
const { createStrafeCache, forgetStrafes } = strafeCacheModule;

/** Movement profiles remembered per map before the cache starts again empty (a Showdown uses a handful, a long campaign run about 55). */
const MAX_PROFILES = 64;
const FIRST_POOL = 1 << 20;
/** Past this many stored words (16 MB) the cache starts again empty. */
const MAX_POOL = 1 << 22;

export interface ReachCache {
  /** (cell, facing) states of the map: cells * 6. */
  readonly cellFacings: number;
  /** The movement profiles seen so far, packed as profileKey. */
  readonly profiles: Int32Array;
  profileCount: number;
  /** Per (profile, cell, facing): where its ends start in the pool, plus one; 0 if not yet searched. */
  readonly first: Int32Array;
  /**
   * At each stored entry: the number of ends, of states taken and of distinct cells; then the
   * ends (each as cell << 3 | facing, so that reading one back needs no division), the states
   * in the order the search took them (as ReachScratch.taken), from which a strafer's waypoints
   * are found without searching again, and the ends grouped by cell: for each distinct cell, in
   * order of appearance, the cell, 0 (as a strafe record's groups, strafe-cache.ts: no end passed
   * a waypoint), its number of ends, and each of its ends as its index among the entry's ends << 3
   * | facing, in that order (a movement decision skips a hex's ends at once).
   */
  pool: Int32Array;
  used: number;
  /** Per cell: the store that last listed it (finding an entry's distinct cells). */
  readonly listed: Int32Array;
  stores: number;
  /** A strafer's Moves, by slot and waypoints (strafe-cache.ts): emptied with this cache's ends. */
  readonly strafe: StrafeCache;
}

export function createReachCache(cells: number): ReachCache {
  return {
    cellFacings: cells * 6,
    profiles: new Int32Array(MAX_PROFILES),
    profileCount: 0,
    first: new Int32Array(MAX_PROFILES * cells * 6),
    pool: new Int32Array(FIRST_POOL),
    used: 0,
    listed: new Int32Array(cells),
    stores: 0,
    strafe: createStrafeCache(cells),
  };
}

/** Empties the pool; the profiles keep their indices. */
function forgetEnds(cache: ReachCache): void {
  cache.first.fill(0);
  cache.used = 0;
  forgetStrafes(cache.strafe); // its slots are this cache's
}

/**
 * The index of a Move's (start cell-facing, profile) in cache.first. speed < 32, rotations < 4,
 * sideslips < 3 (as the search clamps them); `mask` has bit i set for each terrain code i it may
 * enter (reach.ts enterableBits).
 */
export function cacheSlot(cache: ReachCache, cellFacing: number, speed: number, rotations: number, sideslips: number, freeReface: boolean, mask: number): number {
  const key = (((mask * 2 + (freeReface ? 1 : 0)) * 3 + sideslips) * 4 + rotations) * 32 + speed;
  let profile = 0;
  while (profile < cache.profileCount && cache.profiles[profile] !== key) profile++;
  if (profile === cache.profileCount) {
    if (profile === MAX_PROFILES) {
      forgetEnds(cache);
      profile = 0;
    }
    cache.profiles[profile] = key;
    cache.profileCount = profile + 1;
  }
  return profile * cache.cellFacings + cellFacing;
}

/** Where the slot's entry starts in cache.pool (its count, then its ends), or -1 if none. */
export function cachedEntry(cache: ReachCache, slot: number): number {
  return cache.first[slot]! - 1;
}

/** Words before an entry's ends: the counts of ends, states taken and cells. */
export const ENTRY_HEAD = 3;

/** Stores a search's ends and taken states for the slot; returns where its entry starts in cache.pool. */
export function storeEntry(cache: ReachCache, slot: number, ends: Int32Array, endCells: Int32Array, count: number, taken: Int32Array, takenCount: number): number {
  const cellCount = distinctCells(cache.listed, ++cache.stores, endCells, count);
  const size = ENTRY_HEAD + count + takenCount + groupsSize(cellCount, count, false);
  if (cache.used + size > MAX_POOL) forgetEnds(cache);
  if (cache.used + size > cache.pool.length) cache.pool = poolWithRoom(cache.pool, cache.used, size, MAX_POOL);
  const at = cache.used;
  const pool = cache.pool;
  pool[at] = count;
  pool[at + 1] = takenCount;
  pool[at + 2] = cellCount;
  for (let i = 0; i < count; i++) {
    const cell = endCells[i]!;
    pool[at + ENTRY_HEAD + i] = (cell << 3) | (ends[i]! - cell * 6);
  }
  for (let i = 0; i < takenCount; i++) pool[at + ENTRY_HEAD + count + i] = taken[i]!;
  writeGroups(pool, at + ENTRY_HEAD + count + takenCount, cache.listed, ++cache.stores, ends, endCells, null, count);
  cache.used = at + size;
  cache.first[slot] = at + 1;
  return at;
}
