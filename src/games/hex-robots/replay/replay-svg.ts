// cold: a skirmish replay as one SVG picture: the map after each side's turn, hexes shaded by
// height level (blocked hexes dark), robots as lettered discs in their seat's colour.
import type { HeightGrid } from '../../../hex/height-grid.js';
import { framesSvg } from '../../../hex/frames-svg.js';
import { HexTerrain } from '../map/terrain.js';
import type { Frame } from './decode.js';

/** Levels 0-3, low to high; blocked hexes. */
const LEVEL_FILL = ['#ece8d4', '#d9c89a', '#c2a064', '#9c7a44'];
const BLOCKED = '#555555';
/** The first seat's robots are capitals, the second's small letters. */
const SEAT_COLOUR = ['#1565c0', '#c62828'];

export function replaySvg(title: string, grid: HeightGrid, frames: readonly Frame[]): string {
  return framesSvg({
    title, width: grid.width, height: grid.height,
    fill: (cell) => (grid.terrain[cell] === HexTerrain.Blocked ? BLOCKED : LEVEL_FILL[grid.levels[cell] ?? 0] ?? '#fff'),
    frames: frames.map((frame) => ({
      title: frame.title,
      marks: frame.robots.map(({ letter, cell }) => ({ cell, text: letter, disc: SEAT_COLOUR[letter >= 'a' ? 1 : 0] ?? '#555' })),
    })),
  });
}
