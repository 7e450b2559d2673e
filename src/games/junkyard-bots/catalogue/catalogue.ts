// cold: loads and cross-checks the Junkyard Bots catalogue (designs/junkyard-bots/catalogue/*.yaml)
// into a typed JunkyardCatalogue: dice by kind, colour and size with their face codes, the
// junkyard as a list of dice, the rule numbers, the ambiguity readings and the policies.
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { checkCatalogue } from './catalogue-checks.js';
import { diceOf, dieKey, type Die } from './die.js';
import {
  AMBIGUITY_IDS, catalogueFileSchema,
  type Ambiguities, type DieKindEntry, type JunkyardComposition, type PartLimit, type Players,
  type PolicyPreset, type PolicySpace, type Start, type Teleport,
} from './catalogue-schema.js';

/** Where an entry was defined, so later messages can point at it. */
export interface Origin {
  readonly file: string;
  readonly path: string;
}

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
  const problems: Problem[] = [];
  const entries = new Map<string, { readonly sources: Record<string, string> }>();
  const origins = new Map<string, Origin>();

  for (const file of files) {
    const parsed = catalogueFileSchema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...zodProblems(file.path, [], parsed.error, SHAPE_RULE));
      continue;
    }
    for (const [section, byId] of Object.entries(parsed.data)) {
      for (const [id, entry] of Object.entries(byId ?? {}) as [string, { sources: Record<string, string> } | undefined][]) {
        if (entry === undefined) continue;
        const path = `${section}.${id}`;
        const earlier = origins.get(path);
        if (earlier !== undefined) {
          problems.push({ file: file.path, path, message: `is defined twice (also in ${earlier.file})`, rule: 'ids are unique' });
          continue;
        }
        entries.set(path, entry);
        origins.set(path, { file: file.path, path });
        const { sources, ...data } = entry;
        problems.push(...checkSources(file.path, path, data, sources));
      }
    }
  }

  // A file that failed its shape defined nothing; its entries are not missing, they are wrong.
  const shapeFailed = problems.some((problem) => problem.rule === SHAPE_RULE);
  for (const path of REQUIRED) {
    if (!shapeFailed && !entries.has(path)) problems.push({ file: '(catalogue)', path, message: 'is defined in no catalogue file', rule: SHAPE_RULE });
  }
  if (problems.length > 0) throw new ValidationError(problems);

  const one = <T>(path: (typeof REQUIRED)[number]) => entries.get(path) as T;
  const section = <T>(name: string) => new Map([...entries].filter(([path]) => path.startsWith(`${name}.`)).map(([path, entry]) => [path.slice(name.length + 1), entry as T]));
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
