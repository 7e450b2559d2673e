// The chain total (a die rolled again on some faces, scoring a fixed step) against explode() and
// against brute-force enumeration of the face sequences.
import { describe, expect, it } from 'vitest';
import { chainTotal, type ChainRoll } from './chain.js';
import { explode, fromFaces, type Dist } from './distribution.js';
import { addBranches, difference, mass, point, scale } from './sub-distribution.js';

const at = (dist: Dist, value: number): number => dist.p[value - dist.offset] ?? 0;

/** Brute force: faces 0..5 of a d6; face 5 scores `step` and goes on; face 0 ends with no total on the first roll when `firstVoid`. */
function enumerateChain(step: number, firstVoid: boolean, depth: number): { dist: Map<number, number>; left: number } {
  const dist = new Map<number, number>();
  let left = 0;
  const walk = (rolls: number, score: number, p: number): void => {
    for (let face = 0; face < 6; face++) {
      const q = p / 6;
      if (face === 5) {
        if (rolls + 1 < depth) walk(rolls + 1, score + step, q);
        else left += q;
      } else if (!(firstVoid && rolls === 0 && face === 0)) dist.set(score + face, (dist.get(score + face) ?? 0) + q);
    }
  };
  walk(0, 0, 1);
  return { dist, left };
}

describe('chainTotal', () => {
  it('is explode() when the step is the trigger face (Kriegbot d6 0-5, a 5 adds a die)', () => {
    const roll: ChainRoll = { again: 1 / 6, stop: scale(fromFaces([0, 1, 2, 3, 4]), 5 / 6) };
    const chain = chainTotal(roll, roll, 5);
    const exploded = explode([0, 1, 2, 3, 4, 5], 5);
    expect(chain.cut).toBeCloseTo(exploded.cut, 20);
    for (let v = 0; v < 120; v++) expect(at(chain, v)).toBeCloseTo(at(exploded, v), 15);
  });

  it.each([
    [2, false],
    [4, true],
  ])('step %i (first face 0 ends with no total: %s) matches enumeration to depth 9, within what each leaves out', (step, firstVoid) => {
    const later: ChainRoll = { again: 1 / 6, stop: scale(fromFaces([0, 1, 2, 3, 4]), 5 / 6) };
    const first: ChainRoll = firstVoid ? { again: 1 / 6, stop: scale(fromFaces([1, 2, 3, 4]), 4 / 6) } : later;
    const chain = chainTotal(first, later, step);
    const { dist, left } = enumerateChain(step, firstVoid, 9);
    for (const [value, p] of dist) {
      expect(at(chain, value)).toBeGreaterThanOrEqual(p - 1e-15);
      expect(at(chain, value) - p).toBeLessThanOrEqual(left + 1e-15);
    }
    expect(mass(chain) + chain.cut).toBeCloseTo(firstVoid ? 5 / 6 : 1, 14);
  });

  it('reports the tail it cuts, and nothing when no roll goes on', () => {
    const roll: ChainRoll = { again: 0.5, stop: point(0, 0.5) };
    const chain = chainTotal(roll, roll, 1, 1e-3);
    expect(chain.cut).toBe(2 ** -10); // cut at the first P(K >= k) below 1e-3
    expect(mass(chain) + chain.cut).toBeCloseTo(1, 15);
    expect(chainTotal({ again: 0, stop: point(3, 1) }, roll, 1).cut).toBe(0);
  });

  it('refuses a chain that never stops and a roll worth more than 1', () => {
    expect(() => chainTotal({ again: 1, stop: point(0, 0) }, { again: 1, stop: point(0, 0) }, 1)).toThrow(/never stops/);
    expect(() => chainTotal({ again: 0.5, stop: point(0, 0.6) }, { again: 0, stop: point(0, 1) }, 1)).toThrow(/over 1/);
  });
});

describe('sub-distributions', () => {
  it('adds branches, scales them and takes a difference A - B', () => {
    const both = addBranches(point(2, 0.25), point(-1, 0.5));
    expect(both.offset).toBe(-1);
    expect([...both.p]).toEqual([0.5, 0, 0, 0.25]);
    expect(mass(scale(both, 2))).toBeCloseTo(1.5, 15);
    const d6 = fromFaces([1, 2, 3, 4, 5, 6]);
    const diff = difference(d6, d6);
    expect(diff.offset).toBe(-5);
    expect(at(diff, 0)).toBeCloseTo(6 / 36, 15);
    expect(at(diff, 5)).toBeCloseTo(1 / 36, 15);
    expect(at(diff, -5)).toBeCloseTo(1 / 36, 15);
    expect(mass(diff)).toBeCloseTo(1, 15);
  });
});
