// types: what a compiled design set, a compiled scenario and a replayed game look like, and how a
// file refers to another. Shared by the contract (ruleset.ts) and its optional parts (campaign.ts,
// dealt.ts), which import them from here so that no two contract files import each other.
import type { Problem } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';

/** Loads a file that another file refers to (a team's robots), or says why it cannot. */
export type ResolveFile = (reference: string, from: SourceFile) => SourceFile | Problem;

/** Designs compiled for simulation: tables in one shareable buffer, and labels for reports. */
export interface CompiledSet {
  readonly buffer: SharedArrayBuffer;
  readonly rows: Readonly<Record<string, number>>;
  /** Per design (in the order given): name, kind (Kriegbot's template, a team's make-up), policy, and a content key for random streams. */
  readonly designs: readonly { readonly name: string; readonly kind: string; readonly policy: string; readonly key: string }[];
  /**
   * Per tallied attack row: its labels (the tally's label columns), the design index it belongs to,
   * and per dimension of the tally the column values of each index (when absent, the index itself
   * under the dimension's name).
   */
  readonly attacks: readonly {
    readonly labels: Readonly<Record<string, string>>;
    readonly design: number;
    readonly cells?: readonly (readonly Readonly<Record<string, string | number>>[] | undefined)[];
  }[];
}

/** Files that replace a scenario's own map and teams; a team by the name of the side it plays (SimRuleset.sides). */
export interface ScenarioOverrides {
  readonly map?: SourceFile;
  readonly sides?: Readonly<Record<string, SourceFile>>;
}

/** A scenario compiled for simulation: designs[0] and designs[1] are the two sides' teams. */
export interface CompiledScenarioSet extends CompiledSet {
  readonly title: string;
  readonly victory: string;
  readonly mapName: string;
  /** The side each design index plays (Kriegbot: green, yellow; reports name their columns by it), and every file the scenario read. */
  readonly sides: readonly string[];
  readonly inputs: readonly string[];
}

/** Which game to replay: the random stream and seating the simulation used, and how many games preceded it there. */
export interface ReplayRequest {
  readonly seed: number;
  readonly stream: number;
  readonly seating: number;
  readonly index: number;
  readonly turnCap: number;
}

/** How replays name the seats (the last event's `winner` is one of these, or null). */
export const SEAT_NAMES = ['first', 'second', 'third', 'fourth'] as const;

export interface Replay {
  readonly events: readonly Record<string, unknown>[];
  /** The map after each turn, as text. */
  readonly frames: readonly string[];
  /** The same as one SVG picture. */
  readonly svg: string;
  readonly winner: string;
  /** How to read the frames: what each letter and mark stands for. */
  readonly legend?: string;
}
