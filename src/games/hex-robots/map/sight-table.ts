// cold: the hidden quarters (sight.ts) of every ordered pair of hexes on a map, computed once per
// map. Terrain never changes during a battle and robots do not block sight, so a battle reads
// this table instead of tracing lines: one byte read per question, and no line tracing in the hot
// loop (src/hex/line.ts's lineHexes can box fractions when the optimiser does not inline its
// rounding helper, so tracing is best kept out of battles).
import type { HeightGrid } from '../../../hex/height-grid.js';
import { hiddenBetweenCells, ROBOT_LEVELS } from './sight.js';

/**
 * hidden[from * cells + to]: quarters of a robot on `to` hidden from a robot on `from` (0-4), robots
 * standing `robotLevels` levels tall (robot.standard.heightLevels).
 */
export function createSightTable(grid: HeightGrid, robotLevels: number = ROBOT_LEVELS): Uint8Array {
  const cells = grid.width * grid.height;
  const hidden = new Uint8Array(cells * cells);
  for (let from = 0; from < cells; from++) {
    for (let to = 0; to < cells; to++) hidden[from * cells + to] = from === to ? 0 : hiddenBetweenCells(grid, from, to, robotLevels);
  }
  return hidden;
}
