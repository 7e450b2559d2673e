// types: a Junkyard Bots die (junkyard-bots.txt L47, L156-160): six faces, one of them the picture
// ("1 in 6", L160), the others a number of pips, and on weapons and energy a blank (L141, L232).
// The text prints no faces: the catalogue's dice are reconstructed (designs/junkyard-bots/README.md).
// In compiled tables a face is one small integer: pips as themselves, BLANK and PICTURE below 0.

/** A face that scores nothing and, on a weapon's first face, is a dud (L232); on energy it keeps the die (L141). */
export const BLANK = -1;
/** The picture: scores the die's size and the die is rolled again, with no limit (L160). */
export const PICTURE = -2;

/** Sizes and the points a picture scores (L47, L149-152, L160). */
export const SIZE_POINTS = { S: 1, M: 2, L: 4 } as const;
export type Size = keyof typeof SIZE_POINTS;

/** A die's faces as the catalogue writes them: a whole number of pips, "blank" or "P". */
export type FaceText = number | 'blank' | 'P';

export const FACES_PER_DIE = 6;

/** The face codes of a die written as FaceText (P -> PICTURE, blank -> BLANK). */
export function faceCodes(faces: readonly FaceText[]): number[] {
  return faces.map((face) => (face === 'P' ? PICTURE : face === 'blank' ? BLANK : face));
}

/** Points a face scores before any reroll: pips, 0 for a blank, the size for the picture. */
export function facePoints(code: number, sizePoints: number): number {
  return code === PICTURE ? sizePoints : code === BLANK ? 0 : code;
}
