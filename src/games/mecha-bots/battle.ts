// cold: the Mecha Bots battle wiring for the simulator: the settings a run may choose (how far
// apart the bots start, whether the Mad Scientists ride), the metrics and tally a duel writes, a
// worker's scratch, and the hot arena duel (arena/duel.ts).
import { NO_WINNER, Outcome } from '../../kernel/outcome.js';
import type { Battle, BattleSettings } from '../../kernel/ruleset.js';
import { settingValue } from '../../kernel/settings.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import { playDuel } from './arena/duel.js';
import { MECHA_BOTS_METRICS, SIDED_PAIRS } from './arena/metrics.js';
import { createArenaState, type ArenaState } from './arena/state.js';
import { mechaBotsTally } from './arena/tally.js';
import { mechaBotsSchemas, type MechaBotsTables } from './compile/tables.js';

export const mechaBotsBattle: Battle = {
  schemas: mechaBotsSchemas,
  settings: [
    { name: 'startRange', default: 6, min: 1, max: 12, describe: 'hexes between the bots at the start, on open ground (the arena is a reconstruction: the wiki\'s game is played on a city map)' },
    { name: 'seated', default: 0, min: 0, max: 1, values: ['home', 'seated'], describe: 'home: the Mad Scientists stay at home; seated: each rides its bot, wounded 1D6 a point on the seat (L25, L133)' },
  ],
  turnCap: 30,
  metrics: MECHA_BOTS_METRICS,
  sidedPairs: SIDED_PAIRS,
  tally: mechaBotsTally,
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): ArenaState {
    return createArenaState(tables as MechaBotsTables, settings.turnCap, settingValue(settings, 'startRange'), settingValue(settings, 'seated'), tally);
  },
  fight(_tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    const winner = playDuel(scratch as ArenaState, a, b, rng, metrics);
    return winner === NO_WINNER ? Outcome.Draw : winner === 0 ? Outcome.AWins : Outcome.BWins;
  },
};
