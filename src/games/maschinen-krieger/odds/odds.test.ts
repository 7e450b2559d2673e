// Ma.K attack-level odds against the spec's exact values (other-games-specs.md §4.5, §4.8,
// Appendix A) and the rulebook (maschinen-krieger-sf3d2.txt, cited as L<line> [rule]). Values are
// checked as whole counts out of 36 or 1,296, so a rounding slip cannot pass.
import { describe, expect, it } from 'vitest';
import { atLeast } from '../../../dice/distribution.js';
import { ATTACK_OUTCOME_KINDS, attackOutcome, type AttackOptions } from './attack-outcome.js';
import { attackRollDist, criticalHits, pCritical, pHit, rollHits, rollValue } from './attack-roll.js';
import { attackTarget } from './attack-target.js';
import { killBeforeBurnOut, laserKillBeforeBurnOut, laserKillBeforeBurnOutWithImmobilisation } from './burn-out.js';
import { bandedRow, enduranceOdds, enduranceResult, type EnduranceRow } from './endurance.js';
import { bruteAttack, type BruteOptions } from './test-support/brute-force.js';
import { pWeaponOut, pWeaponOutAndHit, roundsSpent } from './weapon-usage.js';

/** p as a whole count out of `of`, checked to be whole. */
const outOf = (p: number, of: number) => {
  const count = Math.round(p * of);
  expect(Math.abs(p * of - count)).toBeLessThan(1e-9);
  return count + 0; // -0 from a rounding dust below zero reads as 0
};

/** Spec 4.6's placeholder endurance rows — NOT the real chart, which the text does not print. */
const PLACEHOLDER: Record<'A' | 'B' | 'C' | 'D', EnduranceRow> = {
  A: bandedRow({ d: 2, m: 3, a: 5 }),
  B: bandedRow({ d: 3, m: 5, a: 7 }),
  C: bandedRow({ d: 5, m: 7, a: 9 }),
  D: bandedRow({ d: 6, m: 8, a: 10 }),
};

describe('the attack roll (L175 [5.1.1] 3; spec 4.8, Appendix A)', () => {
  it('P(2d6 sum <= T) is 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36 /36 for T = 2..12', () => {
    const targets = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(targets.map((t) => outOf(pHit(t, 'sum'), 36))).toEqual([1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36]);
  });

  it('P(2d6 product <= T) is 1, 3, 5, 8, 10, 14, 14, 16, 17, 19, 19, 23 /36 for T = 1..12 (the first SF3D, L175 Special Note)', () => {
    const targets = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(targets.map((t) => outOf(pHit(t, 'product'), 36))).toEqual([1, 3, 5, 8, 10, 14, 14, 16, 17, 19, 19, 23]);
  });

  it('P(2d6 product <= T) is 23, 26, 28, 30, 32, 35, 36 /36 for T = 14, 16, 18, 20, 24, 30, 36', () => {
    const targets = [14, 16, 18, 20, 24, 30, 36];
    expect(targets.map((t) => outOf(pHit(t, 'product'), 36))).toEqual([23, 26, 28, 30, 32, 35, 36]);
  });

  it('P(2d6 sum >= T) is 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0 /36 for T = 2..13 (Appendix A)', () => {
    const targets = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    expect(targets.map((t) => outOf(atLeast(attackRollDist('sum'), t), 36))).toEqual([36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0]);
  });

  it('target 12 hits 36/36 summed and 23/36 multiplied (spec 4.4, sum vs product)', () => {
    expect(outOf(pHit(12, 'sum'), 36)).toBe(36);
    expect(outOf(pHit(12, 'product'), 36)).toBe(23);
  });

  it('matches a count over the 36 ordered rolls for every target, both resolutions, both K1 readings', () => {
    for (const resolution of ['sum', 'product'] as const) {
      for (const reading of ['when-hit', 'from-zero'] as const) {
        for (let t = -3; t <= 38; t++) {
          let hits = 0;
          for (let a = 1; a <= 6; a++) {
            for (let b = 1; b <= 6; b++) {
              const v = resolution === 'sum' ? a + b : a * b;
              if (t >= 0 && (v <= t || (reading === 'from-zero' && a === 1 && b === 1))) hits++;
            }
          }
          expect(outOf(pHit(t, resolution, reading), 36)).toBe(hits);
        }
      }
    }
  });
});

describe('MK-E1, Fig. 3 (L186; L174-179 [5.1.1], [5.1.3])', () => {
  const target = attackTarget({ attack: 8, defense: 2, range: 1, terrain: -2 });

  it('AFS laser 8 vs PKA defense 2, range 2 (+1), through forest (-2): attack target 5', () => {
    expect(target).toBe(5);
  });

  it('summed, 2+3 = 5 hits and 1+5 = 6 misses; multiplied, 2x3 = 6 misses and 1x5 = 5 hits', () => {
    expect(rollValue(2, 3, 'sum') <= target).toBe(true);
    expect(rollValue(1, 5, 'sum') <= target).toBe(false);
    expect(rollValue(2, 3, 'product') <= target).toBe(false);
    expect(rollValue(1, 5, 'product') <= target).toBe(true);
  });

  it("target 5 hits 10/36 in both modes (spec 4.8)", () => {
    expect(outOf(pHit(target, 'sum'), 36)).toBe(10);
    expect(outOf(pHit(target, 'product'), 36)).toBe(10);
  });
});

describe('other attack targets (L179 [5.1.3], L184, L330 [18.1.2], L304 [14.2.3])', () => {
  it('MK-E4: laser at forest beyond a ridgeline, terrain (-2) + (-2) = -4 (L179)', () => {
    expect(attackTarget({ attack: 0, defense: 0, terrain: -2 + -2 })).toBe(-4);
  });

  it('MK-E5: indirect rocket, base 9, forest -1, indirect -3 gives 5 (L179, L184; range 0 at 9 is inferred)', () => {
    expect(attackTarget({ attack: 9, defense: 0, terrain: -1, indirect: true, range: 0 })).toBe(5);
  });

  it('MK-E13: Isao 10 with -1 vs defense 5 with +1 gives (10-1) - (5+1) = 3 (L330 [18.1.2])', () => {
    expect(attackTarget({ attack: 10, attackPilot: -1, defense: 5, defensePilot: 1 })).toBe(3);
  });

  it('an immobilised target adds +2 (L179 [5.1.3] 4)', () => {
    expect(attackTarget({ attack: 8, defense: 2, immobilised: true })).toBe(8);
  });
});

describe('fixed 2d6 thresholds the spec lists as determined cases (spec 4.5)', () => {
  it('MK-D5: unarmed combat hits on <= 4 whatever the defense, 6/36 summed (L259 [9.5])', () => {
    expect(outOf(rollHits(4, 'sum'), 36)).toBe(6);
  });

  it('MK-D9: arson <= 5 is 10/36; two squads (-2) 21/36; three (-3) 26/36; ignition <= 4 6/36 (L308 [14.4.2], L345 [19.4.1])', () => {
    expect([5, 7, 8, 4].map((t) => outOf(rollHits(t, 'sum'), 36))).toEqual([10, 21, 26, 6]);
  });

  it('MK-D10: pilot killed on >= 7 is 21/36, on >= 4 is 33/36 (L332 [18.2.1])', () => {
    expect(outOf(atLeast(attackRollDist('sum'), 7), 36)).toBe(21);
    expect(outOf(atLeast(attackRollDist('sum'), 4), 36)).toBe(33);
  });
});

describe('usage on the same roll (L282 [11.2.1-11.2.4], L304 [14.2.4], L175, L189 [5.3.4])', () => {
  it('MK-D1: a laser drains on 5-6, 6-5, 6-6: 3/36 on every roll; an MG breaks on 6-6: 1/36; an infantry MG never', () => {
    expect(outOf(pWeaponOut({ type: 'L' }), 36)).toBe(3);
    expect(outOf(pWeaponOut({ type: 'MG' }), 36)).toBe(1);
    expect(outOf(pWeaponOut({ type: 'MG', infantry: true }), 36)).toBe(0);
    expect(outOf(pWeaponOut({ type: 'G' }), 36)).toBe(0);
  });

  it('laser drained AND hit, summed: 0 for T <= 10, 2/36 at 11, 3/36 at 12 (spec 4.8, Appendix A)', () => {
    const targets = [-1, 0, 2, 5, 8, 10, 11, 12, 13];
    expect(targets.map((t) => outOf(pWeaponOutAndHit({ type: 'L' }, t, 'sum'), 36))).toEqual([0, 0, 0, 0, 0, 0, 2, 3, 3]);
  });

  it('laser drained AND hit, multiplied: the faces are 30, 30, 36, so 0 below 30, 2/36 at 30..35, 3/36 at 36', () => {
    expect([12, 29, 30, 35, 36].map((t) => outOf(pWeaponOutAndHit({ type: 'L' }, t, 'product'), 36))).toEqual([0, 0, 2, 2, 3]);
  });

  it('MK-D3: a laser at a target below zero has no effect but still rolls for usage (L175 [5.1.1] 3, L189 [5.3.4])', () => {
    const shot = attackOutcome(-2, PLACEHOLDER.B, { weapon: { type: 'L' } });
    expect(outOf(shot.p.miss, 1296)).toBe(1296);
    expect(outOf(shot.pOut.miss, 36)).toBe(3);
  });

  it('MK-D2: rockets and PF spend a round per shot; the PKA\'s second PF round leaves it Arm. Disabled (L282 [11.2.4], L279 [11.2.5])', () => {
    expect(roundsSpent({ type: 'PF' })).toBe(1);
    expect(roundsSpent({ type: 'R' })).toBe(1);
    expect(roundsSpent({ type: 'L' })).toBe(0);
    expect(pWeaponOut({ type: 'PF', roundsLeft: 2 })).toBe(0);
    expect(pWeaponOut({ type: 'PF', roundsLeft: 1 })).toBe(1);
    const last = attackOutcome(-5, PLACEHOLDER.B, { weapon: { type: 'PF', roundsLeft: 1 } });
    expect(last.pOut.miss).toBe(1); // below zero still fires the round (L175)
  });
});

describe('the double one (L178 [5.1.2]; spec 4.7 K1)', () => {
  const blank: EnduranceRow = bandedRow({ d: 1, m: 1, a: 1 }); // every chart cell "-": only the double one destroys

  it('MK-D4: to-hit (1,1) with target >= 2 is D without the endurance roll, summed', () => {
    for (const t of [2, 5, 12]) expect(outOf(attackOutcome(t, blank).p.D, 36)).toBe(1);
  });

  it('K1 default: summed targets 0 and 1 never hit, so no D; multiplied, 1x1 = 1 hits from target 1', () => {
    expect(criticalHits(1, 'sum')).toBe(false);
    expect(outOf(attackOutcome(1, blank).p.D, 36)).toBe(0);
    expect(criticalHits(1, 'product')).toBe(true);
    expect(outOf(attackOutcome(1, blank, { resolution: 'product' }).p.D, 36)).toBe(1);
    expect(criticalHits(0, 'product')).toBe(false);
  });

  it('K1 variant from-zero: (1,1) hits and destroys at targets 0 and 1 too; below zero never (L175)', () => {
    for (const resolution of ['sum', 'product'] as const) {
      expect(outOf(attackOutcome(0, blank, { resolution, critical: 'from-zero' }).p.D, 36)).toBe(1);
      expect(outOf(pHit(0, resolution, 'from-zero'), 36)).toBe(1);
      expect(pCritical(-1, resolution, 'from-zero')).toBe(0);
    }
  });
});

describe('the endurance row as data (L175 [5.1.1] 4, L178 [5.1.2]; spec 4.6)', () => {
  it('MK-E3: the placeholder class-B row gives D on a roll of 3, the one cell L178 states', () => {
    expect(enduranceResult(PLACEHOLDER.B, 3)).toBe('D');
  });

  it('bands read as P(2d6 <= edge): class B (d 3, m 5, a 7) is D 3, M 7, A 11, none 15 /36', () => {
    const odds = enduranceOdds(PLACEHOLDER.B);
    expect([odds.D, odds.M, odds.A, odds.none].map((p) => outOf(p, 36))).toEqual([3, 7, 11, 15]);
  });

  it('+1 outside the indirect target hex (L202 [5.5.3]) moves every band down one roll: class B is D 1, M 5, A 9, none 21 /36', () => {
    const odds = enduranceOdds(PLACEHOLDER.B, 1);
    expect([odds.D, odds.M, odds.A, odds.none].map((p) => outOf(p, 36))).toEqual([1, 5, 9, 21]);
  });

  it('refuses a row that is not 11 cells', () => {
    expect(() => enduranceOdds(['D', '-'])).toThrow();
  });
});

describe('one attack: P(miss, -, M, A, D) = P(hit) x chart bands with (1,1) moved to D (spec 4.8)', () => {
  it('Fig. 3 against the placeholder class B, summed: miss 936, none 135, M 63, A 99, D 63 out of 1,296', () => {
    // P(hit) 10/36: (1,1) is D; the other 9 roll the chart: D 3, M 7, A 11, none 15 /36.
    const shot = attackOutcome(5, PLACEHOLDER.B);
    expect(ATTACK_OUTCOME_KINDS.map((k) => outOf(shot.p[k], 1296))).toEqual([936, 135, 63, 99, 63]);
  });

  it('Fig. 3 multiplied: the same 10/36 hit, so the same five numbers', () => {
    const shot = attackOutcome(5, PLACEHOLDER.B, { resolution: 'product' });
    expect(ATTACK_OUTCOME_KINDS.map((k) => outOf(shot.p[k], 1296))).toEqual([936, 135, 63, 99, 63]);
  });

  const weapons: { use: NonNullable<AttackOptions['weapon']>; brute: NonNullable<BruteOptions['weapon']> }[] = [
    { use: { type: 'L' }, brute: 'L' },
    { use: { type: 'MG' }, brute: 'MG' },
    { use: { type: 'MG', infantry: true }, brute: 'infantry-MG' },
    { use: { type: 'G' }, brute: 'G' },
    { use: { type: 'R', roundsLeft: 1 }, brute: 'last-round' },
  ];

  it('equals brute force over 36 x 36 rolls for every target, class, resolution, K1 reading, weapon and modifier', () => {
    let cases = 0;
    for (const resolution of ['sum', 'product'] as const) {
      for (const critical of ['when-hit', 'from-zero'] as const) {
        for (const [, row] of Object.entries(PLACEHOLDER)) {
          for (const weapon of weapons) {
            for (const enduranceModifier of [0, 1, -1]) {
              for (let t = -2; t <= (resolution === 'sum' ? 13 : 37); t++) {
                const shot = attackOutcome(t, row, { resolution, critical, weapon: weapon.use, enduranceModifier });
                const brute = bruteAttack(t, row, {
                  product: resolution === 'product', fromZero: critical === 'from-zero', weapon: weapon.brute, enduranceModifier,
                });
                for (const k of ATTACK_OUTCOME_KINDS) {
                  expect(outOf(shot.p[k], 1296)).toBe(brute.count[k]);
                  expect(outOf(shot.pOut[k], 1296)).toBe(brute.out[k]);
                }
                cases++;
              }
            }
          }
        }
      }
    }
    expect(cases).toBe(2 * 4 * 5 * 3 * (16 + 40)); // readings x classes x weapons x modifiers x (sum targets + product targets)
  });
});

describe('kill before burn-out (spec 4.8; L282 [11.2.1], L179 [5.1.3] 4)', () => {
  it('is pD / (pD + q - r): Fig. 3 vs placeholder class B, summed, is 63 / (63 + 108 - 0) = 63/171', () => {
    expect(laserKillBeforeBurnOut(5, PLACEHOLDER.B)).toBeCloseTo(63 / 171, 14);
    expect(killBeforeBurnOut(0, 3 / 36, 0)).toBe(0);
  });

  it('at T = 12 the draining shot can kill: r = 3/36 x P(D on the chart), and the chase matches a shot-by-shot sum', () => {
    for (const t of [5, 9, 11, 12]) {
      const b = bruteAttack(t, PLACEHOLDER.C, { weapon: 'L' });
      const pD = b.count.D / 1296;
      const q = (b.out.miss + b.out.none + b.out.M + b.out.A + b.out.D) / 1296;
      const r = b.out.D / 1296;
      expect(q).toBeCloseTo(3 / 36, 14);
      // shot by shot: P(kill on shot n) = stay^(n-1) pD, stay = P(no D and the laser still works)
      const stay = 1 - pD - (q - r);
      let sum = 0;
      for (let n = 0, reach = 1; reach > 1e-17; n++, reach *= stay) sum += reach * pD;
      expect(laserKillBeforeBurnOut(t, PLACEHOLDER.C)).toBeCloseTo(sum, 12);
    }
    expect(outOf(bruteAttack(12, PLACEHOLDER.C, { weapon: 'L' }).out.D / 1296, 1296)).toBe(3 * 10); // 3/36 x 10/36
  });

  it('counting M as +2 for later shots (two states, by a shot-by-shot chain over brute-force counts) raises the kill chance', () => {
    for (const t of [3, 5, 8]) {
      const mobile = bruteAttack(t, PLACEHOLDER.B, { weapon: 'L' });
      const fixed = bruteAttack(t + 2, PLACEHOLDER.B, { weapon: 'L' });
      // value iteration: P(kill | mobile), P(kill | immobilised)
      let km = 0;
      let ki = 0;
      for (let i = 0; i < 5000; i++) {
        const kiNext = (fixed.count.D + (1296 - fixed.count.D - outTotal(fixed) + fixed.out.D) * ki) / 1296;
        const mKept = mobile.count.M - mobile.out.M;
        const stayMobile = 1296 - mobile.count.D - (outTotal(mobile) - mobile.out.D) - mKept;
        km = (mobile.count.D + mKept * ki + stayMobile * km) / 1296;
        ki = kiNext;
      }
      const exact = laserKillBeforeBurnOutWithImmobilisation(t, PLACEHOLDER.B);
      expect(exact).toBeCloseTo(km, 12);
      expect(exact).toBeGreaterThan(laserKillBeforeBurnOut(t, PLACEHOLDER.B));
    }
  });
});

function outTotal(b: ReturnType<typeof bruteAttack>): number {
  return b.out.miss + b.out.none + b.out.M + b.out.A + b.out.D;
}
