// The bundled faces are the spec's set A: the exact odds spec 3.8 quotes for set A come out of
// them (a picture scores the size and rolls again, L160; a blank scores 0, L141).
import { describe, expect, it } from 'vitest';
import { atLeast, convolve, type Dist } from '../../../dice/distribution.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import { bundledJunkyard } from '../test-support/bundled.js';

/** One die's total, pictures rerolled without limit: P(t) = sum over k of (1/6)^k (1/6) #{other faces scoring t - k size}. */
function total(key: string): Dist {
  const die = bundledJunkyard().dice.get(key);
  if (die === undefined) throw new Error(`no die ${key}`);
  const scores = die.codes.filter((code) => code !== PICTURE).map((code) => (code === BLANK ? 0 : code));
  const pictures = die.codes.length - scores.length;
  const p = new Float64Array(Math.max(...scores) + die.points * 40 + 1);
  for (let k = 0, reach = 1; reach > 1e-18; k++, reach *= pictures / die.codes.length) {
    for (const score of scores) p[score + k * die.points] = (p[score + k * die.points] ?? 0) + reach / die.codes.length;
  }
  return { offset: 0, p };
}

const pool = (...keys: string[]) => keys.map(total).reduce((a, b) => convolve(a, b));

describe('set A odds (spec 3.8)', () => {
  it('a green small starter reaches 1, 2 and 4 with 0.8333, 0.1389 and 5/1296', () => {
    const green = total('eye/green/S');
    expect(atLeast(green, 1)).toBeCloseTo(0.8333, 4);
    expect(atLeast(green, 2)).toBeCloseTo(0.1389, 4);
    expect(atLeast(green, 4)).toBeCloseTo(5 / 1296, 8);
  });

  it('red medium reaches 2 and 4 with 0.6667 and 0.1111; blue medium reaches 4 with 0.2778', () => {
    expect(atLeast(total('claw/red/M'), 2)).toBeCloseTo(0.6667, 4);
    expect(atLeast(total('claw/red/M'), 4)).toBeCloseTo(0.1111, 4);
    expect(atLeast(total('claw/blue/M'), 4)).toBeCloseTo(0.2778, 4);
  });

  it('the starter eye and claw together reach 1, 2 and 4 with 0.9722, 0.7407 and 0.0527', () => {
    const starters = pool('eye/green/S', 'claw/green/S');
    expect([1, 2, 4].map((points) => atLeast(starters, points))).toEqual([expect.closeTo(0.9722, 4), expect.closeTo(0.7407, 4), expect.closeTo(0.0527, 4)]);
  });

  it('three red medium energy teleport (10 or more) with 0.0800', () => {
    expect(atLeast(pool('energy/red/M', 'energy/red/M', 'energy/red/M'), 10)).toBeCloseTo(0.08, 4);
  });
});
