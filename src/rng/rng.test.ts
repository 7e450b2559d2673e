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

describe('ScriptedRng', () => {
  it('returns the scripted faces and refuses to improvise', () => {
    const rng = new ScriptedRng([0, 5, 5, 1]);
    expect([rng.face(), rng.face(), rng.face(), rng.face()]).toEqual([0, 5, 5, 1]);
    expect(rng.remaining()).toBe(0);
    expect(() => rng.face()).toThrow(/ran out/);
    expect(() => new ScriptedRng([6])).toThrow(/not 0-5/);
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
