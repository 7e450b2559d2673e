// A strafer's Move answered from the strafe cache has the same ends, through the same waypoints,
// in the same order, as searching twice afresh, with other robots standing in the way; and the
// cache stays right when the reach cache starts again empty and its slots mean other profiles.
import { describe, expect, it } from 'vitest';
import { addWaypoint, clearWaypoints, createReach, reachable, type ReachScratch } from './reach.js';
import { createReachCache, type ReachCache } from './reach-cache.js';
import { Terrain, type HexGrid } from './terrain.js';
import { testGrid } from '../../../test-support/hex-grid.js';
import { Rng } from '../../../rng/rng.js';

const grid: HexGrid = testGrid({ '7,9': Terrain.Woods, '8,8': Terrain.Water, '6,9': Terrain.Building, '7,7': Terrain.Hill, '9,5': Terrain.Woods }, 15, 21);
const cells = grid.width * grid.height;

interface Move { q: number; r: number; facing: number; speed: number; rotations: number; sideslips: number; freeReface: boolean; waypoints: number[] }

/** The ends and their waypoints (endVia) of a strafer's Move, as pairs. */
function strafe(scratch: ReachScratch, move: Move, others: number[], cache: ReachCache | null): number[] {
  scratch.occupied.fill(0);
  for (const cell of others) scratch.occupied[cell] = 1;
  clearWaypoints(scratch);
  for (const waypoint of move.waypoints) addWaypoint(scratch, waypoint);
  const count = reachable(grid, scratch, move.q, move.r, move.facing, move.speed, move.rotations, move.sideslips, move.freeReface, true, cache);
  const ends: number[] = [];
  for (let i = 0; i < count; i++) ends.push(scratch.ends[i] ?? 0, scratch.endVia[i] ?? 0);
  return ends;
}

/** A few strafers' Moves, so that trials repeat them. */
function moves(rng: Rng, count: number): Move[] {
  return Array.from({ length: count }, () => ({
    q: 5 + rng.int(3), r: 7 + rng.int(2), facing: rng.int(6), speed: 2 + rng.int(4), rotations: rng.int(3), sideslips: rng.int(3), freeReface: rng.int(8) === 0,
    waypoints: Array.from({ length: 1 + rng.int(10) }, () => (4 * grid.width + rng.int(6 * grid.width)) * 6 + rng.int(6)),
  }));
}

describe('the strafe cache', () => {
  it('answers a repeated strafer\'s Move as two fresh searches do, robots in the way included', () => {
    const fresh = createReach(grid);
    const cached = createReach(grid);
    const cache = createReachCache(cells);
    const rng = new Rng(17, 1);
    const known = moves(rng, 12);
    let hits = 0;
    let through = 0;
    for (let trial = 0; trial < 300; trial++) {
      const move = known[rng.int(known.length)]!;
      const others = [7 * grid.width + 7, rng.int(cells), rng.int(cells)];
      const used = cache.strafe.used;
      const expected = strafe(fresh, move, others, null);
      expect(strafe(cached, move, others, cache), `trial ${trial}`).toEqual(expected);
      if (cache.strafe.used === used) hits++;
      through += expected.filter((value, i) => i % 2 === 1 && value >= 0).length;
    }
    expect(hits).toBeGreaterThan(250); // all but the first ask of each Move
    expect(through).toBeGreaterThan(0); // some ends came through a waypoint
  });

  it('keeps the ends grouped by hex: the same ends and waypoints, each with its place in the order', () => {
    const copied = createReach(grid);
    const grouped = createReach(grid);
    const cache = createReachCache(cells);
    const rng = new Rng(23, 1);
    const known = moves(rng, 10);
    let viaHexes = 0;
    for (let trial = 0; trial < 200; trial++) {
      const move = known[rng.int(known.length)]!;
      const others = [7 * grid.width + 7, rng.int(cells), rng.int(cells)];
      const expected = strafe(copied, move, others, cache);
      grouped.occupied.set(copied.occupied);
      clearWaypoints(grouped);
      for (const waypoint of move.waypoints) addWaypoint(grouped, waypoint);
      const count = reachable(grid, grouped, move.q, move.r, move.facing, move.speed, move.rotations, move.sideslips, move.freeReface, true, cache, true);
      expect(count).toBe(expected.length / 2);
      if (count === 0) continue;
      expect(grouped.grouped).toBe(2);
      const listed: [number, number, number][] = [];
      for (let j = 0; j < grouped.cellCount; j++) {
        const at = grouped.groupAt[j]!;
        const cell = grouped.cells[j]!;
        let through = 0;
        for (let i = at; i < at + 2 * grouped.groupPool[at - 1]!; i += 2) {
          listed.push([grouped.groupPool[i]! >> 3, cell * 6 + (grouped.groupPool[i]! & 7), grouped.groupPool[i + 1]!]);
          if (grouped.groupPool[i + 1]! >= 0) through = 1;
        }
        expect(grouped.groupPool[at - 2], `hex ${cell}: any end through a waypoint`).toBe(through);
        viaHexes += through;
      }
      listed.sort((a, b) => a[0] - b[0]);
      expect(listed.flatMap(([, end, via]) => [end, via])).toEqual(expected);
    }
    expect(viaHexes).toBeGreaterThan(0);
  });

  it('another order of the same waypoints, or one more, is another Move', () => {
    const scratch = createReach(grid);
    const cache = createReachCache(cells);
    const move: Move = { q: 7, r: 10, facing: 0, speed: 5, rotations: 1, sideslips: 1, freeReface: false, waypoints: [8 * grid.width * 6 + 2 * 6, 7 * grid.width * 6 + 7 * 6 + 1] };
    const first = strafe(scratch, move, [], cache);
    const used = cache.strafe.used;
    expect(strafe(scratch, { ...move, waypoints: [...move.waypoints].reverse() }, [], cache)).toEqual(strafe(createReach(grid), { ...move, waypoints: [...move.waypoints].reverse() }, [], null));
    expect(cache.strafe.used).toBeGreaterThan(used); // stored anew
    const more = { ...move, waypoints: [...move.waypoints, 6 * grid.width * 6 + 7 * 6] };
    expect(strafe(scratch, more, [], cache)).toEqual(strafe(createReach(grid), more, [], null));
    expect(strafe(scratch, move, [], cache)).toEqual(first);
  });

  it('stays right when the reach cache starts again empty and its slots mean other profiles', () => {
    const fresh = createReach(grid);
    const cached = createReach(grid);
    const cache = createReachCache(cells);
    const move: Move = { q: 7, r: 8, facing: 3, speed: 4, rotations: 1, sideslips: 1, freeReface: false, waypoints: [(9 * grid.width + 7) * 6 + 3, (10 * grid.width + 7) * 6 + 3] };
    const woods = (open: boolean) => {
      const scratch = createReach(grid);
      scratch.enterable[Terrain.Woods] = open ? 1 : 0;
      return strafe(scratch, move, [], null);
    };
    expect(woods(true)).not.toEqual(woods(false)); // the woods matter to this Move
    let forgot = 0;
    for (let mask = 0; mask < 150; mask++) {
      // A new terrain mask is a new profile: past 64 the reach cache forgets, and slot numbers are
      // given out again, each to a profile that differs in the woods (codes 10-15 are not on the
      // map: they only make the profiles distinct).
      for (const scratch of [fresh, cached]) {
        for (let code = 0; code < 16; code++) scratch.enterable[code] = code >= 10 ? (mask >> (code - 10)) & 1 : 1;
        scratch.enterable[Terrain.Woods] = ((mask >> 6) & 1) === 0 ? 1 : 0;
      }
      const before = cache.profileCount;
      expect(strafe(cached, move, [], cache), `mask ${mask}`).toEqual(strafe(fresh, move, [], null));
      if (cache.profileCount < before) forgot++;
    }
    expect(forgot).toBeGreaterThan(0);
  });
});
