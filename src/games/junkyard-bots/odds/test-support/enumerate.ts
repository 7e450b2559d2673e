// Test support: brute force. Every sequence of faces a die can show, face by face (each 1 in 6),
// up to a depth, and every combination of such sequences for a pool; what is left out is the mass
// of the sequences still going at the depth. Tests score the sequences with their own reading of
// the rules, so the odds modules are checked against something that shares none of their code.
import type { OddsDie } from '../odds-die.js';

/** One way a die's roll can go: the faces shown in order, and its probability. */
export interface Leaf {
  readonly faces: readonly number[];
  readonly p: number;
}

/** The leaves of one die; `goesOn(face, index)` says whether the die is rolled again after that face. */
export function leaves(die: OddsDie, depth: number, goesOn: (face: number, index: number) => boolean): { leaves: Leaf[]; left: number } {
  const out: Leaf[] = [];
  let left = 0;
  const walk = (faces: number[], p: number): void => {
    for (const face of die.faces) {
      const next = [...faces, face];
      const pNext = p / die.faces.length;
      if (!goesOn(face, faces.length)) out.push({ faces: next, p: pNext });
      else if (next.length < depth) walk(next, pNext);
      else left += pNext;
    }
  };
  walk([], 1);
  return { leaves: out, left };
}

/** Every combination of the dice's leaves, with the product probability; `left` is the mass not visited. */
export function combine(perDie: readonly { leaves: Leaf[]; left: number }[], visit: (chosen: readonly Leaf[], p: number) => void): number {
  const chosen: Leaf[] = [];
  const walk = (index: number, p: number): void => {
    const die = perDie[index];
    if (die === undefined) {
      visit(chosen, p);
      return;
    }
    for (const leaf of die.leaves) {
      chosen[index] = leaf;
      walk(index + 1, p * leaf.p);
    }
  };
  walk(0, 1);
  chosen.length = 0;
  return 1 - perDie.reduce((whole, die) => whole * (1 - die.left), 1);
}

/** Brute-force totals: value -> probability, from the visited combinations. */
export function tally(): { add: (value: number, p: number) => void; at: (value: number) => number; values: () => number[] } {
  const map = new Map<number, number>();
  return {
    add: (value, p) => map.set(value, (map.get(value) ?? 0) + p),
    at: (value) => map.get(value) ?? 0,
    values: () => [...map.keys()].sort((a, b) => a - b),
  };
}
