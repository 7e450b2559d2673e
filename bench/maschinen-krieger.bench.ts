// Maschinen Krieger throughput: engagements per second on one thread, every ordered pair of the
// bundled forces on the standard lane (12-turn limit), GC events per thousand engagements, the mean
// number of turns; and the same through the runner on 1 and 2 threads (thread scaling).
// Run alone: `npm run bench:maschinen-krieger` (BENCH_MK_GAMES shortens a run).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import { maschinenKrieger } from '../src/games/maschinen-krieger/index.js';
import { resolveSettings } from '../src/kernel/settings.js';
import { viewTables, type Schemas } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';
import { createRunner } from '../src/sim/runner.js';
import { allPairs, simulate } from '../src/sim/simulate.js';
import { timeRounds } from './gc-count.js';

export interface EngagementFigures {
  readonly games: number;
  readonly engagementsPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerThousand: number;
  readonly meanTurns: number;
  readonly scaling: readonly { readonly threads: number; readonly engagementsPerSecond: number; readonly efficiency: number }[];
}

export async function benchEngagements(games: number): Promise<EngagementFigures> {
  const { catalogue } = loadCatalogue<unknown>(maschinenKrieger);
  const folder = join(BUNDLED_DESIGNS, 'maschinen-krieger', 'forces');
  const files = readdirSync(folder).sort().map((name) => readDataFile(join(folder, name)));
  const compiled = maschinenKrieger.compileDesigns(catalogue as never, files, resolveBeside);
  const battle = maschinenKrieger.battle;
  const settings = resolveSettings(battle.settings, battle.turnCap ?? 12, {}, maschinenKrieger.id);
  if (typeof settings === 'string') throw new Error(settings);
  const tables = viewTables(battle.schemas as Schemas, compiled.rows, compiled.buffer);
  const scratch = battle.createScratch(tables, settings, new Float64Array(0));
  const metrics = new Float64Array(battle.metrics.length);
  const pairs = allPairs(files.length).flatMap(({ a, b }) => [[a, b], [b, a]] as const);
  const rng = new Rng(7, 7);
  let turns = 0;
  let played = 0;
  const play = (n: number) => {
    for (let i = 0; i < n; i++, played++) {
      const [a, b] = pairs[played % pairs.length] ?? [0, 1];
      battle.fight(tables, a, b, rng, scratch, metrics);
      turns += metrics[0] ?? 0;
    }
  };
  play(Math.max(1_000, games / 10)); // warm-up
  turns = 0;
  played = 0;
  const timed = await timeRounds(games, 5, play);
  const scaling: { threads: number; engagementsPerSecond: number; efficiency: number }[] = [];
  for (const threads of [1, 2]) {
    const runner = createRunner(threads);
    const started = performance.now();
    const result = await simulate(maschinenKrieger, compiled, allPairs(files.length), { seed: 3, stop: { games: Math.max(500, Math.round(games / 6)), maxGames: games }, settings }, runner);
    const rate = Math.round(result.battles / ((performance.now() - started) / 1000));
    await runner.close();
    scaling.push({ threads, engagementsPerSecond: rate, efficiency: Math.round((rate / threads / (scaling[0]?.engagementsPerSecond ?? rate)) * 1000) / 1000 });
  }
  return {
    games: played,
    engagementsPerSecondPerThread: timed.medianRate,
    roundRates: timed.rates,
    gcEventsPerThousand: Math.round((timed.gcEvents / played) * 1000 * 1000) / 1000,
    meanTurns: Math.round((turns / played) * 100) / 100,
    scaling,
  };
}
