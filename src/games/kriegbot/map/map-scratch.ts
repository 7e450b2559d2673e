// hot: the scenario map as a worker sees it: cells, distances, arcs and line of sight as table
// lookups, so choosing a move or a target never calls atan2 or traces a line. Built once per
// worker (cold createMapScratch, sharing the tables that depend only on the map's size); the
// lookups below are the hot part.
import * as hexModule from '../../../hex/hex.js';
import * as reachModule from './reach.js';
import type { ReachScratch } from './reach.js';
import * as reachCacheModule from './reach-cache.js';
import type { ReachCache } from './reach-cache.js';
import * as offsetModule from '../../../hex/offset.js';
import type { HexGrid } from './terrain.js';
import * as codesModule from '../compile/codes.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { ArcWidth, hexDistance, inArc } = hexModule;
const { createReach } = reachModule;
const { createReachCache } = reachCacheModule;
const { cellIndex } = offsetModule;
const { RANGES } = codesModule;

/** Arc bit for the 1-degree line straight out of the facing (strafing, L203, L306); arc codes 0-8 are ARCS. */
export const LINE_ARC_BIT = 1 << 9;

/** Width and hexside offset of each arc code (ARCS order: front, front-left, front-right, rear, rear-left, rear-right 60; front, rear 120; all). */
const ARC_WIDTH = [ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.OneTwenty, ArcWidth.OneTwenty, ArcWidth.All];
const ARC_TURN = [0, 5, 1, 3, 4, 2, 0, 3, 0];

export interface MapScratch {
  readonly width: number;
  readonly cells: number;
  readonly q: Int16Array;
  readonly r: Int16Array;
  /** The map as it is now: the dam and bridge can turn hexes to water (L320-321). */
  readonly grid: HexGrid;
  readonly reach: ReachScratch;
  /** A second reach search, for a ram's move one movement point short (scenario-ram.ts), so the move's own ends stay. */
  readonly ramReach: ReachScratch;
  /** Offsets up to `span` either way: arc bits of hex (dq, dr) for each facing. */
  readonly span: number;
  readonly arcs: Uint16Array;
  /** Hex distance between every pair of cells (from * cells + to): the movement decision asks it for every end and enemy. */
  readonly distance: Uint8Array;
  /** Per robot row and range: arc bits of the attacks that reach that far (every item working). */
  readonly robotArcs: Uint16Array;
  /** Bit i: structure row i has fallen this game (sight-table.ts). */
  fallen: number;
  /** The ends of plain Moves on this map's terrain, shared by every scratch of the same map. */
  readonly reachCache: ReachCache;
  /** 1 once the terrain has changed this game (a flood, a fallen bridge): reachCache no longer holds. */
  terrainChanged: number;
}

export function createMapScratch(t: KriegbotTables): MapScratch {
  const width = t.scenario.width[0]!;
  const height = t.scenario.height[0]!;
  const cells = width * height;
  const terrain = new Uint8Array(cells);
  const line = 2 * (width + height);
  const grid: HexGrid = { width, height, terrain, lineQ: new Int32Array(line), lineR: new Int32Array(line) };
  const span = width + height;
  const arcs = arcTable(span);
  const robots = t.robot.template.length;
  const robotArcs = new Uint16Array(robots * RANGES);
  for (let robot = 0; robot < robots; robot++) {
    const first = t.robot.firstAttack[robot]!;
    for (let k = first; k < first + t.robot.attackCount[robot]!; k++) {
      const arc = t.attack.arc[k]!;
      if (arc < 0) continue;
      for (let range = 1; range < RANGES; range++) if (t.reach.dice[k * RANGES + range]! > 0) robotArcs[robot * RANGES + range] = robotArcs[robot * RANGES + range]! | (1 << arc);
    }
  }
  const distance = distanceTable(width, height, t.hex.q, t.hex.r);
  const map: MapScratch = { width, cells, q: t.hex.q, r: t.hex.r, grid, reach: reachFor(grid), ramReach: reachFor(grid, 'ram'), span, arcs, distance, robotArcs, fallen: 0, reachCache: reachCacheFor(t, cells), terrainChanged: 0 };
  resetMap(t, map);
  return map;
}

// A campaign builds a map scratch for every mission: the arc table (a pure function of the map's
// size) and the reach search's scratch (a few MB, reset by its stamps) are made once per size.
const arcTables = new Map<number, Uint16Array>();
const distanceTables = new Map<string, Uint8Array>();
const reaches = new Map<string, ReachScratch>();

function reachFor(grid: HexGrid, use = 'move'): ReachScratch {
  const key = `${use}:${grid.width}x${grid.height}`;
  const known = reaches.get(key);
  if (known !== undefined) return known;
  const made = createReach(grid);
  reaches.set(key, made);
  return made;
}

const reachCaches = new Map<string, ReachCache>();
const CACHED_MAPS = 8;

function reachCacheFor(t: KriegbotTables, cells: number): ReachCache {
  const key = `${t.scenario.width[0]!}x${t.scenario.height[0]!}:${t.hex.terrain.join(',')}`;
  const known = reachCaches.get(key);
  if (known !== undefined) return known;
  const made = createReachCache(cells);
  if (reachCaches.size >= CACHED_MAPS) reachCaches.delete(reachCaches.keys().next().value ?? '');
  reachCaches.set(key, made);
  return made;
}

/** Arc bits of hex (dq, dr), both within `span`, for each facing. */
function arcTable(span: number): Uint16Array {
  const known = arcTables.get(span);
  if (known !== undefined) return known;
  const side = 2 * span + 1;
  const arcs = new Uint16Array(side * side * 6);
  for (let dq = -span; dq <= span; dq++) {
    for (let dr = -span; dr <= span; dr++) {
      for (let facing = 0; facing < 6; facing++) {
        let mask = 0;
        for (let code = 0; code < ARC_WIDTH.length; code++) {
          if (inArc(0, 0, (facing + (ARC_TURN[code] ?? 0)) % 6, ARC_WIDTH[code] ?? 0, dq, dr)) mask |= 1 << code;
        }
        if (inArc(0, 0, facing, ArcWidth.Line, dq, dr)) mask |= LINE_ARC_BIT;
        arcs[((dq + span) * side + dr + span) * 6 + facing] = mask;
      }
    }
  }
  arcTables.set(span, arcs);
  return arcs;
}

/** Hex distances between every pair of a width x height map's cells: a byte each, as a map is at most 64 x 64 (map.ts). */
function distanceTable(width: number, height: number, q: Int16Array, r: Int16Array): Uint8Array {
  const key = `${width}x${height}`;
  const known = distanceTables.get(key);
  if (known !== undefined) return known;
  const cells = width * height;
  const distance = new Uint8Array(cells * cells);
  for (let from = 0; from < cells; from++) for (let to = 0; to < cells; to++) distance[from * cells + to] = hexDistance(q[from]!, r[from]!, q[to]!, r[to]!);
  distanceTables.set(key, distance);
  return distance;
}

/** Restores the map before a game (a flood, a fallen bridge or building changes it). */
export function resetMap(t: KriegbotTables, map: MapScratch): void {
  map.grid.terrain.set(t.hex.terrain);
  map.fallen = 0;
  map.terrainChanged = 0;
}

export function cellDistance(map: MapScratch, from: number, to: number): number {
  if (from >= 0 && to >= 0) return map.distance[from * map.cells + to]!;
  // a unit off the map (cell -1) reads as axial (0, 0): callers skip such units where it matters
  return hexDistance(from < 0 ? 0 : map.q[from]!, from < 0 ? 0 : map.r[from]!, to < 0 ? 0 : map.q[to]!, to < 0 ? 0 : map.r[to]!);
}

/** Arc bits (ARCS codes, LINE_ARC_BIT) in which cell `to` lies, seen from `from` facing `facing`. */
export function arcsAt(map: MapScratch, from: number, facing: number, to: number): number {
  const dq = map.q[to]! - map.q[from]! + map.span;
  const dr = map.r[to]! - map.r[from]! + map.span;
  return map.arcs[(dq * (2 * map.span + 1) + dr) * 6 + facing]!;
}

/** Line of sight (bit 0) and sight to a painted target for indirect fire (bit 1), precomputed (L199), as the fallen buildings leave it. */
export function sightBits(t: KriegbotTables, map: MapScratch, from: number, to: number): number {
  const pair = from * map.cells + to;
  const bits = t.sight.mask[pair]!;
  if (map.fallen === 0) return bits;
  const reopen = t.sight.reopen[pair]!;
  const standing = reopen >> 2;
  return standing !== 0 && (standing & map.fallen) === standing ? reopen & 3 : bits;
}

/** The cell of axial (q, r), or -1 off the map. */
export function cellOf(map: MapScratch, q: number, r: number): number {
  return cellIndex(map.width, map.grid.height, q, r);
}
