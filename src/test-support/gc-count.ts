// Test support: garbage-collection events while a function runs, for tests that hot code
// allocates nothing per call (the same PerformanceObserver count as bench/gc-count.ts).
import { PerformanceObserver, performance } from 'node:perf_hooks';

export async function countGc(run: () => void): Promise<number> {
  let events = 0;
  let from = 0;
  let to = Infinity;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= from && entry.startTime <= to) events++;
  });
  observer.observe({ entryTypes: ['gc'] });
  from = performance.now();
  run();
  to = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 50)); // gc entries arrive asynchronously
  observer.disconnect();
  return events;
}

/**
 * The fewest events over `rounds` runs. Code still waiting for the optimising compiler (which
 * runs on a background thread, later on a busy machine) boxes numbers and collects; code that
 * allocates per call collects in every round.
 */
export async function fewestGc(rounds: number, run: () => void): Promise<number> {
  let fewest = Infinity;
  for (let round = 0; round < rounds && fewest > 0; round++) fewest = Math.min(fewest, await countGc(run));
  return fewest;
}
