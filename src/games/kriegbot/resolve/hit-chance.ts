// hot: the exact chance that `dice` Kriegbot dice reach a silhouette (L231; src/dice/exact.ts),
// read from the state's table. Choosers weigh attacks with it; the tally adds it for each attack
// (the dice rolled, the silhouette met: damage.csv hit_rate_exact).
import * as stateModule from './state.js';
import type { KriegbotState } from './state.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { HIT_TABLE_DICE, HIT_TABLE_SILHOUETTES } = stateModule;

/** P(total of `dice` dice >= target); larger dice or silhouettes than the table read its last row or column (no catalogue attack comes near). */
export function hitChance(s: KriegbotState, dice: number, target: number): number {
  if (target <= 0) return 1;
  const d = dice < HIT_TABLE_DICE ? dice : HIT_TABLE_DICE - 1;
  const sil = target < HIT_TABLE_SILHOUETTES ? target : HIT_TABLE_SILHOUETTES - 1;
  return s.hitChance[d * HIT_TABLE_SILHOUETTES + sil]!;
}
