// cold: a weapon die's roll in a throw or an explosion (L176, L198, L232): a blank on the first
// face is a dud, nothing explodes (L232); otherwise the points, picture chain included (L160), are
// the explosion value (A1, spec 3.7). A blank on a bonus roll after a picture adds 0 and is no dud
// (A2: only the first face decides a dud).
import { chainTotal } from '../../../dice/chain.js';
import type { Dist } from '../../../dice/distribution.js';
import { addBranches, point } from '../../../dice/sub-distribution.js';
import { ODDS_TOLERANCE, splitFaces, type OddsDie } from './odds-die.js';

export interface WeaponRoll {
  /** P(the first face is a blank): the weapon fails to explode (L232). */
  readonly dud: number;
  /** The points of a weapon that explodes: a sub-distribution, mass 1 - dud - cut. */
  readonly points: Dist;
  /** Mass of the picture chain's tail left out. */
  readonly cut: number;
}

export function weaponTotal(die: OddsDie, tolerance = ODDS_TOLERANCE): WeaponRoll {
  const { picture, blank, pips } = splitFaces(die);
  const first = { again: picture, stop: pips }; // a first blank ends with no total: the dud
  const later = { again: picture, stop: addBranches(pips, point(0, blank)) }; // A2
  const points = chainTotal(first, later, die.sizePoints, tolerance);
  return { dud: blank, points: { offset: points.offset, p: points.p }, cut: points.cut };
}
