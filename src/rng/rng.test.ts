import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';
import { ScriptedRng } from './scripted.js';
import { parseSeed, streamId } from './stream.js';

describe('Rng', () => {
  it('repeats a stream exactly', () => {
    const a = new Rng(42, 7);
    const b = new Rng(1, 1);
    b.reseed(42, 7);
    for (let i = 0; i < 1000; i++) expect(a.next()).toBe(b.next());
  });

  it('gives different streams for different stream ids and seeds', () => {
    const first = (seed: number, stream: number) => new Rng(seed, stream).next();
    expect(first(42, 7)).not.toBe(first(42, 8));
    expect(first(42, 7)).not.toBe(first(43, 7));
  });

  it('keeps its state in int32 range', () => {
    const rng = new Rng(3, 0);
    for (let i = 0; i < 1000; i++) {
      const value = rng.next();
      expect(value).toBe(value | 0);
    }
  });

  it('rolls faces 0-5 uniformly (chi-square, 5 degrees of freedom, p = 0.001 bound 20.5)', () => {
    const rng = new Rng(2026, 1);
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 600_000;
    for (let i = 0; i < rolls; i++) counts[rng.face()]!++;
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('draws int(n) in range', () => {
    const rng = new Rng(9, 9);
    for (let i = 0; i < 1000; i++) {
      const value = rng.int(7);
      expect(value >= 0 && value < 7 && Number.isInteger(value)).toBe(true);
    }
  });
});

describe('Rng.die', () => {
  it('rolls 1..sides uniformly for a d6, a d8 and a d20 (chi-square at p = 0.001: 20.5, 24.3, 43.8)', () => {
    const rng = new Rng(2026, 2);
    for (const [sides, bound] of [[6, 20.5], [8, 24.3], [20, 43.8]] as const) {
      const counts = new Array<number>(sides + 1).fill(0);
      const rolls = 100_000 * sides;
      for (let i = 0; i < rolls; i++) counts[rng.die(sides)]!++;
      expect(counts[0]).toBe(0);
      const expected = rolls / sides;
      const chiSquare = counts.slice(1).reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(bound);
    }
  });

  it('rejects the draws above the last whole multiple: a die of 3 * 2^30 sides never rolls past its top face', () => {
    const rng = new Rng(5, 5);
    const sides = 3 * 2 ** 30;
    for (let i = 0; i < 10_000; i++) {
      const value = rng.die(sides);
      expect(value >= 1 && value <= sides && Number.isInteger(value)).toBe(true);
    }
  });

  it('is the remainder of the unsigned draw plus one, draws past the last multiple of the faces skipped (for small and large dice)', () => {
    for (const sides of [2, 3, 6, 7, 10, 12, 20, 64, 65, 100, 1000, 3 * 2 ** 30]) {
      const dice = new Rng(11, sides);
      const draws = new Rng(11, sides);
      const limit = 2 ** 32 - (2 ** 32 % sides);
      for (let i = 0; i < 20_000; i++) {
        let x = draws.next() >>> 0;
        while (x >= limit) x = draws.next() >>> 0;
        expect(dice.die(sides)).toBe((x % sides) + 1);
      }
    }
  });

  it('a d6 takes one draw from the stream (a rejection is 4 in 2^32), so the next face() is the same as after next()', () => {
    const a = new Rng(7, 3);
    const b = new Rng(7, 3);
    b.die(6); // a die roll on one copy moves only that copy
    a.next();
    expect(a.face()).toBe(b.face());
  });
});

describe('ScriptedRng', () => {
  it('returns the scripted faces and refuses to improvise', () => {
    const rng = new ScriptedRng([0, 5, 5, 1]);
    expect([rng.face(), rng.face(), rng.face(), rng.face()]).toEqual([0, 5, 5, 1]);
    expect(rng.remaining()).toBe(0);
    expect(() => rng.face()).toThrow(/ran out/);
    expect(() => new ScriptedRng([6]).face()).toThrow(/not 0-5/);
    expect(() => new ScriptedRng([-1])).toThrow(/not a whole number/);
  });

  it('scripts any die, checking the die rolled, and int(n) for shuffles and choices', () => {
    const rng = new ScriptedRng([{ die: 8, value: 8 }, 6, { int: 3, value: 2 }, { die: 6, value: 1 }]);
    expect([rng.die(8), rng.die(6), rng.int(3)]).toEqual([8, 6, 2]);
    expect(() => rng.die(8)).toThrow(/d6=1, but a d8 was rolled/);
    expect(() => new ScriptedRng([{ die: 6, value: 7 }])).toThrow(/not a face of a d6/);
    expect(() => new ScriptedRng([{ int: 4, value: 4 }])).toThrow(/not below 4/);
    expect(() => new ScriptedRng([{ int: 4, value: 1 }]).int(5)).toThrow(/int\(4\)=1, but int\(5\) was asked/);
    expect(() => new ScriptedRng([9]).die(8)).toThrow(/not a face of a d8/);
    expect(() => new ScriptedRng([{ die: 6, value: 3 }]).face()).toThrow(/but a Kriegbot face/);
  });
});

describe('streams and seeds', () => {
  it('derives stable, distinct stream ids', () => {
    expect(streamId('a', 'b', 0)).toBe(streamId('a', 'b', 0));
    expect(streamId('a', 'b', 0)).not.toBe(streamId('a', 'b', 1));
    expect(streamId('ab', 'c')).not.toBe(streamId('a', 'bc'));
  });

  it('takes integer seeds as they are and hashes text', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('playtest-3')).toBe(parseSeed('playtest-3'));
    expect(parseSeed('playtest-3')).not.toBe(parseSeed('playtest-4'));
  });
});
