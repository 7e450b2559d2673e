// cold: a map as text, for reports, tests and the terminal. Odd-q layout: odd columns sit half a
// hex lower, so each map row takes two lines, the even columns on the first and the odd ones on
// the second. A hex shows its level (0-3) or '#' when blocked, then the letter of a robot on it.
import type { HeightGrid } from '../../../hex/height-grid.js';
import { HexTerrain } from './terrain.js';

/** A robot to show: its cell (row * width + column) and one letter. */
export interface MapMarker {
  readonly cell: number;
  readonly letter: string;
}

/**
 * For example a 4 x 2 map with rows "0102" and "0#00" ('#' blocked), robot A on cell 0 and b on
 * cell 7 (row 1, column 3):
 * ```
 *      0 1 2 3
 *   0  0A  0
 *        1   2
 *   1  0   0
 *        #   0b
 * ```
 */
export function drawHexMap(grid: HeightGrid, robots: readonly MapMarker[] = []): string {
  const letters = new Map<number, string>();
  for (const { cell, letter } of robots) {
    if (letter.length !== 1) throw new Error(`drawHexMap: a robot's mark is one letter, not "${letter}"`);
    if (cell < 0 || cell >= grid.width * grid.height) throw new Error(`drawHexMap: cell ${cell} is off the ${grid.width} x ${grid.height} map`);
    letters.set(cell, letter);
  }
  const hex = (cell: number) => `${grid.terrain[cell] === HexTerrain.Blocked ? '#' : String(grid.levels[cell] ?? 0)}${letters.get(cell) ?? ' '}`;
  const columns = Array.from({ length: grid.width }, (_, q) => q);
  const lines = [`     ${columns.map((q) => String(q % 10)).join(' ')}`];
  for (let row = 0; row < grid.height; row++) {
    for (const parity of [0, 1]) {
      const label = parity === 0 ? String(row).padStart(3) : '   ';
      const cells = columns.map((q) => ((q & 1) === parity ? hex(row * grid.width + q) : '  ')).join('');
      lines.push(`${label}  ${cells}`.trimEnd());
    }
  }
  return `${lines.join('\n')}\n`;
}
