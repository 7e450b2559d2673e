// The reconstructed chassis geometry (spec 6.3, 6.6): 49 cells in 7 flowers, the 9 columns of
// 2, 5, 7, 7, 7, 7, 7, 5, 2 cells along every axis, the brain alone in the middle of column 5 from
// every side, and arcs of 60 degrees a location (MB-D9, L55, L76-78).
import { describe, expect, it } from 'vitest';
import { arcSectors, bearingSector, BRAIN, CELLS, CELL_COUNT, CENTRAL, columnCells, LOCATION_IDS, locationSector, neighbours } from './geometry.js';

const popcount = (mask: number) => [0, 1, 2, 3, 4, 5].filter((bit) => (mask & (1 << bit)) !== 0).length;

describe('the chassis (L48-53)', () => {
  it('is 7 locations of 7 distinct hexes, the brain at the central flower\'s centre', () => {
    expect(CELL_COUNT).toBe(49);
    expect(new Set(CELLS.map((cell) => `${cell.q},${cell.r}`)).size).toBe(49);
    expect(CELLS[BRAIN]).toMatchObject({ q: 0, r: 0, location: CENTRAL, position: 0 });
    expect(LOCATION_IDS).toEqual(['forward', 'forward-right', 'backward-right', 'back', 'backward-left', 'forward-left', 'central']);
    expect(neighbours(BRAIN)).toHaveLength(6);
  });

  it('has 9 columns of 2, 5, 7, 7, 7, 7, 7, 5, 2 cells from every side, covering each cell once', () => {
    for (let from = 0; from < 6; from++) {
      const columns = Array.from({ length: 9 }, (_, k) => columnCells(from, k + 1));
      expect(columns.map((cells) => cells.length)).toEqual([2, 5, 7, 7, 7, 7, 7, 5, 2]);
      expect(new Set(columns.flat()).size).toBe(49);
    }
  });

  it('puts the brain fourth in column 5 from every side, and in no other column (spec 6.8: three cells deep)', () => {
    for (let from = 0; from < 6; from++) {
      expect(columnCells(from, 5).indexOf(BRAIN)).toBe(3);
      for (const column of [1, 2, 3, 4, 6, 7, 8, 9]) expect(columnCells(from, column)).not.toContain(BRAIN);
    }
  });

  it('walks each column from the attacker\'s side: the first cell is nearest the attacker', () => {
    const east = columnCells(0, 5).map((cell) => CELLS[cell]?.q);
    expect(east).toEqual([...east].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(columnCells(3, 5)).toEqual([...columnCells(0, 5)].reverse());
  });

  it('MB-D9 (L78, L55, L76): a central-only weapon covers 360 degrees; a weapon over 3 locations 180; one outer location 60 facing out', () => {
    expect(popcount(arcSectors([CENTRAL]))).toBe(6);
    expect(popcount(arcSectors([0, 1, CENTRAL]))).toBe(3);
    expect(popcount(arcSectors([0, 1, 5]))).toBe(3);
    expect(arcSectors([0])).toBe(1 << 0);
    expect(arcSectors([0, 1, 5])).toBe((1 << 0) | (1 << 5) | (1 << 1));
    expect(LOCATION_IDS.slice(0, 6).map((_, location) => locationSector(location))).toEqual([0, 5, 4, 3, 2, 1]);
  });

  it('reads bearings into sectors counter-clockwise from east', () => {
    expect([bearingSector(0, 0, 3, 0), bearingSector(0, 0, 2, -2), bearingSector(0, 0, 0, -3), bearingSector(0, 0, -3, 0), bearingSector(0, 0, -2, 2), bearingSector(0, 0, 0, 3)]).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
