// types: the numbers one arena duel writes for the runner (Battle.metrics): turns and stall, then
// per-side pairs (side 0, side 1) of what each bot did to the other.
export const MECHA_BOTS_METRICS = [
  'turns', 'stall', 'shots_a', 'shots_b', 'counters_destroyed_a', 'counters_destroyed_b', 'armour_destroyed_a', 'armour_destroyed_b',
  'turns_in_arc_a', 'turns_in_arc_b', 'wounds_dealt_a', 'wounds_dealt_b',
] as const;

export const Metric = { Turns: 0, Stall: 1, Shots: 2, CountersDestroyed: 4, ArmourDestroyed: 6, TurnsInArc: 8, WoundsDealt: 10, Count: 12 } as const;
export const SIDED_PAIRS = 5;
