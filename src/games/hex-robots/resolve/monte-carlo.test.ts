// The resolve functions, rolled with a seeded Rng, against the exact odds. Each frequency f of N
// trials must lie within 4 standard errors of the exact p: |f - p| <= 4 * sqrt(p (1 - p) / N).
// With N = 20,000 the standard error is at most 0.0035 (at p = 0.5), so the tolerance is at most
// 0.014; a wrong rule (one off on a to-hit, a tie counted as a hit) moves p by 0.03 or more.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { effectOdds } from '../odds/effect-odds.js';
import { OPEN_SHOT, twoDiceAtLeast } from '../odds/hit-odds.js';
import { killOdds } from '../odds/kill-odds.js';
import { meleeOdds } from '../odds/melee-odds.js';
import { bundledNumbers } from '../test-support/bundled.js';
import { effect } from './effect.js';
import { melee } from './melee.js';
import { shoot } from './shoot.js';
import { createStatus } from './status.js';
import { applyEffect } from './status-effects.js';
import { toHit } from './to-hit.js';

const N = 20_000;
const rules = bundledNumbers();

/** A certain or impossible event (p = 0 or 1, up to rounding) must come out exactly. */
function expectWithin4Se(hits: number, exact: number): void {
  const p = Math.min(1, Math.max(0, exact));
  const standardError = Math.sqrt((p * (1 - p)) / N);
  expect(Math.abs(hits / N - p)).toBeLessThanOrEqual(4 * standardError + 1e-12);
}

describe('Monte Carlo against the exact odds (seed 2024, N = 20,000, 4 standard errors)', () => {
  it('shoot() hits as often as P(2d6 >= T) for T = 2, 5, 7, 9, 12, 15', () => {
    const rng = new Rng(2024, 1);
    for (const target of [2, 5, 7, 9, 12, 15]) {
      let hits = 0;
      for (let i = 0; i < N; i++) hits += shoot(rng, target);
      expectWithin4Se(hits, twoDiceAtLeast(target));
    }
  });

  it('melee() hits as often as the opposed-roll enumeration, net bonus -3..+3, and ties are not hits (H2)', () => {
    const rng = new Rng(2024, 2);
    for (const row of meleeOdds(-3, 3)) {
      let wins = 0;
      for (let i = 0; i < N; i++) wins += melee(rng, row.net, 0);
      expectWithin4Se(wins, row.win);
      // Were ties hits, the frequency would be win + tie, at least 0.04 away: well outside 4 standard errors.
      expect(Math.abs(wins / N - (row.win + row.tie))).toBeGreaterThan(4 * Math.sqrt((row.win * (1 - row.win)) / N));
    }
  });

  it('effect() reads each row as often as the exact distribution, with modifiers 0 and +1', () => {
    const rng = new Rng(2024, 3);
    for (const modifier of [0, 1]) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (let i = 0; i < N; i++) counts[effect(rng, modifier)]! += 1;
      for (const row of effectOdds(rules.effects, modifier)) expectWithin4Se(counts[row.row] ?? 0, row.p);
    }
  });

  it('a shot, its effect and applyEffect destroy the target as often as P(destroyed per shot) at ranges 2, 4, 6', () => {
    const rng = new Rng(2024, 4);
    const exact = killOdds(rules.shot, rules.effects, OPEN_SHOT, 0);
    const s = createStatus(1);
    for (const range of [2, 4, 6]) {
      let kills = 0;
      for (let i = 0; i < N; i++) {
        s.destroyed[0] = 0;
        if (shoot(rng, toHit(range, 0, 0, 0, 0, rules.shot)) === 1) applyEffect(s, 0, effect(rng, 0), rules.effects);
        kills += s.destroyed[0] ?? 0;
      }
      expectWithin4Se(kills, exact.find((row) => row.range === range)?.pDestroyed ?? -1);
    }
  });
});
