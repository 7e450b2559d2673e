// The exact weapon odds against the resolver itself: sampled markers per hit location must agree
// with the computed expectations within 4 standard errors (fixed seed, 30,000 attacks per case).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { hitProbability } from '../../../dice/exact.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { AttackFlag, useAttack } from '../resolve/attack.js';
import { MAX_SLOTS, Movement } from '../compile/codes.js';
import { neutralSpec } from '../compile/compile.js';
import { weaponOdds } from './odds.js';
import { resetRobot } from '../resolve/units.js';

const ATTACKS = 30_000;

/** [card, function, template, range, target state, carrier slot, overcharged] */
const CASES = [
  ['grenade-launcher', 'Grenade Launcher', 'robotank', 2, 'moving', 'primary', false],
  ['rocket-pod', 'Rocket Pod', 'robocar', 5, 'moving', 'primary', false],
  ['flamethrower', 'Flamethrower', 'helibot', 1, 'stationary', 'primary', false],
  ['tesla-gun', 'Tesla Gun', 'spiderbot', 4, 'moving', 'primary', false],
  ['railgun', 'Railgun', 'rocketbot', 3, 'moving', 'primary', false],
  ['targeting-laser', 'Targeting Laser', 'hoverbot', 6, 'moving', 'dorsal-turret', false],
  ['electrolaser', 'Electrolaser', 'robocar', 6, 'moving', 'primary', true],
] as const;

describe('exact weapon odds agree with the sampled resolver', () => {
  it.each(CASES)('%s (%s) against a %s at range %i, %s, overcharged: %s', (card, fn, template, range, state, slot, overcharged) => {
    const catalogue = bundledKriegbot();
    const row = weaponOdds(catalogue, card, template).find((r) => r.function === fn && r.range === range && r.targetState === state && r.overcharged === overcharged);
    expect(row).toBeDefined();
    if (row === undefined) return;
    expect(row.pHit).toBeCloseTo(hitProbability(row.dice, row.silhouette), 14);

    const target = neutralSpec(template, catalogue);
    const a = arena([fullRobot('robotank', { [slot]: card }), target]);
    const k = a.attack(0, card, fn);
    const rng = new Rng(424242, range);
    // Compared per slot: two locations can share one (the Rocketbot's drive is 0 and 1).
    const slots = [...new Set([0, 1, 2, 3, 4].map((location) => a.t.location.slot[5 + location] ?? 0))];
    const expected = (per: readonly number[], slotIndex: number) =>
      [0, 1, 2, 3, 4].reduce((sum, location) => sum + ((a.t.location.slot[5 + location] ?? 0) === slotIndex ? (per[location] ?? 0) : 0), 0);
    const sums = { damage: [0, 0, 0, 0, 0, 0, 0, 0], disable: [0, 0, 0, 0, 0, 0, 0, 0], paint: 0, hits: 0 };
    const squares = { damage: [0, 0, 0, 0, 0, 0, 0, 0], disable: [0, 0, 0, 0, 0, 0, 0, 0] };
    for (let i = 0; i < ATTACKS; i++) {
      resetRobot(a.t, a.s, 0, 0);
      resetRobot(a.t, a.s, 1, 1);
      a.s.movement[1] = state === 'moving' ? Movement.Move : Movement.PowerUp;
      sums.hits += useAttack(a.t, a.s, rng, 0, k, 1, range, overcharged ? AttackFlag.Overcharge : 0);
      sums.paint += a.s.painted[1] ?? 0;
      for (const slotIndex of slots) {
        const marks = a.s.damage[MAX_SLOTS + slotIndex] ?? 0;
        const off = a.s.disabled[MAX_SLOTS + slotIndex] ?? 0;
        sums.damage[slotIndex]! += marks;
        squares.damage[slotIndex]! += marks * marks;
        sums.disable[slotIndex]! += off;
        squares.disable[slotIndex]! += off;
      }
    }
    const within = (observedSum: number, squareSum: number, expected: number, label: string) => {
      const mean = observedSum / ATTACKS;
      const variance = Math.max(squareSum / ATTACKS - mean * mean, 1e-12);
      expect(Math.abs(mean - expected), label).toBeLessThanOrEqual(4 * Math.sqrt(variance / ATTACKS) + 1e-9);
    };
    within(sums.hits, sums.hits, row.pHit, 'hits');
    within(sums.paint, sums.paint, row.paint, 'paint');
    for (const slotIndex of slots) {
      within(sums.damage[slotIndex] ?? 0, squares.damage[slotIndex] ?? 0, expected(row.damageAt, slotIndex), `damage on slot ${slotIndex}`);
      within(sums.disable[slotIndex] ?? 0, squares.disable[slotIndex] ?? 0, expected(row.disableAt, slotIndex), `disable on slot ${slotIndex}`);
    }
  });

  it('shows each overchargeable electric attack also overcharged, with one more die (L550); never the Tesla Gun', () => {
    const rows = weaponOdds(bundledKriegbot(), 'electrolaser', 'robocar');
    const plain = rows.filter((r) => !r.overcharged);
    const extra = rows.filter((r) => r.overcharged);
    expect(extra).toHaveLength(plain.length);
    extra.forEach((row, i) => expect([row.range, row.targetState, row.dice]).toEqual([plain[i]?.range, plain[i]?.targetState, (plain[i]?.dice ?? 0) + 1]));
    expect(weaponOdds(bundledKriegbot(), 'tesla-gun', 'robocar').some((r) => r.overcharged)).toBe(false);
  });

  it('lists every range the weapon reaches, moving and stationary (and stationary but painted for the Guided Missile)', () => {
    const rows = weaponOdds(bundledKriegbot(), 'guided-missile', 'robocar').filter((r) => r.function === 'Guided Missile');
    expect(rows.map((r) => r.range)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18].flatMap((n) => [n, n, n]));
    expect(rows[0]).toMatchObject({ dice: 2, silhouette: 3, targetState: 'moving', note: '' }); // 9 - 6 (L341)
  });

  it('L341: a Guided Missile at a stationary, unpainted target is not allowed: no odds, and a note saying why', () => {
    const rows = weaponOdds(bundledKriegbot(), 'guided-missile', 'robocar').filter((r) => r.range === 5);
    const stationary = rows.filter((r) => r.targetState === 'stationary');
    expect(stationary).toHaveLength(2); // the single shot and ripple-fire
    for (const row of stationary) expect([row.pHit, row.damage, row.note]).toEqual([0, 0, 'not allowed: the target neither moved nor is painted (L341)']);
    const painted = rows.find((r) => r.targetState === 'stationary-painted' && r.function === 'Guided Missile');
    const moving = rows.find((r) => r.targetState === 'moving' && r.function === 'Guided Missile');
    expect(painted?.pHit).toBeCloseTo(moving?.pHit ?? -1, 15); // painted, it may fire; nine minus the speed either way (A8)
    expect(weaponOdds(bundledKriegbot(), 'railgun', 'robocar').every((r) => r.note === '' && r.targetState !== 'stationary-painted')).toBe(true);
  });
});
