// hot: cheapest paths from one hex over a grid, for any game whose movement costs points per hex
// entered (other-games-specs C11): a terrain x movement-type cost table, an optional limit on the
// levels climbed in one step (the 3" game's "climb a single Height Level when moving into a hex",
// HX L6) with a surcharge per level climbed, hexes other robots block, optional stop hexes (zones
// of control: entered, never left) and a budget. Dijkstra over a bucket queue (costs are small
// integers, so a bucket per cost replaces the heap); all scratch comes from createCostReach.
// A caller that searches the same grid with the same movement many times (a skirmish) prepares
// the step costs once with prepareSteps and calls stepReach; costReach does both.
import { neighbourQ, neighbourR } from './hex.js';
import type { HeightGrid } from './height-grid.js';
import { cellIndex } from './offset.js';
import type { HexGrid } from './offset.js';

/** Columns of a cost table: terrain codes 0-15. Row m of the table is movement type m. */
export const COST_TERRAIN_CODES = 16;
/** A table entry closing a terrain to a movement type; also the cost of a cell not reached. */
export const CLOSED = 255;
/** Pass as maxClimb for no limit on the levels climbed in one step. */
export const NO_CLIMB_LIMIT = 255;
/** Costs are bytes: the most a budget can be. */
export const MAX_BUDGET = 254;

export interface CostReach {
  /** Per cell: the cost of the cheapest path from the start, or CLOSED when not reached. */
  readonly cost: Uint8Array;
  /** Per cell: the cell before it on that path; -1 for the start and for cells not reached. */
  readonly previous: Int32Array;
  /** The cells reached, cheapest first; the start first. */
  readonly reached: Int32Array;
  reachedCount: number;
  /** Per cell and direction (cell * 6 + d): the neighbouring cell, or -1 off the grid. */
  readonly neighbours: Int32Array;
  /** Per cell and direction: what the step costs under the prepared movement (prepareSteps), CLOSED where it may not be taken. */
  readonly steps: Uint8Array;
  /** Bucket queue: per cost, the newest queue entry; entries chain through entryNext. */
  readonly bucketHead: Int32Array;
  readonly entryCell: Int32Array;
  readonly entryNext: Int32Array;
}

/** Scratch for costReach on grids of this size; allocate once, reuse for every search. */
export function createCostReach(grid: HexGrid): CostReach {
  const cells = grid.width * grid.height;
  const neighbours = new Int32Array(cells * 6);
  for (let c = 0; c < cells; c++) {
    const q = c % grid.width;
    const r = (c - q) / grid.width - (q - (q & 1)) / 2;
    for (let d = 0; d < 6; d++) neighbours[c * 6 + d] = cellIndex(grid.width, grid.height, neighbourQ(q, d), neighbourR(r, d));
  }
  return {
    cost: new Uint8Array(cells).fill(CLOSED),
    previous: new Int32Array(cells).fill(-1),
    reached: new Int32Array(cells),
    reachedCount: 0,
    neighbours,
    steps: new Uint8Array(cells * 6).fill(CLOSED),
    bucketHead: new Int32Array(MAX_BUDGET + 1),
    // A cell is queued only when its cost drops, at most once per neighbour: 6 per cell, plus the start.
    entryCell: new Int32Array(cells * 6 + 1),
    entryNext: new Int32Array(cells * 6 + 1),
  };
}

/**
 * Fills scratch.cost, previous and reached with every cell a mover of `moveType` can reach from
 * `start` spending at most `budget` points, and returns how many cells that is (the start included).
 *
 * Entering a cell costs costs[moveType * COST_TERRAIN_CODES + its terrain] (CLOSED: may not enter),
 * plus `climbCost` per level it stands above the cell left; a step climbing more than `maxClimb`
 * levels is not allowed (HX L6: one). Going down is free of both. Cells marked 1 in `occupied`
 * may be neither entered nor crossed; a cell marked 1 in `stops` may be entered but the move ends
 * there (the start never stops it). Either mask may be null.
 */
export function costReach(
  grid: HeightGrid, scratch: CostReach, costs: Uint8Array, moveType: number, start: number, budget: number,
  maxClimb: number, climbCost: number, occupied: Uint8Array | null, stops: Uint8Array | null,
): number {
  prepareSteps(grid, scratch, costs, moveType, maxClimb, climbCost);
  return stepReach(scratch, start, budget, occupied, stops);
}

/** Fills scratch.steps with the cost of every step on the grid for one movement (costReach's rules); again whenever the grid or the movement changes. */
export function prepareSteps(grid: HeightGrid, scratch: CostReach, costs: Uint8Array, moveType: number, maxClimb: number, climbCost: number): void {
  const { neighbours, steps } = scratch;
  const { terrain, levels } = grid;
  const row = moveType * COST_TERRAIN_CODES;
  for (let c = 0; c < scratch.cost.length; c++) {
    const level = levels[c]!;
    for (let d = 0; d < 6; d++) {
      const next = neighbours[c * 6 + d]!;
      const code = next < 0 ? COST_TERRAIN_CODES : terrain[next]!;
      const enter = code < COST_TERRAIN_CODES ? costs[row + code]! : CLOSED;
      const climb = next < 0 ? 0 : levels[next]! - level;
      const total = enter + (climb > 0 ? climb * climbCost : 0);
      steps[c * 6 + d] = enter === CLOSED || climb > maxClimb || total >= CLOSED ? CLOSED : total;
    }
  }
}

/** costReach over the steps prepareSteps last filled in. */
export function stepReach(scratch: CostReach, start: number, budget: number, occupied: Uint8Array | null, stops: Uint8Array | null): number {
  const { cost, previous, reached, neighbours, steps, bucketHead, entryCell, entryNext } = scratch;
  // Only the cells the last search reached hold a cost or a previous cell: clear those.
  for (let i = 0; i < scratch.reachedCount; i++) {
    const c = reached[i]!;
    cost[c] = CLOSED;
    previous[c] = -1;
  }
  scratch.reachedCount = 0;
  if (start < 0 || start >= cost.length) return 0;
  const limit = budget < 0 ? 0 : budget > MAX_BUDGET ? MAX_BUDGET : budget;
  bucketHead.fill(-1, 0, limit + 1);
  let entries = 0;
  let count = 0;
  cost[start] = 0;
  entryCell[0] = start;
  entryNext[0] = -1;
  bucketHead[0] = entries++;
  for (let spent = 0; spent <= limit; spent++) {
    // Zero-cost steps push onto the bucket being emptied, so read its head afresh each time.
    while (bucketHead[spent]! >= 0) {
      const entry = bucketHead[spent]!;
      bucketHead[spent] = entryNext[entry]!;
      const c = entryCell[entry]!;
      if (cost[c] !== spent) continue; // queued before a cheaper path was found
      reached[count++] = c;
      if (stops !== null && stops[c] === 1 && c !== start) continue;
      for (let k = c * 6; k < c * 6 + 6; k++) {
        const step = steps[k]!;
        if (step === CLOSED) continue;
        const next = neighbours[k]!;
        if (occupied !== null && occupied[next] === 1) continue;
        const total = spent + step;
        if (total > limit || total >= cost[next]!) continue;
        cost[next] = total;
        previous[next] = c;
        entryCell[entries] = next;
        entryNext[entries] = bucketHead[total]!;
        bucketHead[total] = entries++;
      }
    }
  }
  scratch.reachedCount = count;
  return count;
}

/**
 * Writes the cheapest path found by the last costReach, from its start to `cell` inclusive, into
 * `out` and returns its length in cells; 0 when the cell was not reached or `out` is too short.
 */
export function pathTo(scratch: CostReach, cell: number, out: Int32Array): number {
  const { cost, previous } = scratch;
  if (cell < 0 || cell >= cost.length || cost[cell] === CLOSED) return 0;
  let length = 0;
  for (let c = cell; c >= 0; c = previous[c]!) length++;
  if (length > out.length) return 0;
  let at = length;
  for (let c = cell; c >= 0; c = previous[c]!) out[--at] = c;
  return length;
}
