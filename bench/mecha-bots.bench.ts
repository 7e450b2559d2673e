// Mecha Bots throughput: arena duels per second on one thread, every ordered pair of the bundled
// bots in turn (start 6 hexes apart, 30-turn cap), GC events per thousand duels, the mean number of
// turns and the stall rate. Run alone: `npm run bench:mecha-bots` (BENCH_MB_DUELS shortens a run).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import { mechaBots } from '../src/games/mecha-bots/index.js';
import { resolveSettings } from '../src/kernel/settings.js';
import { viewTables, type Schemas } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';
import { allPairs } from '../src/sim/simulate.js';
import { timeRounds } from './gc-count.js';
import { benchTableGames, type TableFigures } from './table-games.js';

export interface DuelFigures {
  readonly duels: number;
  readonly duelsPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerThousand: number;
  readonly meanTurns: number;
  readonly stallRate: number;
}

export async function benchArena(duels: number): Promise<DuelFigures> {
  const { catalogue } = loadCatalogue<unknown>(mechaBots);
  const folder = join(BUNDLED_DESIGNS, 'mecha-bots', 'bots');
  const files = readdirSync(folder).sort().map((name) => readDataFile(join(folder, name)));
  const compiled = mechaBots.compileDesigns(catalogue as never, files, resolveBeside);
  const battle = mechaBots.battle;
  const settings = resolveSettings(battle.settings, battle.turnCap ?? 30, {}, mechaBots.id);
  if (typeof settings === 'string') throw new Error(settings);
  const tables = viewTables(battle.schemas as Schemas, compiled.rows, compiled.buffer);
  const scratch = battle.createScratch(tables, settings, new Float64Array(0));
  const metrics = new Float64Array(battle.metrics.length);
  const pairs = allPairs(files.length).flatMap(({ a, b }) => [[a, b], [b, a]] as const);
  const rng = new Rng(7, 7);
  let turns = 0;
  let stalls = 0;
  let played = 0;
  const play = (n: number) => {
    for (let i = 0; i < n; i++, played++) {
      const [a, b] = pairs[played % pairs.length] ?? [0, 1];
      battle.fight(tables, a, b, rng, scratch, metrics);
      turns += metrics[0] ?? 0;
      stalls += metrics[1] ?? 0;
    }
  };
  play(Math.max(500, duels / 10)); // warm-up
  turns = 0;
  stalls = 0;
  played = 0;
  const timed = await timeRounds(duels, 5, play);
  return {
    duels: played,
    duelsPerSecondPerThread: timed.medianRate,
    roundRates: timed.rates,
    gcEventsPerThousand: Math.round((timed.gcEvents / played) * 1000 * 1000) / 1000,
    meanTurns: Math.round((turns / played) * 100) / 100,
    stallRate: Math.round((stalls / played) * 1000) / 1000,
  };
}

/** City games per second on one thread at tables of `players` of the bundled bots, seats rotating. */
export function benchCity(games: number, players: number): Promise<TableFigures> {
  return benchTableGames(mechaBots, 'bots', games, players, 100);
}
