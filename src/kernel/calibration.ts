// types: what a game offers `botlab calibrate` (a unit-cost calibration): one design per unit type
// and stack size, played against every other of the same size. The fit and the report are
// game-neutral (src/sim/calibration.ts).
import type { SourceFile } from '../catalogue/source-file.js';

/** One calibration entrant: `size` units of one type, as a design file the game compiles. */
export interface CalibrationEntrant {
  /** The unit type's catalogue id. */
  readonly unit: string;
  readonly name: string;
  readonly size: number;
  readonly file: SourceFile;
}

export interface CalibrationRules<Catalogue> {
  /** The entrants for the unit types asked for (every type the game can field when none), one per type and size. */
  entrants(catalogue: Catalogue, sizes: readonly number[], units: readonly string[] | undefined): readonly CalibrationEntrant[] | string;
  /** Stack sizes played when a run names none (1: alone). */
  readonly sizes: readonly number[];
  /** Sizes a run may ask for. */
  readonly maxSize: number;
  /** The unit type whose suggested cost fixes the scale, and that cost (the game prints none). */
  readonly reference: string;
  readonly referenceCost: number;
}
