// Junkyard Bots throughput: games per second on one thread at tables of 2 and 4 of the bundled
// policies (every policy in turn, seats rotating), GC events per thousand games, and the mean
// game length. Run alone: `npm run bench:junkyard` (BENCH_JUNKYARD_GAMES shortens a run).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import { junkyardBots } from '../src/games/junkyard-bots/index.js';
import { viewTables, type Schemas } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';
import { timeRounds } from './gc-count.js';

export interface JunkyardFigures {
  readonly players: number;
  readonly games: number;
  readonly gamesPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerThousand: number;
  readonly meanTurns: number;
  readonly stallRate: number;
}

export async function benchJunkyard(games: number, players: number): Promise<JunkyardFigures> {
  const { catalogue } = loadCatalogue<unknown>(junkyardBots);
  const folder = join(BUNDLED_DESIGNS, 'junkyard-bots', 'policies');
  const files = readdirSync(folder).sort().map((name) => readDataFile(join(folder, name)));
  const compiled = junkyardBots.compileDesigns(catalogue as never, files, resolveBeside);
  const battle = junkyardBots.battle;
  const table = battle.table;
  if (table === undefined) throw new Error('junkyard-bots has no table battle');
  const tables = viewTables(battle.schemas as Schemas, compiled.rows, compiled.buffer);
  const scratch = battle.createScratch(tables, { turnCap: battle.turnCap ?? 30, values: { teleportAt: 0 } }, new Float64Array(0));
  const metrics = new Float64Array(battle.metrics.length + table.seatMetrics.length * table.seats.max);
  const rows = new Int32Array(players);
  const rng = new Rng(7, 7);
  let turns = 0;
  let stalls = 0;
  let played = 0;
  const play = (n: number) => {
    for (let i = 0; i < n; i++, played++) {
      for (let seat = 0; seat < players; seat++) rows[seat] = (played + seat * 2) % files.length;
      const winner = table.fightTable(tables, rows, players, rng, scratch, metrics);
      turns += metrics[0] ?? 0;
      if (winner < 0) stalls++;
    }
  };
  play(Math.max(200, games / 10)); // warm-up
  turns = 0;
  stalls = 0;
  played = 0;
  const timed = await timeRounds(games, 5, play);
  return {
    players,
    games: played,
    gamesPerSecondPerThread: timed.medianRate,
    roundRates: timed.rates,
    gcEventsPerThousand: Math.round((timed.gcEvents / played) * 1000 * 1000) / 1000,
    meanTurns: Math.round((turns / played) * 10) / 10,
    stallRate: Math.round((stalls / played) * 1000) / 1000,
  };
}
