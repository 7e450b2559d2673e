// Throw damage (junkyard-bots.txt L216-250, L134-136; spec 3.3 steps at spec:325-336, defaults A1,
// A2, A6 at spec:429-434, the exact cross-check at spec:452-455 and spec:1191-1192), worked cases
// with fixed dice (JB-E8, JB-D2, JB-D3 at spec:400-403) and brute-force enumeration.
import { describe, expect, it } from 'vitest';
import { atLeast, type Dist } from '../../../dice/distribution.js';
import { mass } from '../../../dice/sub-distribution.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import type { OddsDie } from './odds-die.js';
import { combine, leaves, tally, type Leaf } from './test-support/enumerate.js';
import { ENERGY_M, RED_M, STARTER_CLAW, STARTER_EYE, STARTER_FEET, WEAPON_M } from './test-support/set-a.js';
import { attackTotal, dodgePool, throwDamage, type ThrowSetup } from './throw-damage.js';

const at = (dist: Dist, value: number): number => dist.p[value - dist.offset] ?? 0;
/** A die that always shows `value` (no picture, no blank): for the worked examples. */
const fixed = (value: number, sizePoints = 1): OddsDie => ({ sizePoints, faces: Array(6).fill(value) });

const STARTER_THROW: ThrowSetup = {
  weapon: WEAPON_M, // set A weapon M: [P, blank, 2, 2, 3, 4] (spec:419)
  attack: [STARTER_CLAW, STARTER_EYE], // the claw holding it + one eye (L220-224)
  defense: dodgePool([STARTER_FEET], [STARTER_EYE]), // all movers + one eye (L236-240)
};

describe('starter vs starter with the medium weapon (spec:454-455, spec:1191-1192)', () => {
  const odds = throwDamage(STARTER_THROW);

  it('P(damage = 0..6) = .2085, .0972, .2996, .1660, .1629, .0277, .0271', () => {
    const printed = [0, 1, 2, 3, 4, 5, 6].map((v) => Number(at(odds.damage, v).toFixed(4)));
    expect(printed).toEqual([0.2085, 0.0972, 0.2996, 0.166, 0.1629, 0.0277, 0.0271]);
  });

  it('E[damage] = 2.234; 7 or more (two pictures, not printed) has P .0110', () => {
    expect(odds.mean.toFixed(3)).toBe('2.234');
    expect(atLeast(odds.damage, 7)).toBeCloseTo(0.011, 4);
    expect(mass(odds.damage) + odds.cut).toBeCloseTo(1, 14);
  });

  it('a dud is the weapon\'s first face blank, 1 in 6 (L232, spec:452), and is counted as 0 damage', () => {
    expect(odds.dud).toBeCloseTo(1 / 6, 15);
    expect(at(odds.damage, 0)).toBeGreaterThan(odds.dud);
  });

  it('the red medium *part* faces [P,1,1,2,3,3] as the weapon do not give the spec\'s numbers (P(0) .1341, E 1.997)', () => {
    const other = throwDamage({ ...STARTER_THROW, weapon: RED_M });
    expect(other.dud).toBe(0);
    expect(at(other.damage, 0)).toBeCloseTo(0.1341, 4);
    expect(other.mean).toBeCloseTo(1.9973, 4);
  });
});

describe('worked and fixed cases (L246-250, L242, L277-279)', () => {
  it('JB-E8 (L277-279): eye + claw 3, bomb 4 -> attack 7; 2 wheels + eye 3 -> damage 4', () => {
    const odds = throwDamage({ weapon: fixed(4, 4), attack: [fixed(1), fixed(2)], defense: [fixed(1), fixed(1), fixed(1)] });
    expect(at(odds.damage, 4)).toBeCloseTo(1, 14);
    expect(at(attackTotal({ weapon: fixed(4, 4), attack: [fixed(1), fixed(2)] }), 7)).toBeCloseTo(1, 14);
  });

  it('JB-D3 (L248-250): attack 5 against defence 7 -> 0; attack 12 with the weapon at 3, defence 0 -> 3', () => {
    expect(at(throwDamage({ weapon: fixed(3), attack: [fixed(2)], defense: [fixed(7)] }).damage, 0)).toBeCloseTo(1, 14);
    expect(at(throwDamage({ weapon: fixed(3), attack: [fixed(9)], defense: [] }).damage, 3)).toBeCloseTo(1, 14);
  });

  it('A6 (spec:434): equal totals give 0', () => {
    expect(at(throwDamage({ weapon: fixed(3), attack: [fixed(2)], defense: [fixed(5)] }).damage, 0)).toBeCloseTo(1, 14);
  });

  it('JB-D2 (L242): no movers, no dodge: the eye does not roll, the full weapon lands', () => {
    expect(dodgePool([], [STARTER_EYE])).toEqual([]);
    const odds = throwDamage({ weapon: fixed(4, 4), attack: [fixed(0)], defense: dodgePool([], [fixed(3)]) });
    expect(at(odds.damage, 4)).toBeCloseTo(1, 14);
  });

  it('a shield subtracts its roll from the damage, never below 0 (L136)', () => {
    const shield: OddsDie = { sizePoints: 1, faces: Array(6).fill(2) };
    const odds = throwDamage({ weapon: fixed(4, 4), attack: [fixed(1)], defense: [fixed(1)], shield: [shield] });
    expect(at(odds.damage, 2)).toBeCloseTo(1, 14);
    const big = throwDamage({ weapon: fixed(1), attack: [fixed(5)], defense: [], shield: [shield] });
    expect(at(big.damage, 0)).toBeCloseTo(1, 14);
  });

  it('a shield of medium energy lowers the starter throw\'s mean; kept pictures shield less than rerolled ones (L140)', () => {
    const none = throwDamage(STARTER_THROW);
    const rerolled = throwDamage({ ...STARTER_THROW, shield: [ENERGY_M] });
    const kept = throwDamage({ ...STARTER_THROW, shield: [ENERGY_M], shieldChoice: 'keep' });
    expect(rerolled.mean).toBeLessThan(kept.mean);
    expect(kept.mean).toBeLessThan(none.mean);
    expect(at(rerolled.damage, 0)).toBeGreaterThan(at(none.damage, 0));
  });
});

/** The rules read afresh for the brute force (L156-160, L232, L248-250, L136; A1, A2). */
const points = (die: OddsDie, faces: readonly number[]): number =>
  faces.reduce((sum, face) => sum + (face === PICTURE ? die.sizePoints : face === BLANK ? 0 : face), 0);

function bruteThrow(setup: ThrowSetup, depth: number): { found: ReturnType<typeof tally>; left: number } {
  const dice = [setup.weapon, ...setup.attack, ...setup.defense, ...(setup.shield ?? [])];
  const attackEnd = 1 + setup.attack.length;
  const defenseEnd = attackEnd + setup.defense.length;
  const found = tally();
  // Each leaf scored once; a dud (first weapon face blank, L232) is marked with score -1.
  type Scored = Leaf & { readonly score: number };
  const perDie = dice.map((die, i) => {
    const all = leaves(die, depth, (face) => face === PICTURE); // shield pictures rerolled
    const scored: Scored[] = all.leaves.map((leaf) => ({ ...leaf, score: i === 0 && leaf.faces[0] === BLANK ? -1 : points(die, leaf.faces) }));
    return { leaves: scored, left: all.left };
  });
  const left = combine(perDie, (chosen, p) => {
    const w = (chosen[0] as Scored).score;
    if (w < 0) return found.add(0, p);
    let a = 0;
    let d = 0;
    let s = 0;
    for (let i = 1; i < chosen.length; i++) {
      const score = (chosen[i] as Scored).score;
      if (i < attackEnd) a += score;
      else if (i < defenseEnd) d += score;
      else s += score;
    }
    found.add(Math.max(Math.min(Math.max(a + w - d, 0), w) - s, 0), p);
  });
  return { found, left };
}

describe('brute force: every face sequence of every die (L160)', () => {
  const cases: [string, ThrowSetup, number][] = [
    ['starter vs starter, medium weapon, depth 5', STARTER_THROW, 5],
    ['medium weapon + claw vs feet, a medium energy shield, depth 6', { weapon: WEAPON_M, attack: [STARTER_CLAW], defense: [STARTER_FEET], shield: [ENERGY_M] }, 6],
    ['red medium weapon faces vs eye + feet, no other attack die, depth 7', { weapon: RED_M, attack: [], defense: [STARTER_FEET, STARTER_EYE] }, 7],
  ];
  it.each(cases)('%s: each damage within the mass the enumeration leaves out', (_name, setup, depth) => {
    const { found, left } = bruteThrow(setup, depth);
    const odds = throwDamage(setup);
    expect(found.values().length).toBeGreaterThan(4);
    for (const value of found.values()) {
      expect(at(odds.damage, value)).toBeGreaterThanOrEqual(found.at(value) - 1e-14);
      expect(at(odds.damage, value) - found.at(value)).toBeLessThanOrEqual(left + odds.cut + 1e-14);
    }
    expect(left).toBeLessThan(1e-3);
  });
});
