// cold: a Junkyard Bots die as the odds read it, with no catalogue behind it: the points its size
// scores on a picture (S 1, M 2, L 4: L47, L160) and its six face codes (faces.ts: pips >= 0,
// BLANK, PICTURE). One roll splits into: the picture (score the size, roll again, L160), a blank
// (no points, L141; a dud on a weapon's first face, L232) and the pip faces (count the dots, L156).
import type { Dist } from '../../../dice/distribution.js';
import { BLANK, FACES_PER_DIE, PICTURE } from '../dice/faces.js';

export interface OddsDie {
  /** Points a picture scores: the die's size (L47, L160). */
  readonly sizePoints: number;
  /** Six face codes, each 1 in 6 (L160). */
  readonly faces: readonly number[];
}

/** Tails of picture chains are cut below this probability (each cut reported). */
export const ODDS_TOLERANCE = 1e-15;

/** One roll of a die, split by what the face does. */
export interface FaceSplit {
  /** P(picture). */
  readonly picture: number;
  /** P(blank). */
  readonly blank: number;
  /** The pip faces: a sub-distribution of the dots shown (mass = P(a pip face)). */
  readonly pips: Dist;
}

/** Throws unless the die has a positive whole size, six whole face codes and a face that stops a chain. */
export function checkDie(die: OddsDie): void {
  if (!Number.isInteger(die.sizePoints) || die.sizePoints <= 0) throw new Error(`a die's size points must be a positive whole number, not ${die.sizePoints}`);
  if (die.faces.length !== FACES_PER_DIE) throw new Error(`a die has ${FACES_PER_DIE} faces, not ${die.faces.length}`);
  for (const face of die.faces) {
    if (!Number.isInteger(face) || face < PICTURE) throw new Error(`not a face code: ${face}`);
  }
  if (die.faces.every((face) => face === PICTURE)) throw new Error('a die of pictures only is rolled again for ever (L160)');
}

export function splitFaces(die: OddsDie): FaceSplit {
  checkDie(die);
  const share = 1 / FACES_PER_DIE;
  const pipFaces = die.faces.filter((face) => face >= 0);
  const low = pipFaces.length === 0 ? 0 : Math.min(...pipFaces);
  const high = pipFaces.length === 0 ? 0 : Math.max(...pipFaces);
  const p = new Float64Array(high - low + 1);
  for (const face of pipFaces) p[face - low] = (p[face - low] ?? 0) + share;
  return {
    picture: die.faces.filter((face) => face === PICTURE).length * share,
    blank: die.faces.filter((face) => face === BLANK).length * share,
    pips: { offset: low, p },
  };
}
