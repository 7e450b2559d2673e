// types: the events of one engagement's log (kernel/event-log.ts writes them: code, turn, payload),
// with the payload of each code beside it. Units are slots (side 0's first, then side 1's: state.ts).
// The dice are not in the log: the replay's recording generator notes each die against the next
// event logged, so an event is logged after the dice it rolled.

export const MkEvent = {
  /** [side]: the start of a side's phase (L172 [4.0] 2-3). */
  Phase: 1,
  /** [unit, modified threshold, recovered 0/1]: a broken squad's recovery roll (L306 [14.3.2]); dice 1d6. */
  Recover: 2,
  /** [unit, from hex, to hex, charging 0/1]: one hex of a move (L215-220 [7]). */
  Move: 3,
  /** [attacker, target, weapon slot (-1 unarmed), attack target, outcome (resolve/attack.ts Outcome), flags (AttackFlag)]: one attack; dice the attack roll's 2d6, then the endurance roll's. */
  Attack: 4,
  /** [hex, phasing side]: a round of continuing close quarters (L252-255 [9.3]). */
  CloseQuarters: 5,
  /** [winner side or -1, OGP of side 0, OGP of side 1]: the end (L355). */
  End: 6,
} as const;

/** Bits of an Attack event's flags. */
export const AttackFlag = { Defensive: 1, Simultaneous: 2, CloseQuarters: 4, WeaponOut: 8, DeadTarget: 16 } as const;
