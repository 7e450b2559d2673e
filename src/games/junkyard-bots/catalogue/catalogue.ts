// cold: loads and cross-checks the Junkyard Bots catalogue (designs/junkyard-bots/catalogue/*.yaml)
// into a typed JunkyardCatalogue: dice by kind, colour and size with their face codes, the
// junkyard as a list of dice, the rule numbers, the ambiguity readings and the policies.
import { catalogueEntries, type Origin } from '../../../catalogue/catalogue-entries.js';
import { ValidationError } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { checkCatalogue } from './catalogue-checks.js';
import { diceOf, dieKey, type Die } from './die.js';
import {
  AMBIGUITY_IDS, catalogueFileSchema,
  type Ambiguities, type DieKindEntry, type JunkyardComposition, type PartLimit, type Players,
  type PolicyPreset, type PolicySpace, type Start, type Teleport,
} from './catalogue-schema.js';


export interface JunkyardCatalogue {
  /** dice: each kind's entry as written, with its sources. */
  readonly kinds: ReadonlyMap<string, DieKindEntry>;
  /** Every die the catalogue defines, by dieKey(kind, colour, size). */
  readonly dice: ReadonlyMap<string, Die>;
  /** junkyard.standard: the composition as written. */
  readonly composition: JunkyardComposition;
  /** The junkyard's dice, one element a die: kinds in `copies` order, then colours, then sizes, then copies. */
  readonly junkyard: readonly Die[];
  readonly players: Players;
  readonly teleport: Teleport;
  readonly start: Start;
  /** The starter parts' dice, in `start.starters` order. */
  readonly starters: readonly Die[];
  readonly partLimit: PartLimit;
  /** The reading taken for each of A1-A13 (spec 3.7), by id. */
  readonly ambiguities: Ambiguities;
  readonly policySpace: PolicySpace;
  readonly policies: ReadonlyMap<string, PolicyPreset>;
  /** `section.id` -> where it was defined. */
  readonly origins: ReadonlyMap<string, Origin>;
}

export const SHAPE_RULE = 'catalogue file format (designs/junkyard-bots/README.md)';

/** Entries every catalogue must define once, as `section.id`. */
const REQUIRED = [
  'junkyard.standard', 'game.players', 'game.teleport', 'robot.start', 'robot.partLimit', 'policySpace.standard',
  ...AMBIGUITY_IDS.map((id) => `ambiguities.${id}`),
] as const;

export function loadCatalogue(files: readonly SourceFile[]): JunkyardCatalogue {
  const { one, section, origins, entries } = catalogueEntries(files, catalogueFileSchema, SHAPE_RULE, REQUIRED);
  const kinds = section<DieKindEntry>('dice');
  const dice = diceOf(kinds);
  const composition = one<JunkyardComposition>('junkyard.standard');
  const start = one<Start>('robot.start');
  const catalogue: JunkyardCatalogue = {
    kinds,
    dice,
    composition,
    junkyard: junkyardDice(composition, dice),
    players: one('game.players'),
    teleport: one('game.teleport'),
    start,
    starters: start.starters.flatMap((starter) => dice.get(dieKey(starter.kind, starter.colour, starter.size)) ?? []),
    partLimit: one('robot.partLimit'),
    ambiguities: Object.fromEntries(AMBIGUITY_IDS.map((id) => [id, entries.get(`ambiguities.${id}`)])) as unknown as Ambiguities,
    policySpace: one('policySpace.standard'),
    policies: section<PolicyPreset>('policies'),
    origins,
  };
  const crossProblems = checkCatalogue(catalogue);
  if (crossProblems.length > 0) throw new ValidationError(crossProblems);
  return catalogue;
}

/** The junkyard's dice (dice the catalogue lacks are left out here; the checks name them). */
function junkyardDice(composition: JunkyardComposition, dice: ReadonlyMap<string, Die>): Die[] {
  const out: Die[] = [];
  for (const [kind, copies] of Object.entries(composition.copies)) {
    for (const colour of composition.colours) {
      for (const size of composition.sizes) {
        const die = dice.get(dieKey(kind, colour, size));
        if (die === undefined) continue;
        for (let copy = 0; copy < copies; copy++) out.push(die);
      }
    }
  }
  return out;
}
