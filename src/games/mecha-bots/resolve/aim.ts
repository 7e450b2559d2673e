// hot: where one weapon's damage goes in (spec 6.3 step 2, @curufea-damage, @curufea-status): the
// hit-location die picks a column 1-9 (reconstructed: uniform, a d10 rerolling 10; variant 2d6 - 2
// clamped to 1..9), and the attacker may add up to its sensor bonus, max(minimum, accuracy + offset -
// range) (the status page's table: offset 1, minimum 0; catalogue combat.sensorBonus). The attacker aims at the brain's column (5) when the bonus reaches it.
import type { Rng } from '../../../rng/rng.js';
import { COLUMNS } from '../chassis/geometry.js';

export const BRAIN_COLUMN = 5;
export const HitDie = { Uniform: 0, TwoDice: 1 } as const;

/** The sensor bonus of `accuracy` working accuracy counters at `range` hexes (cold code: catalogue/bot-numbers.ts sensorBonus). */
export function sensorBonus(accuracy: number, range: number, offset: number, minimum: number): number {
  const bonus = accuracy + offset - range;
  return bonus > minimum ? bonus : minimum;
}

/**
 * The column the attacker takes from a roll, adding at most `bonus` (or, with `twoWay` 1, adding or
 * subtracting: a variant): the brain's if it can, else as near as it gets.
 */
export function aimedColumn(roll: number, bonus: number, twoWay = 0): number {
  if (roll >= BRAIN_COLUMN) {
    if (twoWay === 0) return roll;
    const down = roll - bonus;
    return down <= BRAIN_COLUMN ? BRAIN_COLUMN : down;
  }
  const reach = roll + bonus;
  return reach >= BRAIN_COLUMN ? BRAIN_COLUMN : reach;
}

/** One roll of the hit-location die. */
export function rollColumn(rng: Rng, die: number): number {
  if (die === HitDie.Uniform) return rng.die(COLUMNS);
  const roll = rng.die(6) + rng.die(6) - 2;
  return roll < 1 ? 1 : roll > COLUMNS ? COLUMNS : roll;
}

/** P(the die shows each column 1..9), exactly, for the odds. */
export function columnOdds(die: number): number[] {
  if (die === HitDie.Uniform) return Array.from({ length: COLUMNS }, () => 1 / COLUMNS);
  const odds = new Array<number>(COLUMNS).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    const roll = Math.min(COLUMNS, Math.max(1, a + b - 2));
    odds[roll - 1] = (odds[roll - 1] ?? 0) + 1 / 36;
  }
  return odds;
}
