// cold: the word pools of the map's caches (reach-cache.ts, strafe-cache.ts): growing them, and
// writing a Move's ends grouped by cell, once per entry stored.

/**
 * A copy of a cache's pool, twice as long or more, with room for `size` more words past the
 * `used` ones (at most `max` words unless one entry needs more). Cold: a pool grows a few times
 * as a map is learned, not once a game.
 */
export function poolWithRoom(pool: Int32Array, used: number, size: number, max: number): Int32Array {
  let length = pool.length * 2;
  while (length < used + size) length *= 2;
  const grown = new Int32Array(Math.max(used + size, Math.min(max, length)));
  grown.set(pool.subarray(0, used));
  return grown;
}

/** The number of distinct cells among `count` ends; `listed` (per cell) is marked with `stamp`, a fresh one. */
export function distinctCells(listed: Int32Array, stamp: number, endCells: Int32Array, count: number): number {
  let cells = 0;
  for (let i = 0; i < count; i++) {
    if (listed[endCells[i]!] === stamp) continue;
    listed[endCells[i]!] = stamp;
    cells++;
  }
  return cells;
}

/** Words writeGroups takes for `count` ends in `cells` cells, with (`via`) or without their waypoints. */
export function groupsSize(cells: number, count: number, via: boolean): number {
  return 3 * cells + (via ? 2 : 1) * count;
}

/**
 * Writes `count` ends grouped by cell from pool[next] on, and returns the next free word: for each
 * distinct cell in order of first appearance, the cell, 1 if any of its ends passed a waypoint
 * (endVia, null for a plain Move: 0), its number of ends, and each end as its index among the
 * ends << 3 | facing, followed by its waypoint when endVia is given. `listed` (per cell) is marked
 * with `stamp`, a fresh one.
 */
export function writeGroups(pool: Int32Array, next: number, listed: Int32Array, stamp: number, ends: Int32Array, endCells: Int32Array, endVia: Int32Array | null, count: number): number {
  let at = next;
  for (let i = 0; i < count; i++) {
    const cell = endCells[i]!;
    if (listed[cell] === stamp) continue;
    listed[cell] = stamp;
    pool[at++] = cell;
    const through = at++;
    const counted = at++;
    let n = 0;
    let via = 0;
    for (let j = i; j < count; j++) {
      if (endCells[j] !== cell) continue;
      pool[at++] = (j << 3) | (ends[j]! - cell * 6);
      if (endVia !== null) {
        pool[at++] = endVia[j]!;
        if (endVia[j]! >= 0) via = 1;
      }
      n++;
    }
    pool[through] = via;
    pool[counted] = n;
  }
  return at;
}
