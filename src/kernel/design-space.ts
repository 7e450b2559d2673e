// types: a game's design space in the contract (C7): what `botlab space`, `search`, `meta` and
// `diff` need to count, sample, race and report designs of any game. Kriegbot's space is a
// template's loadouts; another game's may be teams of loadouts, or policies.
import type { SourceFile } from '../catalogue/source-file.js';
import type { Rng } from '../rng/rng.js';

/** A command-line option a game adds to a command (`space`, `search`, `odds`): yargs option fields. */
export interface GameOption {
  readonly name: string;
  /** 'file': a path the CLI reads and passes on as a SourceFile (games never touch the filesystem). */
  readonly type: 'string' | 'number' | 'boolean' | 'file';
  readonly default?: string | number | boolean;
  readonly describe: string;
}

/** One space of designs, chosen by the game's options (a template and a card pool, say). */
export interface DesignSpace<D> {
  /** What this space is, for messages: "robotank loadouts from the green base cards". */
  readonly title: string;
  /** The report folder's name under reports/<game>/ (search-robotank). */
  readonly folder: string;
  /** Total size (-1 when too many to count exactly), and lines saying where it comes from, for `botlab space`. */
  count(): { readonly total: bigint; readonly lines: readonly string[] };
  random(rng: Rng): D;
  /** Designs one change away, for local search. */
  neighbours(design: D): D[];
  /** Every design, for spaces small enough to enumerate. */
  enumerate?(): Iterable<D>;
  /** Identity for caching and common random numbers: equal designs have equal keys. */
  key(design: D): string;
  /** A design as the file the game's compiler reads. */
  toFile(design: D): SourceFile;
  /** The columns a design fills in top.csv (after rank and score), and its values there. */
  readonly columns: readonly string[];
  row(design: D): Readonly<Record<string, string>>;
  /** What run.json records about the space (read back by rebuild). */
  readonly recorded: Readonly<Record<string, unknown>>;
  /** The policies the search varies, for the manifest. */
  readonly policies: readonly string[];
}

/** After a search: one factor tried on each leading design (Kriegbot's power cores). */
export interface Sweep<D> {
  /** The column and file name (core → cores.csv). */
  readonly name: string;
  readonly title: string;
  values(): readonly string[];
  apply(design: D, value: string): D;
}

export interface SearchRules<Catalogue, D> {
  readonly options: readonly GameOption[];
  /** The space the options choose; a string is a usage error naming the option and the rule. */
  space(catalogue: Catalogue, options: Readonly<Record<string, unknown>>): DesignSpace<D> | string;
  /** The opponents a search meets unless a field file is given: design files, equally weighted. */
  defaultField(options: Readonly<Record<string, unknown>>): readonly string[];
  /** Factors to sweep over the leaders after the race, when the options ask for them. */
  sweeps?(catalogue: Catalogue, options: Readonly<Record<string, unknown>>): readonly Sweep<D>[];
  /** A design back from a search's top.csv row and its run.json record (meta --from-search). */
  rebuild(row: Readonly<Record<string, string>>, recorded: Readonly<Record<string, unknown>>): unknown;
  /** The parts a design file carries (cards, items), for pick rates. */
  partsOf(data: unknown): readonly string[];
  /** Every part designs could carry, with its kind, for pick rates (the parts of untested designs show as untested). */
  pool(catalogue: Catalogue, designs: readonly unknown[]): readonly { readonly part: string; readonly kind: string }[];
  /** The folder of bundled designs `meta` and `diff` play by default. */
  readonly bundled: string;
}

/** A space's size for people: the number, or "an uncounted number of" (DesignSpace.count total -1). */
export function spaceSizeText(total: bigint): string {
  return total < 0n ? 'an uncounted number of' : total.toLocaleString('en');
}
