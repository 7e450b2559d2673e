// cold: growing the word pools of the map's caches (reach-cache.ts, strafe-cache.ts).

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
