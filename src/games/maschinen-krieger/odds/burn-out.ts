// cold: kill before burn-out (spec 4.8): a laser fires at one target that cannot reply, shot after
// shot, until the target is destroyed or the laser drains (L282 [11.2.1]: the draining shot is
// still resolved, so a D on it counts).
import { attackOutcome, type AttackOptions } from './attack-outcome.js';
import { IMMOBILISED_MODIFIER } from './attack-target.js';
import type { EnduranceRow } from './endurance.js';

/**
 * Spec 4.8's closed form: every shot destroys with pD, drains the laser with q, both with r, and
 * the shots are alike, so P(kill) = pD / (pD + q - r).
 */
export function killBeforeBurnOut(pD: number, q: number, r: number): number {
  const stop = pD + q - r;
  return stop === 0 ? 0 : pD / stop;
}

/** The closed form for a laser at a fixed attack target: pD, q and r from `attackOutcome`. */
export function laserKillBeforeBurnOut(target: number, row: EnduranceRow, options: Omit<AttackOptions, 'weapon'> = {}): number {
  const shot = attackOutcome(target, row, { ...options, weapon: { type: 'L' } });
  return killBeforeBurnOut(shot.p.D, shot.weaponOut, shot.pOut.D);
}

/**
 * The same chase when an M result counts: an immobilised target is shot at +2 from then on
 * (L179 [5.1.3] 4), so the shots are not alike. Two states, mobile at T and immobilised at T+2:
 * P = (pD + pM' K(T+2)) / (pD + q - r + pM'), with pM' = P(M and the laser still works) and
 * K(T+2) the closed form at T+2 (a further M changes nothing). The spec's closed form leaves the
 * +2 out; this is the exact value for a target that starts mobile.
 */
export function laserKillBeforeBurnOutWithImmobilisation(target: number, row: EnduranceRow, options: Omit<AttackOptions, 'weapon'> = {}): number {
  const shot = attackOutcome(target, row, { ...options, weapon: { type: 'L' } });
  const mKept = shot.p.M - shot.pOut.M;
  const stop = shot.p.D + shot.weaponOut - shot.pOut.D + mKept;
  if (stop === 0) return 0;
  return (shot.p.D + mKept * laserKillBeforeBurnOut(target + IMMOBILISED_MODIFIER, row, options)) / stop;
}
