// cold: the Mecha Bots battle wiring for the simulator: the settings a run may choose (the arena's
// start range and seats, the city's board and level), the metrics and tally, a worker's scratch
// (an arena and a city), the hot arena duel for a pair (arena/duel.ts) and the city game for a
// table of 2 to 4 (city/city-game.ts; a pair too with --set level=city).
import { NO_WINNER, Outcome } from '../../kernel/outcome.js';
import type { Battle, BattleSettings } from '../../kernel/ruleset.js';
import { settingValue } from '../../kernel/settings.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import { playDuel } from './arena/duel.js';
import { MECHA_BOTS_METRICS, SIDED_PAIRS } from './arena/metrics.js';
import { createArenaState, type ArenaState } from './arena/state.js';
import { mechaBotsTally } from './arena/tally.js';
import { playCity } from './city/city-game.js';
import { CITY_SEAT_METRICS } from './city/city-metrics.js';
import { createCityState, MAX_SEATS, type CityState } from './city/city-state.js';
import { mechaBotsSchemas, type MechaBotsTables } from './compile/tables.js';

/** A worker's scratch: an arena for pairs, a city for tables (null when the compiled set has no city data), and a pair's seats. */
interface MechaScratch {
  readonly arena: ArenaState;
  readonly city: CityState | null;
  readonly level: number;
  readonly pair: Int32Array;
}

const Level = { Arena: 0, City: 1 } as const;

export const mechaBotsBattle: Battle = {
  schemas: mechaBotsSchemas,
  settings: [
    { name: 'startRange', default: 6, min: 1, max: 12, describe: 'arena: hexes between the bots at the start, on open ground (the arena is a reconstruction: the wiki\'s game is played on a city map)' },
    { name: 'seated', default: 0, min: 0, max: 1, values: ['home', 'seated'], describe: 'arena: home, the Mad Scientists stay at home; seated, each rides its bot, wounded 1D6 a point on the seat (L25, L133)' },
    { name: 'level', default: 0, min: 0, max: 1, values: ['arena', 'city'], describe: 'what a pair plays: the arena duel, or the city game for two (tables of 3-4 always play the city)' },
    { name: 'mapSeed', default: 1, min: 0, max: 100_000, describe: 'city: the seed of the generated city board (city.yaml; the sources print no map)' },
    { name: 'players', default: 2, min: 2, max: MAX_SEATS, describe: 'players a table for matrix and search (the city game: 2-4); the same as --players' },
  ],
  turnCap: 30,
  metrics: MECHA_BOTS_METRICS,
  sidedPairs: SIDED_PAIRS,
  tally: mechaBotsTally,
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): MechaScratch {
    const t = tables as MechaBotsTables;
    const hasCity = t.block.terrain.length > 0;
    return {
      arena: createArenaState(t, settings.turnCap, settingValue(settings, 'startRange'), settingValue(settings, 'seated'), tally),
      city: hasCity ? createCityState(t, settingValue(settings, 'mapSeed'), t.city.turnCap[0] ?? 40) : null,
      level: settingValue(settings, 'level'),
      pair: new Int32Array(2),
    };
  },
  fight(_tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    const s = scratch as MechaScratch;
    let winner: number;
    if (s.level === Level.City && s.city !== null) {
      s.pair[0] = a;
      s.pair[1] = b;
      winner = playCity(s.city, s.pair, 2, rng, s.city.cityMetrics, MECHA_BOTS_METRICS.length);
      metrics[0] = s.city.cityMetrics[0] as number;
      metrics[1] = s.city.cityMetrics[1] as number;
    } else winner = playDuel(s.arena, a, b, rng, metrics);
    return winner === NO_WINNER ? Outcome.Draw : winner === 0 ? Outcome.AWins : Outcome.BWins;
  },
  table: {
    seats: { min: 2, max: MAX_SEATS },
    seatMetrics: CITY_SEAT_METRICS,
    fightTable(_tables: Tables<Schemas>, rows: Int32Array, seats: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
      const city = (scratch as MechaScratch).city;
      if (city === null) return NO_WINNER;
      return playCity(city, rows, seats, rng, metrics, MECHA_BOTS_METRICS.length);
    },
  },
};
