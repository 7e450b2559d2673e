// hot: terrain codes on a hex grid and line of sight over them (L181, L199).
import * as lineModule from '../../../hex/line.js';
import * as offsetModule from '../../../hex/offset.js';
import type { HexGrid } from '../../../hex/offset.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { lineHexes } = lineModule;
const { cellIndex } = offsetModule;

export type { HexGrid };

export const Terrain = { Clear: 0, Woods: 1, Building: 2, Hill: 3, Water: 4 } as const;



export function terrainAt(grid: HexGrid, q: number, r: number): number {
  const cell = cellIndex(grid.width, grid.height, q, r);
  return cell < 0 ? Terrain.Clear : grid.terrain[cell]!;
}

/**
 * Line of sight from hex 1 to hex 2 (L199): woods and building hexes in between block it, and so
 * do hills unless the attacker or the target, or both, stand on a hill. `ignoreWoodsAndHills` is
 * the painted-target rule for indirect attacks (A17 default: MISSILE and the Howitzer see a
 * painted target over woods and hills; buildings still block).
 */
export function lineOfSight(grid: HexGrid, q1: number, r1: number, q2: number, r2: number, ignoreWoodsAndHills: boolean): boolean {
  const count = lineHexes(q1, r1, q2, r2, grid.lineQ, grid.lineR);
  return (sightOnLine(grid, q1, r1, q2, r2, count, grid.lineQ, grid.lineR) & (ignoreWoodsAndHills ? 2 : 1)) !== 0;
}

/**
 * Both kinds of sight over the `count` hexes of a line already traced (lineHexes): bit 0 plain line
 * of sight, bit 1 sight for indirect attacks on a painted target (only buildings block).
 */
export function sightOnLine(grid: HexGrid, q1: number, r1: number, q2: number, r2: number, count: number, lineQ: Int32Array, lineR: Int32Array): number {
  const onHill = terrainAt(grid, q1, r1) === Terrain.Hill || terrainAt(grid, q2, r2) === Terrain.Hill;
  let bits = 3;
  for (let i = 0; i < count && bits !== 0; i++) {
    const terrain = terrainAt(grid, lineQ[i]!, lineR[i]!);
    if (terrain === Terrain.Building) return 0;
    if (terrain === Terrain.Woods || (terrain === Terrain.Hill && !onHill)) bits &= 2;
  }
  return bits;
}
