// cold: exact chance of a shot hitting, by range, in one situation (L9-27).
import { atLeast } from '../../../dice/distribution.js';
import { toHit } from '../resolve/to-hit.js';
import { NO_SHOT, RANGE_SLOTS } from '../resolve/slots.js';
import { twoDice } from './two-dice.js';

/** What the shooter and target are like: quarters hidden 0..3, and 0/1 flags (L22-27). */
export interface ShotSituation {
  readonly hiddenQuarters: number;
  readonly shield: number;
  readonly moved: number;
  readonly stunned: number;
}

export const OPEN_SHOT: ShotSituation = { hiddenQuarters: 0, shield: 0, moved: 0, stunned: 0 };

export interface HitOddsRow {
  readonly range: number;
  readonly toHit: number;
  /** P(2d6 >= toHit): 0 above 12. */
  readonly pHit: number;
}

/** P(2d6 >= target) (H1). */
export function twoDiceAtLeast(target: number): number {
  return atLeast(twoDice(), target);
}

/** One row for every range at which the shot is allowed, nearest first. `shot` is compileShotTable's. */
export function hitOdds(shot: Int8Array, situation: ShotSituation): HitOddsRow[] {
  const rows: HitOddsRow[] = [];
  for (let range = 0; range < RANGE_SLOTS; range++) {
    const target = toHit(range, situation.hiddenQuarters, situation.shield, situation.moved, situation.stunned, shot);
    if (target !== NO_SHOT) rows.push({ range, toHit: target, pHit: twoDiceAtLeast(target) });
  }
  return rows;
}
