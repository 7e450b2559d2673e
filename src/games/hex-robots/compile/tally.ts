// cold: what a skirmish tallies per attack (the contract's declared tally, C5): for each team, its
// shots by the number needed on 2d6 (to-hit after modifiers, L11-27) and its melee attacks by the
// net bonus (L28-30), each with how often it hit and what the effect roll did (L31-38).
import type { TallyLayout } from '../../../kernel/ruleset.js';

export const ATTACK_KINDS = ['shot', 'melee'] as const;

/** Cells of the one tally dimension: a shot's to-hit 0..15 (13+ cannot hit), a melee's net bonus -8..+7 at index bonus + 8. */
export const TALLY_CELLS = 16;
export const MELEE_OFFSET = 8;

/** Tally fields, in order. */
export const TallyField = { Attacks: 0, Hits: 1, Destroyed: 2, Stunned: 3, Count: 4 } as const;

export const hexRobotsTally: TallyLayout = {
  title: 'What one attack does, by kind (shot or melee), target team and the number needed (to-hit of a shot, net bonus of a melee)',
  dims: [{ name: 'needed', size: TALLY_CELLS, columns: ['needed'] }],
  fields: ['attacks', 'hits', 'destroyed', 'stunned'],
  labels: ['attack'],
  per: 'attacks',
  measures: [
    { name: 'hit_rate', column: 'hit_rate', kind: 'rate', count: 'hits' },
    { name: 'destroy', column: 'destroy_rate', kind: 'rate', count: 'destroyed' },
    { name: 'stun', column: 'stun_rate', kind: 'rate', count: 'stunned' },
  ],
};

/** The column values of each cell for one kind of attack: "7+" for a shot, "+1" for a melee's net bonus. */
export function attackCells(kind: (typeof ATTACK_KINDS)[number]): { needed: string }[] {
  return Array.from({ length: TALLY_CELLS }, (_, i) => ({
    needed: kind === 'shot' ? (i >= 13 ? '13+ (no hit)' : `${i}+`) : `${i - MELEE_OFFSET >= 0 ? '+' : ''}${i - MELEE_OFFSET}`,
  }));
}
