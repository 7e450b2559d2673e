// hot: rectangular hex maps in "odd-q" offset layout, shared by every game's map: column q, row
// r + (q - (q & 1)) / 2, one byte per hex in row-major order.

/** The index (row * width + column) of axial hex (q, r) on the grid, or -1 off it. */
export function cellIndex(width: number, height: number, q: number, r: number): number {
  const row = r + (q - (q & 1)) / 2;
  if (q < 0 || q >= width || row < 0 || row >= height) return -1;
  return row * width + q;
}

/**
 * A rectangular map in "odd-q" offset layout: column q, row r + (q - (q & 1)) / 2, one terrain
 * code per hex (each game its own codes).
 */
export interface HexGrid {
  readonly width: number;
  readonly height: number;
  readonly terrain: Uint8Array;
  /** Scratch for lineHexes: 2 * (width + height) entries each. */
  readonly lineQ: Int32Array;
  readonly lineR: Int32Array;
}
