// cold: the Maschinen Krieger battle wiring for the simulator: the metrics and tally an engagement
// writes, a worker's scratch, and the hot engagement (engage/engagement.ts). The turn cap is the
// scenario's fixed number of turns (L172 [4.0]); no scenario is printed, so 12 unless a run says.
import { NO_WINNER, Outcome } from '../../kernel/outcome.js';
import type { Battle, BattleSettings } from '../../kernel/ruleset.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import { maschinenKriegerSchemas, type MaschinenKriegerTables } from './compile/tables.js';
import { maschinenKriegerTally } from './compile/tally.js';
import { playEngagement } from './engage/engagement.js';
import { MASCHINEN_KRIEGER_METRICS, SIDED_PAIRS } from './engage/metrics.js';
import { createEngagementState, type EngagementState } from './engage/state.js';

export const maschinenKriegerBattle: Battle = {
  schemas: maschinenKriegerSchemas,
  settings: [],
  turnCap: 12,
  metrics: MASCHINEN_KRIEGER_METRICS,
  sidedPairs: SIDED_PAIRS,
  tally: maschinenKriegerTally,
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): EngagementState {
    return createEngagementState(tables as MaschinenKriegerTables, settings.turnCap, tally);
  },
  fight(_tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    const winner = playEngagement(scratch as EngagementState, a, b, rng, metrics);
    return winner === NO_WINNER ? Outcome.Draw : winner === 0 ? Outcome.AWins : Outcome.BWins;
  },
};
