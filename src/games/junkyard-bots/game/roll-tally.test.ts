// The game's rolls against the exact odds (spec 3.8, odds/pool-total.ts, odds/energy-pool.ts): the
// starter eye and claw rolled by the game's own code reach 1, 2 and 4 as often as the exact pool
// total says, and three medium energy dice teleport as often as the exact chance, within 4
// standard errors on a fixed seed.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { viewTables } from '../../../kernel/table.js';
import { resolveBeside } from '../../../cli/load.js';
import { compilePolicies } from '../compile/compile.js';
import { junkyardSchemas } from '../compile/tables.js';
import { poolAtLeast } from '../odds/pool-total.js';
import { teleportChance } from '../odds/energy-pool.js';
import type { OddsDie } from '../odds/odds-die.js';
import { bundledJunkyard, bundledPolicyFile } from '../test-support/bundled.js';
import { teleport } from './actions.js';
import { setUp } from './game.js';
import { rollWithPipes } from './roll.js';
import { createJunkyardState, Place } from './state.js';

const ROLLS = 40_000;
const within = (count: number, p: number) => Math.abs(count / ROLLS - p) <= 4 * Math.sqrt((p * (1 - p)) / ROLLS);

describe('rolls against the exact odds (spec 3.8)', () => {
  const catalogue = bundledJunkyard();
  const compiled = compilePolicies(catalogue, [bundledPolicyFile('balanced.yaml')], resolveBeside);
  const t = viewTables(junkyardSchemas, compiled.rows as never, compiled.buffer);
  const s = createJunkyardState(t, 200, 10, new Float64Array(0));
  const die = (key: string): OddsDie => {
    const found = catalogue.dice.get(key);
    if (found === undefined) throw new Error(`no ${key}`);
    return { sizePoints: found.points, faces: found.codes };
  };
  const rowOf = (key: string) => [...catalogue.dice.keys()].indexOf(key);

  it('the starter eye and claw reach 1, 2 and 4', () => {
    setUp(t, s, Int32Array.of(0, 0), 2);
    const claw = s.junkDice; // seat 0's starters: claw, eye, feet (catalogue order)
    const eye = s.junkDice + 1;
    const rng = new Rng(23, 1);
    const reached = [0, 0, 0];
    for (let i = 0; i < ROLLS; i++) {
      const total = rollWithPipes(s, rng, claw) + rollWithPipes(s, rng, eye);
      [1, 2, 4].forEach((need, k) => (reached[k]! += total >= need ? 1 : 0));
    }
    const exact = poolAtLeast([die('claw/green/S'), die('eye/green/S')], [1, 2, 4]);
    reached.forEach((count, k) => expect(within(count, exact[k] ?? 0), `>= ${[1, 2, 4][k]}: ${count / ROLLS} vs ${exact[k]}`).toBe(true));
  });

  it('three medium energy dice teleport (10 or more, pictures rolled again)', () => {
    setUp(t, s, Int32Array.of(0, 0), 2);
    for (let d = 0; d < 3; d++) {
      s.type[d] = rowOf('energy/red/M');
      s.place[d] = Place.Eaten;
      s.owner[d] = 0;
    }
    const rng = new Rng(29, 1);
    let away = 0;
    for (let i = 0; i < ROLLS; i++) away += teleport(s, rng, 0);
    const exact = teleportChance([die('energy/red/M'), die('energy/red/M'), die('energy/red/M')], 10);
    expect(within(away, exact), `${away / ROLLS} vs ${exact}`).toBe(true);
    expect([s.place[0], s.place[1], s.place[2]]).toEqual([Place.Eaten, Place.Eaten, Place.Eaten]); // L126: never lost
  });
});
