// One attack's dice, played by the game's own code with scripted dice (spec 4.5), and sampled
// against the exact outcome distribution (odds/attack-outcome.ts) within 4 standard errors in both
// resolutions (spec 4.8).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { attackOutcome } from '../odds/attack-outcome.js';
import { bandedRow } from '../odds/endurance.js';
import { attack, Outcome, Resolution, SPENT, Usage } from './attack.js';

const dice = (...values: number[]) => new ScriptedRng(values.map((value) => ({ die: 6, value })));
/** Placeholder class-B bands (spec 4.6): D on 3 or less, M on 5, A on 7 (the one stated cell: D on 3, L178 [5.1.2]). */
const B = { d: 3, m: 5, a: 7 } as const;
const hit = (rng: ScriptedRng, target: number, resolution: number, usage: number = Usage.None) => attack(rng, target, resolution, 0, usage, B.d, B.m, B.a, 0);

describe('one attack (MK L174-189 [5.1-5.3])', () => {
  it('MK-E1 (L186, Fig. 3): at attack target 5, summed (2,3) hits and (1,5) misses; multiplied the other way round', () => {
    expect(hit(dice(2, 3, 6, 6), 5, Resolution.Sum)).toBe(Outcome.NoEffect); // 5 <= 5 hits; endurance 12: no effect
    expect(hit(dice(1, 5), 5, Resolution.Sum)).toBe(Outcome.Miss);
    expect(hit(dice(2, 3), 5, Resolution.Product)).toBe(Outcome.Miss);
    expect(hit(dice(1, 5, 6, 6), 5, Resolution.Product)).toBe(Outcome.NoEffect);
  });

  it('MK-E3 (L178 [5.1.2]): a hit on class B with an endurance roll of 3 destroys; 5 immobilises, 7 disarms, 8 does nothing', () => {
    for (const [first, second, outcome] of [[1, 2, Outcome.Destroyed], [2, 3, Outcome.Immobilised], [3, 4, Outcome.Disarmed], [4, 4, Outcome.NoEffect]] as const) {
      expect(hit(dice(3, 3, first, second), 8, Resolution.Sum)).toBe(outcome);
    }
  });

  it('MK-D4 (L178 [5.1.2]): a double one that hits is D without the endurance roll', () => {
    const rng = dice(1, 1);
    expect(hit(rng, 5, Resolution.Sum)).toBe(Outcome.Destroyed);
    expect(() => rng.die(6)).toThrow(); // no endurance dice were rolled
    expect(hit(dice(1, 1), 1, Resolution.Sum)).toBe(Outcome.Miss); // a sum of 2 misses a target of 1 (K1 default)
    expect(attack(dice(1, 1), 0, Resolution.Sum, 1, Usage.None, B.d, B.m, B.a, 0)).toBe(Outcome.Destroyed); // K1 variant: from 0
  });

  it('MK-D1 (L282 [11.2.1-2], L304): a laser is spent on (5,6), (6,5), (6,6); an MG only on (6,6); the shot still resolves', () => {
    for (const [first, second] of [[5, 6], [6, 5], [6, 6]] as const) expect(hit(dice(first, second), 5, Resolution.Sum, Usage.Laser)).toBe(Outcome.Miss + SPENT);
    expect(hit(dice(5, 5), 5, Resolution.Sum, Usage.Laser)).toBe(Outcome.Miss);
    expect(hit(dice(6, 5), 5, Resolution.Sum, Usage.MachineGun)).toBe(Outcome.Miss);
    expect(hit(dice(6, 6), 5, Resolution.Sum, Usage.MachineGun)).toBe(Outcome.Miss + SPENT);
    expect(hit(dice(6, 5, 1, 1), 12, Resolution.Sum, Usage.Laser)).toBe(Outcome.Destroyed + SPENT); // 11 hits, then spent
  });

  it('MK-D3 (L175 [5.1.1] 3, L189 [5.3.4]): below zero the attack cannot hit but still rolls for usage and spends its last round', () => {
    expect(hit(dice(6, 6), -2, Resolution.Sum, Usage.Laser)).toBe(Outcome.Miss + SPENT);
    expect(hit(dice(2, 2), -1, Resolution.Sum, Usage.LastRound)).toBe(Outcome.Miss + SPENT);
  });
});

describe('sampled attacks against the exact distribution (spec 4.8)', () => {
  it.each([['sum', Resolution.Sum], ['product', Resolution.Product]] as const)('%s: P(miss, -, M, A, D) and P(laser spent) at targets 4, 7 and 10 within 4 SE', (name, resolution) => {
    const N = 30_000;
    const rng = new Rng(31, resolution);
    for (const target of [4, 7, 10]) {
      const counts = new Float64Array(5);
      let spent = 0;
      for (let i = 0; i < N; i++) {
        const code = attack(rng, target, resolution, 0, Usage.Laser, B.d, B.m, B.a, 0);
        counts[code & 7]! += 1;
        spent += code >= SPENT ? 1 : 0;
      }
      const exact = attackOutcome(target, bandedRow(B), { resolution: name, weapon: { type: 'L' } });
      const within = (count: number, p: number) => Math.abs(count / N - p) <= 4 * Math.sqrt((p * (1 - p)) / N) + 1e-12;
      const order = ['miss', 'none', 'M', 'A', 'D'] as const;
      const codes = [Outcome.Miss, Outcome.NoEffect, Outcome.Immobilised, Outcome.Disarmed, Outcome.Destroyed];
      order.forEach((kind, k) => expect(within(counts[codes[k]!] ?? 0, exact.p[kind]), `${name} target ${target} ${kind}: ${(counts[codes[k]!] ?? 0) / N} vs ${exact.p[kind]}`).toBe(true));
      expect(within(spent, exact.weaponOut)).toBe(true);
    }
  });
});
