// cold: what becomes of one eaten energy die rolled to power up a roll or to shield (L128-141):
// a pip face scores its dots and the energy is removed from the game (L138); a blank scores
// nothing and the energy stays inside the robot (L141); a picture scores the die's size and the
// owner either rerolls it or keeps it (L140, "see Rolling a Face", L160). The choice is the
// policy's (A7, spec 3.7); here it is fixed for every picture: always reroll, or always keep.
// A face of 0 pips is read as a pip face (removed): L141's exception names only the blank.
import { chainTotal } from '../../../dice/chain.js';
import type { Dist } from '../../../dice/distribution.js';
import { addBranches, EMPTY, point } from '../../../dice/sub-distribution.js';
import { ODDS_TOLERANCE, splitFaces, type OddsDie } from './odds-die.js';

/** After a picture (L140): roll the energy again, or stop and keep it. */
export type PictureChoice = 'reroll' | 'keep';

export interface EnergyFate {
  /** Points scored when the die stays inside the robot: a sub-distribution, mass P(kept). */
  readonly kept: Dist;
  /** Points scored when the die is removed from the game: a sub-distribution, mass P(lost). */
  readonly lost: Dist;
  /** Mass of the picture chain's tail left out (0 when pictures are kept). */
  readonly cut: number;
}

export function energyFate(die: OddsDie, choice: PictureChoice, tolerance = ODDS_TOLERANCE): EnergyFate {
  const { picture, blank, pips } = splitFaces(die);
  if (choice === 'keep') {
    // One roll: a picture scores the size and stays (L140), a blank stays with 0 (L141).
    return { kept: addBranches(point(0, blank), point(die.sizePoints, picture)), lost: pips, cut: 0 };
  }
  // Rerolled pictures: the chain ends on a blank (kept) or on pips (lost).
  const endsBlank = { again: picture, stop: blank > 0 ? point(0, blank) : EMPTY };
  const endsPips = { again: picture, stop: pips };
  const kept = chainTotal(endsBlank, endsBlank, die.sizePoints, tolerance);
  const lost = chainTotal(endsPips, endsPips, die.sizePoints, tolerance);
  return { kept: { offset: kept.offset, p: kept.p }, lost: { offset: lost.offset, p: lost.p }, cut: lost.cut };
}

/** The points one energy die adds to a roll, kept or not (mass 1 - cut). */
export function energyPoints(die: OddsDie, choice: PictureChoice, tolerance = ODDS_TOLERANCE): Dist & { readonly cut: number } {
  const fate = energyFate(die, choice, tolerance);
  const points = addBranches(fate.kept, fate.lost);
  return { offset: points.offset, p: points.p, cut: fate.cut };
}
