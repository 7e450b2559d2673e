// hot: one arena duel (spec 6.2, level 1): two built bots on open ground (cobbled street, L227),
// their Mad Scientists at home (or, with the `seated` setting, in their seats). Every turn the
// lighter bot acts first - the one with fewer components (@curufea-main), a tie settled once per
// duel on its stream or by seat (B6) - and each bot moves (arena/move.ts), then fires every working weapon
// once (arena/fire.ts). The duel ends when a brain is destroyed or a seated Mad Scientist dies; at
// the turn cap it is a stall.
import { NO_WINNER } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import { logEvent } from '../../../kernel/event-log.js';
import { BRAIN_HIT } from '../resolve/strike.js';
import { ArenaEvent } from './event-log.js';
import { fireWeapons, MS_KILLED } from './fire.js';
import { Metric } from './metrics.js';
import { moveBot } from './move.js';
import { refreshStats } from './stats.js';
import { resetArena, type ArenaState } from './state.js';

/** Plays bots a (slot 0) and b (slot 1); returns the winning slot or NO_WINNER. */
export function playDuel(s: ArenaState, a: number, b: number, rng: Rng, metrics: Float64Array): number {
  s.rng = rng;
  s.metrics = metrics;
  for (let k = 0; k < Metric.Count; k++) metrics[k] = 0;
  resetArena(s, a, b);
  const weightA = s.t.bot.components[a] as number;
  const weightB = s.t.bot.components[b] as number;
  // B6: a tie of weight goes to a draw on the duel's stream, or with the seat-order reading to slot 0
  const first = weightA < weightB ? 0 : weightB < weightA ? 1 : s.t.rules.seatOrderTies[0] === 1 ? 0 : rng.int(2);
  let winner = NO_WINNER;
  let turn = 0;
  while (turn < s.turnCap && winner === NO_WINNER) {
    turn++;
    s.turn = turn;
    for (let k = 0; k < 2 && winner === NO_WINNER; k++) {
      const slot = k === 0 ? first : 1 - first;
      logEvent(s, ArenaEvent.Act, slot, 0, 0, 0, 0, 0);
      refreshStats(s, slot);
      moveBot(s, slot, 1 - slot);
      const result = fireWeapons(s, slot, 1 - slot);
      if (result === BRAIN_HIT || result === MS_KILLED) winner = slot;
    }
  }
  metrics[Metric.Turns] = turn;
  if (winner === NO_WINNER) metrics[Metric.Stall] = 1;
  logEvent(s, ArenaEvent.End, winner, 0, 0, 0, 0, 0);
  return winner;
}
