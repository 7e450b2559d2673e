// types: the result code of one battle; also the offset of its column in a tally row.
export const Outcome = { AWins: 0, BWins: 1, Draw: 2 } as const;
export type Outcome = (typeof Outcome)[keyof typeof Outcome];

/** A table battle's result when no seat won (a draw, or a stall at the turn cap). */
export const NO_WINNER = -1;
