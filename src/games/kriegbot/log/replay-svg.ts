// cold: a replay drawn as one SVG picture: the map after every turn, small multiples in rows,
// robots as lettered discs in their side's colour, structures, crypto markers and the flag.
import { Terrain } from '../map/terrain.js';
import { TERRAIN_BRIDGE, TERRAIN_FLOOD_PLAIN } from '../map/map.js';
import type { KriegbotMap } from '../map/map.js';

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
const R = 9; // hex radius in pixels
const PER_ROW = 5;

export function replaySvg(title: string, map: KriegbotMap, snapshots: readonly Snapshot[]): string {
  const { width, height, terrain } = map.grid;
  const mapWidth = Math.ceil(1.5 * R * width + R / 2) + 8;
  const mapHeight = Math.ceil(Math.sqrt(3) * R * (height + 0.5)) + 24;
  const rows = Math.ceil(snapshots.length / PER_ROW);
  const parts: string[] = [];
  const centre = (cell: number) => {
    const q = cell % width;
    const row = Math.floor(cell / width);
    return [4 + R + 1.5 * R * q, 20 + (Math.sqrt(3) / 2) * R * (1 + 2 * row + (q & 1))] as const;
  };
  const hex = (x: number, y: number) => [...Array(6).keys()].map((i) => `${(x + R * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(y + R * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join(' ');
  snapshots.forEach((snapshot, index) => {
    const ox = (index % PER_ROW) * mapWidth;
    const oy = 28 + Math.floor(index / PER_ROW) * mapHeight;
    parts.push(`<g transform="translate(${ox},${oy})"><text x="4" y="12" font-size="11">after turn ${snapshot.turn}</text>`);
    for (let cell = 0; cell < width * height; cell++) {
      const [x, y] = centre(cell);
      parts.push(`<polygon points="${hex(x, y)}" fill="${FILL[terrain[cell] ?? 0] ?? '#fff'}" stroke="#888" stroke-width="0.4"/>`);
    }
    if (snapshot.flag >= 0) {
      const [x, y] = centre(snapshot.flag);
      parts.push(`<text x="${x}" y="${y + 4}" font-size="12" text-anchor="middle" fill="#c62828" font-weight="bold">F</text>`);
    }
    for (const { cell, mark, seat } of snapshot.marks) {
      if (cell < 0) continue;
      const [x, y] = centre(cell);
      if (mark >= 'A' && mark <= 'Z') {
        parts.push(`<circle cx="${x}" cy="${y}" r="${R * 0.75}" fill="${SEAT_COLOUR[seat] ?? '#555'}" stroke="#222" stroke-width="0.8"/>`);
        parts.push(`<text x="${x}" y="${y + 3.5}" font-size="10" text-anchor="middle" fill="#fff" font-weight="bold">${mark}</text>`);
      } else parts.push(`<text x="${x}" y="${y + 3.5}" font-size="10" text-anchor="middle" fill="#222">${escape(mark)}</text>`);
    }
    parts.push('</g>');
  });
  const svgWidth = Math.min(PER_ROW, snapshots.length) * mapWidth;
  const svgHeight = 28 + rows * mapHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${svgWidth}" height="${svgHeight}" font-family="sans-serif">`
    + `<text x="4" y="18" font-size="14">${escape(title)}</text>${parts.join('')}</svg>\n`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
