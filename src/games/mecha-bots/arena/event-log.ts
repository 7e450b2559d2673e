// types: the events of one arena duel's log (kernel/event-log.ts writes them: code, turn, payload),
// with the payload of each code beside it. Slots 0 and 1 are the two bots. The dice are not in the
// log: the replay's recording generator notes each die against the next event logged.

export const ArenaEvent = {
  /** [slot]: a bot's action in a turn begins (the lighter first, @curufea-main). */
  Act: 1,
  /** [slot, from q, from r, to q, to r, facing]: where its move took it (arena/move.ts). */
  Move: 2,
  /** [slot, weapon (0-based among its weapons), column, damage, counters destroyed, 1 if the brain]: a shot; dice the hit-location die. */
  Shot: 3,
  /** [slot hit, wounds]: a seated Mad Scientist wounded by the seat's point; dice 1D6 a point. */
  Wounds: 4,
  /** [winner slot or -1]: the end. */
  End: 5,
} as const;
