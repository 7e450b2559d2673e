// cold: loads and cross-checks the Mecha Bots catalogue (designs/mecha-bots/catalogue/*.yaml) into a
// typed MechaBotsCatalogue: the counter kinds, the chassis card (its geometry reconstructed), the
// damage and movement rules, the Mad Scientist, the start kits, the city economy, the terrain chart
// with its footnotes, the program cards, and the readings taken for ambiguities B1-B10.
import { catalogueEntries, type Origin } from '../../../catalogue/catalogue-entries.js';
import { ValidationError } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { checkCatalogue } from './catalogue-checks.js';
import {
  AMBIGUITY_IDS, COMPONENT_IDS, catalogueFileSchema,
  type Ambiguities, type Chassis, type City, type Combat, type Component, type ComponentId, type Economy, type Footnote, type MadScientist,
  type Mobility, type Preset, type Program, type Terrain,
} from './catalogue-schema.js';
import { DOCUMENT_IDS } from './documents.js';

export interface MechaBotsCatalogue {
  /** Every counter kind and the brain, by id (COMPONENT_IDS). */
  readonly components: ReadonlyMap<ComponentId, Component>;
  readonly chassis: Chassis;
  readonly combat: Combat;
  readonly mobility: Mobility;
  readonly madScientist: MadScientist;
  /** Start kits: `seed` (L10) and `wiki` (@curufea-main). */
  readonly presets: ReadonlyMap<string, Preset>;
  readonly economy: Economy;
  /** The generated city board and the players' start (reconstructed). */
  readonly city: City;
  /** Program cards and direct control (@curufea-program). */
  readonly program: Program;
  /** The movement chart by terrain id (L270-449). */
  readonly terrain: ReadonlyMap<string, Terrain>;
  /** The chart's footnotes (L444-449) by id. */
  readonly footnotes: ReadonlyMap<string, Footnote>;
  /** The reading taken for each of B1-B10 (spec 6.7), by id. */
  readonly ambiguities: Ambiguities;
  /** `section.id` -> where it was defined. */
  readonly origins: ReadonlyMap<string, Origin>;
}

export const SHAPE_RULE = 'catalogue file format (designs/mecha-bots/README.md)';

/** Terrain types of the chart (L287-430), by id. */
export const TERRAIN_IDS = [
  'laneway', 'cobbled-street', 'foot-bridge', 'bridge', 'park', 'rubble', 'forest', 'river',
  'small-building', 'medium-building', 'tall-building', 'shop', 'bank', 'lab',
] as const;
/** The chart's footnotes (1)-(6) (L444-449), by id. */
export const FOOTNOTE_IDS = ['jumpable', 'squashable', 'climbable', 'no-end-unless-hovering', 'light-bots-only', 'no-end-unless-home'] as const;

/** Entries every catalogue must define once, as `section.id`. */
const REQUIRED = [
  ...COMPONENT_IDS.map((id) => `components.${id}`),
  'chassis.standard', 'combat.standard', 'mobility.standard', 'madScientist.standard', 'economy.standard',
  'presets.seed', 'presets.wiki', 'city.standard', 'program.standard',
  ...TERRAIN_IDS.map((id) => `terrain.${id}`),
  ...FOOTNOTE_IDS.map((id) => `footnotes.${id}`),
  ...AMBIGUITY_IDS.map((id) => `ambiguities.${id}`),
] as const;

export function loadCatalogue(files: readonly SourceFile[]): MechaBotsCatalogue {
  const { one, section, origins, entries } = catalogueEntries(files, catalogueFileSchema, SHAPE_RULE, REQUIRED, DOCUMENT_IDS);
  const components = section<Component>('components');
  const catalogue: MechaBotsCatalogue = {
    components: new Map(COMPONENT_IDS.map((id) => [id, components.get(id) as Component])),
    chassis: one('chassis.standard'),
    combat: one('combat.standard'),
    mobility: one('mobility.standard'),
    madScientist: one('madScientist.standard'),
    presets: section<Preset>('presets'),
    economy: one('economy.standard'),
    city: one('city.standard'),
    program: one('program.standard'),
    terrain: section<Terrain>('terrain'),
    footnotes: section<Footnote>('footnotes'),
    ambiguities: Object.fromEntries(AMBIGUITY_IDS.map((id) => [id, entries.get(`ambiguities.${id}`)])) as unknown as Ambiguities,
    origins,
  };
  const crossProblems = checkCatalogue(catalogue);
  if (crossProblems.length > 0) throw new ValidationError(crossProblems);
  return catalogue;
}

/** A required component (every id of COMPONENT_IDS is present once the catalogue has loaded). */
export function component(catalogue: MechaBotsCatalogue, id: ComponentId): Component {
  const found = catalogue.components.get(id);
  if (found === undefined) throw new Error(`no component ${id}: the catalogue requires every one`);
  return found;
}

/** A terrain of the chart, or an error naming the known ones. */
export function terrainType(catalogue: MechaBotsCatalogue, id: string): Terrain {
  const found = catalogue.terrain.get(id);
  if (found === undefined) throw new Error(`no terrain "${id}" (known: ${[...catalogue.terrain.keys()].join(', ')})`);
  return found;
}
