import { describe, expect, it } from 'vitest';
import { Rng } from '../rng/rng.js';
import { fitBradleyTerry, suggestedCosts, type PairResult } from './bradley-terry.js';

/** Every pair of entrants plays `games` games, i beating j with probability 1 / (1 + exp(s_j - s_i)). */
function simulate(truth: readonly number[], games: number, rng: Rng): PairResult[] {
  const results: PairResult[] = [];
  for (let a = 0; a < truth.length; a++) {
    for (let b = a + 1; b < truth.length; b++) {
      const p = 1 / (1 + Math.exp((truth[b] ?? 0) - (truth[a] ?? 0)));
      let aWins = 0;
      for (let g = 0; g < games; g++) if ((rng.next() >>> 0) / 4294967296 < p) aWins++;
      results.push({ a, b, aWins, bWins: games - aWins, draws: 0 });
    }
  }
  return results;
}

function sampleSd(values: readonly number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
}

describe('Bradley-Terry fit', () => {
  it('two entrants, prior 0: s1 = ln(w1/w0) and SE = sqrt(1/w0 + 1/w1)', () => {
    // For two players the fit is the log-odds of a binomial proportion p = w1/n; its variance at the
    // MLE is 1/(n p (1-p)) = n/(w0 w1) = 1/w0 + 1/w1.
    const fit = fitBradleyTerry(2, [{ a: 0, b: 1, aWins: 700, bWins: 1300, draws: 0 }], { prior: 0 });
    expect(fit.converged).toBe(true);
    expect(fit.strength[0]).toBe(0);
    expect(fit.standardError[0]).toBe(0);
    expect(fit.strength[1]).toBeCloseTo(Math.log(1300 / 700), 9);
    const se = Math.sqrt(1 / 700 + 1 / 1300);
    expect(fit.standardError[1]).toBeCloseTo(se, 9);
    expect(fit.low[1]).toBeCloseTo(Math.log(1300 / 700) - 1.96 * se, 4);
    expect(fit.high[1]).toBeCloseTo(Math.log(1300 / 700) + 1.96 * se, 4);
  });

  it('two entrants, default prior: a quarter win added to each side (0.5 drawn games)', () => {
    const fit = fitBradleyTerry(2, [{ a: 1, b: 0, aWins: 30, bWins: 10, draws: 0 }]);
    expect(fit.strength[1]).toBeCloseTo(Math.log(30.25 / 10.25), 9);
    expect(fit.standardError[1]).toBeCloseTo(Math.sqrt(1 / 30.25 + 1 / 10.25), 9);
    // The reported log-likelihood is of the real games only.
    const p = 1 / (1 + Math.exp(-(fit.strength[1] ?? 0)));
    expect(fit.logLikelihood).toBeCloseTo(30 * Math.log(p) + 10 * Math.log(1 - p), 9);
  });

  it('the reference option moves the zero, not the differences', () => {
    const results: PairResult[] = [
      { a: 0, b: 1, aWins: 40, bWins: 60, draws: 5 },
      { a: 1, b: 2, aWins: 55, bWins: 45, draws: 0 },
      { a: 0, b: 2, aWins: 50, bWins: 50, draws: 10 },
    ];
    const at0 = fitBradleyTerry(3, results);
    const at2 = fitBradleyTerry(3, results, { reference: 2 });
    expect(at2.strength[2]).toBe(0);
    expect(at2.standardError[2]).toBe(0);
    for (let i = 0; i < 3; i++) {
      expect((at2.strength[i] ?? 0) - (at2.strength[0] ?? 0)).toBeCloseTo(at0.strength[i] ?? 0, 9);
    }
    expect(at2.logLikelihood).toBeCloseTo(at0.logLikelihood, 9);
  });

  it('recovers known strengths of 5 entrants from 2,000 games per pair', () => {
    const truth = [0, 0.5, -0.4, 1.2, -1];
    const fit = fitBradleyTerry(5, simulate(truth, 2000, new Rng(20240611)));
    expect(fit.converged).toBe(true);
    // Tolerance: within 4 standard errors of the truth for every entrant (a 4-sigma miss has
    // probability about 6e-5 each, so a failure means a real bug, not bad luck).
    truth.forEach((s, i) => {
      expect(Math.abs((fit.strength[i] ?? 0) - s)).toBeLessThanOrEqual(4 * (fit.standardError[i] ?? 0));
    });
    // And the standard errors are in the right range: about 0.03-0.04 here, not 0 nor huge.
    for (let i = 1; i < 5; i++) {
      expect(fit.standardError[i]).toBeGreaterThan(0.02);
      expect(fit.standardError[i]).toBeLessThan(0.06);
    }
  });

  it('the reported SE matches the spread of estimates across repeated datasets', () => {
    // 200 datasets of 200 games per pair: the sample SD of 200 estimates has a relative error of
    // about 1/sqrt(2 * 199) = 5%, so the 25% tolerance is about 5 of those.
    const truth = [0, 0.5, -0.4, 1.2, -1];
    const rng = new Rng(7, 3);
    const estimates: number[][] = truth.map(() => []);
    const errors: number[][] = truth.map(() => []);
    for (let run = 0; run < 200; run++) {
      const fit = fitBradleyTerry(5, simulate(truth, 200, rng));
      fit.strength.forEach((s, i) => estimates[i]?.push(s));
      fit.standardError.forEach((se, i) => errors[i]?.push(se));
    }
    for (let i = 1; i < 5; i++) {
      const reported = (errors[i] ?? []).reduce((sum, v) => sum + v, 0) / 200;
      const actual = sampleSd(estimates[i] ?? []);
      expect(Math.abs(actual / reported - 1)).toBeLessThan(0.25);
    }
  });

  it('a draw counts as half a win for each side', () => {
    const withDraws = fitBradleyTerry(2, [{ a: 0, b: 1, aWins: 10, bWins: 4, draws: 6 }], { prior: 0 });
    const asHalves = fitBradleyTerry(2, [{ a: 0, b: 1, aWins: 13, bWins: 7, draws: 0 }], { prior: 0 });
    expect(withDraws.strength[1]).toBeCloseTo(Math.log(7 / 13), 9);
    expect(withDraws.strength[1]).toBeCloseTo(asHalves.strength[1] ?? NaN, 12);
    expect(withDraws.standardError[1]).toBeCloseTo(asHalves.standardError[1] ?? NaN, 12);
  });

  it('results for the same pair add up, in either order', () => {
    const split = fitBradleyTerry(3, [
      { a: 0, b: 1, aWins: 5, bWins: 3, draws: 0 },
      { a: 1, b: 0, aWins: 2, bWins: 4, draws: 1 },
      { a: 2, b: 1, aWins: 6, bWins: 6, draws: 0 },
    ]);
    const joined = fitBradleyTerry(3, [
      { a: 0, b: 1, aWins: 9, bWins: 5, draws: 1 },
      { a: 1, b: 2, aWins: 6, bWins: 6, draws: 0 },
    ]);
    for (let i = 0; i < 3; i++) {
      expect(split.strength[i]).toBeCloseTo(joined.strength[i] ?? NaN, 12);
      expect(split.standardError[i]).toBeCloseTo(joined.standardError[i] ?? NaN, 12);
    }
  });

  it('an undefeated entrant gets a finite strength above all others', () => {
    const results: PairResult[] = [
      { a: 0, b: 1, aWins: 12, bWins: 8, draws: 0 },
      { a: 0, b: 2, aWins: 0, bWins: 20, draws: 0 },
      { a: 1, b: 2, aWins: 0, bWins: 20, draws: 0 },
      { a: 3, b: 0, aWins: 5, bWins: 15, draws: 0 },
    ];
    const fit = fitBradleyTerry(4, results);
    expect(fit.converged).toBe(true);
    const top = fit.strength[2] ?? NaN;
    expect(Number.isFinite(top)).toBe(true);
    expect(Number.isFinite(fit.standardError[2])).toBe(true);
    [0, 1, 3].forEach((i) => expect(top).toBeGreaterThan(fit.strength[i] ?? Infinity));
    // Deterministic: the same input gives the same numbers.
    expect(fitBradleyTerry(4, results)).toEqual(fit);
    // Without the prior the strength is infinite, which is an error, not a silent huge number.
    expect(() => fitBradleyTerry(4, results, { prior: 0 })).toThrow(/entrant\(s\) 2 are infinite/);
  });

  it('a winless entrant gets a finite strength below all others', () => {
    const fit = fitBradleyTerry(3, [
      { a: 0, b: 1, aWins: 10, bWins: 10, draws: 0 },
      { a: 0, b: 2, aWins: 20, bWins: 0, draws: 0 },
      { a: 1, b: 2, aWins: 20, bWins: 0, draws: 0 },
    ]);
    const bottom = fit.strength[2] ?? NaN;
    expect(Number.isFinite(bottom)).toBe(true);
    expect(bottom).toBeLessThan(Math.min(fit.strength[0] ?? -Infinity, fit.strength[1] ?? -Infinity));
  });

  it('invalid input throws with a clear message', () => {
    const ok: PairResult = { a: 0, b: 1, aWins: 1, bWins: 1, draws: 0 };
    expect(() => fitBradleyTerry(1, [])).toThrow(/at least 2 entrants/);
    expect(() => fitBradleyTerry(2, [{ ...ok, b: 2 }])).toThrow(/results\[0\]\.b = 2 is not an entrant index/);
    expect(() => fitBradleyTerry(2, [{ ...ok, a: -1 }])).toThrow(/not an entrant index/);
    expect(() => fitBradleyTerry(2, [{ ...ok, a: 0.5 }])).toThrow(/not an entrant index/);
    expect(() => fitBradleyTerry(2, [{ ...ok, b: 0 }])).toThrow(/with itself/);
    expect(() => fitBradleyTerry(2, [{ ...ok, aWins: -1 }])).toThrow(/aWins must be a finite count >= 0/);
    expect(() => fitBradleyTerry(2, [{ ...ok, draws: -2 }])).toThrow(/draws must be/);
    expect(() => fitBradleyTerry(2, [{ ...ok, bWins: NaN }])).toThrow(/bWins must be/);
    expect(() => fitBradleyTerry(2, [ok], { reference: 2 })).toThrow(/reference 2/);
    expect(() => fitBradleyTerry(2, [ok], { prior: -1 })).toThrow(/prior/);
    expect(() => fitBradleyTerry(3, [ok])).toThrow(/entrant\(s\) 2 have no chain of games/);
    expect(() => fitBradleyTerry(2, [])).toThrow(/no chain of games/);
  });
});

describe('suggested costs', () => {
  it('the reference costs exactly referenceCost, even off the 0.5 grid', () => {
    expect(suggestedCosts([0, 0.3, -0.2], { reference: 0, referenceCost: 10 })[0]).toBe(10);
    expect(suggestedCosts([0.4, 0.3, -0.2], { reference: 2, referenceCost: 7.3 })[2]).toBe(7.3);
  });

  it('a strength ln 2 higher costs twice as much, ln 2 lower half as much', () => {
    const costs = suggestedCosts([0.3, 0.3 + Math.LN2, 0.3 - Math.LN2], { reference: 0, referenceCost: 6 });
    expect(costs).toEqual([6, 12, 3]);
  });

  it('rounds to the nearest 0.5', () => {
    const strength = [0, Math.log(1.22), Math.log(1.26), Math.log(1.28), Math.log(0.01)];
    expect(suggestedCosts(strength, { reference: 0, referenceCost: 10 })).toEqual([10, 12, 12.5, 13, 0]);
  });

  it('invalid input throws', () => {
    expect(() => suggestedCosts([0, 1], { reference: 2, referenceCost: 10 })).toThrow(/reference 2/);
    expect(() => suggestedCosts([0, 1], { reference: 0, referenceCost: 0 })).toThrow(/referenceCost/);
    expect(() => suggestedCosts([0, Infinity], { reference: 0, referenceCost: 10 })).toThrow(/strength\[1\]/);
  });
});
