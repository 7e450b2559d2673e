// The remembered movement decision plays the same duels as the search it replaces, on random
// loadouts of every template, and a colliding entry is never taken for another key.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { compileRobots, specOfDesign } from '../compile/compile.js';
import { createState } from '../resolve/state.js';
import { loadoutSpace, searchPolicies } from '../space/space.js';
import { fight } from './duel.js';
import { lookupMove, MOVE_MEMO_SIZE, moveCondition, MoveMemo, movedFacing, movedHeading, movedRange, movedSlips, movedSteps, packMove, storeMove } from './move-memo.js';

/** Outcome, turns and the whole event log of each duel, with the memo on or off. */
function play(memo: 0 | 1, seed: number) {
  const catalogue = bundledKriegbot();
  const rng = new Rng(seed, 1);
  const designs = [...catalogue.templates.keys()].flatMap((template, i) => {
    const space = loadoutSpace(catalogue, { template, colour: i % 2 === 0 ? 'green' : 'yellow', expansion: i % 3 !== 0, policies: searchPolicies(catalogue) });
    return [space.random(rng), space.random(rng), space.random(rng), space.random(rng)];
  });
  const t = compileRobots(designs.map((design) => specOfDesign(design, catalogue)), catalogue).tables;
  const s = createState();
  s.moveMemo.enabled = memo;
  s.log.data = new Int32Array(200_000);
  const metrics = new Float64Array(2);
  const played: number[][] = [];
  const duelRng = new Rng(seed, 2);
  for (let game = 0; game < 12; game++) {
    for (let a = 0; a < designs.length; a++) {
      const b = (a + 1 + game) % designs.length;
      s.startRange = 1 + ((a * 7 + game * 5) % 24);
      const outcome = fight(t, a, b, duelRng, s, metrics);
      played.push([outcome, metrics[0]!, ...s.log.data.subarray(0, s.log.length)]);
    }
  }
  return { played, stored: s.moveMemo.results.reduce((n, v) => n + (v === 0 ? 0 : 1), 0) };
}

describe('the movement memo (issue 24)', () => {
  it('plays the same duels, event for event, as searching every move', () => {
    for (const seed of [1, 2]) {
      const remembered = play(1, seed);
      const searched = play(0, seed);
      expect(remembered.stored).toBeGreaterThan(50); // the memo was used
      expect(searched.stored).toBe(0);
      expect(remembered.played.length).toBe(searched.played.length);
      for (let i = 0; i < searched.played.length; i++) expect(remembered.played[i], `duel ${i}`).toEqual(searched.played[i]);
    }
  });

  it('keeps whole keys: a different key in the same entry is a miss', () => {
    const memo = new MoveMemo();
    const tables = {};
    const condition = moveCondition(5, 2, false, 4, 1, 0);
    expect(lookupMove(memo, tables, 3, condition, 5)).toBe(0);
    storeMove(memo, 3, condition, 5, packMove(4, 1, 0, 1, 0));
    expect(movedRange(lookupMove(memo, tables, 3, condition, 5))).toBe(4);
    const entry = memo.entry;
    let other = -1; // another row whose key lands in the same entry
    for (let row = 4; row < 100 * MOVE_MEMO_SIZE && other < 0; row++) {
      lookupMove(memo, tables, row, condition, 5);
      if (memo.entry === entry) other = row;
    }
    expect(other).toBeGreaterThan(0);
    expect(lookupMove(memo, tables, other, condition, 5)).toBe(0);
    expect(lookupMove(memo, {}, 3, condition, 5)).toBe(0); // other tables empty it
  });

  it('packs every field of a move and refuses conditions that do not fit', () => {
    const packed = packMove(127, 5, 4, 63, -63);
    expect([movedRange(packed), movedFacing(packed), movedHeading(packed), movedSteps(packed), movedSlips(packed)]).toEqual([127, 5, 4, 63, -63]);
    expect(moveCondition(128, 0, false, 1, 1, 1)).toBe(-1);
    expect(moveCondition(3, 0, false, 64, 1, 1)).toBe(-1);
    expect(moveCondition(3, 0, true, 2, 16, 1)).toBe(-1);
  });
});
