// cold: the exact hit rate of damage.csv's rows (the contract's tally exact, C5): a shot hits when
// 2d6 reaches its to-hit (L9-27), a melee attack when its total with the net bonus beats the
// defender's (L28-30). What a hit then does rolls on the target's effect table, which the row's
// cell does not decide, so destroy and stun rates have no exact column.
import type { TallyExact } from '../../../kernel/ruleset.js';
import type { HexRobotsCatalogue } from '../catalogue/catalogue.js';
import { MELEE_OFFSET, TALLY_CELLS } from '../compile/tally.js';
import { twoDiceAtLeast } from './hit-odds.js';
import { meleeOdds } from './melee-odds.js';

/** The melee cells' net bonuses; the first and last pool every bonus beyond them, so only those between are decided. */
const MELEE_LOW = -MELEE_OFFSET;
const MELEE_HIGH = TALLY_CELLS - 1 - MELEE_OFFSET;
const MELEE_WIN = new Map(meleeOdds(MELEE_LOW + 1, MELEE_HIGH - 1).map((row) => [row.net, row.win]));

export const hexRobotsTallyExact: TallyExact<HexRobotsCatalogue> = {
  measures: ['hit_rate'],
  exact(_catalogue, _settings, columns) {
    const needed = String(columns['needed'] ?? '');
    if (columns['attack'] === 'shot') return { hit_rate: needed.startsWith('13') ? 0 : twoDiceAtLeast(Number.parseInt(needed, 10)) }; // a to-hit of 13 or more cannot hit; 0+ always does
    const win = MELEE_WIN.get(Number(needed));
    return win === undefined ? {} : { hit_rate: win };
  },
};
