// cold: a replay drawn as one SVG picture: the map after every turn, small multiples in rows,
// robots as lettered discs in their side's colour, structures, crypto markers and the flag.
import { Terrain } from '../map/terrain.js';
import { TERRAIN_BRIDGE, TERRAIN_FLOOD_PLAIN } from '../map/map.js';
import type { KriegbotMap } from '../map/map.js';
import { framesSvg } from '../../../hex/frames-svg.js';

/** What stands where after one turn. */
export interface Snapshot {
  readonly turn: number;
  readonly marks: readonly { readonly cell: number; readonly mark: string; readonly seat: number }[];
  readonly flag: number;
}

const FILL: Readonly<Record<number, string>> = {
  [Terrain.Clear]: '#ece8d4', [Terrain.Woods]: '#6f9a5b', [Terrain.Building]: '#a39a91', [Terrain.Hill]: '#cfb07a',
  [Terrain.Water]: '#7fb2de', [TERRAIN_BRIDGE]: '#8d6e63', [TERRAIN_FLOOD_PLAIN]: '#d7e6cc',
};
const SEAT_COLOUR = ['#2e7d32', '#f9a825', '#1565c0'];

export function replaySvg(title: string, map: KriegbotMap, snapshots: readonly Snapshot[]): string {
  const { width, height, terrain } = map.grid;
  return framesSvg({
    title, width, height,
    fill: (cell) => FILL[terrain[cell] ?? 0] ?? '#fff',
    frames: snapshots.map((snapshot) => ({
      title: `after turn ${snapshot.turn}`,
      marks: [
        ...(snapshot.flag >= 0 ? [{ cell: snapshot.flag, text: 'F', colour: '#c62828', bold: true }] : []),
        // Robots are capital letters, in their side's colour; structures and markers are plain text.
        ...snapshot.marks.map(({ cell, mark, seat }) => (mark >= 'A' && mark <= 'Z' ? { cell, text: mark, disc: SEAT_COLOUR[seat] ?? '#555' } : { cell, text: mark })),
      ],
    })),
  });
}
