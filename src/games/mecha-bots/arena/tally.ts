// cold: what a duel tallies per weapon (the contract's declared tally, C5): shots by the column
// struck (1-9), with the brain kills, the counters destroyed and the armour among them.
import type { TallyLayout } from '../../../kernel/ruleset.js';

export const TallyField = { Shots: 0, Brain: 1, Counters: 2, CountersSq: 3, Armour: 4, ArmourSq: 5 } as const;
export const TALLY_FIELDS = 6;
export const TALLY_COLUMNS = 9;

export const mechaBotsTally: TallyLayout = {
  title: 'What one weapon\'s shot does, by the column of the target\'s chassis it strikes',
  dims: [{ name: 'column', size: TALLY_COLUMNS, columns: ['column'] }],
  fields: ['shots', 'brain', 'counters', 'counters_sq', 'armour', 'armour_sq'],
  labels: ['weapon'],
  per: 'shots',
  measures: [
    { name: 'brain', column: 'brain_rate', kind: 'rate', count: 'brain' },
    { name: 'counters', column: 'mean_counters', kind: 'mean', sum: 'counters', sumsq: 'counters_sq' },
    { name: 'armour', column: 'mean_armour', kind: 'mean', sum: 'armour', sumsq: 'armour_sq' },
  ],
};

/** Column values of each tally cell. */
export function tallyColumns(): { column: number }[] {
  return Array.from({ length: TALLY_COLUMNS }, (_, k) => ({ column: k + 1 }));
}
