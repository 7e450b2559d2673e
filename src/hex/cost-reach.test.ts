// Cheapest-path reach on hand-built grids. Grids are written as rows of text in the odd-q layout
// (cell = row * width + column): a digit is an open hex at that height level, '#' a closed one.
import { describe, expect, it } from 'vitest';
import { CLOSED, COST_TERRAIN_CODES, costReach, createCostReach, NO_CLIMB_LIMIT, pathTo, type CostReach } from './cost-reach.js';
import { hexDistance } from './hex.js';
import { cellQ, cellR, createHeightGrid, type HeightGrid } from './height-grid.js';
import { countGc, fewestGc } from '../test-support/gc-count.js';

const OPEN = 0;
const WALL = 1;
const WALK = 0;
const SWIM = 1;

/** Two movement types: walkers pay 1 a hex and may not enter walls; swimmers pay 2 and may. */
const costs = new Uint8Array(2 * COST_TERRAIN_CODES).fill(CLOSED);
costs[WALK * COST_TERRAIN_CODES + OPEN] = 1;
costs[SWIM * COST_TERRAIN_CODES + OPEN] = 2;
costs[SWIM * COST_TERRAIN_CODES + WALL] = 2;

function gridOf(rows: readonly string[]): HeightGrid {
  const grid = createHeightGrid(rows[0]?.length ?? 0, rows.length);
  rows.forEach((row, r) => [...row].forEach((symbol, q) => {
    const cell = r * grid.width + q;
    if (symbol === '#') grid.terrain[cell] = WALL;
    else grid.levels[cell] = Number(symbol);
  }));
  return grid;
}

const at = (grid: HeightGrid, column: number, row: number) => row * grid.width + column;

function reachedCells(scratch: CostReach): number[] {
  return [...scratch.reached.subarray(0, scratch.reachedCount)].sort((a, b) => a - b);
}

describe('costReach', () => {
  it('on an open field every hex within the budget is reached at its hex distance', () => {
    const grid = gridOf(Array.from({ length: 9 }, () => '000000000'));
    const scratch = createCostReach(grid);
    const start = at(grid, 4, 4);
    const count = costReach(grid, scratch, costs, WALK, start, 3, NO_CLIMB_LIMIT, 0, null, null);
    expect(count).toBe(1 + 6 + 12 + 18);
    const q0 = cellQ(grid.width, start);
    const r0 = cellR(grid.width, start);
    for (let c = 0; c < grid.width * grid.height; c++) {
      const distance = hexDistance(q0, r0, cellQ(grid.width, c), cellR(grid.width, c));
      expect(scratch.cost[c], `cell ${c}`).toBe(distance <= 3 ? distance : CLOSED);
    }
    expect(scratch.reached[0]).toBe(start);
    expect(scratch.previous[start]).toBe(-1);
    // Cheapest first.
    for (let i = 1; i < count; i++) expect(scratch.cost[scratch.reached[i] ?? 0]).toBeGreaterThanOrEqual(scratch.cost[scratch.reached[i - 1] ?? 0] ?? 0);
  });

  it('a wall is walked round; a movement type that may enter it goes through at its own cost', () => {
    const grid = gridOf([
      '00#00',
      '00#00',
      '00#00',
      '00#00',
      '00000',
    ]);
    const scratch = createCostReach(grid);
    const start = at(grid, 0, 0);
    const target = at(grid, 4, 0);
    costReach(grid, scratch, costs, WALK, start, 20, NO_CLIMB_LIMIT, 0, null, null);
    // Down column 0 or 1 to row 4, across and back up: never through column 2 above row 4.
    expect(scratch.cost[target]).toBe(10);
    const path = new Int32Array(32);
    const length = pathTo(scratch, target, path);
    expect(length).toBe(11);
    expect(path[0]).toBe(start);
    expect(path[length - 1]).toBe(target);
    for (let i = 0; i < length; i++) expect(grid.terrain[path[i] ?? 0]).toBe(OPEN);
    costReach(grid, scratch, costs, SWIM, start, 20, NO_CLIMB_LIMIT, 0, null, null);
    expect(scratch.cost[target]).toBe(2 * 4); // four hexes straight across, 2 each
  });

  it('HX-D7 (L6): a climb of 2 levels in one step is refused', () => {
    // One row: cells 0 and 1 are neighbours (a zig-zag of the odd-q layout).
    const grid = gridOf(['02']);
    const scratch = createCostReach(grid);
    expect(costReach(grid, scratch, costs, WALK, 0, 10, 1, 0, null, null)).toBe(1);
    expect(scratch.cost[1]).toBe(CLOSED);
    // Without the limit (another game's rule) the step is allowed.
    costReach(grid, scratch, costs, WALK, 0, 10, NO_CLIMB_LIMIT, 0, null, null);
    expect(scratch.cost[1]).toBe(1);
  });

  it('HX-D7 (L6): 0 -> 1 -> 2 over two hexes is allowed, and the hill top is reached by the ramp only', () => {
    const grid = gridOf(['012']);
    const scratch = createCostReach(grid);
    costReach(grid, scratch, costs, WALK, 0, 10, 1, 0, null, null);
    expect(scratch.cost[2]).toBe(2);
    const hill = gridOf([
      '00000',
      '00210',
      '00000',
      '00000',
    ]);
    const top = at(hill, 2, 1);
    const ramp = at(hill, 3, 1); // odd column 3, row 1 touches even column 2, rows 1 and 2
    const onHill = createCostReach(hill);
    costReach(hill, onHill, costs, WALK, at(hill, 0, 0), 20, 1, 0, null, null);
    expect(onHill.cost[top]).not.toBe(CLOSED);
    expect(onHill.previous[top]).toBe(ramp);
    hill.levels[ramp] = 0;
    costReach(hill, onHill, costs, WALK, at(hill, 0, 0), 20, 1, 0, null, null);
    expect(onHill.cost[top]).toBe(CLOSED);
  });

  it('each level climbed costs the surcharge; going down is free of it, even two levels at once', () => {
    const grid = gridOf(['01200']);
    const scratch = createCostReach(grid);
    costReach(grid, scratch, costs, WALK, 0, 20, 1, 1, null, null);
    expect([...scratch.cost]).toEqual([0, 2, 4, 5, 6]);
    // From the top, back down: 1 a hex; 2 -> 0 is a drop of 2, allowed.
    costReach(grid, scratch, costs, WALK, 2, 20, 1, 1, null, null);
    expect([...scratch.cost]).toEqual([2, 1, 0, 1, 2]);
  });

  it('the budget limits the reach exactly', () => {
    const grid = gridOf(['01200']);
    const scratch = createCostReach(grid);
    expect(costReach(grid, scratch, costs, WALK, 0, 4, 1, 1, null, null)).toBe(3);
    expect(reachedCells(scratch)).toEqual([0, 1, 2]);
    expect(costReach(grid, scratch, costs, WALK, 0, 3, 1, 1, null, null)).toBe(2);
    expect(costReach(grid, scratch, costs, WALK, 0, 0, 1, 1, null, null)).toBe(1);
  });

  it('occupied hexes are neither entered nor crossed; a stop hex is entered but not left', () => {
    const grid = gridOf(['00000']);
    const scratch = createCostReach(grid);
    const occupied = new Uint8Array(5);
    occupied[2] = 1;
    occupied[0] = 1; // the mover's own hex does not stop it
    expect(costReach(grid, scratch, costs, WALK, 0, 10, 1, 0, occupied, null)).toBe(2);
    const stops = new Uint8Array(5);
    stops[3] = 1;
    stops[0] = 1;
    costReach(grid, scratch, costs, WALK, 0, 10, 1, 0, null, stops);
    expect(reachedCells(scratch)).toEqual([0, 1, 2, 3]);
  });

  it('pathTo gives 0 for a cell not reached or a buffer too short', () => {
    const grid = gridOf(['000#0']);
    const scratch = createCostReach(grid);
    costReach(grid, scratch, costs, WALK, 0, 10, 1, 0, null, null);
    expect(pathTo(scratch, 4, new Int32Array(8))).toBe(0);
    expect(pathTo(scratch, 2, new Int32Array(2))).toBe(0);
    const out = new Int32Array(3);
    expect(pathTo(scratch, 2, out)).toBe(3);
    expect([...out]).toEqual([0, 1, 2]);
  });

  it('reuses its buffers and allocates nothing per search (no garbage collection over 100,000 searches)', async () => {
    const grid = gridOf(Array.from({ length: 12 }, (_, r) => '012321000123'.slice(r % 3) + '000'.slice(0, r % 3)));
    const scratch = createCostReach(grid);
    const buffers = [scratch.cost, scratch.previous, scratch.reached, scratch.bucketHead, scratch.entryCell];
    const path = new Int32Array(144);
    const search = (times: number) => {
      let sum = 0;
      for (let i = 0; i < times; i++) {
        sum += costReach(grid, scratch, costs, WALK, i % 144, 6, 1, 1, null, null);
        sum += pathTo(scratch, scratch.reached[scratch.reachedCount - 1] ?? 0, path);
      }
      return sum;
    };
    search(5_000); // warm up: compiled before counting
    const gcEvents = await fewestGc(3, () => search(100_000));
    expect(gcEvents).toBeLessThanOrEqual(1);
    buffers.forEach((buffer, i) => expect(buffer).toBe([scratch.cost, scratch.previous, scratch.reached, scratch.bucketHead, scratch.entryCell][i]));
    // The counter does see garbage: the same loop keeping a small array per search collects.
    let kept: number[] = [];
    const wasteful = await countGc(() => {
      for (let i = 0; i < 100_000; i++) {
        kept = Array.from({ length: 32 }, () => i);
        search(1);
      }
    });
    expect(kept.length).toBe(32);
    expect(wasteful).toBeGreaterThan(1);
  });
});
