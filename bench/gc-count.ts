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
