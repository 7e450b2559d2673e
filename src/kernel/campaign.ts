// types: the campaign contract. A campaign is a run of games whose results carry over from one
// game to the next (Kriegbot's Apocalypse Campaign, L711-736): two sides ("gangs") with people
// who must survive and a stock of cards that shrinks. A game that has campaigns implements
// CampaignRules; the campaign runner, worker and reports depend only on this file.
import type { SourceFile } from '../catalogue/source-file.js';
import type { Replay, ResolveFile } from './compiled.js';

/** A campaign file read and checked, ready to send to a worker (structured-cloneable). */
export interface CampaignSet {
  readonly title: string;
  /** Every file the campaign read (campaign, scenarios, maps). */
  readonly inputs: readonly string[];
  /** The policy each gang's robots play. */
  readonly policies: readonly [string, string];
  /** The side names of the two gangs, for reports ("green gang", "yellow gang"). */
  readonly gangs: readonly [string, string];
}

/** One game of a campaign. */
export interface MissionRecord {
  readonly scenario: string;
  /** The gang (0 or 1) on the scenario's first side and on its second. */
  readonly sides: readonly [number, number];
  /** The winning gang, or -1 for a draw or stall. */
  readonly victor: number;
  readonly turns: number;
  /** People each gang lost (Kriegbot: pilots). */
  readonly pilotsLost: readonly [number, number];
  /** Cards each gang lost for good. */
  readonly itemsLost: readonly [number, number];
  /** Cards the victor took off wrecks. */
  readonly salvaged: number;
  /** A lost card the victor brought back instead, or null. */
  readonly resurrected: string | null;
  /** By card id: the cards the gangs' robots carried into the mission, those lost for good, and those the victor salvaged. */
  readonly cards: { readonly fielded: readonly string[]; readonly lost: readonly string[]; readonly salvaged: readonly string[] };
}

export interface CampaignRecord {
  /** One of CampaignRules.outcomes. */
  readonly outcome: string;
  readonly missions: readonly MissionRecord[];
  readonly pilotsLeft: readonly [number, number];
  readonly stockLeft: readonly [number, number];
}

export interface CampaignRules<Catalogue> {
  /** How a campaign can end, in report order: the first two are the two gangs' wins. */
  readonly outcomes: readonly string[];
  isCampaign(data: unknown): boolean;
  /** Reads the campaign file and what it names; a policy given for a gang replaces the file's. Throws ValidationError. */
  load(catalogue: Catalogue, file: SourceFile, resolve: ResolveFile, policies?: readonly [string | undefined, string | undefined]): CampaignSet;
  /** cold: what playing needs beyond the set (tables, values); once per worker. */
  prepare(catalogue: Catalogue, set: CampaignSet, turnCap: number): unknown;
  /** Campaign number `index` of the run with `seed`: the same pair always plays the same campaign. */
  play(prepared: unknown, seed: number, index: number): CampaignRecord;
  /** The same campaign again with every game's event log, one replay per game (for the referee). */
  replay?(prepared: unknown, seed: number, index: number): readonly Replay[];
}
