// One attack enumerated exactly against the engine's own dice: sampling the die, the aim and the
// column walk agrees with the enumeration within 4 standard errors (fixed seed), for both hit dice;
// and spec 6.8's closed form: aiming at the brain with bonus b <= 4 on the uniform die reaches the
// brain's column with (b + 1) / 9.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { BRAIN } from '../chassis/geometry.js';
import { bundledMb } from '../test-support/bundled.js';
import { aimedColumn, BRAIN_COLUMN, HitDie, rollColumn } from '../resolve/aim.js';
import { ArmourReading, BRAIN_HIT, EMPTY, Kind, KIND_COUNT, strike, type Chassis } from '../resolve/strike.js';
import { attackOdds } from './attack-odds.js';

/** A chassis with a little of everything: armour up front, a boiler, speed and a seat. */
function sample(): Chassis {
  const kind = new Int8Array(49).fill(EMPTY);
  kind[BRAIN] = Kind.Brain;
  const fill: [number, number][] = [[0, Kind.ArmourProtection], [1, Kind.ArmourResistance], [2, Kind.ArmourProtection], [3, Kind.WeaponDamage], [6, Kind.Boiler], [43, Kind.Boiler], [44, Kind.MobilitySpeed], [45, Kind.Seat], [8, Kind.SensorAccuracy], [36, Kind.MobilityTerrain]];
  for (const [cell, k] of fill) kind[cell] = k;
  return { kind, destroyed: new Uint8Array(49) };
}

const G = geometryOf(bundledMb());

describe('one attack, exactly (spec 6.8)', () => {
  it('aiming at the brain with bonus b reaches its column with (b + 1) / 9 on the uniform die', () => {
    for (let bonus = 0; bonus <= 4; bonus++) expect(attackOdds(G, sample(), { from: 0, damage: 3, bonus, die: HitDie.Uniform, reading: ArmourReading.PerCell }).columns[BRAIN_COLUMN - 1]).toBeCloseTo((bonus + 1) / 9, 12);
  });

  it.each([[HitDie.Uniform, 'uniform'], [HitDie.TwoDice, '2d6 - 2']] as const)('sampling agrees with the enumeration within 4 SE (%s die: %s)', (die, _name) => {
    for (const situation of [{ from: 0, damage: 3, bonus: 1 }, { from: 2, damage: 5, bonus: 0 }, { from: 4, damage: 2, bonus: 3 }]) {
      const exact = attackOdds(G, sample(), { ...situation, die, reading: ArmourReading.PerCell });
      const rng = new Rng(31, die);
      const n = 20_000;
      let brains = 0;
      const lost = new Float64Array(KIND_COUNT + 1);
      for (let i = 0; i < n; i++) {
        const c = sample();
        const cells = G.columns[situation.from]?.[aimedColumn(rollColumn(rng, die), situation.bonus) - 1] ?? [];
        if (strike(c, cells, 0, cells.length, situation.damage, ArmourReading.PerCell, lost) === BRAIN_HIT) brains++;
      }
      const se = Math.sqrt(Math.max(exact.brain * (1 - exact.brain), 1e-12) / n);
      expect(Math.abs(brains / n - exact.brain)).toBeLessThan(4 * se + 1e-12);
      // counters lost per attack are 0 or 1 of a kind here, so each is a rate with its binomial SE
      for (let kind = 0; kind < KIND_COUNT; kind++) {
        const p = exact.lost[kind] ?? 0;
        expect(Math.abs((lost[kind] ?? 0) / n - p), `kind ${kind}`).toBeLessThan(4 * Math.sqrt(Math.max(p * (1 - p), 1e-12) / n) + 1e-12);
      }
    }
  });
});
