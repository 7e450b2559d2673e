// cold: the Maschinen Krieger battle wiring for the simulator: the metrics and tally an engagement
// writes, a worker's scratch, and the hot engagement (engage/engagement.ts). The turn cap is the
// scenario's fixed number of turns (L172 [4.0]); no scenario is printed, so 12 unless a run says.
import { NO_WINNER, Outcome } from '../../kernel/outcome.js';
import type { Battle, BattleSettings } from '../../kernel/ruleset.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import { settingValue } from '../../kernel/settings.js';
import type { Rng } from '../../rng/rng.js';
import { Resolution } from './resolve/attack.js';
import { maschinenKriegerSchemas, type MaschinenKriegerTables } from './compile/tables.js';
import { maschinenKriegerTally } from './compile/tally.js';
import { playEngagement } from './engage/engagement.js';
import { MASCHINEN_KRIEGER_METRICS, SIDED_PAIRS } from './engage/metrics.js';
import { createEngagementState, type EngagementState } from './engage/state.js';

export const maschinenKriegerBattle: Battle = {
  schemas: maschinenKriegerSchemas,
  settings: [
    { name: 'resolution', default: 0, min: 0, max: 2, values: ['catalogue', 'sum', 'product'], describe: 'attack dice summed (the second edition, L175 [5.1.1]) or multiplied (the first SF3D, L175 "Special Note"); catalogue: game.resolution (sum)' },
  ],
  turnCap: 12,
  metrics: MASCHINEN_KRIEGER_METRICS,
  sidedPairs: SIDED_PAIRS,
  tally: maschinenKriegerTally,
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): EngagementState {
    const resolution = settingValue(settings, 'resolution');
    return createEngagementState(tables as MaschinenKriegerTables, settings.turnCap, tally, resolution === 0 ? -1 : resolution === 1 ? Resolution.Sum : Resolution.Product);
  },
  fight(_tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    const winner = playEngagement(scratch as EngagementState, a, b, rng, metrics);
    return winner === NO_WINNER ? Outcome.Draw : winner === 0 ? Outcome.AWins : Outcome.BWins;
  },
};
