// types: scenarios whose robots are dealt afresh for every game (Kriegbot's Musical Chairs deals
// each player a random chassis, core and pile of cards, L677; Aftermath covers its derelicts with
// random cards, L633). The runner plays deal after deal, each in both seatings on one random
// stream; the game supplies the deal and the battle. The reports are the scenario's own.
import type { SourceFile } from '../catalogue/source-file.js';
import type { CompiledScenarioSet, ResolveFile, ScenarioOverrides } from './compiled.js';

/** A dealt scenario read and checked, ready to send to a worker (structured-cloneable). */
export interface DealtSet {
  readonly title: string;
  readonly victory: string;
  readonly mapName: string;
  /** The two sides, and each side's name and policies for the reports. */
  readonly sides: readonly [string, string];
  readonly teams: readonly [{ readonly name: string; readonly policy: string }, { readonly name: string; readonly policy: string }];
  readonly inputs: readonly string[];
}

export interface DealtRules<Catalogue> {
  /** True for a scenario file that deals its robots. */
  isDealt(data: unknown): boolean;
  /** Reads the scenario and the files it names (a map in `overrides` replaces its own); throws ValidationError. */
  load(catalogue: Catalogue, file: SourceFile, resolve: ResolveFile, overrides?: ScenarioOverrides): DealtSet;
  /** cold: what playing needs beyond the set; once per worker. */
  prepare(catalogue: Catalogue, set: DealtSet, turnCap: number): unknown;
  /** The scenario with deal `deal` of the run with `seed`, compiled (for a replay), and the random stream its games play on. */
  compileDeal(prepared: unknown, seed: number, deal: number): { readonly compiled: CompiledScenarioSet; readonly stream: number };
  /** Plays deal `deal` once in `seating` (0: the first side at seat 0), writing the battle's metrics; returns an Outcome. */
  play(prepared: unknown, seed: number, deal: number, seating: number, metrics: Float64Array): number;
}
