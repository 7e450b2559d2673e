// types: the game contract. Every game in src/games/<game>/ implements it; the kernel, the
// runner, search and reports depend only on this file, never on a game.
//
// Ruleset is the cold half (rules as data, validation, the catalogue listing); SimRuleset adds
// compiling designs and the hot battle a worker plays.
import type { CatalogueRow } from '../catalogue/catalogue-row.js';
import type { Problem } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';
import type { Rng } from '../rng/rng.js';
import type { CalibrationRules } from './calibration.js';
import type { CampaignRules } from './campaign.js';
import type { DealtRules } from './dealt.js';
import type { GameOption, SearchRules } from './design-space.js';
import type { ReportTable } from '../report/table.js';
import type { CompiledScenarioSet, CompiledSet, Replay, ReplayRequest, ResolveFile, ScenarioOverrides } from './compiled.js';
import type { Schemas, Tables } from './table.js';

export type { CompiledScenarioSet, CompiledSet, Replay, ReplayRequest, ResolveFile, ScenarioOverrides } from './compiled.js';

/** What validation found in one design, team or map file. */
export interface DocumentCheck {
  /** What the file is, in the game's own words (Kriegbot: design, team, map, scenario, campaign). */
  readonly kind: string;
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
  /** What its provenance cites: the rulebook (a file in ../shared/rules/, cited by line) and any other document, by the id a source cites it with (`@id`). */
  readonly sources: RulesSources;
  /** Builds the catalogue from the parsed files of designs/<id>/catalogue/; throws ValidationError. */
  loadCatalogue(files: readonly SourceFile[]): Catalogue;
  /** Checks a design or team file against the catalogue and the construction rules. */
  checkDocument(file: SourceFile, catalogue: Catalogue, resolve: ResolveFile): DocumentCheck;
  /** Every catalogue value with its provenance, in file order. */
  catalogueRows(catalogue: Catalogue): readonly CatalogueRow[];
  /** What every result of the game must carry (run.json `caveat`): for games whose numbers rest on reconstructed charts. */
  readonly caveat?: string;
  /** Examples for `botlab <command> --help`, by command: [command line, what it shows]. */
  readonly examples?: Readonly<Record<string, readonly (readonly [string, string])[]>>;
}

/** A game's cited documents (provenance, C8). */
export interface RulesSources {
  readonly rulebook: string;
  readonly documents?: Readonly<Record<string, { readonly title: string; readonly url: string; readonly licence: string }>>;
}

/** The registry holds different games; code that uses one is generic over its catalogue type. */
export type AnyRuleset = Ruleset<any>;

/** A number a game lets a run choose (C4), set with `--set name=value`. */
export interface SettingSpec {
  readonly name: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  readonly describe: string;
  /** Names for the values min..max, in order, so a run may say `--set name=word` (resolution=product). */
  readonly values?: readonly string[];
}

/** Settings every battle of a run shares: the turn cap, and a value for each setting the game declares. */
export interface BattleSettings {
  /** Turns before a battle with no winner is a stall. */
  readonly turnCap: number;
  readonly values: Readonly<Record<string, number>>;
}

/**
 * The hot half of a game: what a worker needs to play battles from compiled tables. The
 * runner calls fight() for one pair of design rows at a time; it never allocates.
 */
export interface Battle {
  readonly schemas: Schemas;
  /** The settings a run may choose (resolved into BattleSettings.values before createScratch). */
  readonly settings: readonly SettingSpec[];
  /** The turn cap when a run names none (default 30): a game that runs longer declares its own. */
  readonly turnCap?: number;
  /**
   * Names of the per-battle numbers fight() writes into `metrics`: turns and stall (1 for a
   * battle the turn cap ended) first, then `sidedPairs` pairs of (seat 0, seat 1) numbers, then
   * any others. Runs sum them from design a's side, so pairs swap with the seats.
   */
  readonly metrics: readonly string[];
  readonly sidedPairs: number;
  /** Per-attack tally (C5): numbers per attack row and cell of its dimensions, and how damage.csv reads them. */
  readonly tally: TallyLayout;
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): unknown;
  /** hot: one battle between design rows a (seat 0) and b (seat 1); returns an Outcome. */
  fight(tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number;
  /** Games for more than two players (C3): the table sizes they allow, the per-seat metrics and the table battle. */
  readonly table?: TableBattle;
}

/**
 * A battle at a table of 2 to `seats.max` players (C3). The runner rotates the entrants through the
 * seats on one random stream, so every entrant sits in every seat on the same dice.
 */
export interface TableBattle {
  readonly seats: { readonly min: number; readonly max: number };
  /**
   * Per-seat numbers fightTable writes after Battle.metrics' own: metrics[metrics.length + k *
   * seats.max + seat] for name k. A `place` metric (1 the winner, then by elimination) gives
   * standings their mean placement.
   */
  readonly seatMetrics: readonly string[];
  /** hot: one battle with design rows[0..seats-1] in seats 0.. (seat 0 plays first); returns the winning seat, or NO_WINNER. */
  fightTable(tables: Tables<Schemas>, rows: Int32Array, seats: number, rng: Rng, scratch: unknown, metrics: Float64Array): number;
}

/** Checks logged games against the rulebook, independently of the game's simulator. */
export interface Referee<Catalogue> {
  /** One line per breach of the rules in one logged game (its header and events, as a replay gives them); none for a legal game. */
  check(events: readonly Record<string, unknown>[], catalogue: Catalogue, game: string): readonly string[];
}

/** A game that can be simulated: its catalogue rules plus the compile step and the battle. */
export interface SimRuleset<Catalogue> extends Ruleset<Catalogue> {
  /** Parses and checks design files, then compiles them; throws ValidationError on bad input. */
  compileDesigns(catalogue: Catalogue, files: readonly SourceFile[], resolve: ResolveFile): CompiledSet;
  /**
   * The sides a scenario's teams (and a campaign's gangs) play, in seat order (Kriegbot: green,
   * yellow). ScenarioOverrides.sides and the CLI's `--side NAME=FILE` and `--NAME` use these names.
   */
  readonly sides?: readonly string[];
  /** A scenario with its map and teams, for games that have scenarios; throws ValidationError on bad input. */
  compileScenario?(catalogue: Catalogue, scenario: SourceFile, overrides: ScenarioOverrides, resolve: ResolveFile): CompiledScenarioSet;
  /** A symmetric scenario with any number of entrants (team files, or designs as teams of one), for scoring them against each other. */
  compileScenarioEntrants?(catalogue: Catalogue, scenario: SourceFile, overrides: ScenarioOverrides, entrants: readonly SourceFile[], resolve: ResolveFile): CompiledScenarioSet;
  /** One battle between designs a and b (rows of a compiled design set) again, on the run's stream and seating, with its event log. */
  replayBattle?(compiled: CompiledSet, a: number, b: number, request: ReplayRequest, settings: BattleSettings): Replay;
  /** One game of a compiled scenario again, with its event log and the map after each turn. */
  replayScenario?(compiled: CompiledScenarioSet, request: ReplayRequest): Replay;
  /** Campaigns of scenario games, for games that have them. */
  readonly campaign?: CampaignRules<Catalogue>;
  /** Scenarios that deal their robots at random for every game, for games that have them. */
  readonly dealt?: DealtRules<Catalogue>;
  /** What `botlab study` (and `npm start`) plays for this game (C10). */
  readonly study?: StudyPlan;
  /** Exact odds (`botlab odds`), computed rather than sampled. */
  readonly odds?: OddsRules<Catalogue>;
  /** The design space `space`, `search`, `meta` and `diff` explore. */
  readonly search?: SearchRules<Catalogue, any>;
  /** Unit-cost calibration (`botlab calibrate`), for games whose designs are built from unit types. */
  readonly calibration?: CalibrationRules<Catalogue>;
  /** A referee of logged games, for games that have one. */
  readonly referee?: Referee<Catalogue>;
  readonly battle: Battle;
}

/** A game's exact odds (C6): what `botlab odds` prints for the options given. */
export interface OddsRules<Catalogue> {
  readonly options: readonly GameOption[];
  /** The odds as a table (its CSV) and, where a summary reads better, text to print; a string is a usage error naming the option. */
  odds(catalogue: Catalogue, options: Readonly<Record<string, unknown>>): { readonly table: ReportTable; readonly text?: string } | string;
  /** Exact values of damage.csv's measures where a row's cell alone decides them (`${measure}_exact`, C5). */
  readonly tally?: TallyExact<Catalogue>;
}

/**
 * The exact odds behind damage.csv for a game whose tally cell decides a measure (a shot's number
 * needed, an attack target and endurance class): `measures` lists the measures it can give, and
 * exact() gives them for one row (its columns as damage.csv writes them), leaving out any the row's
 * cell does not decide (an open-ended cell that pools several targets).
 */
export interface TallyExact<Catalogue> {
  readonly measures: readonly string[];
  exact(catalogue: Catalogue, settings: BattleSettings, columns: Readonly<Record<string, string | number>>): Readonly<Record<string, number>>;
}

/**
 * The per-attack tally a battle keeps (C5): for each attack row of the compiled set (CompiledSet.attacks),
 * one cell per combination of its dimensions (Kriegbot: range band x target silhouette), each holding
 * `fields` numbers at ((row * size0 + i0) * size1 + i1 ...) * fields.length. The report reads every
 * measure per `per` (attacks): a rate with a Wilson interval, or a mean from a sum and a sum of squares.
 */
export interface TallyLayout {
  readonly dims: readonly { readonly name: string; readonly size: number; readonly columns: readonly string[] }[];
  readonly fields: readonly string[];
  /** Columns naming the attack (its labels), before the target and the dimensions. */
  readonly labels: readonly string[];
  readonly per: string;
  readonly measures: readonly TallyMeasure[];
  /** The report's title. */
  readonly title: string;
}

/**
 * One measure of damage.csv: `column` is its value's column, `${name}_low` and `${name}_high` its 95%
 * interval. `exact` names a field where the battle adds, for every attack, the exact chance (or
 * expectation) the rules give that attack in the situation it met (the dice it rolled, the
 * silhouette it faced): `${name}_exact` is their mean, which the simulated value estimates.
 */
export type TallyMeasure =
  | { readonly name: string; readonly column: string; readonly kind: 'rate'; readonly count: string; readonly exact?: string }
  | { readonly name: string; readonly column: string; readonly kind: 'mean'; readonly sum: string; readonly sumsq: string; readonly exact?: string };

/** A game's main study: the matrix of its bundled designs in one folder, then its first scenario if it has them. */
export interface StudyPlan {
  /** The folder under designs/<game>/ whose designs play every pair (Kriegbot: robots). */
  readonly designs: string;
  /** What a design is, for the summary line ("robots", "teams"). */
  readonly noun: string;
  /** Also play the first bundled scenario with its own teams. */
  readonly scenario: boolean;
  /** Table sizes beyond two to play as well (every table of that many designs; standings.csv), for games of more than two players. */
  readonly players?: readonly number[];
  /** Games per table when the run does not say (tables are many: C(designs, n) of them). */
  readonly tableGames?: number;
  /** Also play the matrix under each value of one setting, side by side (compare.csv). */
  readonly compare?: { readonly setting: string; readonly values: readonly string[] };
  /** Also calibrate unit costs (SimRuleset.calibration) into a calibrate/ folder. */
  readonly calibrate?: boolean;
  /** Also run a small search of the game's design space (its options, candidates, battles) into the space's folder. */
  readonly search?: { readonly options: Readonly<Record<string, number | string>>; readonly candidates: number; readonly budget: number };
}
