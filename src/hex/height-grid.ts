// hot: a hex grid whose hexes stand at height levels (Heroscape-style terrain, HX L3, L6), for any
// game on a map with heights. It is the shared odd-q grid (offset.ts: cellIndex) plus one height
// byte per hex, so code written for HexGrid reads it too. createHeightGrid is cold; the rest is hot.
import { cellIndex, type HexGrid } from './offset.js';

/**
 * Cells are numbered row * width + column in odd-q offset layout: column q, row
 * r + (q - (q & 1)) / 2 for axial (q, r). `terrain` holds each game's own codes; `levels` the
 * height level of the hex's top (0 = the table).
 */
export interface HeightGrid extends HexGrid {
  readonly levels: Uint8Array;
}

/** A flat grid (every hex terrain 0, level 0) with line scratch for lineHexes. */
export function createHeightGrid(width: number, height: number): HeightGrid {
  const cells = width * height;
  // lineHexes writes up to 2 * distance hexes, and no distance on the grid exceeds width + height.
  const scratch = 2 * (width + height);
  return {
    width,
    height,
    terrain: new Uint8Array(cells),
    levels: new Uint8Array(cells),
    lineQ: new Int32Array(scratch),
    lineR: new Int32Array(scratch),
  };
}

/** Axial q of a cell: its column. */
export function cellQ(width: number, cell: number): number {
  return cell % width;
}

/** Axial r of a cell. */
export function cellR(width: number, cell: number): number {
  const q = cell % width;
  return (cell - q) / width - (q - (q & 1)) / 2;
}

/** The height level of axial hex (q, r); hexes off the grid read as level 0 (the table). */
export function levelAt(grid: HeightGrid, q: number, r: number): number {
  const cell = cellIndex(grid.width, grid.height, q, r);
  return cell < 0 ? 0 : grid.levels[cell]!;
}

