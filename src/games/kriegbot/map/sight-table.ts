// cold: line of sight for every pair of hexes (L199), written once per compiled scenario, with
// the sight each line regains once the buildings standing on it have fallen. "The TV towers,
// boat shed, gas station ... are buildings that interfere with line-of sight" (L316); the rules
// do not say what a destroyed one leaves, and the default taken here is that its rubble no longer
// blocks (inferred: it is no longer a building).
import { lineHexes } from '../../../hex/line.js';
import { cellIndex } from '../../../hex/offset.js';
import { sightOnLine, Terrain } from './terrain.js';
import { axialOf, type KriegbotMap } from './map.js';
import type { KriegbotTables } from '../compile/tables.js';

/** Structures a line can wait on (their bits share a 16-bit cell with the 2 sight bits). */
export const SIGHT_STRUCTURES = 14;

/**
 * The sight of recently compiled maps, by their content: a campaign compiles a scenario for every
 * mission, and the sight is most of the time a compile takes (about 100 ms on the default map).
 */
const cache = new Map<string, { readonly mask: Uint8Array; readonly reopen: Uint16Array }>();
const CACHED_MAPS = 8;

export function writeSight(t: KriegbotTables, map: KriegbotMap): void {
  const key = `${map.grid.width}x${map.grid.height}:${map.grid.terrain.join(',')}|${JSON.stringify(map.file.structures)}`;
  const known = cache.get(key);
  if (known !== undefined) {
    t.sight.mask.set(known.mask);
    t.sight.reopen.set(known.reopen);
    return;
  }
  computeSight(t, map);
  if (cache.size >= CACHED_MAPS) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, { mask: t.sight.mask.slice(), reopen: t.sight.reopen.slice() });
}

function computeSight(t: KriegbotTables, map: KriegbotMap): void {
  const { width, height } = map.grid;
  const cells = width * height;
  // Per cell: the bit of the building structure standing there, if any.
  const buildingBit = new Uint16Array(cells);
  const razed = { ...map.grid, terrain: map.grid.terrain.slice() };
  map.file.structures.forEach((structure, i) => {
    const cell = structure.at[1] * width + structure.at[0];
    if (i >= SIGHT_STRUCTURES || map.grid.terrain[cell] !== Terrain.Building) return;
    buildingBit[cell] = 1 << i;
    razed.terrain[cell] = Terrain.Clear;
  });
  const lineQ = new Int32Array(2 * (width + height));
  const lineR = new Int32Array(2 * (width + height));
  // The line from a to b passes the same hexes as from b to a, and sight is the same both ways.
  for (let from = 0; from < cells; from++) {
    const [q1, r1] = axialOf(from % width, Math.floor(from / width));
    t.sight.mask[from * cells + from] = 3;
    for (let to = from + 1; to < cells; to++) {
      const [q2, r2] = axialOf(to % width, Math.floor(to / width));
      const count = lineHexes(q1, r1, q2, r2, lineQ, lineR);
      const bits = sightOnLine(map.grid, q1, r1, q2, r2, count, lineQ, lineR);
      t.sight.mask[from * cells + to] = bits;
      t.sight.mask[to * cells + from] = bits;
      if (bits === 3) continue;
      const open = sightOnLine(razed, q1, r1, q2, r2, count, lineQ, lineR);
      if (open === bits) continue;
      let standing = 0; // the buildings on the line: all must fall
      for (let i = 0; i < count; i++) {
        const cell = cellIndex(width, height, lineQ[i] ?? 0, lineR[i] ?? 0);
        if (cell >= 0) standing |= buildingBit[cell] ?? 0;
      }
      t.sight.reopen[from * cells + to] = (standing << 2) | open;
      t.sight.reopen[to * cells + from] = (standing << 2) | open;
    }
  }
}
