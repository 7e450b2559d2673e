// The timing loop of a table game (2-4 seats) shared by the Junkyard Bots and Mecha Bots benches:
// games per second on one thread over every bundled design in turn, seats rotating, with the
// rule set's default settings, GC events per thousand games, the mean game length and the stall rate.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import type { SimRuleset } from '../src/kernel/ruleset.js';
import { resolveSettings } from '../src/kernel/settings.js';
import { viewTables, type Schemas } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';
import { timeRounds } from './gc-count.js';

export interface TableFigures {
  readonly players: number;
  readonly games: number;
  readonly gamesPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerThousand: number;
  readonly meanTurns: number;
  readonly stallRate: number;
}

/** Times `games` table games of `players` seats among the designs in designs/<game id>/<folder>, after a warm-up of at least `warmUp`. */
export async function benchTableGames<C>(ruleset: SimRuleset<C>, folder: string, games: number, players: number, warmUp: number): Promise<TableFigures> {
  const { catalogue } = loadCatalogue<C>(ruleset);
  const path = join(BUNDLED_DESIGNS, ruleset.id, folder);
  const files = readdirSync(path).sort().map((name) => readDataFile(join(path, name)));
  const compiled = ruleset.compileDesigns(catalogue, files, resolveBeside);
  const battle = ruleset.battle;
  const table = battle.table;
  if (table === undefined) throw new Error(`${ruleset.id} has no table battle`);
  const settings = resolveSettings(battle.settings, battle.turnCap ?? 30, {}, ruleset.id);
  if (typeof settings === 'string') throw new Error(settings);
  const tables = viewTables(battle.schemas as Schemas, compiled.rows, compiled.buffer);
  const scratch = battle.createScratch(tables, settings, new Float64Array(0));
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
  play(Math.max(warmUp, games / 10));
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
