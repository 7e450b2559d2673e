// The numbers a Bot's counters give (spec 6.5 MB-D4, MB-D5, MB-D7, MB-D8; the status page's sensor
// table, spec 6.8; turning, MB-W3), read from the bundled catalogue.
import { describe, expect, it } from 'vitest';
import { bundledMb, mbWithVariant } from '../test-support/bundled.js';
import { boilerPower, boilersNeeded, botSpeed, botWeight, hexesBeforeTurn, mobilityMode, reach, sensorBonus } from './bot-numbers.js';

const mb = bundledMb();

describe('a Bot\'s numbers from its counters', () => {
  it('MB-D4 (L106): speed is speed counters over connected chassis, rounded down - 3 on 1 chassis is 3, 5 on 2 is 2', () => {
    expect(botSpeed(mb, 3)).toBe(3);
    expect(botSpeed(mb, 3, 1)).toBe(3);
    expect(botSpeed(mb, 5, 2)).toBe(2);
    expect(botSpeed(mb, 0)).toBe(0);
    expect(() => botSpeed(mb, 3, 0)).toThrow(/connected chassis/);
  });

  it('MB-D5 (L107-109): 0..7 terrain counters give wheels, halftrack, tracks, legs, powerful legs, jump jets, jets, hover jets', () => {
    expect(Array.from({ length: 8 }, (_, n) => mobilityMode(mb, n).id)).toEqual(
      ['wheels', 'halftrack', 'tracks', 'legs', 'powerful-legs', 'jump-jets', 'jets', 'hover-jets']);
    expect(mobilityMode(mb, 9).id).toBe('hover-jets');
    // L111, L113: jump jets and landed jets count as powerful legs; hover jets always hover (L115).
    expect(mobilityMode(mb, 5)).toMatchObject({ flight: 'one-hex', landedAs: 'powerful-legs' });
    expect(mobilityMode(mb, 6)).toMatchObject({ flight: 'whole-move', landedAs: 'powerful-legs' });
    expect(mobilityMode(mb, 7)).toMatchObject({ flight: 'always' });
  });

  it('MB-D7 (L42-46, B2): 25 components make a heavy Bot, 24 a light one (half of 49 hexes)', () => {
    expect(botWeight(mb, 25)).toBe('heavy');
    expect(botWeight(mb, 24)).toBe('light');
    expect(botWeight(mb, 48)).toBe('heavy');
    expect(botWeight(mb, 8)).toBe('light');
  });

  it('MB-D8 (L66-68, B1): 19 powered counters need 5 boilers, 21 need 6; 5 boilers power 20', () => {
    expect(boilersNeeded(mb, 19)).toBe(5);
    expect(boilersNeeded(mb, 21)).toBe(6);
    expect(boilersNeeded(mb, 20)).toBe(5);
    expect(boilersNeeded(mb, 0)).toBe(0);
    expect(boilerPower(mb, 5)).toBe(20);
    // The seed start (L10): 1 weapon, 1 sensor and 3 speed counters need 2 boilers; it has 1 (B1).
    expect(boilersNeeded(mb, 5)).toBe(2);
  });

  it('spec 6.8 (@curufea-status): the sensor bonus max(0, a + 1 - range) equals the status page\'s table in all 64 cells', () => {
    const table = mb.combat.sensorBonus.table;
    expect(table).toHaveLength(8);
    for (let a = 0; a <= 7; a++) {
      expect(table[a]).toHaveLength(8);
      for (let range = 1; range <= 8; range++) {
        expect(sensorBonus(mb, a, range)).toBe(Math.max(0, a + 1 - range));
        expect(sensorBonus(mb, a, range)).toBe(table[a]?.[range - 1]);
      }
    }
    // The sample bot's sensor (+4, @curufea-sample) at ranges 1-3.
    expect([1, 2, 3].map((range) => sensorBonus(mb, 4, range))).toEqual([4, 3, 2]);
  });

  it('MB-W3 and the sample (@curufea-status, @curufea-sample): mobility in all 7 locations turns on the spot; in 6, every hex', () => {
    expect(hexesBeforeTurn(mb, 7)).toBe(0);
    expect(hexesBeforeTurn(mb, 6)).toBe(1);
    expect(hexesBeforeTurn(mb, 1)).toBe(6);
    expect(hexesBeforeTurn(mb, 0)).toBe(7);
  });

  it('spec 6.6 (L10): reach with no range counter is max(1, r) by default, r under the variant', () => {
    expect([0, 1, 3].map((r) => reach(mb, r))).toEqual([1, 1, 3]);
    const variant = mbWithVariant('range-counters-only.yaml');
    expect([0, 1, 3].map((r) => reach(variant, r))).toEqual([0, 1, 3]);
  });
});
