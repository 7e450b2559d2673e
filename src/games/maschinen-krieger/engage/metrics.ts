// types: the numbers one engagement writes for the runner (Battle.metrics): turns and stall, then
// per-side pairs (side 0, side 1): what each side scored and lost (spec 4.1's per-side metrics).
export const MASCHINEN_KRIEGER_METRICS = [
  'turns', 'stall',
  'ogp_a', 'ogp_b', 'destroyed_a', 'destroyed_b', 'immobilised_a', 'immobilised_b', 'disarmed_a', 'disarmed_b',
  'shots_a', 'shots_b', 'defensive_shots_a', 'defensive_shots_b', 'lasers_spent_a', 'lasers_spent_b',
  'ammo_out_a', 'ammo_out_b', 'morale_breaks_a', 'morale_breaks_b', 'close_quarters_a', 'close_quarters_b',
] as const;

/** Offsets into the metrics array; add the side (0 or 1) to a pair's offset. destroyed..disarmed count the side's own units. */
export const Metric = {
  Turns: 0, Stall: 1, Ogp: 2, Destroyed: 4, Immobilised: 6, Disarmed: 8, Shots: 10, DefensiveShots: 12,
  LasersSpent: 14, AmmoOut: 16, MoraleBreaks: 18, CloseQuarters: 20, Count: 22,
} as const;

/** How many (side 0, side 1) pairs follow turns and stall. */
export const SIDED_PAIRS = 10;
