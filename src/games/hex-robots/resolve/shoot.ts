// hot: a shot's roll (L9). Numbers in, number out.
import type { Rng } from '../../../rng/rng.js';
import { HIT, MISS, NO_SHOT } from './slots.js';

/** Two six-sided dice, summed. */
export function roll2d6(rng: Rng): number {
  return rng.die(6) + rng.die(6);
}

/**
 * HIT when 2d6 scores at least `target` ("try to score the To Hit number", L9, H1), else MISS.
 * The dice are rolled even when the target is above 12; a NO_SHOT target rolls nothing and misses.
 */
export function shoot(rng: Rng, target: number): number {
  if (target === NO_SHOT) return MISS;
  return roll2d6(rng) >= target ? HIT : MISS;
}
