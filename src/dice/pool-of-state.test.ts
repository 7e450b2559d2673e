// The specialised line duel rolls on a copy of the generator's state (Rng.saveState, faceOfState,
// rollPoolOfState; build/specialise-duel.mjs): it must give the very faces, pools and following
// stream the Rng gives, or the specialised duels would differ from the plain ones.
import { describe, expect, it } from 'vitest';
import { faceOfState, Rng } from '../rng/rng.js';
import { DicePool, locationBits, rollPool, rollPoolOfState, setFaces } from './pool.js';

describe('rolling on a saved generator state', () => {
  it('faceOfState gives the faces of Rng.face, and loadState continues the stream', () => {
    const rng = new Rng(77, 3);
    const copy = new Rng(77, 3);
    const state = new Int32Array(4);
    copy.saveState(state);
    for (let i = 0; i < 10_000; i++) expect(faceOfState(state)).toBe(rng.face());
    copy.loadState(state);
    for (let i = 0; i < 100; i++) expect(copy.next()).toBe(rng.next());
  });

  it('rollPoolOfState rolls the pools of rollPool, add-dice included, and the pool keeps only its capacity', () => {
    const rng = new Rng(2026, 9);
    const state = new Int32Array(4);
    new Rng(2026, 9).saveState(state);
    const plain = new DicePool(6);
    const ofState = new DicePool(6);
    let addDice = 0;
    let full = 0;
    for (let roll = 0; roll < 5_000; roll++) {
      const count = 1 + (roll % 7);
      rollPool(rng, count, plain);
      rollPoolOfState(state, count, ofState, ofState.faces);
      expect(ofState.total).toBe(plain.total);
      expect(ofState.size).toBe(plain.size);
      expect([...ofState.faces.subarray(0, ofState.size)]).toEqual([...plain.faces.subarray(0, plain.size)]);
      // the locations each roll worked out are those of the faces the pool kept
      expect(plain.rolled).toBe(locationBits(plain.faces, plain.size));
      expect(ofState.rolled).toBe(plain.rolled);
      if (plain.faces.subarray(0, plain.size).includes(5)) addDice++;
      if (plain.size === 6) full++;
    }
    expect(addDice).toBeGreaterThan(1_000); // the add-dice path ran
    expect(full).toBeGreaterThan(500); // and pools past their capacity
  });

  it('reads the hit locations off the faces: each once, doubles apart, never a 5 (L247, L262)', () => {
    const pool = new DicePool();
    setFaces(pool, [2, 0, 5, 2, 4, 5, 5]);
    expect([pool.size, pool.total]).toEqual([7, 23]);
    expect(pool.rolled).toBe(0b10101 | (0b00100 << 8));
    setFaces(pool, [5, 5]);
    expect(pool.rolled).toBe(0);
  });

  it('rollPoolOfState throws away the outputs Rng.face throws away, and leaves the stream where the Rng does', () => {
    // a + b + d = -16: the first output's top 29 bits are 536870910, one of the two values face() throws away
    const start = Int32Array.of(0, 0, 12345, -16);
    const probe = new Rng(1, 1);
    probe.loadState(start);
    expect(probe.next() >>> 3).toBe(536_870_910);
    const rng = new Rng(1, 1);
    rng.loadState(start);
    const state = Int32Array.from(start);
    const plain = new DicePool(8);
    const ofState = new DicePool(8);
    rollPool(rng, 3, plain);
    rollPoolOfState(state, 3, ofState, ofState.faces);
    expect([ofState.total, ofState.size, ...ofState.faces.subarray(0, ofState.size)]).toEqual([plain.total, plain.size, ...plain.faces.subarray(0, plain.size)]);
    const after = new Rng(1, 1);
    after.loadState(state);
    for (let i = 0; i < 10; i++) expect(after.next()).toBe(rng.next());
  });
});
