// The height grid: Kriegbot's odd-q cell numbering plus a level per hex.
import { describe, expect, it } from 'vitest';
import { cellQ, cellR, createHeightGrid, levelAt } from './height-grid.js';
import { cellIndex } from './offset.js';

describe('height grid', () => {
  it('numbers cells row * width + column and converts both ways with axial (q, r)', () => {
    const grid = createHeightGrid(7, 5);
    for (let cell = 0; cell < 35; cell++) {
      expect(cellIndex(7, 5, cellQ(7, cell), cellR(7, cell))).toBe(cell);
    }
    expect([cellQ(7, 7 * 2 + 3), cellR(7, 7 * 2 + 3)]).toEqual([3, 1]); // odd column 3, row 2
    expect(grid.terrain).toHaveLength(35);
    expect(grid.levels).toHaveLength(35);
    expect(grid.lineQ.length).toBe(2 * (7 + 5));
  });

  it('reads a hex\'s level; hexes off the grid are at level 0', () => {
    const grid = createHeightGrid(4, 4);
    grid.levels[cellIndex(4, 4, 1, 2)] = 3;
    expect(levelAt(grid, 1, 2)).toBe(3);
    expect(levelAt(grid, 1, 1)).toBe(0);
    expect(levelAt(grid, -1, 0)).toBe(0);
    expect(levelAt(grid, 9, 9)).toBe(0);
  });
});
