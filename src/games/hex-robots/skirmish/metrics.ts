// types: the numbers one skirmish writes for the runner (Battle.metrics): turns and stall, then
// per-side pairs (side 0, side 1).
export const HEX_ROBOTS_METRICS = ['turns', 'stall', 'kills_a', 'kills_b', 'shots_a', 'shots_b', 'hits_a', 'hits_b', 'melees_a', 'melees_b', 'stuns_a', 'stuns_b', 'robots_left_a', 'robots_left_b'] as const;

/** Offsets into the metrics array; add the side (0 or 1) to a pair's offset. */
export const Metric = { Turns: 0, Stall: 1, Kills: 2, Shots: 4, Hits: 6, Melees: 8, Stuns: 10, RobotsLeft: 12, Count: 14 } as const;

/** How many (side 0, side 1) pairs follow turns and stall. */
export const SIDED_PAIRS = 6;
