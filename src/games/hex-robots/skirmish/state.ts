// cold: the scratch of one worker's skirmishes, allocated once and reset per battle: the map (built
// from the `mapSeed` setting: 0 the open field, n the hills generated from seed n; the bundled
// hills.yaml is seed 4), its sight and distance tables, the movement search, and per robot its
// cell, side, items and status.
import { hexDistance } from '../../../hex/hex.js';
import { cellQ, cellR, type HeightGrid } from '../../../hex/height-grid.js';
import { createCostReach, prepareSteps, type CostReach } from '../../../hex/cost-reach.js';
import type { HexRobotsTables } from '../compile/tables.js';
import { TurnSlot } from '../resolve/slots.js';
import { defaultDeployment } from '../map/deployment.js';
import { hillsMap, openFieldMap } from '../map/generate.js';
import { loadHexMap } from '../map/map-file.js';
import { createSightTable } from '../map/sight-table.js';
import { ROBOT_LEVELS } from '../map/sight.js';
import { MoveType, STEP_AP, walkCosts } from '../map/terrain.js';
import { createStatus, type RobotStatus } from '../resolve/status.js';

/** The most robots a side may field (team size is data: catalogue team.robots). */
export const MAX_PER_SIDE = 8;

export interface SkirmishState {
  readonly grid: HeightGrid;
  readonly cells: number;
  /** Quarters of a robot at cell `to` hidden from a robot at `from`: [from * cells + to] (map/sight.ts). */
  readonly sight: Uint8Array;
  /** Hex distance between two cells: [from * cells + to]. */
  readonly distance: Uint8Array;
  /** Starting cells of a side fielding n robots: [((n - 1) * 2 + side) * MAX_PER_SIDE + i] (map/deployment.ts). */
  readonly deploy: Int32Array;
  readonly reach: CostReach;
  readonly costs: Uint8Array;
  /** 1 where a robot stands (movement may neither enter nor cross it). */
  readonly occupied: Uint8Array;
  readonly status: RobotStatus;
  /** Per robot (side 0's at 0.., side 1's at MAX_PER_SIDE..): its cell, items (ItemBit) and whether it moved this activation. */
  readonly cell: Int32Array;
  readonly items: Int8Array;
  readonly moved: Int8Array;
  /** Scratch: the cells of the enemies a robot weighs (skirmish/activation.ts). */
  readonly targets: Int32Array;
  /** Scratch: the number the chosen shot needs (skirmish/activation.ts shotTarget). */
  needed: number;
  /** Per side: robots fielded, the team row it plays, robots chosen this turn. */
  readonly count: Int32Array;
  readonly team: Int32Array;
  readonly chosen: Int32Array;
  turnCap: number;
  tally: Float64Array;
  /** Per side: the tally row of its shots (its melee attacks are the next row). */
  readonly tallyRow: Int32Array;
  /** The event log (event-log.ts): empty in simulation; a replay gives it room. */
  log: Int32Array;
  logLength: number;
  /** The turn being played, for the log. */
  turn: number;
}

/** The scratch for skirmishes under the compiled rules `t` on the map of `mapSeed`. */
export function createSkirmishState(t: HexRobotsTables, mapSeed: number, turnCap: number, tally: Float64Array): SkirmishState {
  const width = t.game.width[0] ?? 12;
  const height = t.game.height[0] ?? 12;
  const map = loadHexMap(`generated map (mapSeed ${mapSeed})`, mapSeed === 0 ? openFieldMap(width, height) : hillsMap(mapSeed, width, height));
  const grid = map.grid;
  const cells = grid.width * grid.height;
  const distance = new Uint8Array(cells * cells);
  for (let a = 0; a < cells; a++) {
    for (let b = 0; b < cells; b++) distance[a * cells + b] = hexDistance(cellQ(grid.width, a), cellR(grid.width, a), cellQ(grid.width, b), cellR(grid.width, b));
  }
  const deploy = new Int32Array(MAX_PER_SIDE * 2 * MAX_PER_SIDE);
  for (let n = 1; n <= MAX_PER_SIDE; n++) {
    const placed = defaultDeployment(map, n);
    for (let side = 0; side < 2; side++) for (let i = 0; i < n; i++) deploy[((n - 1) * 2 + side) * MAX_PER_SIDE + i] = placed[side * n + i] ?? 0;
  }
  const costs = walkCosts(t.turn.v[TurnSlot.MovePerHex] ?? STEP_AP);
  // Every move in a skirmish walks this map under these rules: the step costs are worked out once.
  const reach = createCostReach(grid);
  prepareSteps(grid, reach, costs, MoveType.Walk, t.turn.v[TurnSlot.MaxClimbPerHex] ?? 1, t.turn.v[TurnSlot.ClimbPerLevel] ?? 0);
  return {
    grid, cells, distance, deploy, reach, costs,
    sight: createSightTable(grid, t.game.robotLevels[0] ?? ROBOT_LEVELS),
    occupied: new Uint8Array(cells),
    status: createStatus(2 * MAX_PER_SIDE),
    cell: new Int32Array(2 * MAX_PER_SIDE),
    items: new Int8Array(2 * MAX_PER_SIDE),
    moved: new Int8Array(2 * MAX_PER_SIDE),
    targets: new Int32Array(MAX_PER_SIDE),
    needed: 0,
    count: new Int32Array(2),
    team: new Int32Array(2),
    chosen: new Int32Array(2),
    turnCap,
    tally,
    tallyRow: new Int32Array(2),
    log: new Int32Array(0),
    logLength: 0,
    turn: 0,
  };
}
