// types: the events of one game's log (kernel/event-log.ts writes them: code, turn, payload), with
// the payload of each code beside it. The dice of an event are noted by the replay's recording generator.

export const JunkEvent = {
  /** [seat]: a seat's turn begins. */
  Turn: 1,
  /** [seat, die, success, kind known after]: LOOK (L164-168); dice: the eye and its pipes. */
  Look: 2,
  /** [seat, die, success, kind or -1, attached 1 / held 2 / exploded 3 / face up 0]: GRAB (L170-176); dice: claws, pipes, energy, an exploding weapon. */
  Grab: 3,
  /** [seat, die, success, kind or -1, eaten 1 / spat out 0 / exploded 3]: EAT (L192-198). */
  Eat: 4,
  /** [seat, target, weapon, attack, defense, damage after the dodge and before any shield (-1: a dud)]: THROW (L212-279). */
  Throw: 5,
  /** [seat, success]: TELEPORT (L208-210); dice: the eaten energy. */
  Teleport: 6,
  /** [seat, place]: a robot is out (power 0, L72), with its place. */
  Out: 7,
  /** [winning seat or -1, Peaceful 1 / Warrior 0]: the end. */
  End: 8,
} as const;
