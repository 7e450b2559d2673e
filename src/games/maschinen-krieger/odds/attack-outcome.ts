// cold: the exact outcome of one attack (spec 4.3, 4.8): miss, — (hit, no effect), M, A or D, each
// jointly with whether the weapon is out afterwards (a drained laser, a broken MG, the last round).
// Two independent rolls: the attack roll (L175 [5.1.1] 3) decides hit, the automatic D of a double
// one (L178 [5.1.2]) and usage (L282 [11.2]); on any other hit the endurance roll reads the
// target's row (L175 [5.1.1] 4). Usage faces are never the double one, so a drained laser's hit
// always goes to the chart.
import { pCritical, pHit, type CriticalReading, type Resolution } from './attack-roll.js';
import { enduranceOdds, type EnduranceRow } from './endurance.js';
import { firesLastRound, pWeaponOut, pWeaponOutAndHit, type WeaponUse } from './weapon-usage.js';

export type AttackOutcomeKind = 'miss' | 'none' | 'M' | 'A' | 'D';
export const ATTACK_OUTCOME_KINDS: readonly AttackOutcomeKind[] = ['miss', 'none', 'M', 'A', 'D'];

export interface AttackOptions {
  readonly resolution?: Resolution;
  readonly critical?: CriticalReading;
  /** The firing weapon; a gun (G) with no usage rule when absent. */
  readonly weapon?: WeaponUse;
  /** Added to the endurance roll (+1 outside the indirect target hex, L202 [5.5.3]). */
  readonly enduranceModifier?: number;
}

export interface AttackOutcome {
  /** P(outcome); the five sum to 1. */
  readonly p: Readonly<Record<AttackOutcomeKind, number>>;
  /** P(outcome AND the weapon is out after this shot). */
  readonly pOut: Readonly<Record<AttackOutcomeKind, number>>;
  /** P(hit), P(the double one's automatic D), P(weapon out): marginals. */
  readonly hit: number;
  readonly critical: number;
  readonly weaponOut: number;
}

/** The outcome of one attack at attack target `target` against a target whose endurance row is `row`. */
export function attackOutcome(target: number, row: EnduranceRow, options: AttackOptions = {}): AttackOutcome {
  const resolution = options.resolution ?? 'sum';
  const reading = options.critical ?? 'when-hit';
  const weapon = options.weapon ?? { type: 'G' };
  const chart = enduranceOdds(row, options.enduranceModifier ?? 0);
  const hit = pHit(target, resolution, reading);
  const critical = pCritical(target, resolution, reading);
  const charted = hit - critical; // hits that roll on the endurance chart
  const p = { miss: Math.max(0, 1 - hit), none: charted * chart.none, M: charted * chart.M, A: charted * chart.A, D: critical + charted * chart.D };
  const weaponOut = pWeaponOut(weapon);
  let pOut: Record<AttackOutcomeKind, number>;
  if (firesLastRound(weapon)) {
    pOut = { ...p }; // the last round is out whatever happens
  } else {
    const outHit = pWeaponOutAndHit(weapon, target, resolution, reading); // all charted: no usage face is (1,1)
    pOut = { miss: Math.max(0, weaponOut - outHit), none: outHit * chart.none, M: outHit * chart.M, A: outHit * chart.A, D: outHit * chart.D };
  }
  return { p, pOut, hit, critical, weaponOut };
}
