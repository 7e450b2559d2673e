// cold: where the robots start. The rules name no set-up, so the default is reconstructed: each
// side's robots spread evenly along its own map edge (other-games-specs §5.5 "team size": 4 a side;
// "activate two of your Robots", HX L5, presupposes more than two).
import type { Edge, HexRobotsMap } from './map-file.js';
import { HexTerrain } from './terrain.js';

/** Robots a side (reconstructed R-team). */
export const TEAM_SIZE = 4;

/** The cells along one edge of a width x height grid (cell = row * width + column), in order. */
export function edgeCells(width: number, height: number, edge: Edge): number[] {
  switch (edge) {
    case 'top':
      return Array.from({ length: width }, (_, q) => q);
    case 'bottom':
      return Array.from({ length: width }, (_, q) => (height - 1) * width + q);
    case 'left':
      return Array.from({ length: height }, (_, row) => row * width);
    case 'right':
      return Array.from({ length: height }, (_, row) => row * width + width - 1);
  }
}

/**
 * The starting cells: side a's `perSide` robots first, then side b's, each side's spread evenly
 * over the open hexes of its edge (a hex at a corner both edges share goes to side a).
 */
export function defaultDeployment(map: HexRobotsMap, perSide = TEAM_SIZE): Int32Array {
  const { grid, file } = map;
  const out = new Int32Array(2 * perSide);
  const taken = new Set<number>();
  (['a', 'b'] as const).forEach((side, s) => {
    const open = edgeCells(grid.width, grid.height, file.deployment[side]).filter((cell) => grid.terrain[cell] !== HexTerrain.Blocked && !taken.has(cell));
    if (open.length < perSide) throw new Error(`${file.name}: the ${file.deployment[side]} edge has ${open.length} free hexes for side ${side}'s ${perSide} robots`);
    for (let i = 0; i < perSide; i++) {
      const cell = open[Math.floor(((i + 0.5) * open.length) / perSide)] ?? 0;
      taken.add(cell);
      out[s * perSide + i] = cell;
    }
  });
  return out;
}
