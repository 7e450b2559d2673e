// Duel throughput: duels per second on one thread, GC events per million duels, thread
// scaling through the piscina runner, and how much of the time goes to drawing random numbers.
import { kriegbot } from '../src/games/kriegbot/index.js';
import { Rng } from '../src/rng/rng.js';
import { createRunner } from '../src/sim/runner.js';
import { simulate } from '../src/sim/simulate.js';
import { duelField } from './duel-field.js';
import { timeRounds } from './gc-count.js';
import { kernelHarness } from './kernel-harness.js';

/** Counts every draw, to learn how many a duel uses (measured apart from the timed runs). */
class CountingRng extends Rng {
  draws = 0;
  override next(): number {
    this.draws++;
    return super.next();
  }
}

export interface DuelFigures {
  readonly matchups: number;
  readonly duels: number;
  /** The median of ROUNDS timed rounds on one thread. */
  readonly duelsPerSecondPerThread: number;
  readonly roundRates: readonly number[];
  readonly gcEventsPerMillionDuels: number;
  readonly meanTurns: number;
  readonly drawsPerDuel: number;
  readonly scaling: readonly { readonly threads: number; readonly duelsPerSecond: number; readonly efficiency: number }[];
}

/** Timed rounds: the figure is their median. */
const ROUNDS = 5;

export async function benchDuels(duels: number, scalingDuels: number, threads: readonly number[]): Promise<DuelFigures> {
  const { compiled, all, pairs, matchups } = duelField();

  const { battle, tables, scratch, metrics, rng } = kernelHarness(compiled);
  let turns = 0;
  let played = 0;
  const play = (n: number) => {
    for (let i = 0; i < n; i++, played++) {
      const p = (played % matchups) * 2;
      battle.fight(tables, pairs[p] ?? 0, pairs[p + 1] ?? 1, rng, scratch, metrics);
      turns += metrics[0] ?? 0;
    }
  };
  play(20_000); // warm-up
  turns = 0;
  played = 0;
  const timed = await timeRounds(duels, ROUNDS, play);

  const counting = new CountingRng(7, 7);
  for (let i = 0; i < 20_000; i++) {
    const p = (i % matchups) * 2;
    battle.fight(tables, pairs[p] ?? 0, pairs[p + 1] ?? 1, counting, scratch, metrics);
  }

  const scaling: { threads: number; duelsPerSecond: number; efficiency: number }[] = [];
  for (const threadCount of threads) {
    const runner = createRunner(threadCount);
    const perMatchup = Math.ceil(scalingDuels / all.length);
    await simulate(kriegbot, compiled, all, { seed: 1, stop: { games: 2_000, maxGames: 2_000 }, settings: { turnCap: 30, values: { startRange: 10 } } }, runner); // warm the workers
    const started = performance.now();
    await simulate(kriegbot, compiled, all, { seed: 2, stop: { games: perMatchup, maxGames: perMatchup }, settings: { turnCap: 30, values: { startRange: 10 } }, blockGames: 1_000 }, runner);
    const seconds = (performance.now() - started) / 1000;
    await runner.close();
    const rate = (perMatchup * all.length) / seconds;
    const single = scaling[0]?.duelsPerSecond ?? rate;
    scaling.push({ threads: threadCount, duelsPerSecond: Math.round(rate), efficiency: Number((rate / (threadCount * single)).toFixed(3)) });
  }

  return {
    matchups,
    duels: played,
    duelsPerSecondPerThread: timed.medianRate,
    roundRates: timed.rates,
    gcEventsPerMillionDuels: Number(((timed.gcEvents * 1e6) / played).toFixed(2)),
    meanTurns: Number((turns / played).toFixed(2)),
    drawsPerDuel: Number((counting.draws / 20_000).toFixed(1)),
    scaling,
  };
}
