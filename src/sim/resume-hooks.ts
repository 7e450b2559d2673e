// types: how a run that folds blocks in order can be stopped and finished later: the snapshot to
// start from, and a hook after every fold that may save a snapshot (or throw to stop the run).
// Pairs and tables (SimulationSnapshot) and job runs (JobSnapshot) take it alike; the CLI's
// checkpoint (cli/checkpoint.ts withCheckpoint) fills it in.
export interface ResumeHooks<T> {
  /** Resume from a snapshot an interrupted run of the same plan saved. */
  readonly resume?: T | undefined;
  /** Called after each block is folded, with a way to take a snapshot; it may throw to stop the run (an interrupt). */
  readonly onFolded?: ((snapshot: () => T) => void) | undefined;
}
