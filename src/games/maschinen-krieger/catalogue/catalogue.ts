// cold: loads and cross-checks the Maschinen Krieger catalogue (designs/maschinen-krieger/catalogue/*.yaml)
// into a typed MaschinenKriegerCatalogue: weapons with their range rows, the reconstructed Armor
// Endurance chart and Terrain Effects chart, the attack modifiers, the sample roster, pilots and
// ranks, the game's numbers and the readings taken for ambiguities K1-K10.
import { catalogueEntries, type Origin } from '../../../catalogue/catalogue-entries.js';
import { ValidationError } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { checkCatalogue } from './catalogue-checks.js';
import {
  AMBIGUITY_IDS, ENDURANCE_CLASSES, catalogueFileSchema,
  type Ambiguities, type AttackModifiers, type EnduranceClass, type EnduranceRow, type GameRules, type Lane, type Pilot,
  type PilotCreation, type Rank, type Terrain, type Unit, type Weapon,
} from './catalogue-schema.js';
import type { Procedures } from './procedures-schema.js';

export interface MaschinenKriegerCatalogue {
  readonly weapons: ReadonlyMap<string, Weapon>;
  /** The Armor Endurance chart by class (reconstructed but for the stated cell, spec 4.6). */
  readonly endurance: ReadonlyMap<EnduranceClass, EnduranceRow>;
  readonly terrain: ReadonlyMap<string, Terrain>;
  readonly attack: AttackModifiers;
  readonly units: ReadonlyMap<string, Unit>;
  readonly pilots: ReadonlyMap<string, Pilot>;
  readonly pilotCreation: PilotCreation;
  readonly ranks: ReadonlyMap<string, Rank>;
  readonly game: GameRules;
  /** Terrain lanes an engagement may be fought on; `standard` is the default. */
  readonly lanes: ReadonlyMap<string, Lane>;
  /** The reading taken for each of K1-K10 (spec 4.7), by id. */
  readonly ambiguities: Ambiguities;
  /** The numbers of the procedures outside the lane engine: air losses, breakthrough, mines, morale, engineers. */
  readonly procedures: Procedures;
  /** `section.id` -> where it was defined. */
  readonly origins: ReadonlyMap<string, Origin>;
}

export const SHAPE_RULE = 'catalogue file format (designs/maschinen-krieger/README.md)';

/** Entries every catalogue must define once, as `section.id`. */
const REQUIRED = [
  'attack.standard', 'game.standard', 'lanes.standard', 'pilotCreation.standard',
  ...ENDURANCE_CLASSES.map((letter) => `endurance.${letter}`),
  ...['laser', 'gun', 'mg', 'rocket', 'pf'].map((weapon) => `weapons.${weapon}`),
  ...AMBIGUITY_IDS.map((id) => `ambiguities.${id}`),
  'procedures.standard',
] as const;

export function loadCatalogue(files: readonly SourceFile[]): MaschinenKriegerCatalogue {
  const { one, section, origins, entries } = catalogueEntries(files, catalogueFileSchema, SHAPE_RULE, REQUIRED);
  const catalogue: MaschinenKriegerCatalogue = {
    weapons: section<Weapon>('weapons'),
    endurance: new Map(ENDURANCE_CLASSES.map((letter) => [letter, one<EnduranceRow>(`endurance.${letter}`)])),
    terrain: section<Terrain>('terrain'),
    attack: one('attack.standard'),
    units: section<Unit>('units'),
    pilots: section<Pilot>('pilots'),
    pilotCreation: one('pilotCreation.standard'),
    ranks: section<Rank>('ranks'),
    game: one('game.standard'),
    lanes: section<Lane>('lanes'),
    ambiguities: Object.fromEntries(AMBIGUITY_IDS.map((id) => [id, entries.get(`ambiguities.${id}`)])) as unknown as Ambiguities,
    procedures: one('procedures.standard'),
    origins,
  };
  const crossProblems = checkCatalogue(catalogue);
  if (crossProblems.length > 0) throw new ValidationError(crossProblems);
  return catalogue;
}

/** A weapon's range modifier at a range (the first step reaching it), or undefined past the table. */
export function rangeModifier(weapon: Weapon, range: number): number | undefined {
  return weapon.rangeModifiers.find((step) => step.upTo >= range)?.modifier;
}

/** The Armor Endurance result of a 2d6 sum against a class row. */
export function enduranceResult(row: EnduranceRow, sum: number): 'D' | 'M' | 'A' | '-' {
  if (sum <= row.destroyed) return 'D';
  if (sum <= row.immobilised) return 'M';
  if (sum <= row.disarmed) return 'A';
  return '-';
}
