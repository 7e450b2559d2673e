// cold: exact melee odds, opposed 2d6 with a net bonus to the attacker (L28-30).
import { opposed, shift } from '../../../dice/distribution.js';
import { twoDice } from './two-dice.js';

export interface MeleeOddsRow {
  /** Attacker's bonus minus the defender's. */
  readonly net: number;
  /** P(attacker's total higher): a hit (L30). */
  readonly win: number;
  /** P(equal totals): no effect (H2). */
  readonly tie: number;
  /** P(defender's total higher): no effect (L30). */
  readonly lose: number;
}

/** One row per net bonus from `from` to `to`. */
export function meleeOdds(from: number, to: number): MeleeOddsRow[] {
  const rows: MeleeOddsRow[] = [];
  for (let net = from; net <= to; net++) {
    const { win, tie, lose } = opposed(shift(twoDice(), net), twoDice());
    rows.push({ net, win, tie, lose });
  }
  return rows;
}
