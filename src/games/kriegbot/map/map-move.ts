// hot: a robot's movement options on the map, from its compiled template (L157-181).
import * as reachModule from './reach.js';
import type { ReachScratch } from './reach.js';
import type { HexGrid } from './terrain.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { createReach, reachable, setEnterable } = reachModule;

export { createReach };

/** Where robot row r can end a Move from (q, r) facing `facing`, at `speed`: scratch.ends, count returned. */
export function moveEnds(t: KriegbotTables, robot: number, grid: HexGrid, scratch: ReachScratch, q: number, r: number, facing: number, speed: number): number {
  setEnterable(scratch, t.robot.terrain[robot]!);
  return reachable(grid, scratch, q, r, facing, speed, t.robot.rotations[robot]!, t.robot.sideslips[robot]!, t.robot.freeReface[robot] === 1);
}
