// hot: an event log of whole numbers for a game's replays: records of EVENT_SIZE numbers (the
// event's code, the turn, then six numbers of payload, each game saying what they mean). Writing
// never allocates; with no buffer (the simulation's case) every call returns at once, so the
// kernel pays one length check per call site.

/** Whole numbers per event: code, turn and six payload numbers. */
export const EVENT_SIZE = 8;

/** What a game's state holds for its log. */
export interface EventLogState {
  log: Int32Array;
  logLength: number;
  turn: number;
}

/** Appends one event (unused payload slots 0); does nothing without a log or when it is full. */
export function logEvent(s: EventLogState, code: number, p0: number, p1: number, p2: number, p3: number, p4: number, p5: number): void {
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
