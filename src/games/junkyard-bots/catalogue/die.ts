// cold: a die of the catalogue - one kind in one colour and size - with its faces as written and
// as the codes of dice/faces.ts, and the dice a catalogue's `dice` entries define.
import { faceCodes, SIZE_POINTS, type FaceText, type Size } from '../dice/faces.js';
import { COLOURS, DIE_KINDS, SIZES, type Colour, type DieKind, type DieKindEntry } from './catalogue-schema.js';

/** One die: a kind in a colour and size, its faces as written and as codes (dice/faces.ts). */
export interface Die {
  /** `kind/colour/size`, e.g. `claw/red/M`. */
  readonly key: string;
  readonly kind: DieKind;
  readonly colour: Colour;
  readonly size: Size;
  /** What the size is worth: a picture's points, the points to look at, grab or eat it, the damage it takes (L149-152, L160, L256-257). */
  readonly points: number;
  readonly faces: readonly FaceText[];
  readonly codes: readonly number[];
}

export function dieKey(kind: string, colour: string, size: string): string {
  return `${kind}/${colour}/${size}`;
}

/** The dice of every known kind, colour and size an entry gives faces for. */
export function diceOf(kinds: ReadonlyMap<string, DieKindEntry>): Map<string, Die> {
  const dice = new Map<string, Die>();
  for (const kind of DIE_KINDS) {
    const entry = kinds.get(kind);
    if (entry === undefined) continue;
    for (const colour of COLOURS) {
      for (const size of SIZES) {
        const faces = entry[colour]?.[size];
        if (faces === undefined) continue;
        const key = dieKey(kind, colour, size);
        dice.set(key, { key, kind, colour, size, points: SIZE_POINTS[size], faces, codes: faceCodes(faces) });
      }
    }
  }
  return dice;
}
