// The engagement engine's sampling against the exact odds (spec 4.8): every attack the bundled
// forces make, pooled by attack target and endurance class, hits and destroys, immobilises and
// disarms at the rates odds/attack-outcome.ts enumerates, in both resolutions; and a laser chasing
// a target that cannot reply kills before it drains at the closed form's rate (burn-out.ts).
// Tolerance: 4 standard errors of the exact rate at the sample size, fixed seeds.
import { describe, expect, it } from 'vitest';
import { readDataFile, resolveBeside } from '../../../cli/load.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import { ENDURANCE_CLASSES } from '../catalogue/catalogue-schema.js';
import { compileForces } from '../compile/compile.js';
import { maschinenKriegerSchemas, type MaschinenKriegerTables } from '../compile/tables.js';
import { CLASS_CELLS, TALLY_CELLS, TARGET_CELLS, TARGET_LOW, TallyField } from '../compile/tally.js';
import { attackOutcome } from '../odds/attack-outcome.js';
import { laserKillBeforeBurnOutWithImmobilisation } from '../odds/burn-out.js';
import { bandedRow } from '../odds/endurance.js';
import { bundledMk, mkWithVariant, MK_FORCES } from '../test-support/bundled.js';
import { engagement, withLane } from '../test-support/engagement-fixture.js';
import { playEngagement } from './engagement.js';
import { Metric } from './metrics.js';
import { createEngagementState } from './state.js';

const GAMES_PER_PAIR = 2_500;

/** Every attack of every ordered pair of bundled forces, pooled per tally cell: [attacks, hits, D, M, A]. */
function pooledTally(catalogue: MaschinenKriegerCatalogue, seed: number): number[][] {
  const files = readdirSync(MK_FORCES).sort().map((name) => readDataFile(join(MK_FORCES, name)));
  const compiled = compileForces(catalogue, files, resolveBeside);
  const t = viewTables(maschinenKriegerSchemas, compiled.rows as never, compiled.buffer) as MaschinenKriegerTables;
  const tally = new Float64Array(compiled.attacks.length * TALLY_CELLS * TallyField.Count);
  const s = createEngagementState(t, 12, tally);
  const metrics = new Float64Array(Metric.Count);
  const rng = new Rng(seed, 0);
  for (let a = 0; a < files.length; a++) {
    for (let b = 0; b < files.length; b++) {
      if (a !== b) for (let game = 0; game < GAMES_PER_PAIR; game++) playEngagement(s, a, b, rng, metrics);
    }
  }
  const pooled = Array.from({ length: TALLY_CELLS }, () => [0, 0, 0, 0, 0]);
  for (let row = 0; row < compiled.attacks.length; row++) {
    for (let cell = 0; cell < TALLY_CELLS; cell++) {
      const at = (row * TALLY_CELLS + cell) * TallyField.Count;
      const sums = pooled[cell] as number[];
      [TallyField.Attacks, TallyField.Hits, TallyField.Destroyed, TallyField.Immobilised, TallyField.Disarmed].forEach((field, k) => (sums[k] = (sums[k] ?? 0) + (tally[at + field] ?? 0)));
    }
  }
  return pooled;
}

describe.each([['sum', bundledMk] as const, ['product', () => mkWithVariant('resolution-product.yaml')] as const])('the engine\'s attacks, %s resolution', (resolution, load) => {
  it('hit, D, M and A rates agree with the exact odds in every tally cell with 300+ attacks (4 SE)', () => {
    const catalogue = load();
    const pooled = pooledTally(catalogue, resolution === 'sum' ? 3 : 4);
    let checked = 0;
    for (let cell = 0; cell < TALLY_CELLS; cell++) {
      const index = Math.floor(cell / CLASS_CELLS);
      if (index === 0 || index === TARGET_CELLS - 1) continue; // the open-ended cells pool several targets
      const [attacks = 0, ...counts] = pooled[cell] as number[];
      if (attacks < 300) continue;
      const letter = ENDURANCE_CLASSES[cell % CLASS_CELLS] ?? 'A';
      const bands = catalogue.endurance.get(letter);
      if (bands === undefined) throw new Error(`no class ${letter}`);
      const exact = attackOutcome(index + TARGET_LOW, bandedRow({ d: bands.destroyed, m: bands.immobilised, a: bands.disarmed }), { resolution });
      const expected = [exact.hit, exact.p.D, exact.p.M, exact.p.A];
      counts.forEach((count, k) => {
        const p = expected[k] ?? 0;
        const se = Math.sqrt(Math.max(p * (1 - p), 1e-9) / attacks);
        expect(Math.abs(count / attacks - p), `target ${index + TARGET_LOW} class ${letter} measure ${k}: ${count}/${attacks} vs ${p}`).toBeLessThan(4 * se + 1e-12);
      });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  }, 60_000);
});

describe('kill before burn-out (spec 4.8)', () => {
  it('a SAFS laser chasing a PKA that cannot answer kills at the closed form\'s rate (4 SE)', () => {
    // The SAFS fires across four water hexes (W units cannot enter, L219 [7.1.8]) at a PKA 5 hexes
    // away, beyond its PF's 4: attack target 9 + 0 - 2 = 7, at +2 once the PKA is immobilised (L179).
    const lane = withLane(['clear', 'clear', 'clear', 'water', 'water', 'water', 'water', 'clear', 'clear', 'clear']);
    const { s } = engagement({ units: [{ unit: 'safs', hex: 2 }] }, { units: [{ unit: 'pka', hex: 2 }] }, lane, 100); // 100 turns: P(neither a kill nor a drain in 100 shots) < 1e-8
    const rng = new Rng(17, 0);
    const metrics = new Float64Array(Metric.Count);
    const games = 10_000;
    let kills = 0;
    for (let game = 0; game < games; game++) {
      playEngagement(s, 0, 1, rng, metrics);
      kills += metrics[Metric.Destroyed + 1] ?? 0;
    }
    const b = bundledMk().endurance.get('B');
    if (b === undefined) throw new Error('no class B');
    const exact = laserKillBeforeBurnOutWithImmobilisation(7, bandedRow({ d: b.destroyed, m: b.immobilised, a: b.disarmed }));
    const se = Math.sqrt((exact * (1 - exact)) / games);
    expect(Math.abs(kills / games - exact)).toBeLessThan(4 * se);
  }, 60_000);
});
