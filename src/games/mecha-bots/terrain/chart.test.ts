// MB-D2 (L270-449) and MB-D3 (L444-449): movement chart lookups and its footnotes; the B3 river
// crossing and the B5 overlays (jump, squash, climb, L252-268).
import { describe, expect, it } from 'vitest';
import { bundledMb } from '../test-support/bundled.js';
import { crossingCost, mayEndTurn, mayEnter, moveCost, specialMove, type BotOnTerrain } from './chart.js';

const mb = bundledMb();
const bot = (mode: BotOnTerrain['mode'], weight: BotOnTerrain['weight'] = 'light', homeBase = false): BotOnTerrain => ({ mode, weight, homeBase });

describe('the movement chart', () => {
  it('MB-D2 (L356-358): forest costs a halftrack 3, tracks 2, legs 1', () => {
    expect(moveCost(mb, 'forest', 'halftrack')).toBe(3);
    expect(moveCost(mb, 'forest', 'tracks')).toBe(2);
    expect(moveCost(mb, 'forest', 'legs')).toBe(1);
  });

  it('MB-D2 (L333): park costs wheels 3', () => {
    expect(moveCost(mb, 'park', 'wheels')).toBe(3);
  });

  it('MB-D2 (L289, L295): a laneway is N/A to wheels and costs jets 1', () => {
    expect(moveCost(mb, 'laneway', 'wheels')).toBeNull();
    expect(moveCost(mb, 'laneway', 'jets')).toBe(1);
  });

  it('MB-D2 (L370, L372): a river costs jets 1 and is N/A to powerful legs', () => {
    expect(moveCost(mb, 'river', 'jets')).toBe(1);
    expect(moveCost(mb, 'river', 'powerful-legs')).toBeNull();
  });

  it('MB-D2 (L30, L354): a Mad Scientist pays 2 in forest, 1 on a cobbled street, and may not enter a river (L365)', () => {
    expect(moveCost(mb, 'forest', 'mad-scientist')).toBe(2);
    expect(moveCost(mb, 'park', 'mad-scientist')).toBe(2);
    expect(moveCost(mb, 'rubble', 'mad-scientist')).toBe(2);
    expect(moveCost(mb, 'cobbled-street', 'mad-scientist')).toBe(1);
    expect(moveCost(mb, 'river', 'mad-scientist')).toBeNull();
    expect(() => moveCost(mb, 'swamp', 'legs')).toThrow(/no terrain "swamp"/);
  });

  it('MB-D2 (L270-440): the chart has 14 terrains, every Bot mode can use a cobbled street, only flyers pass buildings', () => {
    expect(mb.terrain.size).toBe(14);
    for (const mode of ['wheels', 'halftrack', 'tracks', 'legs', 'powerful-legs', 'jump-jets', 'jets', 'hover-jets'] as const) {
      expect(moveCost(mb, 'cobbled-street', mode)).toBe(1);
      const flies = mode === 'jump-jets' || mode === 'jets' || mode === 'hover-jets';
      for (const building of ['small-building', 'medium-building', 'tall-building', 'shop', 'bank', 'lab']) expect(moveCost(mb, building, mode)).toBe(flies ? 1 : null);
    }
  });
});

describe('the chart\'s footnotes', () => {
  it('MB-D3 (L448): a foot bridge carries light Bots only', () => {
    expect(mayEnter(mb, 'foot-bridge', bot('wheels', 'light'))).toBe(true);
    expect(mayEnter(mb, 'foot-bridge', bot('wheels', 'heavy'))).toBe(false);
    expect(mayEnter(mb, 'bridge', bot('wheels', 'heavy'))).toBe(true);
  });

  it('MB-D3 (L447): a non-hovering Bot may not end its turn on a shop, bank or tall building; a hovering one may', () => {
    for (const terrain of ['shop', 'bank', 'tall-building', 'river', 'laneway']) {
      expect(mayEnter(mb, terrain, bot('jets'))).toBe(true);
      expect(mayEndTurn(mb, terrain, bot('jets'))).toBe(false);
      expect(mayEndTurn(mb, terrain, bot('jump-jets'))).toBe(false);
      expect(mayEndTurn(mb, terrain, bot('hover-jets'))).toBe(true);
    }
    expect(mayEndTurn(mb, 'cobbled-street', bot('jets'))).toBe(true);
  });

  it('MB-D3 (L449): a lab only if it is the Bot\'s home base (or the Bot hovers)', () => {
    expect(mayEndTurn(mb, 'lab', bot('jets', 'light', false))).toBe(false);
    expect(mayEndTurn(mb, 'lab', bot('jets', 'light', true))).toBe(true);
    expect(mayEndTurn(mb, 'lab', bot('hover-jets'))).toBe(true);
    expect(mayEndTurn(mb, 'lab', bot('legs', 'light', true))).toBe(false);
  });

  it('MB-D3 (L444-446, L256-268, B5): jump on medium buildings with powerful legs or better, squash small ones heavy with legs or better, climb tall ones light with legs or better', () => {
    expect(specialMove(mb, 'medium-building', bot('powerful-legs'))?.rule).toBe('jump-on');
    expect(specialMove(mb, 'medium-building', bot('legs'))).toBeNull();
    expect(specialMove(mb, 'small-building', bot('legs', 'heavy'))).toMatchObject({ rule: 'squash', becomes: 'rubble' });
    expect(specialMove(mb, 'small-building', bot('legs', 'light'))).toBeNull();
    expect(specialMove(mb, 'small-building', bot('tracks', 'heavy'))).toBeNull();
    expect(specialMove(mb, 'tall-building', bot('legs', 'light'))).toMatchObject({ rule: 'climb', climbCost: 1 });
    expect(specialMove(mb, 'shop', bot('legs', 'heavy'))).toBeNull();
    expect(specialMove(mb, 'cobbled-street', bot('legs'))).toBeNull();
  });

  it('B3 (L239, L370): powerful legs may pass over a river at 1 without stopping; legs may not; flyers use the chart', () => {
    expect(crossingCost(mb, 'river', 'powerful-legs')).toBe(1);
    expect(crossingCost(mb, 'river', 'legs')).toBeNull();
    expect(crossingCost(mb, 'river', 'jets')).toBeNull();
    expect(crossingCost(mb, 'forest', 'wheels')).toBeNull();
  });
});
