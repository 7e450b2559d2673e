// cold: exact distribution of the effect rows after a hit (L31-38).
import { clampMinMax, die, shift } from '../../../dice/distribution.js';
import { EFFECT_ROWS, EffectField } from '../resolve/slots.js';

export interface EffectOddsRow {
  readonly row: number;
  readonly p: number;
  readonly apLimit: number;
  readonly stunned: boolean;
  readonly knockedDown: boolean;
  readonly knockBack: number;
  readonly destroyed: boolean;
}

/** One row per effect row 1..6 for a d6 plus `modifier`, clamped to the table. `effects` is compileEffectTable's. */
export function effectOdds(effects: Int8Array, modifier: number): EffectOddsRow[] {
  const dist = clampMinMax(shift(die(6), modifier), 1, EFFECT_ROWS);
  const rows: EffectOddsRow[] = [];
  for (let row = 1; row <= EFFECT_ROWS; row++) {
    const at = row * EffectField.Count;
    rows.push({
      row,
      p: dist.p[row - dist.offset] ?? 0,
      apLimit: effects[at + EffectField.ApLimit] ?? 0,
      stunned: effects[at + EffectField.Stunned] === 1,
      knockedDown: effects[at + EffectField.KnockedDown] === 1,
      knockBack: effects[at + EffectField.KnockBack] ?? 0,
      destroyed: effects[at + EffectField.Destroyed] === 1,
    });
  }
  return rows;
}

/** P(a hit destroys the target) with that effect modifier. */
export function destroyChance(effects: Int8Array, modifier: number): number {
  return effectOdds(effects, modifier).reduce((sum, row) => sum + (row.destroyed ? row.p : 0), 0);
}
