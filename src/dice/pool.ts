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
  for (let die = 0; die < count; die++) {
    let face = rng.face();
    total = (total + face) | 0; // | 0: a 32-bit add, no overflow check (a pool's total is far below 2^31)
    faces[size] = face; // past the capacity a typed array ignores the store: the pool keeps its first faces
    size = (size + 1) | 0;
    while (face === 5) {
      face = rng.face();
      total = (total + face) | 0;
      faces[size] = face;
      size = (size + 1) | 0;
    }
  }
  pool.size = size < capacity ? size : capacity;
  pool.total = total;
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
  for (let die = 0; die < count; die++) {
    let face: number;
    do { // the die, then an add-die for each 5 (L51)
      face = faceOfState(state);
      total = (total + face) | 0; // as in rollPool
      faces[size] = face; // ignored past the capacity, as in rollPool
      size = (size + 1) | 0;
    } while (face === 5);
  }
  pool.size = size < capacity ? size : capacity;
  pool.total = total;
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
