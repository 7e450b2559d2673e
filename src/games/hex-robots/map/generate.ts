// cold: seeded maps for the 3" game. The rules say only "a hex map or ... Heroscape terrain"
// (HX L3); the reconstruction (other-games-specs §5.5 "map") is a 12 x 12 map with levels 0-3 as
// Heroscape-like hills: stacked terraces, each level a random blob on top of the one below, so
// slopes climb a level a hex in places and drop as cliffs of 2-3 levels in others. Every hex stays
// reachable from every other under the one-level climb (L6). Same seed, same map.
import { neighbourQ, neighbourR } from '../../../hex/hex.js';
import { cellIndex } from '../../../hex/offset.js';
import { Rng } from '../../../rng/rng.js';
import type { HexMapFile } from './map-file.js';
import { MAX_CLIMB, MAX_LEVEL } from './terrain.js';

/** The Rng stream of map generation, apart from any battle's. */
export const MAP_STREAM = 0x4878;

export const DEFAULT_SIZE = 12;
/** The seed of the bundled hills map. */
export const HILLS_SEED = 4;

/** Neighbouring cells of `cell` on the grid (cell = row * width + column). */
function neighbours(width: number, height: number, cell: number): number[] {
  const q = cell % width;
  const r = (cell - q) / width - (q - (q & 1)) / 2;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const next = cellIndex(width, height, neighbourQ(q, d), neighbourR(r, d));
    if (next >= 0) out.push(next);
  }
  return out;
}

/**
 * Levels (row * width + column) of a map of hills: 4-6 hills, each with a peak of 1-3 levels; a
 * hill's level 1 covers up to 8-17 hexes and each level above about half the one below. Hills
 * keep off the first and last rows, where the sides deploy.
 */
export function generateHills(rng: Rng, width = DEFAULT_SIZE, height = DEFAULT_SIZE): Uint8Array {
  const levels = new Uint8Array(width * height);
  const inner = (cell: number) => cell >= width && cell < (height - 1) * width;
  const hills = 4 + rng.int(3);
  for (let h = 0; h < hills; h++) {
    const centre = (1 + rng.int(height - 2)) * width + rng.int(width);
    const peak = 1 + rng.int(MAX_LEVEL);
    let size = 8 + rng.int(10);
    let below: Set<number> | null = null;
    for (let level = 1; level <= peak; level++) {
      const blob = [centre];
      const inBlob = new Set(blob);
      for (let tries = 0; blob.length < size && tries < size * 20; tries++) {
        const from = blob[rng.int(blob.length)] ?? centre;
        const options = neighbours(width, height, from);
        const next = options[rng.int(options.length)] ?? from;
        if (!inner(next) || inBlob.has(next) || (below !== null && !below.has(next))) continue;
        blob.push(next);
        inBlob.add(next);
      }
      for (const cell of blob) levels[cell] = Math.max(levels[cell] ?? 0, level);
      below = inBlob;
      size = Math.ceil(size * 0.55);
    }
  }
  makeConnected(levels, width, height);
  return levels;
}

/**
 * Cuts ramps into cliffs until every hex can be reached from the first row and can get back to it
 * climbing at most MAX_CLIMB a step (L6): lowers a hex no walker can get onto, raises a hex in a
 * pit no walker can climb out of. If that ever fails to settle, smooths the map so that no two
 * neighbours differ by more than one level.
 */
function makeConnected(levels: Uint8Array, width: number, height: number): void {
  const cells = width * height;
  const near = Array.from({ length: cells }, (_, c) => neighbours(width, height, c));
  const level = (cell: number) => levels[cell] ?? 0;
  for (let round = 0; round < 4 * cells; round++) {
    const onto = walk(near, levels, width, (from, to) => level(to) - level(from) <= MAX_CLIMB);
    const cut = firstBeside(near, onto);
    if (cut >= 0) {
      levels[cut] = Math.max(...(near[cut] ?? []).filter((n) => onto[n]).map(level)) + MAX_CLIMB;
      continue;
    }
    const back = walk(near, levels, width, (from, to) => level(from) - level(to) <= MAX_CLIMB);
    const pit = firstBeside(near, back);
    if (pit < 0) return;
    levels[pit] = Math.min(...(near[pit] ?? []).filter((n) => back[n]).map(level)) - MAX_CLIMB;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let c = 0; c < cells; c++) {
      const cap = Math.min(...(near[c] ?? []).map(level)) + MAX_CLIMB;
      if (level(c) > cap) (levels[c] = cap), (changed = true);
    }
  }
}

/** The cells reached from the first row over steps `allowed(from, to)`. */
function walk(near: readonly number[][], levels: Uint8Array, width: number, allowed: (from: number, to: number) => boolean): boolean[] {
  const seen = Array.from({ length: levels.length }, (_, c) => c < width);
  const queue = seen.flatMap((reached, c) => (reached ? [c] : []));
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i] ?? 0;
    for (const to of near[from] ?? []) {
      if (seen[to] || !allowed(from, to)) continue;
      seen[to] = true;
      queue.push(to);
    }
  }
  return seen;
}

/** The first cell not reached that has a reached neighbour, or -1 when every cell is reached. */
function firstBeside(near: readonly number[][], reached: readonly boolean[]): number {
  return reached.findIndex((done, c) => !done && (near[c] ?? []).some((n) => reached[n]));
}

/** Levels as the map file's rows of digits. */
function rowsOf(levels: Uint8Array, width: number, height: number): string[] {
  return Array.from({ length: height }, (_, r) => Array.from(levels.subarray(r * width, (r + 1) * width)).join(''));
}

/** A generated hills map as a map file (designs/hex-robots/maps/hills.yaml is HILLS_SEED). */
export function hillsMap(seed: number, width = DEFAULT_SIZE, height = DEFAULT_SIZE): HexMapFile {
  const levels = generateHills(new Rng(seed, MAP_STREAM), width, height);
  return {
    name: `Hills (seed ${seed})`,
    width,
    height,
    heights: rowsOf(levels, width, height),
    deployment: { a: 'bottom', b: 'top' },
    sources: {
      name: `reconstructed - a generated map, named by its seed ${seed}`,
      width: 'reconstructed L3 - the rules give no map size; other-games-specs 5.5 sets 12 x 12',
      height: 'reconstructed L3 - the rules give no map size; other-games-specs 5.5 sets 12 x 12',
      heights: `reconstructed L3 L6 - Heroscape-like terraced hills of levels 0-3 from seed ${seed}, every hex reachable climbing one level a hex`,
      deployment: 'reconstructed - the rules give no set-up; each side starts on its own edge, the first and last rows',
    },
  };
}

/** The open-field variant: every hex at level 0. */
export function openFieldMap(width = DEFAULT_SIZE, height = DEFAULT_SIZE): HexMapFile {
  return {
    name: 'Open field',
    width,
    height,
    heights: rowsOf(new Uint8Array(width * height), width, height),
    deployment: { a: 'bottom', b: 'top' },
    sources: {
      name: 'reconstructed - the flat variant of the reconstructed map, for comparing with hills',
      width: 'reconstructed L3 - the rules give no map size; other-games-specs 5.5 sets 12 x 12',
      height: 'reconstructed L3 - the rules give no map size; other-games-specs 5.5 sets 12 x 12',
      heights: 'reconstructed L3 - a plain hex map with no height levels',
      deployment: 'reconstructed - the rules give no set-up; each side starts on its own edge, the first and last rows',
    },
  };
}
