// cold: what a game tallies per throw (the contract's declared tally, C5): for each policy, its
// throws by the thrown weapon's size and the number of movers the target dodged with, with the
// duds (L232), the damage after the dodge (L246-250) and how often a shield took some (L134-136).
import type { TallyLayout } from '../../../kernel/ruleset.js';

/** Tally cells: weapon size S, M, L (0-2) x movers 0, 1, 2, 3+ (0-3). */
export const WEAPON_SIZES = 3;
export const MOVER_CELLS = 4;
export const TALLY_CELLS = WEAPON_SIZES * MOVER_CELLS;

/** Tally fields, in order. */
export const TallyField = { Throws: 0, Duds: 1, Damage: 2, DamageSq: 3, Shielded: 4, Count: 5 } as const;

export const junkyardTally: TallyLayout = {
  title: 'What one throw does, by thrower, target, weapon size and the movers the target dodged with',
  dims: [{ name: 'cell', size: TALLY_CELLS, columns: ['weapon', 'movers'] }],
  fields: ['throws', 'duds', 'damage', 'damage_sq', 'shielded'],
  labels: ['attack'],
  per: 'throws',
  measures: [
    { name: 'dud_rate', column: 'dud_rate', kind: 'rate', count: 'duds' },
    { name: 'damage', column: 'mean_damage', kind: 'mean', sum: 'damage', sumsq: 'damage_sq' },
    { name: 'shield', column: 'shield_rate', kind: 'rate', count: 'shielded' },
  ],
};

/** Column values of each tally cell. */
export function throwCells(): { weapon: string; movers: string }[] {
  return Array.from({ length: TALLY_CELLS }, (_, i) => ({ weapon: ['S', 'M', 'L'][Math.floor(i / MOVER_CELLS)] ?? '?', movers: i % MOVER_CELLS === MOVER_CELLS - 1 ? `${MOVER_CELLS - 1}+` : String(i % MOVER_CELLS) }));
}
