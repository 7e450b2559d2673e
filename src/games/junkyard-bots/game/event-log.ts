// hot: the event log of one game, when a replay asks for it: records of EVENT_SIZE whole numbers
// (code, turn, then the payload listed beside each code). With no buffer (the simulation's case)
// every call returns at once. The dice of an event are noted by the replay's recording generator.
import type { JunkyardState } from './state.js';

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

export const EVENT_SIZE = 8;

/** Appends one event; does nothing without a log or when it is full. */
export function logEvent(s: JunkyardState, code: number, p0: number, p1: number, p2: number, p3: number, p4: number, p5: number): void {
  const log = s.log;
  const at = s.logLength;
  if (at + EVENT_SIZE > log.length) return;
  log[at] = code;
  log[at + 1] = s.turn;
  log[at + 2] = p0;
  log[at + 3] = p1;
  log[at + 4] = p2;
  log[at + 5] = p3;
  log[at + 6] = p4;
  log[at + 7] = p5;
  s.logLength = at + EVENT_SIZE;
}
