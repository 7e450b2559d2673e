// cold: Kriegbot maps as data files (designs/kriegbot/maps/*.yaml): terrain as rows of text in an
// "odd-q" layout (column q, row r: hex (q, r - (q - (q & 1)) / 2) in axial coordinates), the
// structures on it (L316-321), and each team's edge (L359). Validated like designs.
import { z } from 'zod';
import type { Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { Terrain, type HexGrid } from './terrain.js';

/** Terrain codes beyond terrain.ts's: the dam and bridge rules need to find these hexes. */
export const TERRAIN_BRIDGE = 5;
export const TERRAIN_FLOOD_PLAIN = 6;

/** One character per hex. */
export const LEGEND: Readonly<Record<string, { readonly code: number; readonly name: string }>> = {
  '.': { code: Terrain.Clear, name: 'clear' },
  W: { code: Terrain.Woods, name: 'woods' },
  B: { code: Terrain.Building, name: 'building' },
  H: { code: Terrain.Hill, name: 'hill' },
  '~': { code: Terrain.Water, name: 'water' },
  '=': { code: TERRAIN_BRIDGE, name: 'bridge' },
  f: { code: TERRAIN_FLOOD_PLAIN, name: 'flood plain' },
};
export const STRUCTURES = ['tv-tower', 'gas-station', 'boat-shed', 'dam', 'bridge'] as const;

const mapSchema = z.strictObject({
  name: z.string().min(1),
  width: z.number().int().min(4).max(64),
  height: z.number().int().min(4).max(64),
  edges: z.strictObject({ top: z.enum(['green', 'yellow']), bottom: z.enum(['green', 'yellow']) }),
  terrain: z.array(z.string()),
  structures: z.array(z.strictObject({ type: z.enum(STRUCTURES), at: z.tuple([z.number().int(), z.number().int()]), side: z.enum(['green', 'yellow']).optional() })),
  centre: z.tuple([z.number().int(), z.number().int()]).optional(),
  sources: z.record(z.string(), z.string()),
});
export type MapFile = z.infer<typeof mapSchema>;

export interface KriegbotMap {
  readonly file: MapFile;
  readonly grid: HexGrid;
}

/** True for data that looks like a map (it has terrain rows). */
export function isMapData(data: unknown): boolean {
  return data !== null && typeof data === 'object' && 'terrain' in data;
}

/** Problems with a map file: its shape, its rows against the legend, structures on the map, and its sources. */
export function checkMap(file: string, data: unknown): Problem[] {
  const parsed = mapSchema.safeParse(data);
  if (!parsed.success) return zodProblems(file, [], parsed.error, 'map file format (designs/kriegbot/README.md)');
  const map = parsed.data;
  const problems: Problem[] = [];
  const rule = 'map file format (designs/kriegbot/README.md)';
  if (map.terrain.length !== map.height) problems.push({ file, path: 'terrain', message: `has ${map.terrain.length} rows, not height ${map.height}`, rule });
  map.terrain.forEach((row, r) => {
    if (row.length !== map.width) problems.push({ file, path: `terrain[${r}]`, message: `has ${row.length} hexes, not width ${map.width}`, rule });
    [...row].forEach((symbol, q) => {
      if (LEGEND[symbol] === undefined) problems.push({ file, path: `terrain[${r}]`, message: `column ${q}: "${symbol}" is not in the legend (${Object.keys(LEGEND).join(' ')})`, rule });
    });
  });
  if (map.edges.top === map.edges.bottom) problems.push({ file, path: 'edges', message: 'each team needs its own edge', rule: 'each team is assigned a map edge (L359)' });
  map.structures.forEach((structure, i) => {
    const [q, r] = structure.at;
    if (q < 0 || q >= map.width || r < 0 || r >= map.height) problems.push({ file, path: `structures[${i}].at`, message: `(${q}, ${r}) is off the ${map.width} x ${map.height} map`, rule });
    if (structure.type === 'tv-tower' && structure.side === undefined) problems.push({ file, path: `structures[${i}].side`, message: 'a TV tower belongs to one side', rule: 'the TV tower closest to a team\'s side (L318, L577)' });
    const under = map.terrain[r]?.[q];
    const wanted = structure.type === 'bridge' ? '=' : structure.type === 'dam' ? '~' : 'B';
    if (under !== undefined && under !== wanted) problems.push({ file, path: `structures[${i}].at`, message: `a ${structure.type} stands on "${wanted}" terrain, not "${under}"`, rule: 'towers, the boat shed and the gas station are buildings; the bridge spans water; the dam holds it back (L316-321)' });
  });
  // two structures on one hex once validated (and the second silently replaced the first)
  map.structures.forEach((structure, i) => {
    const first = map.structures.findIndex((other) => other.at[0] === structure.at[0] && other.at[1] === structure.at[1]);
    if (first < i) problems.push({ file, path: `structures[${i}].at`, message: `(${structure.at[0]}, ${structure.at[1]}) already holds structures[${first}] (${map.structures[first]?.type ?? ''}); one structure a hex`, rule: 'each structure is one building, bridge or dam on its own hex (L316-321)' });
  });
  if (map.centre !== undefined) {
    // a centre off the map once validated and played a different game (the centre's building and objectives land nowhere)
    const [q, r] = map.centre;
    if (q < 0 || q >= map.width || r < 0 || r >= map.height) problems.push({ file, path: 'centre', message: `(${q}, ${r}) is off the ${map.width} x ${map.height} map`, rule });
  }
  const { sources, ...values } = map;
  problems.push(...checkSources(file, 'map', values, sources).map((p) => ({ ...p, path: p.path.replace(/^map\./, '') })));
  return problems;
}

/** A validated map file as a hex grid. */
export function loadMap(data: unknown): KriegbotMap {
  const file = mapSchema.parse(data);
  const terrain = new Uint8Array(file.width * file.height);
  file.terrain.forEach((row, r) => [...row].forEach((symbol, q) => (terrain[r * file.width + q] = LEGEND[symbol]?.code ?? Terrain.Clear)));
  const scratch = 2 * (file.width + file.height);
  return { file, grid: { width: file.width, height: file.height, terrain, lineQ: new Int32Array(scratch), lineR: new Int32Array(scratch) } };
}

/** Axial coordinates of an offset (column, row) position. */
export function axialOf(column: number, row: number): readonly [number, number] {
  return [column, row - (column - (column & 1)) / 2];
}
