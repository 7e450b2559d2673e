// cold: one die's total with the picture chain (L156-160): count the dots, a blank scores nothing
// (L141), and a picture scores the die's size and the die is rolled again, with no limit.
import { chainTotal, type ChainTotal } from '../../../dice/chain.js';
import { addBranches, point } from '../../../dice/sub-distribution.js';
import { ODDS_TOLERANCE, splitFaces, type OddsDie } from './odds-die.js';

/** The total of one part die (or an energy die always rerolled): every roll ends on a pip face or a blank. */
export function dieTotal(die: OddsDie, tolerance = ODDS_TOLERANCE): ChainTotal {
  const { picture, blank, pips } = splitFaces(die);
  const roll = { again: picture, stop: addBranches(pips, point(0, blank)) };
  return chainTotal(roll, roll, die.sizePoints, tolerance);
}

/** The mean of dieTotal, in closed form: (mean pips + P(picture) * size) / (1 - P(picture)). */
export function dieMean(die: OddsDie): number {
  const { picture, pips } = splitFaces(die);
  let pipSum = 0;
  for (let i = 0; i < pips.p.length; i++) pipSum += (pips.offset + i) * (pips.p[i] ?? 0);
  return (pipSum + picture * die.sizePoints) / (1 - picture);
}
