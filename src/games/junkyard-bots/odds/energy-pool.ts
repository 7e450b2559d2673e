// cold: several energy dice rolled together (a power-up, L128-132; a shield, L134-136; a teleport,
// L124-126, L208-210): the points, and how many of the dice stay inside the robot afterwards
// (L138-141, energy-fate.ts). Teleport needs 10 or more points (L43, L210) and loses no energy on a
// failure (L126, L210), so for it only the points matter.
import { atLeast, constant, convolve, type Dist } from '../../../dice/distribution.js';
import { addBranches, EMPTY, mass } from '../../../dice/sub-distribution.js';
import { energyFate, type PictureChoice } from './energy-fate.js';
import { ODDS_TOLERANCE, type OddsDie } from './odds-die.js';

export interface EnergyPoolRoll {
  /** The points of all the dice (mass 1 - cut). */
  readonly total: Dist;
  /** byKept[k]: the points when exactly k dice stay, a sub-distribution (k = 0..dice). */
  readonly byKept: readonly Dist[];
  /** keptCount[k] = P(exactly k dice stay); the other dice are removed from the game. */
  readonly keptCount: readonly number[];
  /** The chance any die's chain went past the cut. */
  readonly cut: number;
}

/** The joint law of the points and the number of dice kept, dice by dice. */
export function energyPool(dice: readonly OddsDie[], choice: PictureChoice, tolerance = ODDS_TOLERANCE): EnergyPoolRoll {
  let byKept: Dist[] = [constant(0)];
  let whole = 1;
  for (const die of dice) {
    const fate = energyFate(die, choice, tolerance);
    whole *= 1 - fate.cut;
    const next: Dist[] = [];
    for (let k = 0; k <= byKept.length; k++) {
      const stays = k > 0 ? convolve(byKept[k - 1] ?? EMPTY, fate.kept) : EMPTY; // k - 1 kept before, this one kept
      const goes = k < byKept.length ? convolve(byKept[k] ?? EMPTY, fate.lost) : EMPTY; // k kept before, this one lost
      next.push(addBranches(stays, goes));
    }
    byKept = next;
  }
  const total = byKept.reduce((sum, dist) => addBranches(sum, dist), EMPTY);
  return { total, byKept, keptCount: byKept.map(mass), cut: 1 - whole };
}

/** P(energy total >= threshold): a teleport's chance (L43, L210; threshold 10), pictures rerolled by default (spec 3.8). */
export function teleportChance(dice: readonly OddsDie[], threshold = 10, choice: PictureChoice = 'reroll', tolerance = ODDS_TOLERANCE): number {
  return atLeast(energyPool(dice, choice, tolerance).total, threshold);
}
