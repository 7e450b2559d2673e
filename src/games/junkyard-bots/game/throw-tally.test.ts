// The game's throws against the exact odds (spec 3.8, odds/throw-damage.ts): the starter robot
// (green small claw and eye) throws the catalogue's red medium weapon at another starter robot
// (green small feet and eye), 40,000 times through the game's own throwAt on a fixed seed; the
// dud rate, the mean damage and P(damage = k) for k = 0..4 must agree within 4 standard errors.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { viewTables } from '../../../kernel/table.js';
import { resolveBeside } from '../../../cli/load.js';
import { compilePolicies } from '../compile/compile.js';
import { junkyardSchemas } from '../compile/tables.js';
import { throwDamage } from '../odds/throw-damage.js';
import type { OddsDie } from '../odds/odds-die.js';
import { bundledJunkyard } from '../test-support/bundled.js';
import { throwAt } from './actions.js';
import { setUp } from './game.js';
import { METRICS_LENGTH, SeatMetric, seatMetric } from './metrics.js';
import { createJunkyardState, Place } from './state.js';

const THROWS = 40_000;

describe('throws against the exact damage distribution (spec 3.8)', () => {
  it('a starter throwing a red medium weapon at a starter: duds, mean damage and P(0..4) within 4 SE', () => {
    const catalogue = bundledJunkyard();
    // A policy that neither powers up nor shields, so only the throw's own dice count.
    const plain = {
      path: 'plain.yaml',
      data: {
        name: 'Plain', want: { mouth: 1, claw: 1, eye: 1, mover: 1, pipe: 1 }, sizePreference: 'balanced', lookBeforeGrab: 'always', pipeTarget: 'claw',
        pipeChainDepth: 1, throwTarget: 'weakest', teleportReserve: 0, teleportAt: 0.6, shieldFrom: 'never', powerUp: 'never',
        damageOrder: 'body-first', keepLastMoverAndEye: true, energyPicture: 'keep',
      },
    };
    const compiled = compilePolicies(catalogue, [plain], resolveBeside);
    const t = viewTables(junkyardSchemas, compiled.rows as never, compiled.buffer);
    const tally = new Float64Array(0);
    const s = createJunkyardState(t, 200, 10, tally);
    s.metrics = new Float64Array(METRICS_LENGTH);
    const weaponDie = catalogue.dice.get('weapon/red/M');
    if (weaponDie === undefined) throw new Error('no weapon/red/M in the catalogue');
    const weaponRow = [...catalogue.dice.values()].indexOf(weaponDie);
    const rng = new Rng(17, 3);
    const counts = new Float64Array(16);
    let duds = 0;
    let sum = 0;
    for (let i = 0; i < THROWS; i++) {
      setUp(t, s, Int32Array.of(0, 0), 2);
      const weapon = 0; // junkyard die 0 becomes the weapon in the starter claw
      s.type[weapon] = weaponRow;
      s.place[weapon] = Place.Held;
      s.owner[weapon] = 0;
      s.parent[weapon] = s.junkDice; // seat 0's first starter: its claw
      s.metrics.fill(0);
      const before = s.place[weapon];
      throwAt(t, s, rng, 0, weapon, 1);
      const damage = s.metrics[seatMetric(SeatMetric.DamageDealt, 0)] ?? 0;
      if (s.place[weapon] === Place.FaceUp && before === Place.Held) duds++;
      counts[Math.min(damage, 15)]! += 1;
      sum += damage;
    }
    const die = (key: string): OddsDie => {
      const found = catalogue.dice.get(key);
      if (found === undefined) throw new Error(`no ${key}`);
      return { sizePoints: found.points, faces: found.codes };
    };
    const exact = throwDamage({ weapon: die('weapon/red/M'), attack: [die('claw/green/S'), die('eye/green/S')], defense: [die('mover/green/S'), die('eye/green/S')] });
    const within = (observed: number, p: number) => Math.abs(observed / THROWS - p) <= 4 * Math.sqrt((p * (1 - p)) / THROWS);
    expect(within(duds, exact.dud), `duds ${duds / THROWS} vs ${exact.dud}`).toBe(true);
    for (let k = 0; k <= 4; k++) {
      const p = exact.damage.p[k - exact.damage.offset] ?? 0;
      expect(within(counts[k] ?? 0, p), `P(damage = ${k}) ${(counts[k] ?? 0) / THROWS} vs ${p}`).toBe(true);
    }
    // The mean's standard error from the exact variance.
    const variance = exact.damage.p.reduce((acc, p, i) => acc + p * (i + exact.damage.offset - exact.mean) ** 2, 0);
    expect(Math.abs(sum / THROWS - exact.mean)).toBeLessThanOrEqual(4 * Math.sqrt(variance / THROWS));
  });
});
