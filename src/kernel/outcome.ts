// types: the result code of one battle; also the offset of its column in a tally row.
export const Outcome = { AWins: 0, BWins: 1, Draw: 2 } as const;
export type Outcome = (typeof Outcome)[keyof typeof Outcome];
