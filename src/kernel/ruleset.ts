// types: the game contract. Every game in src/games/<game>/ implements it; the kernel, the
// runner, search and reports depend only on this file, never on a game.
//
// This is the cold half of the contract (rules as data, validation, the catalogue listing).
// The hot half (compiled tables and the battle function) is added when the first simulator
// lands (issue 4).
import type { CatalogueRow } from '../catalogue/catalogue-row.js';
import type { Problem } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';

/** Loads a file that another file refers to (a team's robots), or says why it cannot. */
export type ResolveFile = (reference: string, from: SourceFile) => SourceFile | Problem;

/** What validation found in one design or team file. */
export interface DocumentCheck {
  readonly kind: 'design' | 'team';
  readonly name: string;
  /** Empty when the file is valid. */
  readonly problems: readonly Problem[];
}

export interface Ruleset<Catalogue> {
  /** Folder name under src/games/ and designs/. */
  readonly id: string;
  readonly title: string;
  /** Bump on any change to rules code; stamped on every report with the rules-data hash. */
  readonly version: number;
  /** Builds the catalogue from the parsed files of designs/<id>/catalogue/; throws ValidationError. */
  loadCatalogue(files: readonly SourceFile[]): Catalogue;
  /** Checks a design or team file against the catalogue and the construction rules. */
  checkDocument(file: SourceFile, catalogue: Catalogue, resolve: ResolveFile): DocumentCheck;
  /** Every catalogue value with its provenance, in file order. */
  catalogueRows(catalogue: Catalogue): readonly CatalogueRow[];
}

/** The registry holds different games; code that uses one is generic over its catalogue type. */
export type AnyRuleset = Ruleset<any>;
export const defineRuleset = <C>(rules: Ruleset<C>): Ruleset<C> => rules;
