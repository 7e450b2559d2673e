// Where one Move can end, on hand-checked positions (axial coordinates, direction 0 north).
import { describe, expect, it } from 'vitest';
import { addWaypoint, clearWaypoints, createReach, reachable } from './reach.js';
import { Terrain, type HexGrid } from './terrain.js';
import { testGrid } from '../../../test-support/hex-grid.js';

const field = (cells: Record<string, number> = {}): HexGrid => testGrid(cells, 15, 21);

/** The (q, r) hexes reachable, as "q,r" strings, and the facings reachable in one hex. */
function ends(grid: HexGrid, scratch: ReturnType<typeof createReach>) {
  const hexes = new Set<string>();
  const facings = new Map<string, number[]>();
  for (let i = 0; i < scratch.endCount; i++) {
    const packed = scratch.ends[i] ?? 0;
    const c = Math.floor(packed / 6);
    const q = c % grid.width;
    const row = Math.floor(c / grid.width);
    const key = `${q},${row - (q - (q & 1)) / 2}`;
    hexes.add(key);
    facings.set(key, [...(facings.get(key) ?? []), packed % 6]);
  }
  return { hexes, facings };
}

describe('reachable ends of a Move', () => {
  it('a Robocar (speed 6, one rotation) facing north: six hexes ahead, a turn anywhere, never behind', () => {
    const grid = field();
    const scratch = createReach(grid);
    reachable(grid, scratch, 7, 10, 0, 6, 1, 0, false);
    const { hexes, facings } = ends(grid, scratch);
    expect(hexes.has('7,4')).toBe(true); // six forward
    expect(hexes.has('7,3')).toBe(false); // seven is too far
    expect(hexes.has('10,4')).toBe(true); // three north, turn north-east, three on (q + 3, r - 3)
    expect(hexes.has('7,11')).toBe(false); // behind needs three turns
    expect(facings.get('7,10')?.sort()).toEqual([0, 1, 5]); // dancing in place, perhaps with its one turn
  });

  it('closed terrain stops it; a template that may enter it passes (L87, L93, L181)', () => {
    const grid = field({ '7,9': Terrain.Woods });
    const scratch = createReach(grid);
    scratch.enterable[Terrain.Woods] = 0; // a Robocar cannot enter woods (L107)
    reachable(grid, scratch, 7, 10, 0, 6, 1, 0, false);
    expect(ends(grid, scratch).hexes.has('7,8')).toBe(false);
    scratch.enterable[Terrain.Woods] = 1; // a Spiderbot moves freely through them
    reachable(grid, scratch, 7, 10, 0, 4, 3, 0, false);
    expect(ends(grid, scratch).hexes.has('7,8')).toBe(true);
  });

  it('it may pass through another robot but not end in its hex (L183)', () => {
    const grid = field();
    const scratch = createReach(grid);
    scratch.occupied[(9 + (7 - 1) / 2) * grid.width + 7] = 1; // a robot at (7, 9)
    reachable(grid, scratch, 7, 10, 0, 6, 1, 0, false);
    const { hexes } = ends(grid, scratch);
    expect(hexes.has('7,9')).toBe(false);
    expect(hexes.has('7,8')).toBe(true);
  });

  it('sideslips enter a front hex beside it without turning (L179); the Hoverbot refaces at the end (L89)', () => {
    const grid = field();
    const scratch = createReach(grid);
    reachable(grid, scratch, 7, 10, 0, 2, 0, 2, false); // Hoverbot-like: no rotations, two sideslips
    const { hexes, facings } = ends(grid, scratch);
    expect(hexes.has('8,9')).toBe(true); // the north-east hex, still facing north
    expect(facings.get('8,9')).toEqual([0]);
    reachable(grid, scratch, 7, 10, 0, 2, 0, 2, true);
    expect(ends(grid, scratch).facings.get('8,9')?.length).toBe(6);
  });

  it('a waypoint marks every end whose path passed it, and an end reached both ways is listed twice', () => {
    const grid = field();
    const scratch = createReach(grid);
    const cellOf = (q: number, r: number) => (r + (q - (q & 1)) / 2) * grid.width + q;
    const waypoint = cellOf(7, 8) * 6; // two hexes north, facing north
    clearWaypoints(scratch);
    addWaypoint(scratch, waypoint);
    reachable(grid, scratch, 7, 10, 0, 6, 1, 0, false); // the Robocar again
    const listings = (q: number, r: number, facing: number) => {
      const via: number[] = [];
      for (let i = 0; i < scratch.endCount; i++) if (scratch.ends[i] === cellOf(q, r) * 6 + facing) via.push(scratch.endVia[i] ?? -2);
      return via.sort((a, b) => a - b);
    };
    expect(listings(7, 4, 0)).toEqual([waypoint]); // six hexes straight north: only through (7, 8)
    expect(listings(7, 9, 0)).toEqual([-1]); // one hex: not yet there
    expect(listings(7, 8, 0)).toEqual([waypoint]); // ending on the waypoint passes it
    expect(listings(8, 9, 1)).toEqual([-1]); // turned at once: never passed it
    reachable(grid, scratch, 7, 10, 0, 3, 0, 1, false); // speed 3, one sideslip
    expect(listings(8, 7, 0)).toEqual([-1, waypoint]); // sideslip first (never passed) or last (passed)
    clearWaypoints(scratch);
    reachable(grid, scratch, 7, 10, 0, 6, 1, 0, false);
    expect(listings(7, 4, 0)).toEqual([-1]); // cleared: no via
  });
});
