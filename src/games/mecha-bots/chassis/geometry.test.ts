// The chassis geometry built from the catalogue's card (spec 6.3, 6.6; chassis.yaml, reconstructed):
// 49 cells in 7 flowers, the 9 columns of 2, 5, 7, 7, 7, 7, 7, 5, 2 cells along every axis, the
// brain alone in the middle of column 5 from every side, the outer locations clockwise from Forward,
// and arcs of 60 degrees a location (MB-D9, L55, L76-78) - for the card and its mirrored variant.
import { describe, expect, it } from 'vitest';
import { bundledMb, mbWithVariant } from '../test-support/bundled.js';
import { sectorOf } from '../arena/hex.js';
import { geometryOf } from './catalogue-geometry.js';
import { arcSectors, BRAIN, CENTRAL, neighbours } from './geometry.js';

const popcount = (mask: number) => [0, 1, 2, 3, 4, 5].filter((bit) => (mask & (1 << bit)) !== 0).length;

describe.each([['the reconstructed card', bundledMb], ['the mirrored variant', () => mbWithVariant('forward-mirrored.yaml')]] as const)('the chassis (L48-53), %s', (_name, load) => {
  const g = geometryOf(load());

  it('is 7 locations of 7 distinct hexes, the brain at the central flower\'s centre', () => {
    expect(g.byCoordinates.size).toBe(49);
    expect(g.cells[BRAIN]).toMatchObject({ location: CENTRAL, position: 0 });
    expect(neighbours(g, BRAIN)).toHaveLength(6);
  });

  it('has 9 columns of 2, 5, 7, 7, 7, 7, 7, 5, 2 cells from every side, covering each cell once, the brain fourth in column 5', () => {
    for (let from = 0; from < 6; from++) {
      const columns = g.columns[from] ?? [];
      expect(columns.map((cells) => cells.length)).toEqual([2, 5, 7, 7, 7, 7, 7, 5, 2]);
      expect(new Set(columns.flat()).size).toBe(49);
      expect(columns[4]?.indexOf(BRAIN)).toBe(3);
      expect(columns.filter((cells) => cells.includes(BRAIN))).toHaveLength(1);
    }
    expect(g.columns[3]?.[4]).toEqual([...(g.columns[0]?.[4] ?? [])].reverse());
  });

  it('looks out from Forward ahead and the other outer locations clockwise (L51)', () => {
    expect(g.locationSector).toEqual([0, 1, 2, 3, 4, 5, -1]);
  });

  it('MB-D9 (L78, L55, L76): a central-only weapon covers 360 degrees; a weapon over 3 locations 180; one outer location the 60 it looks out over', () => {
    expect(popcount(arcSectors(g, [CENTRAL]))).toBe(6);
    expect(popcount(arcSectors(g, [0, 1, CENTRAL]))).toBe(3);
    expect(arcSectors(g, [0, 1, 5])).toBe((1 << 0) | (1 << 1) | (1 << 5));
    for (let location = 0; location < 6; location++) expect(arcSectors(g, [location])).toBe(1 << location);
  });
});

it('reads bearings into hexside sectors clockwise from north (src/hex/hex.ts)', () => {
  expect([sectorOf(0, -3), sectorOf(2, -2), sectorOf(2, 0), sectorOf(0, 3), sectorOf(-2, 2), sectorOf(-2, 0)]).toEqual([0, 1, 2, 3, 4, 5]);
});
