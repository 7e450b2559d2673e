// cold: hex-robots maps as data files (designs/hex-robots/maps/*.yaml): a height level 0-3 per hex
// given row by row in the odd-q layout (column q, row r + (q - (q & 1)) / 2 for axial (q, r);
// src/hex/height-grid.ts), hexes closed to robots, and the edge each side deploys on. Validated at
// the edge: every problem names the file, the field path and the rule.
import { z } from 'zod';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { createHeightGrid, type HeightGrid } from '../../../hex/height-grid.js';
import { edgeCells, TEAM_SIZE } from './deployment.js';
import { HexTerrain, MAX_LEVEL } from './terrain.js';

export const EDGES = ['top', 'bottom', 'left', 'right'] as const;
export type Edge = (typeof EDGES)[number];

const mapSchema = z.strictObject({
  name: z.string().min(1),
  width: z.number().int().min(4).max(64),
  height: z.number().int().min(4).max(64),
  /** One row per map row: a string of digits ("0012") or a list of numbers ([0, 0, 1, 2]). */
  heights: z.array(z.union([z.string(), z.array(z.number().int())])),
  /** Hexes robots may not enter, as [column, row]. */
  blocked: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
  /** The edge each side's robots start on. */
  deployment: z.strictObject({ a: z.enum(EDGES), b: z.enum(EDGES) }),
  sources: z.record(z.string(), z.string()).optional(),
});
export type HexMapFile = z.infer<typeof mapSchema>;

export interface HexRobotsMap {
  readonly file: HexMapFile;
  /** Terrain HexTerrain.Open or Blocked; levels 0-3. */
  readonly grid: HeightGrid;
}

const FORMAT = 'map file format (designs/hex-robots/maps/README.md)';
const LEVELS = `heights are levels 0-${MAX_LEVEL} (reconstructed: other-games-specs §5.5 "map"; HX L3, L6)`;
const DEPLOY = `each side deploys its ${TEAM_SIZE} robots on its own edge (reconstructed default deployment)`;

/** The levels of one row as numbers; NaN where a string row has something other than a digit. */
function rowLevels(row: string | readonly number[]): number[] {
  return typeof row === 'string' ? [...row].map((symbol) => (/^[0-9]$/.test(symbol) ? Number(symbol) : NaN)) : [...row];
}

/** Problems with a map file: its shape, its rows, its blocked hexes, its edges and its sources. */
export function checkHexMap(file: string, data: unknown): Problem[] {
  const parsed = mapSchema.safeParse(data);
  if (!parsed.success) return zodProblems(file, [], parsed.error, FORMAT);
  const map = parsed.data;
  const problems: Problem[] = [];
  if (map.heights.length !== map.height) problems.push({ file, path: 'heights', message: `has ${map.heights.length} rows, not height ${map.height}`, rule: FORMAT });
  map.heights.forEach((row, r) => {
    const levels = rowLevels(row);
    if (levels.length !== map.width) problems.push({ file, path: `heights[${r}]`, message: `has ${levels.length} hexes, not width ${map.width}`, rule: FORMAT });
    levels.forEach((level, q) => {
      if (!(level >= 0 && level <= MAX_LEVEL)) {
        const shown = typeof row === 'string' ? `"${row[q]}"` : String(level);
        problems.push({ file, path: typeof row === 'string' ? `heights[${r}]` : `heights[${r}][${q}]`, message: `column ${q}: ${shown} is not a level 0-${MAX_LEVEL}`, rule: LEVELS });
      }
    });
  });
  const seen = new Set<string>();
  (map.blocked ?? []).forEach(([q, r], i) => {
    if (q < 0 || q >= map.width || r < 0 || r >= map.height) problems.push({ file, path: `blocked[${i}]`, message: `(${q}, ${r}) is off the ${map.width} x ${map.height} map`, rule: FORMAT });
    if (seen.has(`${q},${r}`)) problems.push({ file, path: `blocked[${i}]`, message: `(${q}, ${r}) is listed twice`, rule: FORMAT });
    seen.add(`${q},${r}`);
  });
  if (map.deployment.a === map.deployment.b) problems.push({ file, path: 'deployment', message: 'both sides are on the same edge', rule: DEPLOY });
  else {
    for (const side of ['a', 'b'] as const) {
      const open = edgeCells(map.width, map.height, map.deployment[side]).filter((cell) => !seen.has(`${cell % map.width},${Math.floor(cell / map.width)}`));
      if (open.length < TEAM_SIZE) problems.push({ file, path: `deployment.${side}`, message: `the ${map.deployment[side]} edge has ${open.length} open hexes, fewer than ${TEAM_SIZE}`, rule: DEPLOY });
    }
  }
  if (map.sources !== undefined) {
    const { sources, ...values } = map;
    problems.push(...checkSources(file, 'map', values, sources).map((p) => ({ ...p, path: p.path.replace(/^map\./, '') })));
  }
  return problems;
}

/** A map file as a height grid; throws ValidationError naming every problem. */
export function loadHexMap(file: string, data: unknown): HexRobotsMap {
  const problems = checkHexMap(file, data);
  if (problems.length > 0) throw new ValidationError(problems);
  const map = mapSchema.parse(data);
  const grid = createHeightGrid(map.width, map.height);
  map.heights.forEach((row, r) => rowLevels(row).forEach((level, q) => (grid.levels[r * map.width + q] = level)));
  for (const [q, r] of map.blocked ?? []) grid.terrain[r * map.width + q] = HexTerrain.Blocked;
  return { file: map, grid };
}
