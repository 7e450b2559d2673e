// cold: exact chance that one shot destroys its target, by range (L9-38).
import { destroyChance } from './effect-odds.js';
import { hitOdds, type ShotSituation } from './hit-odds.js';

export interface KillOddsRow {
  readonly range: number;
  readonly toHit: number;
  readonly pHit: number;
  /** P(hit) x P(effect row destroys). */
  readonly pDestroyed: number;
  /** Expected shots to destroy the target, 1 / pDestroyed (Infinity when it cannot). */
  readonly shotsToKill: number;
}

/** One row per range at which the shot is allowed; `shot` and `effects` are the compiled tables. */
export function killOdds(shot: Int8Array, effects: Int8Array, situation: ShotSituation, effectModifier: number): KillOddsRow[] {
  const destroy = destroyChance(effects, effectModifier);
  return hitOdds(shot, situation).map((row) => {
    const pDestroyed = row.pHit * destroy;
    return { ...row, pDestroyed, shotsToKill: pDestroyed === 0 ? Infinity : 1 / pDestroyed };
  });
}
