// cold: a pool of dice rolled together (L156: "count the number of dots"; pipes and power-up energy
// add dice to a roll, L103-105, L130): the sum of the dice's totals, each with its picture chain.
// Success is a total >= the requirement (L36, L156): a part's size (L149-152), 10 to teleport (L43).
import { atLeast, constant, convolve } from '../../../dice/distribution.js';
import type { ChainTotal } from '../../../dice/chain.js';
import { dieTotal } from './die-total.js';
import { ODDS_TOLERANCE, type OddsDie } from './odds-die.js';

/** The pool's total. An empty pool totals 0. `cut`: the chance any die's chain went past the cut. */
export function poolTotal(dice: readonly OddsDie[], tolerance = ODDS_TOLERANCE): ChainTotal {
  let total = constant(0);
  let whole = 1; // P(no die's chain was cut)
  for (const die of dice) {
    const one = dieTotal(die, tolerance);
    total = convolve(total, one);
    whole *= 1 - one.cut;
  }
  return { offset: total.offset, p: total.p, cut: 1 - whole };
}

/** P(pool total >= t) for each threshold, in order. Each is low by at most the pool's cut. */
export function poolAtLeast(dice: readonly OddsDie[], thresholds: readonly number[], tolerance = ODDS_TOLERANCE): number[] {
  const total = poolTotal(dice, tolerance);
  return thresholds.map((threshold) => atLeast(total, threshold));
}
