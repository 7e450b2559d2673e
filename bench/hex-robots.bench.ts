// 3-inch hex robots throughput: skirmishes per second on one thread over every pair of the bundled
// teams on the bundled hills map, GC events per thousand skirmishes, and thread scaling through
// the runner. Run alone: `npm run bench:hex-robots` (or as part of `npm run bench`).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import { hexRobots } from '../src/games/hex-robots/index.js';
import { viewTables, type Schemas } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';
import { createRunner } from '../src/sim/runner.js';
import { allPairs, simulate } from '../src/sim/simulate.js';
import { timeRounds } from './gc-count.js';

export interface HexRobotsFigures {
  readonly skirmishes: number;
  readonly skirmishesPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerThousand: number;
  readonly meanTurns: number;
  readonly scaling: readonly { readonly threads: number; readonly skirmishesPerSecond: number }[];
}

const SETTINGS = { turnCap: 30, values: { mapSeed: 4 } };

/** The bundled teams' skirmishes played directly, without the runner: every pair, both seatings in turn, on one stream. */
export function skirmishField() {
  const { catalogue } = loadCatalogue<unknown>(hexRobots);
  const folder = join(BUNDLED_DESIGNS, 'hex-robots', 'teams');
  const files = readdirSync(folder).sort().map((name) => readDataFile(join(folder, name)));
  const compiled = hexRobots.compileDesigns(catalogue as never, files, resolveBeside);
  const battle = hexRobots.battle;
  const tables = viewTables(battle.schemas as Schemas, compiled.rows, compiled.buffer);
  const scratch = battle.createScratch(tables, SETTINGS, new Float64Array(0));
  const metrics = new Float64Array(battle.metrics.length);
  const rng = new Rng(7, 7);
  const pairs = allPairs(files.length);
  /** Skirmish number `played` of the sequence; returns its outcome (its turns are in metrics[0]). */
  const fight = (played: number): number => {
    const pair = pairs[played % pairs.length] ?? { a: 0, b: 1 };
    const swap = Math.floor(played / pairs.length) % 2;
    return battle.fight(tables, swap === 0 ? pair.a : pair.b, swap === 0 ? pair.b : pair.a, rng, scratch, metrics);
  };
  return { compiled, pairs, metrics, fight };
}

export async function benchHexRobots(skirmishes: number, threads: readonly number[]): Promise<HexRobotsFigures> {
  const { compiled, pairs, metrics, fight } = skirmishField();
  let turns = 0;
  let played = 0;
  const play = (n: number) => {
    for (let i = 0; i < n; i++, played++) {
      fight(played);
      turns += metrics[0] ?? 0;
    }
  };
  play(5_000); // warm-up
  turns = 0;
  played = 0;
  const timed = await timeRounds(skirmishes, 5, play);
  const meanTurns = Math.round((turns / played) * 100) / 100;

  const scaling: { threads: number; skirmishesPerSecond: number }[] = [];
  for (const count of threads) {
    const runner = createRunner(count);
    const perPair = Math.max(2, Math.round(skirmishes / pairs.length / 2) * 2);
    await simulate(hexRobots, compiled, pairs, { seed: 1, stop: { games: 500, maxGames: 500 }, settings: SETTINGS, tally: false }, runner); // warm the workers
    const started = performance.now();
    await simulate(hexRobots, compiled, pairs, { seed: 2, stop: { games: perPair, maxGames: perPair }, settings: SETTINGS, tally: false }, runner);
    scaling.push({ threads: count, skirmishesPerSecond: Math.round((perPair * pairs.length) / ((performance.now() - started) / 1000)) });
    await runner.close();
  }
  return {
    skirmishes,
    skirmishesPerSecondPerThread: timed.medianRate,
    roundRates: timed.rates,
    gcEventsPerThousand: Math.round((timed.gcEvents / played) * 1000 * 1000) / 1000,
    meanTurns,
    scaling,
  };
}
