// The cache of plain Moves answers exactly as a fresh search would, robots in the way included.
import { describe, expect, it } from 'vitest';
import { addWaypoint, clearWaypoints, createReach, reachable, type ReachScratch } from './reach.js';
import { createReachCache } from './reach-cache.js';
import { Terrain, type HexGrid } from './terrain.js';
import { testGrid } from '../../../test-support/hex-grid.js';
import { Rng } from '../../../rng/rng.js';

const grid: HexGrid = testGrid({ '7,9': Terrain.Woods, '8,8': Terrain.Water, '6,9': Terrain.Building, '7,7': Terrain.Hill, '9,5': Terrain.Woods }, 15, 21);

interface Move { q: number; r: number; facing: number; speed: number; rotations: number; sideslips: number; freeReface: boolean }

function endsOf(scratch: ReachScratch, move: Move, cache: ReturnType<typeof createReachCache> | null, viaDominates = false): number[] {
  const count = reachable(grid, scratch, move.q, move.r, move.facing, move.speed, move.rotations, move.sideslips, move.freeReface, viaDominates, cache);
  const ends: number[] = [];
  for (let i = 0; i < count; i++) ends.push(scratch.ends[i] ?? 0, scratch.endVia[i] ?? 0);
  return ends;
}

function occupy(scratch: ReachScratch, cells: number[]): void {
  scratch.occupied.fill(0);
  for (const cell of cells) scratch.occupied[cell] = 1;
}

describe('the reach cache', () => {
  it('gives the same ends, in the same order, as a fresh search, with other robots standing in the way', () => {
    const fresh = createReach(grid);
    const cached = createReach(grid);
    const cache = createReachCache(grid.width * grid.height);
    const rng = new Rng(7, 1);
    let hits = 0;
    for (let trial = 0; trial < 400; trial++) {
      const move: Move = { q: 5 + rng.int(3), r: 7 + rng.int(2), facing: rng.int(6), speed: 1 + rng.int(3) * 2, rotations: rng.int(3), sideslips: rng.int(2), freeReface: rng.int(8) === 0 };
      const walls = rng.int(2) === 0;
      for (const scratch of [fresh, cached]) scratch.enterable.fill(1).fill(walls ? 0 : 1, Terrain.Woods, Terrain.Woods + 1);
      const others = [rng.int(grid.width * grid.height), rng.int(grid.width * grid.height), 7 * grid.width + 7];
      occupy(fresh, others);
      occupy(cached, others);
      const used = cache.used;
      expect(endsOf(cached, move, cache)).toEqual(endsOf(fresh, move, null));
      if (cache.used === used) hits++;
      // The ends' distinct hexes, in the order they first appear.
      const hexes = [...new Set([...cached.ends.subarray(0, cached.endCount)].map((end) => Math.floor(end / 6)))];
      expect([...cached.cells.subarray(0, cached.cellCount)]).toEqual(hexes);
      expect(fresh.cellCount).toBe(-1); // a search without the cache does not list them
    }
    // The trials repeat moves: some were answered from the cache, with other robots elsewhere.
    expect(cache.profileCount).toBeGreaterThan(1);
    expect(hits).toBeGreaterThan(10);
  });

  it('keeps a plain Move\'s ends grouped by hex: the same ends, each with its place in the order, for the hexes no robot stands in', () => {
    const copied = createReach(grid);
    const grouped = createReach(grid);
    const cache = createReachCache(grid.width * grid.height);
    const rng = new Rng(13, 1);
    let skipped = 0;
    for (let trial = 0; trial < 300; trial++) {
      const move: Move = { q: 5 + rng.int(3), r: 7 + rng.int(2), facing: rng.int(6), speed: 1 + rng.int(5), rotations: rng.int(3), sideslips: rng.int(2), freeReface: rng.int(8) === 0 };
      const others = [rng.int(grid.width * grid.height), 7 * grid.width + 7, 8 * grid.width + 6];
      occupy(copied, others);
      occupy(grouped, others);
      const expected = endsOf(copied, move, cache).filter((_, i) => i % 2 === 0);
      const count = reachable(grid, grouped, move.q, move.r, move.facing, move.speed, move.rotations, move.sideslips, move.freeReface, false, cache, true);
      expect(grouped.grouped).toBe(1);
      expect(count).toBe(expected.length);
      expect([...grouped.cells.subarray(0, grouped.cellCount)]).toEqual([...copied.cells.subarray(0, copied.cellCount)]);
      // Every end, with the index it has among the Move's ends (robots' hexes included): sorted by
      // index, the ends are those copied, in their order.
      const listed: [number, number][] = [];
      for (let j = 0; j < grouped.cellCount; j++) {
        const at = grouped.groupAt[j]!;
        const cell = grouped.cells[j]!;
        for (let i = at; i < at + grouped.groupPool[at - 1]!; i++) listed.push([grouped.groupPool[i]! >> 3, cell * 6 + (grouped.groupPool[i]! & 7)]);
      }
      listed.sort((a, b) => a[0] - b[0]);
      expect(listed.map(([, end]) => end)).toEqual(expected);
      if (new Set(listed.map(([index]) => index)).size !== listed.length) throw new Error('an index twice');
      skipped += listed.length > 0 && listed[listed.length - 1]![0] >= listed.length ? 1 : 0;
    }
    expect(skipped).toBeGreaterThan(0); // some moves had ends in a robot's hex, left out with their indices
  });

  it("answers a strafer's first search too: the same ends and the same ends through waypoints as searching twice", () => {
    const fresh = createReach(grid);
    const cached = createReach(grid);
    const cache = createReachCache(grid.width * grid.height);
    const rng = new Rng(11, 1);
    let through = 0;
    for (let trial = 0; trial < 300; trial++) {
      const move: Move = { q: 5 + rng.int(3), r: 7 + rng.int(2), facing: rng.int(6), speed: 2 + rng.int(4), rotations: rng.int(3), sideslips: rng.int(3), freeReface: rng.int(8) === 0 };
      const waypoints = Array.from({ length: 1 + rng.int(12) }, () => (4 * grid.width + rng.int(6 * grid.width)) * 6 + rng.int(6));
      const others = [7 * grid.width + 7, rng.int(grid.width * grid.height)];
      for (const scratch of [fresh, cached]) {
        scratch.enterable.fill(1).fill(0, Terrain.Water, Terrain.Water + 1);
        occupy(scratch, others);
        clearWaypoints(scratch);
        for (const waypoint of waypoints) addWaypoint(scratch, waypoint);
      }
      const expected = endsOf(fresh, move, null, true);
      expect(endsOf(cached, move, cache, true)).toEqual(expected);
      through += expected.filter((value, i) => i % 2 === 1 && value >= 0).length;
    }
    expect(through).toBeGreaterThan(0); // some moves passed a waypoint
  });

  it('a second ask of the same move is a hit that does not search', () => {
    const scratch = createReach(grid);
    const cache = createReachCache(grid.width * grid.height);
    const move: Move = { q: 7, r: 10, facing: 0, speed: 6, rotations: 1, sideslips: 1, freeReface: false };
    const first = endsOf(scratch, move, cache);
    const stamp = scratch.stamp;
    const used = cache.used;
    expect(endsOf(scratch, move, cache)).toEqual(first);
    expect(scratch.stamp).toBe(stamp); // no search ran
    expect(cache.used).toBe(used);
  });

  it('keeps one entry per profile: another speed or terrain mask is another entry', () => {
    const scratch = createReach(grid);
    const cache = createReachCache(grid.width * grid.height);
    const base: Move = { q: 7, r: 10, facing: 0, speed: 4, rotations: 1, sideslips: 1, freeReface: false };
    endsOf(scratch, base, cache);
    endsOf(scratch, { ...base, speed: 5 }, cache);
    scratch.enterable[Terrain.Woods] = 0;
    const walled = endsOf(scratch, base, cache);
    expect(cache.profileCount).toBe(3);
    expect(walled).toEqual(endsOf(createReachWith(Terrain.Woods), base, null));
  });

  it('starts again empty once it holds more profiles than it has room for, and still answers right', () => {
    const scratch = createReach(grid);
    const fresh = createReach(grid);
    const cache = createReachCache(grid.width * grid.height);
    for (let mask = 0; mask < 70; mask++) {
      for (let code = 0; code < 16; code++) scratch.enterable[code] = code === Terrain.Clear || ((mask >> (code % 7)) & 1) === 1 ? 1 : 0;
      fresh.enterable.set(scratch.enterable);
      const move: Move = { q: 7, r: 10, facing: mask % 6, speed: 3, rotations: 1, sideslips: 1, freeReface: false };
      expect(endsOf(scratch, move, cache)).toEqual(endsOf(fresh, move, null));
    }
    expect(cache.profileCount).toBeLessThan(70);
  });
});

function createReachWith(closed: number): ReachScratch {
  const scratch = createReach(grid);
  scratch.enterable[closed] = 0;
  return scratch;
}
