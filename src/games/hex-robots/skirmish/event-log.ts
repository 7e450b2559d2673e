// types: the events of one skirmish's log (kernel/event-log.ts writes them: code, turn, payload),
// with the payload of each code beside it. The dice of an event are not in it: the replay's
// recording generator notes each die against the next event (replay/replay.ts).

/** Event codes; the payload of each is listed beside it. */
export const HexEvent = {
  /** [side]: the start of a side's turn. */
  Turn: 1,
  /** [robot, action points]: a robot is activated (L5). */
  Activate: 2,
  /** [robot, cost]: it stands up (L36). */
  StandUp: 3,
  /** [robot, from cell, to cell, cost]: it moves (L6). */
  Move: 4,
  /** [robot, target, range, quarters hidden, number needed, hit]: a shot (L7-27); dice 2d6. */
  Shot: 5,
  /** [robot, target, attacker bonus, defender bonus, hit]: melee (L28-30); dice the attacker's 2d6, then the defender's. */
  Melee: 6,
  /** [robot hit, row, modifier, destroyed, stunned, knocked down]: the effect roll (L31-38); dice 1d6. */
  Effect: 7,
  /** [robot, from cell, to cell]: knocked back a hex (L37). */
  KnockBack: 8,
  /** [outcome]: the end of the skirmish (Outcome). */
  End: 9,
} as const;
