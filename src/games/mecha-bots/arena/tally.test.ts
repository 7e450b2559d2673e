// The engine's shots against the exact enumeration (spec 6.8): a bundled bot fires at another,
// whole, from a given side and range, again and again on the run's generator; the brain kills and
// the counters destroyed per shot agree with odds/attack-odds.ts within 4 standard errors, for
// both hit dice. Kind codes of the resolver follow the chassis' counter kinds.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { KINDS } from '../chassis/layout.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { bundledMb } from '../test-support/bundled.js';
import { compileBots, readingsOf, type ArenaReadings } from '../compile/compile.js';
import { mechaBotsSchemas, type MechaBotsTables } from '../compile/tables.js';
import { attackOdds } from '../odds/attack-odds.js';
import { chassisOf, weaponFigures } from '../odds/attack-situation.js';
import { HitDie } from '../resolve/aim.js';
import { ArmourReading, Kind, KIND_COUNT } from '../resolve/strike.js';
import { fireWeapons } from './fire.js';
import { Metric } from './metrics.js';
import { refreshStats } from './stats.js';
import { createArenaState, resetArena } from './state.js';

const BOTS = join(BUNDLED_DESIGNS, 'mecha-bots', 'bots');
const G = geometryOf(bundledMb());

describe('the engine\'s shots against the enumeration (4 SE)', () => {
  it('kind codes follow the counter kinds', () => {
    expect(KINDS.map((kind, code) => [kind, code])).toEqual(Object.entries(Kind).map(([, code]) => [KINDS[code], code]));
    expect(KINDS).toHaveLength(KIND_COUNT);
  });

  it.each([['uniform', HitDie.Uniform], ['two-dice', HitDie.TwoDice]] as const)('the sniper at the tank, %s die', (die, code) => {
    const readings: ArenaReadings = { ...readingsOf(bundledMb()), die };
    const compiled = compileBots(readings, G, ['sniper.yaml', 'tank.yaml'].map((name) => readDataFile(join(BOTS, name))));
    const t = viewTables(mechaBotsSchemas, compiled.rows as never, compiled.buffer) as MechaBotsTables;
    const [sniper, tank] = compiled.bots;
    if (sniper === undefined || tank === undefined) throw new Error('bots');
    for (const [range, facing] of [[3, 3], [2, 0], [4, 5]] as const) {
      const s = createArenaState(t, 30, range, 0, new Float64Array(0));
      s.metrics = new Float64Array(Metric.Count);
      const rng = new Rng(41, range);
      s.rng = rng;
      const n = 6_000;
      let brains = 0;
      let counters = 0;
      let countersSq = 0;
      for (let i = 0; i < n; i++) {
        resetArena(s, 0, 1);
        s.facing[1] = facing; // the tank turned so that the sniper (west of it) is on a chosen side
        refreshStats(s, 0);
        const before = s.metrics[Metric.CountersDestroyed] ?? 0;
        if (fireWeapons(s, 0, 1) === 1) brains++;
        const lost = (s.metrics[Metric.CountersDestroyed] ?? 0) - before;
        counters += lost;
        countersSq += lost * lost;
      }
      const figures = weaponFigures(sniper, 0, range, readings);
      if (typeof figures === 'string') throw new Error(figures);
      const exact = attackOdds(G, chassisOf(tank), { from: (3 - facing + 6) % 6, damage: figures.damage, bonus: figures.bonus, die: code, reading: ArmourReading.PerCell });
      const expectedLost = exact.lost.reduce((sum, value) => sum + value, 0);
      const seBrain = Math.sqrt(Math.max(exact.brain * (1 - exact.brain), 1e-12) / n);
      expect(Math.abs(brains / n - exact.brain), `range ${range}`).toBeLessThan(4 * seBrain + 1e-12);
      const mean = counters / n;
      const se = Math.sqrt(Math.max(countersSq / n - mean * mean, 1e-12) / n);
      expect(Math.abs(mean - expectedLost), `range ${range}: ${mean} vs ${expectedLost}`).toBeLessThan(4 * se + 1e-9);
    }
  });
});
