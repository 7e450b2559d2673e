// One weapon's damage down one column (spec 6.3, @curufea-damage), on chassis built by hand: MB-W1
// (3 Protection, 2 Resistance: damage 6 destroys the armour counter it meets, damage 5 does not),
// empty and destroyed cells cost nothing, each counter costs a point, the brain ends the bot, the
// seat's points are counted for the Mad Scientist's 1D6 each (L25, L133; MB-D6 with scripted dice).
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { BRAIN, CELLS_PER_LOCATION } from '../chassis/geometry.js';
import { bundledMb } from '../test-support/bundled.js';
import { ArmourReading, BRAIN_HIT, EMPTY, Kind, KIND_COUNT, seatWounds, strike, type Chassis } from './strike.js';

const empty = (): Chassis => {
  const kind = new Int8Array(49).fill(EMPTY);
  kind[BRAIN] = Kind.Brain;
  return { kind, destroyed: new Uint8Array(49) };
};
const lostOf = () => new Float64Array(KIND_COUNT + 1);
/** Column 5 from the front (sector 0): two of Forward's cells, then central's, the brain fourth. */
const COLUMN = geometryOf(bundledMb()).columns[0]?.[4] ?? [];

describe('damage down a column (@curufea-damage)', () => {
  it('MB-W1: against 3 Protection and 2 Resistance, 6 damage leaves 3 > 2 and destroys the armour counter; 5 leaves 2 and does not', () => {
    for (const [damage, destroyed] of [[6, 1], [5, 0]] as const) {
      const c = empty();
      const location = Math.floor((COLUMN[0] ?? 0) / CELLS_PER_LOCATION);
      const others = Array.from({ length: 7 }, (_, k) => location * 7 + k).filter((cell) => !COLUMN.includes(cell));
      c.kind[COLUMN[0] ?? 0] = Kind.ArmourProtection;
      [Kind.ArmourProtection, Kind.ArmourProtection, Kind.ArmourResistance, Kind.ArmourResistance].forEach((kind, k) => (c.kind[others[k] ?? 0] = kind));
      const lost = lostOf();
      strike(c, COLUMN, 0, COLUMN.length, damage, ArmourReading.PerCell, lost);
      expect(c.destroyed[COLUMN[0] ?? 0]).toBe(destroyed);
      expect(lost[Kind.ArmourProtection]).toBe(destroyed);
    }
  });

  it('skips empty and destroyed cells at no cost, spends a point a counter, and ends the bot at the brain', () => {
    const c = empty();
    c.kind[COLUMN[0] ?? 0] = Kind.Boiler;
    c.kind[COLUMN[1] ?? 0] = Kind.WeaponDamage;
    c.destroyed[COLUMN[1] ?? 0] = 1;
    c.kind[COLUMN[2] ?? 0] = Kind.MobilitySpeed;
    const lost = lostOf();
    expect(strike(c, COLUMN, 0, COLUMN.length, 2, ArmourReading.PerCell, lost)).toBe(0); // boiler, speed: 2 points, none left for the brain
    expect([lost[Kind.Boiler], lost[Kind.WeaponDamage], lost[Kind.MobilitySpeed]]).toEqual([1, 0, 1]);
    const again = empty();
    again.kind[COLUMN[0] ?? 0] = Kind.Boiler;
    expect(strike(again, COLUMN, 0, COLUMN.length, 2, ArmourReading.PerCell, lostOf())).toBe(BRAIN_HIT);
    expect(strike(empty(), COLUMN, 0, COLUMN.length, 1, ArmourReading.PerCell, lostOf())).toBe(BRAIN_HIT);
  });

  it('absorbs the damage when Protection takes it all; the once-per-location reading takes Protection off once', () => {
    const c = empty();
    c.kind[COLUMN[0] ?? 0] = Kind.ArmourProtection;
    c.kind[COLUMN[1] ?? 0] = Kind.ArmourProtection;
    expect(strike(c, COLUMN, 0, COLUMN.length, 2, ArmourReading.PerCell, lostOf())).toBe(0); // 2 - 2 = 0: stopped at the first
    const once = empty();
    once.kind[COLUMN[0] ?? 0] = Kind.ArmourProtection;
    once.kind[COLUMN[1] ?? 0] = Kind.ArmourProtection;
    expect(strike(once, COLUMN, 0, COLUMN.length, 3, ArmourReading.OncePerLocation, lostOf())).toBe(BRAIN_HIT); // 3 - 2 = 1 > 0 R: both destroyed, 1 reaches the brain
    const twice = empty();
    twice.kind[COLUMN[0] ?? 0] = Kind.ArmourProtection;
    twice.kind[COLUMN[1] ?? 0] = Kind.ArmourProtection;
    expect(strike(twice, COLUMN, 0, COLUMN.length, 3, ArmourReading.PerCell, lostOf())).toBe(0); // 3 - 2 = 1 destroys the first; then 1 - 1 (one left) = 0
  });

  it('MB-D6 (L25): the seat\'s points wound a seated Mad Scientist 1D6 each: 2 points with (3,4) are 7 wounds, dead at 7 hit points', () => {
    const c = empty();
    c.kind[COLUMN[0] ?? 0] = Kind.Seat;
    const lost = lostOf();
    strike(c, COLUMN, 0, COLUMN.length, 1, ArmourReading.PerCell, lost);
    expect(lost[KIND_COUNT]).toBe(1);
    expect(seatWounds(new ScriptedRng([{ die: 6, value: 3 }, { die: 6, value: 4 }]), 2)).toBe(7);
  });
});

describe('the variant readings', () => {
  it('the sample page\'s reading: what is left after Protection beyond Resistance destroys that many armour counters of the location', () => {
    const c = empty();
    c.kind[COLUMN[0] ?? 0] = Kind.ArmourProtection;
    c.kind[COLUMN[1] ?? 0] = Kind.ArmourProtection;
    const lost = lostOf();
    strike(c, COLUMN, 0, COLUMN.length, 5, ArmourReading.SamplePage, lost); // 5 - 2 = 3 > 0: three counters go, but the location has two
    expect(lost[Kind.ArmourProtection]).toBe(2);
  });
});

describe('B9: what a hit seat does to its rider', () => {
  it('one point for the seat (the reading taken), or every point still in the column (the variant)', () => {
    for (const [variant, points] of [[0, 1], [1, 4]] as const) {
      const c = empty();
      c.kind[COLUMN[0] ?? 0] = Kind.Seat;
      const lost = lostOf();
      strike(c, COLUMN, 0, COLUMN.length, 4, ArmourReading.PerCell, lost, variant);
      expect(lost[KIND_COUNT]).toBe(points);
    }
  });
});
