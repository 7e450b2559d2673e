// cold: the battles kernel-loop.ts plays before the counted ones, in a module of its own so the
// instruction profile can read them without importing (and so running) the loop.
export const WARM_UP = { duel: 20_000, showdown: 2_000, skirmish: 5_000 } as const;
export type LoopKind = keyof typeof WARM_UP;
