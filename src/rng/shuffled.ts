// cold: a shuffled copy of a list (Fisher-Yates on the seeded generator), for dealing chassis,
// cores and cards before a game; never called inside a battle.
import type { Rng } from './rng.js';

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
