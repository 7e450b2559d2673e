// `botlab odds --game hex-robots`: the CSV against the enumerations of the spec (§5.7, Appendix A),
// as whole counts out of 36 and 216, and the option checks naming their rule lines.
import { describe, expect, it } from 'vitest';
import { bundledHexRobots, hexRobotsWithVariant } from '../test-support/bundled.js';
import { hexRobotsOdds } from './odds-rules.js';

const catalogue = bundledHexRobots();
/** The options as the CLI passes them: every declared option with its default, then the given ones. */
const defaults = Object.fromEntries(hexRobotsOdds.options.map((option) => [option.name, option.default]));
const odds = (given: Record<string, unknown> = {}, on = catalogue) => hexRobotsOdds.odds(on, { ...defaults, ...given });
const table = (given: Record<string, unknown> = {}) => {
  const result = odds(given);
  if (typeof result === 'string') throw new Error(result);
  return result;
};
const column = (given: Record<string, unknown>, key: string) => table(given).table.rows.map((row) => row[key]);
/** p as a whole count out of `of`, checked to be whole. */
const outOf = (p: unknown, of: number) => {
  const count = Math.round(Number(p) * of);
  expect(Math.abs(Number(p) * of - count)).toBeLessThan(1e-9);
  return count;
};

describe('hex-robots odds: the shot table (L9-27)', () => {
  it('declares none of Kriegbot\'s option names, nor --range (the CLI\'s start range)', () => {
    const names = hexRobotsOdds.options.map((option) => option.name);
    for (const taken of ['max-dice', 'max-target', 'weapon', 'target', 'range']) expect(names).not.toContain(taken);
  });

  it('open shots at ranges 2..9 hit 30, 26, 21, 15, 10, 6, 3, 1 times in 36 (to-hit 5..12, L12-19)', () => {
    expect(column({}, 'range')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(column({}, 'to_hit')).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(column({}, 'p_hit').map((p) => outOf(p, 36))).toEqual([30, 26, 21, 15, 10, 6, 3, 1]);
    expect(column({}, 'hits_in_36')).toEqual([30, 26, 21, 15, 10, 6, 3, 1]);
    // The decimal is the fraction's nearest double, not a product's rounding.
    expect(column({}, 'p_hit')).toEqual([30, 26, 21, 15, 10, 6, 3, 1].map((count) => count / 36));
  });

  it('one open shot destroys 30, 26, 21, 15, 10, 6, 3, 1 times in 216; shots to kill 216 / that (L38)', () => {
    const kills = [30, 26, 21, 15, 10, 6, 3, 1];
    expect(column({}, 'p_destroyed').map((p) => outOf(p, 216))).toEqual(kills);
    expect(column({}, 'destroyed_in_216')).toEqual(kills);
    expect(column({}, 'p_destroyed')).toEqual(kills.map((count) => count / 216));
    expect(column({}, 'shots_to_kill')).toEqual(kills.map((count) => 216 / count));
  });

  it('gives every effect row 1 chance in 6 per hit (no modifier for a shot, L31-38)', () => {
    for (const row of table().table.rows) {
      expect([1, 2, 3, 4, 5, 6].map((r) => outOf(row[`p_effect_${r}`], 6))).toEqual([1, 1, 1, 1, 1, 1]);
    }
  });

  it('range 4 at a shielded target after moving: to-hit 9, 10 in 36 (HX-D2, L14, L25-26)', () => {
    const rows = table({ ranges: '4', shield: true, moved: true }).table.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ range: 4, to_hit: 9, hits_in_36: 10, destroyed_in_216: 10, shield: 'yes', moved: 'yes', stunned: 'no', hidden_pct: 0 });
    expect(outOf(rows[0]?.['p_hit'], 36)).toBe(10);
  });

  it('adds +1 per quarter hidden and +1 for a stunned target (L22-24, L27, H3)', () => {
    expect(column({ hidden: 50, stunned: true }, 'to_hit')).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(column({ hidden: 50, stunned: true }, 'hits_in_36')).toEqual([15, 10, 6, 3, 1, 0, 0, 0]);
  });

  it('range 9 with 75% hidden cannot hit: P = 0 and no shots-to-kill (HX-D3, L19, L24)', () => {
    const row = table({ ranges: '9', hidden: 75 }).table.rows[0];
    expect(row).toMatchObject({ to_hit: 15, p_hit: 0, p_destroyed: 0, shots_to_kill: '' });
    expect(table({ ranges: '9', hidden: 75 }).text).toMatch(/never/);
  });

  it('reads a span of ranges', () => {
    expect(column({ ranges: '3..5' }, 'range')).toEqual([3, 4, 5]);
    expect(column({ ranges: undefined }, 'range')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('hex-robots odds: the text', () => {
  it('shows fractions, the effect rows and the melee table (b = 0: 575 and 146 of 1296, §5.7)', () => {
    const { text } = table({ shield: true, moved: true, hidden: 25 });
    expect(text).toMatch(/\n2\s+8\s+15\/36 \(0\.4167\)\s+15\/216 \(0\.0694\)\s+14\.4\n/); // range 2 with +3: to-hit 8
    expect(text).toMatch(/25% of the target hidden \+1, target has a shield \+1, shooter moved before firing \+1: to-hit \+3/);
    expect(text).toMatch(/6\+\s+destroyed\s+1\/6/);
    expect(text).toMatch(/\n\+0\s+575\/1296 \(0\.4437\)\s+146\/1296/);
    expect(text).toMatch(/\n-4\s+126\/1296/);
    expect(text).toMatch(/\n\+5\s+1170\/1296/);
    expect(table().text).toContain('30/36 (0.8333)');
    expect(table().text).toContain('an open shot, no modifiers');
  });

  it('tabulates the melee span asked for', () => {
    const text = table({ 'melee-bonus': '-3..-1' }).text ?? '';
    expect(text).toMatch(/\n-3\s+206\/1296/);
    expect(text).toMatch(/\n-1\s+435\/1296/);
    expect(text).not.toMatch(/\n\+0\s+575/);
  });

  it('lists the catalogue\'s melee bonuses, which follow an erratum', () => {
    expect(table().text).toContain('attacker\'s melee weapon +1');
    const strong = odds({}, hexRobotsWithVariant('strong-melee.yaml'));
    expect(typeof strong === 'string' ? strong : strong.text).toContain('attacker\'s melee weapon +2');
  });
});

describe('hex-robots odds: bad options name the option and the rule', () => {
  it('--hidden', () => {
    expect(odds({ hidden: 30 })).toBe('--hidden: 0, 25, 50 or 75 (L22-24) (got 30)');
    expect(odds({ hidden: 100 })).toMatch(/^--hidden: .*no line of sight, no shot \(L8\) \(got 100\)$/);
  });

  it('--ranges', () => {
    expect(odds({ ranges: '1..9' })).toMatch(/^--ranges: .*adjacent robot \(L7\).*\(L10\) \(got "1\.\.9"\)$/);
    expect(odds({ ranges: '10' })).toMatch(/^--ranges: /);
    expect(odds({ ranges: '5..3' })).toMatch(/^--ranges: /);
    expect(odds({ ranges: 'far' })).toMatch(/^--ranges: /);
  });

  it('--melee-bonus', () => {
    expect(odds({ 'melee-bonus': '2..1' })).toMatch(/^--melee-bonus: .*\(L28-29\) \(got "2\.\.1"\)$/);
    expect(odds({ 'melee-bonus': '-20..0' })).toMatch(/^--melee-bonus: /);
  });
});
