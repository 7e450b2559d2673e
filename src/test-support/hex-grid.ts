// Test support: a hex grid of clear terrain with some hexes set, keyed "q,r" in axial coordinates.
import type { HexGrid } from '../games/kriegbot/map/terrain.js';

export function testGrid(cells: Readonly<Record<string, number>> = {}, width = 24, height = 24): HexGrid {
  const terrain = new Uint8Array(width * height);
  for (const [at, code] of Object.entries(cells)) {
    const [q, r] = at.split(',').map(Number) as [number, number];
    terrain[(r + (q - (q & 1)) / 2) * width + q] = code;
  }
  const scratch = 2 * (width + height);
  return { width, height, terrain, lineQ: new Int32Array(scratch), lineR: new Int32Array(scratch) };
}
