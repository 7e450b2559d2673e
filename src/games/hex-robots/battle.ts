// cold: the hex-robots battle wiring for the simulator: the settings a run may choose, the metrics
// and tally a skirmish writes, a worker's scratch (the map built from its seed), and the hot fight.
import type { Battle, BattleSettings } from '../../kernel/ruleset.js';
import { settingValue } from '../../kernel/settings.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import { hexRobotsSchemas, type HexRobotsTables } from './compile/tables.js';
import { hexRobotsTally } from './compile/tally.js';
import { HILLS_SEED } from './map/generate.js';
import { HEX_ROBOTS_METRICS, SIDED_PAIRS } from './skirmish/metrics.js';
import { skirmish } from './skirmish/skirmish.js';
import { createSkirmishState, type SkirmishState } from './skirmish/state.js';

export const hexRobotsBattle: Battle = {
  schemas: hexRobotsSchemas,
  settings: [
    { name: 'mapSeed', default: HILLS_SEED, min: 0, max: 1_000_000, describe: `the map: 0 the open field, n the hills generated from seed n (${HILLS_SEED} is the bundled maps/hills.yaml)` },
  ],
  metrics: HEX_ROBOTS_METRICS,
  sidedPairs: SIDED_PAIRS,
  tally: hexRobotsTally,
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): SkirmishState {
    const t = tables as HexRobotsTables;
    return createSkirmishState(t, settingValue(settings, 'mapSeed'), settings.turnCap, tally);
  },
  fight(tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    return skirmish(tables as HexRobotsTables, scratch as SkirmishState, a, b, rng, metrics);
  },
};
