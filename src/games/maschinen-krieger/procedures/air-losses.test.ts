// MK-E10 (L265 [10.2.1]): a side loses dog-fight points "as close to the value as possible, without
// going over", with the catalogue's Falke 4, PK40 2 and Hornisse 3 and the reconstructed tie rule.
import { describe, expect, it } from 'vitest';
import type { AirLossRule } from '../catalogue/procedures-schema.js';
import { bundledMk } from '../test-support/bundled.js';
import { airLosses, type AirUnit } from './air-losses.js';

const mk = bundledMk();
const rule = mk.procedures.airLosses;
const unit = (id: string): AirUnit => {
  const found = mk.units.get(id);
  if (found?.dogFight === undefined) throw new Error(`no air unit ${id}`);
  return { dogFight: found.dogFight, vp: found.vp };
};
const falke = unit('falke');
const pk40 = unit('pk40');
const hornisse = unit('hornisse');
/** The Strahl side of the example: three PK40s (indices 0-2) and two Hornisse (3-4). */
const strahl = [pk40, pk40, pk40, hornisse, hornisse];
const names = (lost: readonly number[]) => lost.map((index) => (index < 3 ? 'pk40' : 'hornisse'));

describe('air-combat losses (L265 [10.2.1])', () => {
  it('MK-E10 (L265 [10.2.1]): the lone Falke (4) losing 3 points loses nothing', () => {
    expect(rule.mayExceed).toBe(false);
    expect(airLosses(rule, [falke], 3)).toEqual({ lost: [], points: 0 });
  });

  it('MK-E10 (L265 [10.2.1]): 3 PK40 (2) + 2 Hornisse (3) losing 3 lose one Hornisse; losing 4, two PK40s', () => {
    expect(names(airLosses(rule, strahl, 3).lost)).toEqual(['hornisse']);
    expect(airLosses(rule, strahl, 3).points).toBe(3);
    expect(names(airLosses(rule, strahl, 4).lost)).toEqual(['pk40', 'pk40']);
    // Not the nearest-overall or greedy readings: a Hornisse + PK40 (5) would overshoot 4.
    expect(airLosses(rule, strahl, 4).points).toBe(4);
  });

  it('MK-E10 (L265 [10.2.1]): never over the loss, as close under it as the ratings allow', () => {
    expect(names(airLosses(rule, strahl, 1).lost)).toEqual([]);
    expect(names(airLosses(rule, strahl, 5).lost)).toEqual(['pk40', 'hornisse']);
    expect(airLosses(rule, strahl, 7).points).toBe(7);
    expect(airLosses(rule, strahl, 99)).toEqual({ lost: [0, 1, 2, 3, 4], points: 12 });
    expect(airLosses(rule, [], 3)).toEqual({ lost: [], points: 0 });
  });

  it('MK-E10 (L265 [10.2.1], tie rule reconstructed): equally close sets: fewest units, then lowest VP, then listed first', () => {
    expect(rule.tieBreak).toBe('fewest-units-then-lowest-vp');
    // 6 points: three PK40s or both Hornisse -> the two Hornisse (the side keeps more units for breakthrough, L266).
    expect(names(airLosses(rule, strahl, 6).lost)).toEqual(['hornisse', 'hornisse']);
    // Same count: the cheaper unit goes.
    const dear = { dogFight: 3, vp: 5 };
    const cheap = { dogFight: 3, vp: 1 };
    expect(airLosses(rule, [dear, cheap], 3).lost).toEqual([1]);
    // Same count and VP: the one listed first.
    expect(airLosses(rule, [cheap, cheap], 3).lost).toEqual([0]);
    // The other tie rule: lowest VP first, even at the cost of more units.
    const lowestVp: AirLossRule = { ...rule, tieBreak: 'lowest-vp-then-fewest-units' };
    const big = { dogFight: 4, vp: 5 };
    const small = { dogFight: 2, vp: 1 };
    expect(airLosses(rule, [big, small, small], 4).lost).toEqual([0]);
    expect(airLosses(lowestVp, [big, small, small], 4).lost).toEqual([1, 2]);
  });

  it('MK-E10 (L265 [10.2.1]): the catalogue decides; an erratum allowing overshoot loses the Falke to a loss of 3', () => {
    const mayExceed: AirLossRule = { ...rule, mayExceed: true };
    expect(airLosses(mayExceed, [falke], 3)).toEqual({ lost: [0], points: 4 });
    // At equal distance the under-shoot still wins: loss 1 with one PK40 -> 0 (distance 1) beats 2 (distance 1).
    expect(airLosses(mayExceed, [pk40], 1)).toEqual({ lost: [], points: 0 });
  });

  it('MK-E10 (L265 [10.2.1]): refuses a negative or fractional loss', () => {
    expect(() => airLosses(rule, strahl, -1)).toThrow(RangeError);
    expect(() => airLosses(rule, strahl, 1.5)).toThrow(RangeError);
  });
});
