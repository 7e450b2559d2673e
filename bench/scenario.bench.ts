// Scenario throughput: Showdown 2 against 2 on the default map, games per second on one thread,
// GC events per thousand games, and the same through the piscina runner on every core.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import type { KriegbotCatalogue } from '../src/games/kriegbot/catalogue/catalogue.js';
import { kriegbot } from '../src/games/kriegbot/index.js';
import type { CompiledScenarioSet } from '../src/kernel/ruleset.js';
import { createRunner } from '../src/sim/runner.js';
import { simulate } from '../src/sim/simulate.js';
import { timeRounds } from './gc-count.js';
import { kernelHarness } from './kernel-harness.js';

export interface ScenarioFigures {
  readonly scenario: string;
  readonly teams: string;
  readonly games: number;
  /** The median of ROUNDS timed rounds on one thread. */
  readonly gamesPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerThousandGames: number;
  readonly meanTurns: number;
  readonly scaling: readonly { readonly threads: number; readonly gamesPerSecond: number; readonly efficiency: number }[];
}

/** Showdown between the two bundled two-robot teams (green-lone-pilot, yellow-raiders). */
export function showdownTwoOnTwo(): CompiledScenarioSet {
  const { catalogue } = loadCatalogue<KriegbotCatalogue>(kriegbot);
  const designs = join(BUNDLED_DESIGNS, 'kriegbot');
  const compile = kriegbot.compileScenario;
  if (compile === undefined) throw new Error('kriegbot has no scenarios');
  return compile(catalogue, readDataFile(join(designs, 'scenarios', '01-showdown.yaml')), { sides: { green: readDataFile(join(designs, 'teams', 'green-lone-pilot.yaml')) } }, resolveBeside);
}

/** Timed rounds: the figure is their median. */
const ROUNDS = 5;

export async function benchScenario(games: number, threads: readonly number[]): Promise<ScenarioFigures> {
  const compiled = showdownTwoOnTwo();
  const { battle, tables, scratch, metrics, rng } = kernelHarness(compiled);
  let turns = 0;
  let played = 0;
  const play = (n: number) => {
    for (let i = 0; i < n; i++, played++) {
      battle.fight(tables, played & 1, 1 - (played & 1), rng, scratch, metrics);
      turns += metrics[0] ?? 0;
    }
  };
  play(Math.min(2_000, games)); // warm-up
  turns = 0;
  played = 0;
  const timed = await timeRounds(games, ROUNDS, play);

  const scaling: { threads: number; gamesPerSecond: number; efficiency: number }[] = [];
  for (const threadCount of threads) {
    const runner = createRunner(threadCount);
    const options = { stop: { games, maxGames: games }, settings: { turnCap: 30, values: { startRange: 10 } }, tally: false, blockGames: 100 };
    await simulate(kriegbot, compiled, [{ a: 0, b: 1 }], { ...options, seed: 1, stop: { games: 400, maxGames: 400 } }, runner); // warm the workers
    const started = performance.now();
    await simulate(kriegbot, compiled, [{ a: 0, b: 1 }], { ...options, seed: 2 }, runner);
    const seconds = (performance.now() - started) / 1000;
    await runner.close();
    const rate = games / seconds;
    const single = scaling[0]?.gamesPerSecond ?? rate;
    scaling.push({ threads: threadCount, gamesPerSecond: Math.round(rate), efficiency: Number((rate / (threadCount * single)).toFixed(3)) });
  }
  return {
    scenario: compiled.title,
    teams: compiled.designs.map((design) => design.name).join(' vs '),
    games: played,
    gamesPerSecondPerThread: timed.medianRate,
    roundRates: timed.rates,
    gcEventsPerThousandGames: Number(((timed.gcEvents * 1000) / played).toFixed(3)),
    meanTurns: Number((turns / played).toFixed(2)),
    scaling,
  };
}
