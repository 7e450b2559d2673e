// hot: one weapon's damage walked down one column of the target's chassis (spec 6.3, the wiki's
// damage page, @curufea-damage): from the side it enters, every working counter it meets is
// destroyed for one point; empty and destroyed cells cost nothing; at an armour counter the
// location's working Protection counters take that much off, and if what is left is more than the
// location's working Resistance counters, that armour counter is destroyed too (no point spent);
// damage that reaches the brain destroys the bot. A hit seat wounds a seated Mad Scientist 1D6 a
// point (L25, L133). Numbers in, numbers out: the caller reads what was lost from `lost`.
import type { Rng } from '../../../rng/rng.js';
import { CELLS_PER_LOCATION } from '../chassis/geometry.js';

/** Kind codes (chassis/layout.ts KINDS order); -1 an empty cell. */
export const Kind = {
  Boiler: 0, WeaponDamage: 1, WeaponRange: 2, WeaponConnector: 3, SensorAccuracy: 4, SensorRange: 5, SensorConnector: 6,
  ArmourProtection: 7, ArmourResistance: 8, ArmourConnector: 9, MobilitySpeed: 10, MobilityTerrain: 11, RemoteControl: 12, Seat: 13, Brain: 14,
} as const;
export const KIND_COUNT = 15;
export const EMPTY = -1;

/** Armour arithmetic readings (catalogue reconstruction; spec 6.6). */
export const ArmourReading = {
  /** Per armour cell entered: damage minus Protection; the counter destroyed when the rest exceeds Resistance. */
  PerCell: 0,
  /** Protection taken off once per location the column crosses (a variant). */
  OncePerLocation: 1,
  /** The sample page's reading (a variant): what is left after Protection beyond Resistance destroys that many of the location's armour counters. */
  SamplePage: 2,
} as const;

/** A chassis' cells: kind codes, and 1 where the counter is destroyed (turned over). */
export interface Chassis {
  readonly kind: Int8Array;
  readonly destroyed: Uint8Array;
}

/** What strike() found: BRAIN_HIT when the brain was reached; the seat's points in `seatPoints`. */
export const BRAIN_HIT = 1;

function working(c: Chassis, location: number, kind: number): number {
  let count = 0;
  const first = location * CELLS_PER_LOCATION;
  for (let cell = first; cell < first + CELLS_PER_LOCATION; cell++) if (c.kind[cell] === kind && c.destroyed[cell] === 0) count++;
  return count;
}

/** The sample page's reading: `count` more of the location's working armour counters go, in cell order. */
function destroyArmour(c: Chassis, location: number, count: number, lost: Float64Array): void {
  const first = location * CELLS_PER_LOCATION;
  let left = count;
  for (let cell = first; cell < first + CELLS_PER_LOCATION && left > 0; cell++) {
    const kind = c.kind[cell] as number;
    if ((kind === Kind.ArmourProtection || kind === Kind.ArmourResistance) && c.destroyed[cell] === 0) {
      c.destroyed[cell] = 1;
      lost[kind] = (lost[kind] as number) + 1;
      left--;
    }
  }
}

/**
 * `damage` points down one column: cells[start .. start + count - 1], in the order the damage meets
 * them. Destroyed counters are added to `lost` by kind; returns BRAIN_HIT or 0, and leaves the
 * points the seat took in lost[KIND_COUNT] (the caller wounds a seated Mad Scientist 1D6 for each):
 * one, or with `seatRemaining` 1 every point still in the column when it reaches the seat (B9's variant).
 */
export function strike(c: Chassis, cells: ArrayLike<number>, start: number, count: number, damage: number, reading: number, lost: Float64Array, seatRemaining = 0): number {
  let left = damage;
  let lastLocation = -1;
  for (let i = start; i < start + count && left > 0; i++) {
    const cell = cells[i] as number;
    const kind = c.kind[cell] as number;
    if (kind === EMPTY || c.destroyed[cell] === 1) continue;
    if (kind === Kind.Brain) return BRAIN_HIT;
    const location = (cell - (cell % CELLS_PER_LOCATION)) / CELLS_PER_LOCATION;
    if (kind === Kind.ArmourProtection || kind === Kind.ArmourResistance || kind === Kind.ArmourConnector) {
      if (reading === ArmourReading.PerCell || location !== lastLocation) left -= working(c, location, Kind.ArmourProtection);
      lastLocation = location;
      if (left <= 0) return 0;
      const resistance = working(c, location, Kind.ArmourResistance);
      if (left > resistance) {
        c.destroyed[cell] = 1;
        lost[kind] = (lost[kind] as number) + 1;
        if (reading === ArmourReading.SamplePage) destroyArmour(c, location, left - resistance - 1, lost);
      }
      continue;
    }
    c.destroyed[cell] = 1;
    lost[kind] = (lost[kind] as number) + 1;
    // B9: the seat's one point wounds its rider (the reading taken), or every point still in the column (the variant)
    if (kind === Kind.Seat) lost[KIND_COUNT] = (lost[KIND_COUNT] as number) + (seatRemaining === 1 ? left : 1);
    left -= 1;
  }
  return 0;
}

/** The Mad Scientist's wounds for `points` of seat damage: 1D6 each (L25 "every 1 damage ... 1D6 hit points"). */
export function seatWounds(rng: Rng, points: number): number {
  let wounds = 0;
  for (let k = 0; k < points; k++) wounds += rng.die(6);
  return wounds;
}
