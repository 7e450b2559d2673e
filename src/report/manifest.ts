// types: what a run records about itself so its tables can be reproduced and compared.
export interface RunManifest {
  readonly tool: string;
  readonly toolVersion: string;
  readonly command: string;
  readonly game: string;
  readonly rulesVersion: number;
  /** sha256 of the catalogue data the run used. */
  readonly rulesHash: string;
  readonly policies: readonly string[];
  /** Random seed and games played; null for runs that play no games. */
  readonly seed: number | null;
  readonly games: number;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  /** Host-dependent facts live here, never in the CSV files. */
  readonly startedAt: string;
  readonly elapsedMs: number;
  /** V8's inlining budget (BOTLAB_V8_INLINING, src/sim/compiler-flags.ts): it changes elapsedMs, not the games. */
  readonly v8Inlining?: 'default' | 'wide';
}
