// hot: the event log of one skirmish, when a replay asks for it. Each event is a record of
// EVENT_SIZE whole numbers: code, turn, then the payload (Payload below). Writing never allocates;
// with no buffer (the simulation's case) every call returns at once. The dice of an event are not
// in it: the replay's recording generator notes each die against the next event (replay/replay.ts).
import type { SkirmishState } from './state.js';

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

/** Whole numbers per event: code, turn and up to six payload numbers. */
export const EVENT_SIZE = 8;

/** Appends one event (unused payload slots are 0); does nothing without a log or when it is full. */
export function logEvent(s: SkirmishState, code: number, p0: number, p1: number, p2: number, p3: number, p4: number, p5: number): void {
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
