// cold: a stand-in for Rng that returns scripted die faces, for rules tests with the rulebook's
// own dice. Running out of script is a test error, never a silent random number.
import { Rng } from './rng.js';

export class ScriptedRng extends Rng {
  private readonly faces: number[];
  private position = 0;

  constructor(faces: readonly number[]) {
    super(0, 0);
    for (const face of faces) {
      if (!Number.isInteger(face) || face < 0 || face > 5) throw new Error(`scripted face ${face} is not 0-5`);
    }
    this.faces = [...faces];
  }

  override face(): number {
    const face = this.faces[this.position];
    if (face === undefined) throw new Error(`scripted dice ran out after ${this.faces.length} faces`);
    this.position++;
    return face;
  }

  /** Faces not yet rolled; a test asserts this is 0 to prove every scripted die was used. */
  remaining(): number {
    return this.faces.length - this.position;
  }
}
