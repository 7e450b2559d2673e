// MK-D8 (L306 [14.3.2]): a broken infantry unit recovers on a modified 1d6 of 1-4; the modifiers are
// cumulative, and -1 stacked with -2 in forest recovers on any roll.
import { describe, expect, it } from 'vitest';
import { bundledMk } from '../test-support/bundled.js';
import { moraleModifier, moraleRecovers, moraleRecoveryChance, moraleRecoveryThreshold } from './morale.js';

const rule = bundledMk().procedures.morale;
const faces = [1, 2, 3, 4, 5, 6];

describe('infantry morale recovery (L306 [14.3.2])', () => {
  it('MK-D8 (L306 [14.3.2]): unmodified, 1-4 recovers and 5-6 stays broken: 4/6', () => {
    expect(faces.filter((die) => moraleRecovers(rule, {}, die))).toEqual([1, 2, 3, 4]);
    expect(moraleRecoveryThreshold(rule, {})).toBe(4);
    expect(moraleRecoveryChance(rule, {})).toBeCloseTo(4 / 6, 12);
  });

  it('MK-D8 (L306 [14.3.2]): stacked with an unbroken unit (-1) in forest (-2) recovers on any roll', () => {
    const situation = { stackedOrAbleToAttack: true, forestOrBuilding: true };
    expect(moraleModifier(rule, situation)).toBe(-3);
    expect(moraleRecoveryThreshold(rule, situation)).toBe(7);
    expect(faces.every((die) => moraleRecovers(rule, situation, die))).toBe(true);
    expect(moraleRecoveryChance(rule, situation)).toBe(1);
  });

  it('MK-D8 (L306 [14.3.2]): each modifier on its own: -1, -2, -1, +1, +1', () => {
    expect(moraleRecoveryThreshold(rule, { stackedOrAbleToAttack: true })).toBe(5);
    expect(moraleRecoveryThreshold(rule, { forestOrBuilding: true })).toBe(6);
    expect(moraleRecoveryThreshold(rule, { defensivePosition: true })).toBe(5);
    expect(moraleRecoveryThreshold(rule, { enemyHexes: 3 })).toBe(3);
    expect(moraleRecoveryThreshold(rule, { brokenAgain: true })).toBe(3);
    expect(moraleRecoveryChance(rule, { enemyHexes: 2, brokenAgain: true })).toBeCloseTo(2 / 6, 12);
  });

  it('MK-D8 (L306 [14.3.2]): an enemy counts within 3 hexes, not at 4; the modifiers add up ("cumulative")', () => {
    expect(moraleModifier(rule, { enemyHexes: 4 })).toBe(0);
    expect(moraleModifier(rule, { enemyHexes: 1 })).toBe(1);
    const all = { stackedOrAbleToAttack: true, forestOrBuilding: true, defensivePosition: true, enemyHexes: 2, brokenAgain: true };
    expect(moraleModifier(rule, all)).toBe(-2);
    expect(moraleRecoveryChance(rule, all)).toBe(1);
    // Never below 0 or above certainty.
    expect(moraleRecoveryChance({ ...rule, recoverOnOrBelow: 1 }, { enemyHexes: 1, brokenAgain: true })).toBe(0);
  });
});
