// Test support: duels between every robot row and others of the same tables, each with its
// outcome, turns and whole event log, for tests that compare two ways of playing the line duel.
import { Rng } from '../rng/rng.js';
import type { KriegbotTables } from '../games/kriegbot/compile/tables.js';
import type { KriegbotState } from '../games/kriegbot/resolve/state.js';
import type { DuelFight } from '../games/kriegbot/duel/specialised.js';
import { logInto } from '../games/kriegbot/log/event-log.js';

/** `rounds` rounds of duels (row a against a later row, a different one each round, ranges 1-24); the state's log is switched on. */
export function loggedDuels(t: KriegbotTables, count: number, seed: number, s: KriegbotState, duel: DuelFight, rounds: number): number[][] {
  logInto(s.log, new Int32Array(200_000));
  const metrics = new Float64Array(2);
  const rng = new Rng(seed, 2);
  const played: number[][] = [];
  for (let game = 0; game < rounds; game++) {
    for (let a = 0; a < count; a++) {
      const b = (a + 1 + game) % count;
      s.startRange = 1 + ((a * 7 + game * 5) % 24);
      const outcome = duel(t, a, b, rng, s, metrics);
      played.push([outcome, metrics[0]!, ...s.log.data.subarray(0, s.log.length)]);
    }
  }
  return played;
}
