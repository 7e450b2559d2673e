// cold: what an engagement tallies per attack (the contract's declared tally, C5): for each unit's
// weapon, its attacks by attack target and the target's endurance class, with hits and each
// result, and how often the shot left the weapon spent. A cell's rates are those the exact odds
// give for that attack target and class (odds/attack-outcome.ts), so the tally checks the engine.
import type { TallyLayout } from '../../../kernel/ruleset.js';

/** Attack target cells: below zero, then 0..MAX_TARGET_CELL - 1, then MAX_TARGET_CELL and above. */
export const TARGET_LOW = -1;
export const TARGET_CELLS = 24;
export const CLASS_CELLS = 4;
export const TALLY_CELLS = TARGET_CELLS * CLASS_CELLS;

/** Tally fields, in order. */
export const TallyField = { Attacks: 0, Hits: 1, Destroyed: 2, Immobilised: 3, Disarmed: 4, Spent: 5, Count: 6 } as const;

export const maschinenKriegerTally: TallyLayout = {
  title: 'What one attack does, by attacking unit and weapon, target, attack target and the target\'s endurance class',
  dims: [{ name: 'cell', size: TALLY_CELLS, columns: ['attack_target', 'endurance_class'] }],
  fields: ['attacks', 'hits', 'destroyed', 'immobilised', 'disarmed', 'spent'],
  labels: ['unit', 'weapon'],
  per: 'attacks',
  measures: [
    { name: 'hit', column: 'hit_rate', kind: 'rate', count: 'hits' },
    { name: 'destroyed', column: 'destroyed_rate', kind: 'rate', count: 'destroyed' },
    { name: 'immobilised', column: 'immobilised_rate', kind: 'rate', count: 'immobilised' },
    { name: 'disarmed', column: 'disarmed_rate', kind: 'rate', count: 'disarmed' },
    { name: 'spent', column: 'spent_rate', kind: 'rate', count: 'spent' },
  ],
};

/** The tally cell of an attack at `target` against endurance class `enduranceClass` (0-3). */
export function tallyCell(target: number, enduranceClass: number): number {
  let index = target - TARGET_LOW;
  if (index < 0) index = 0;
  else if (index >= TARGET_CELLS) index = TARGET_CELLS - 1;
  return index * CLASS_CELLS + enduranceClass;
}

/** Column values of each tally cell. */
export function tallyCells(): { attack_target: string; endurance_class: string }[] {
  return Array.from({ length: TALLY_CELLS }, (_, i) => {
    const index = Math.floor(i / CLASS_CELLS);
    const target = index + TARGET_LOW;
    const label = index === 0 ? 'below 0' : index === TARGET_CELLS - 1 ? `${target}+` : String(target);
    return { attack_target: label, endurance_class: 'ABCD'[i % CLASS_CELLS] ?? '?' };
  });
}
