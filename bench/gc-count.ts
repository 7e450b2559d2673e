// cold: counts garbage-collection events while a function runs (PerformanceObserver 'gc' entries).
import { PerformanceObserver, performance } from 'node:perf_hooks';

export interface Timed {
  readonly seconds: number;
  readonly gcEvents: number;
}

export async function timeWithGc(run: () => void): Promise<Timed> {
  let events = 0;
  let start = 0;
  let end = Infinity;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= start && entry.startTime <= end) events++;
  });
  observer.observe({ entryTypes: ['gc'] });
  start = performance.now();
  run();
  end = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 50)); // gc entries arrive asynchronously
  observer.disconnect();
  return { seconds: (end - start) / 1000, gcEvents: events };
}

export interface TimedRounds extends Timed {
  /** Items per second in each round, in the order run. */
  readonly rates: readonly number[];
  /** The median round's rate: on a host whose speed wanders, steadier than the whole run's mean. */
  readonly medianRate: number;
}

/**
 * Runs `play(items)` in `rounds` equal rounds under one GC count, timing each round. Rates are
 * items per second.
 */
export async function timeRounds(items: number, rounds: number, play: (items: number) => void): Promise<TimedRounds> {
  const each = Math.max(1, Math.floor(items / rounds));
  const seconds: number[] = [];
  const timed = await timeWithGc(() => {
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      play(each);
      seconds.push((performance.now() - started) / 1000);
    }
  });
  const rates = seconds.map((s) => Math.round(each / s));
  const sorted = [...rates].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const medianRate = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
  return { ...timed, rates, medianRate };
}
