// types: what search knows about one candidate.
export interface Estimate {
  readonly key: string;
  /** Score against the field: wins plus half the draws, over battles, weighted by opponent. */
  readonly score: number;
  /** 95% interval of the score. */
  readonly low: number;
  readonly high: number;
  /** Battles played, over all opponents. */
  readonly games: number;
}
