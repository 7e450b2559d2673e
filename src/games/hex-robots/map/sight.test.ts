// Hidden quarters on hand-built maps (HX L8, L22-24; reconstruction in designs/hex-robots/maps/README.md).
// Most cases look straight down column 2 (axial q = 2), where the centre line crosses each hex
// between from side to side: over the k-th hex of a range-4 line it runs from (k - 0.5) / 4 to
// (k + 0.5) / 4 of the way. Robots stand 2 levels tall; the eye is the shooter's top.
import { describe, expect, it } from 'vitest';
import { createHeightGrid, type HeightGrid } from '../../../hex/height-grid.js';
import { fewestGc } from '../../../test-support/gc-count.js';
import { generateHills, HILLS_SEED, MAP_STREAM } from './generate.js';
import { hiddenBetweenCells, hiddenInTable, hiddenQuarters } from './sight.js';
import { createSightTable } from './sight-table.js';
import { Rng } from '../../../rng/rng.js';

/** Axial (q, r) of offset (column, row). */
const axial = (column: number, row: number): [number, number] => [column, row - (column - (column & 1)) / 2];

function gridOf(rows: readonly string[]): HeightGrid {
  const grid = createHeightGrid(rows[0]?.length ?? 0, rows.length);
  rows.forEach((row, r) => [...row].forEach((symbol, q) => (grid.levels[r * grid.width + q] = Number(symbol))));
  return grid;
}

/** Quarters of the robot at offset `to` hidden from the robot at offset `from`. */
function hidden(grid: HeightGrid, from: [number, number], to: [number, number]): number {
  return hiddenQuarters(grid, ...axial(...from), ...axial(...to));
}

describe('hiddenQuarters (HX L8, L22-24)', () => {
  it('on flat ground nothing is hidden, at any range and angle', () => {
    const grid = gridOf(Array.from({ length: 12 }, () => '000000000000'));
    expect(hidden(grid, [2, 0], [2, 4])).toBe(0);
    expect(hidden(grid, [0, 0], [11, 11])).toBe(0);
    expect(hidden(grid, [5, 3], [9, 3])).toBe(0);
  });

  it('a wall 2 levels high between two robots on the ground hides all of the target: no line of sight (L8)', () => {
    // The eye is level with the wall's top: the highest line grazes it, and grazing blocks.
    const grid = gridOf(['00000', '00000', '00200', '00000', '00000']);
    expect(hidden(grid, [2, 0], [2, 4])).toBe(4);
    expect(hidden(grid, [2, 4], [2, 0])).toBe(4);
  });

  it('a hex 1 level high just in front of the target hides its lowest quarter (25%, L22)', () => {
    // Over the hex (5/8 to 7/8 of the way) the line to the 25% point (0.5) falls from 2 to 0.6875.
    const grid = gridOf(['00000', '00000', '00000', '00100', '00000']);
    expect(hidden(grid, [2, 0], [2, 4])).toBe(1);
    // In the middle of the line the same hex is under every sight line.
    expect(hidden(gridOf(['00000', '00000', '00100', '00000', '00000']), [2, 0], [2, 4])).toBe(0);
  });

  it('a target on a step behind a 2-level hex is half hidden (50%, L23); from a step up, three quarters (75%, L24)', () => {
    // Target on level 1 (points 1.5, 2, 2.5, 3); the eye at 2: lines to 1.5 and 2 touch the 2-level top.
    expect(hidden(gridOf(['00000', '00000', '00000', '00200', '00100']), [2, 0], [2, 4])).toBe(2);
    // Shooter on level 1 (eye 3), target on the ground: only the line to its head (2) clears, at 2.125.
    expect(hidden(gridOf(['00100', '00000', '00000', '00200', '00000']), [2, 0], [2, 4])).toBe(3);
  });

  it('a shooter on high ground sees over a wall that hides the target from the ground', () => {
    const rows = (shooter: number) => [`00${shooter}00`, '00000', '00200', '00000', '00000'];
    // Over the wall (3/8 to 5/8 of the way) the lowest line is at eye - (eye - 0.5) * 5/8.
    expect([0, 1, 2, 3].map((level) => hidden(gridOf(rows(level)), [2, 0], [2, 4]))).toEqual([4, 2, 1, 0]);
  });

  it('a line along a hexside is blocked by a tall hex on either side of it', () => {
    // Axial (2, 1) to (3, 2): the centre line runs along the side between (3, 1) and (2, 2).
    const flat = Array.from({ length: 6 }, () => '000000');
    const from: [number, number] = [2, 2];
    const to: [number, number] = [3, 3];
    expect(hidden(gridOf(flat), from, to)).toBe(0);
    const left = gridOf(flat);
    left.levels[2 * 6 + 3] = 3; // axial (3, 1) is offset (3, 2)
    expect(hidden(left, from, to)).toBe(4);
    const right = gridOf(flat);
    right.levels[3 * 6 + 2] = 3; // axial (2, 2) is offset (2, 3)
    expect(hidden(right, from, to)).toBe(4);
  });

  it('from below a ledge only the head of a robot standing back on it shows', () => {
    // Target on level 3 two hexes back from the lip of a level-3 plateau; the shooter's eye is at 2.
    // Over the lip (3/8 to 5/8 of the way) only the line to the head (5) passes above 3, at 3.125.
    const grid = gridOf(['00000', '00000', '00300', '00300', '00300']);
    expect(hidden(grid, [2, 0], [2, 4])).toBe(3);
    // A robot standing on the lip itself is in plain view: its own hex never hides it.
    expect(hidden(grid, [2, 0], [2, 2])).toBe(0);
  });

  it('the sight table holds the hidden quarters of every ordered pair of cells', async () => {
    const grid = createHeightGrid(12, 12);
    grid.levels.set(generateHills(new Rng(HILLS_SEED, MAP_STREAM)));
    const table = createSightTable(grid);
    expect(table).toHaveLength(144 * 144);
    const [q1, r1] = axial(3, 11);
    const [q2, r2] = axial(8, 1);
    expect(hiddenInTable(table, 144, 11 * 12 + 3, 1 * 12 + 8)).toBe(hiddenQuarters(grid, q1, r1, q2, r2));
    for (let from = 0; from < 144; from += 7) {
      for (let to = 0; to < 144; to++) expect(hiddenInTable(table, 144, from, to)).toBe(from === to ? 0 : hiddenBetweenCells(grid, from, to));
    }
    const counts = [0, 0, 0, 0, 0];
    for (const quarters of table) counts[quarters] = (counts[quarters] ?? 0) + 1;
    expect(counts.every((count) => count > 0)).toBe(true); // the hills give every grade of cover
    const sweep = (times: number) => {
      let sum = 0;
      for (let i = 0; i < times; i++) sum += hiddenInTable(table, 144, i % 144, (i * 7 + 31) % 144);
      return sum;
    };
    sweep(50_000);
    expect(await fewestGc(3, () => sweep(1_000_000))).toBeLessThanOrEqual(1);
  });
});
