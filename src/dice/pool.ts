// hot: a Kriegbot dice pool. Faces 0-5; a 5 is kept and adds another die, without limit
// ("All dice rolls in the game operate this way, without exception", L51). The pool keeps every
// face in roll order, because faces choose hit locations (L53, L255).
import type { Rng } from '../rng/rng.js';
import * as rngModule from '../rng/rng.js';

// a module-local copy: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { faceOfState } = rngModule;

/** Reused for every roll: allocate once (in cold code), then roll into it. */
export class DicePool {
  readonly faces: Int8Array;
  size = 0;
  total = 0;
  /**
   * The hit locations (faces 0-4; a 5 is never one, L262) the pool holds, as locationBits has them:
   * bit L if L was rolled, bit 8 + L if more than once (doubles). Set by the roll itself, so a
   * choice of location reads one number rather than pass over the faces again; setFaces for a
   * pool filled by hand.
   */
  rolled = 0;

  constructor(capacity = 256) {
    this.faces = new Int8Array(capacity);
  }
}

/** Rolls `count` dice into the pool, each add-die right after the 5 that called it (L51, L233). */
export function rollPool(rng: Rng, count: number, pool: DicePool): void {
  const faces = pool.faces;
  const capacity = faces.length;
  let size = 0;
  let total = 0;
  let once = 0; // locationBits as the faces come: bit f once face f is rolled, and in twice when it comes again
  let twice = 0;
  for (let die = 0; die < count; die++) {
    let face = rng.face();
    total = (total + face) | 0; // | 0: a 32-bit add, no overflow check (a pool's total is far below 2^31)
    faces[size] = face; // past the capacity a typed array ignores the store: the pool keeps its first faces
    size = (size + 1) | 0;
    let bit = 1 << face;
    twice |= once & bit;
    once |= bit;
    while (face === 5) {
      face = rng.face();
      total = (total + face) | 0;
      faces[size] = face;
      size = (size + 1) | 0;
      bit = 1 << face;
      twice |= once & bit;
      once |= bit;
    }
  }
  pool.size = size < capacity ? size : capacity;
  pool.total = total;
  // the 5s' bit masked off; a pool past its capacity keeps only its first faces, and so do its locations
  pool.rolled = size <= capacity ? (once & 31) | ((twice & 31) << 8) : locationBits(faces, capacity);
}

/**
 * rollPool with the generator's state in an array (Rng.saveState, faceOfState): the specialised line
 * duel's rolls. The same loop as rollPool's on purpose: a face source passed in would be a call per
 * die in the hottest loop; pool-of-state.test.ts checks that both roll the same pools. `faces` is
 * pool.faces, passed apart so that a kernel holding it in a const (the specialised duel) has V8 fold
 * it into a constant where this is inlined: a read through the pool checks the array's map at every face.
 */
export function rollPoolOfState(state: Int32Array, count: number, pool: DicePool, faces: Int8Array): void {
  const capacity = faces.length;
  let size = 0;
  let total = 0;
  let once = 0; // as in rollPool
  let twice = 0;
  for (let die = 0; die < count; die++) {
    let face: number;
    do { // the die, then an add-die for each 5 (L51)
      face = faceOfState(state);
      total = (total + face) | 0; // as in rollPool
      faces[size] = face; // ignored past the capacity, as in rollPool
      size = (size + 1) | 0;
      const bit = 1 << face;
      twice |= once & bit;
      once |= bit;
    } while (face === 5);
  }
  pool.size = size < capacity ? size : capacity;
  pool.total = total;
  pool.rolled = size <= capacity ? (once & 31) | ((twice & 31) << 8) : locationBits(faces, capacity);
}

/**
 * The hit locations among the first `size` faces, in one pass (a 5 is never a location, L262):
 * bit L if L was rolled, bit 8 + L if it was rolled more than once (doubles, L247).
 */
export function locationBits(faces: Int8Array, size: number): number {
  let once = 0;
  let twice = 0;
  for (let i = 0; i < size; i++) {
    const face = faces[i]!;
    if (face > 4) continue;
    const bit = 1 << face;
    twice |= once & bit;
    once |= bit;
  }
  return once | (twice << 8);
}

/** A pool filled by hand (exact odds, tests): these faces, their total and their locations. */
export function setFaces(pool: DicePool, faces: readonly number[]): void {
  faces.forEach((face, i) => (pool.faces[i] = face));
  pool.size = faces.length;
  pool.total = faces.reduce((sum, face) => sum + face, 0);
  pool.rolled = locationBits(pool.faces, pool.size);
}

/** One die with add-dice, for rolls that are not attacks (ram damage, A4). Returns the total. */
export function rollOne(rng: Rng): number {
  let face = rng.face();
  let total = face;
  while (face === 5) {
    face = rng.face();
    total += face;
  }
  return total;
}

/** How many times `location` (0-4) appears in the pool; 5s are never locations (L262). */
export function countFace(pool: DicePool, location: number): number {
  let count = 0;
  for (let i = 0; i < pool.size; i++) if (pool.faces[i] === location) count++;
  return count;
}
