// hot: the event log of one game, when a replay or the referee asks for it. Each event is a run
// of whole numbers: code, turn, phase, unit, payload length, then the payload. Writing never
// allocates; with no buffer (the simulation's case) every call returns at once, so the kernel
// pays one field read per call site. The meaning of each code's payload is in log-decode.ts.

/** Event codes. */
export const Event = {
  Turn: 1, Move: 2, Attack: 3, Status: 4, Structure: 5, Pickup: 6, Exit: 7, Bombard: 8, Win: 9, Reboot: 10, PowerUp: 11, BailOut: 12,
  Hack: 13, Arrive: 14, Drop: 15, Place: 16, Ram: 17, Maneuver: 18, Board: 19, Dismount: 20, Disk: 21, Epicentre: 22, Blast: 23, Nuke: 24,
  Card: 25,
  /** The movement option a robot takes (L155-171). */
  Option: 26,
  /** A damage or disable marker on a robot's slot, where it was aimed and where it landed (L264-280). */
  Marker: 27,
  /** Damage to a simple target: a structure, a crypto marker, a tent (L316, L409, L522). */
  SimpleHit: 28,
  /** A defense action spent (L139), or a reveal after the roll (L286). */
  Defense: 29,
  /** A status marker put on or taken off (painted, on fire, powered up). */
  Mark: 30,
  /** A unit became another robot row: a Phoenix-bot (L314), a pilot boarding (L516). */
  Row: 31,
  /** The Hoverbot's free reface (L89). */
  Reface: 32,
  /** A duel on a line: the range and facings after a robot's movement. */
  LineMove: 33,
  /** A unit is out of the fight: destroyed, its pilot killed or bailed out (L57-59). */
  Out: 34,
  /** The start of a phase (Phase codes). */
  Phase: 35,
} as const;

/** Phases of a turn (L143-147, L499). */
export const Phase = { Setup: 0, TurnStart: 1, Movement: 2, Attack: 3, Infantry: 4, Status: 5, End: 6 } as const;

/** Marks (Event.Mark payload [mark, on or count, by unit or -1, detail]). */
export const Mark = { Painted: 0, OnFire: 1, PoweredUp: 2, Limpet: 3, Biped: 4, Repaired: 5 } as const;

/** Event.Mark detail of a marker washed off in water (L185); a fire roll's detail is its face. */
export const WASHED = 9;

/** Kinds of defense (Event.Defense payload [kind, effect row, other unit]). */
export const Defense = {
  PointDefense: 0, Screen: 1, Clamp: 2, Counter: 3, FluxCompression: 4, MadSensor: 5, CancelDamage: 6, Smokescreen: 7, Detonate: 8,
  ShedMarker: 9, Rectenna: 10, Rangefinder: 11,
} as const;

/** Attack flags in the Attack payload. */
export const AttackLog = { Strafe: 1, Counter: 2, Overcharge: 4, Hack: 8, Landing: 16, Infantry: 32, Double: 64, Flux: 128 } as const;

/** Dice modifier kinds in the Attack payload. */
export const DiceMod = { Strafe: 0, Overcharge: 1, Card: 2, Scenario: 3, PointDefense: 4 } as const;

/** Kinds of Event.Move: a robot's plain move, its move with a strafe, a ram, a biped's walk; a tent on foot or motorized; the UAV's flight. */
export const MoveKind = { Plain: 0, Strafe: 1, Ram: 2, Biped: 3, Foot: 4, Flying: 5 } as const;

/** Steps of a logged path (Event.Move). */
export const Step = { Forward: 0, SlipRight: 1, SlipLeft: 2, TurnRight: 3, TurnLeft: 4, Reface: 8 } as const;

export const EVENT_HEADER = 5;

export class EventLog {
  /** Empty while not logging; set with logInto. */
  data: Int32Array = new Int32Array(0);
  /**
   * 1 while logging (data not empty), kept by logInto: each log call of a kernel tests this one
   * small number, where data's length costs a load of the array and a range check of its length.
   */
  on = 0;
  length = 0;
  turn = 0;
  phase = 0;
  /** Where the open event starts, or -1. */
  open = -1;
}

/** Logs into `data` from now on (an empty array: no log); logReset empties it. */
export function logInto(log: EventLog, data: Int32Array): void {
  log.data = data;
  log.on = data.length > 0 ? 1 : 0;
}

/** Starts an event; returns false (and writes nothing) when not logging or full. */
export function logOpen(log: EventLog, code: number, unit: number): boolean {
  return log.on !== 0 && openEvent(log, code, unit);
}

// Each log call is a one-line guard V8 inlines into the kernel, so a simulation (no buffer) pays a
// field read and a branch per call site; the writing itself stays out of line (bench/README.md).
function openEvent(log: EventLog, code: number, unit: number): boolean {
  const at = log.length;
  if (at + EVENT_HEADER + 64 > log.data.length) return false;
  const data = log.data;
  data[at] = code;
  data[at + 1] = log.turn;
  data[at + 2] = log.phase;
  data[at + 3] = unit;
  data[at + 4] = 0;
  log.open = at;
  log.length = at + EVENT_HEADER;
  return true;
}

/** Appends one number to the open event. */
export function logPut(log: EventLog, value: number): void {
  if (log.open < 0 || log.length >= log.data.length) return;
  log.data[log.length++] = value;
}

/** Closes the open event (its length goes into the header). */
export function logClose(log: EventLog): void {
  if (log.open < 0) return;
  log.data[log.open + 4] = log.length - log.open - EVENT_HEADER;
  log.open = -1;
}

/** A whole event of up to four numbers (trailing zeros kept, so each code has a fixed payload). */
export function logEvent(log: EventLog, code: number, unit: number, a: number, b: number, c: number, d: number): void {
  if (log.on !== 0) writeEvent(log, code, unit, a, b, c, d);
}

function writeEvent(log: EventLog, code: number, unit: number, a: number, b: number, c: number, d: number): void {
  if (!openEvent(log, code, unit)) return;
  const data = log.data;
  const at = log.length;
  data[at] = a;
  data[at + 1] = b;
  data[at + 2] = c;
  data[at + 3] = d;
  log.length = at + 4;
  logClose(log);
}

/** Starts a new game in the log (keeps the buffer). */
export function logReset(log: EventLog): void {
  log.length = 0;
  log.turn = 0;
  log.phase = Phase.Setup;
  log.open = -1;
}

export function logging(log: EventLog): boolean {
  return log.on !== 0;
}

/** A whole event of six numbers. */
export function logEvent6(log: EventLog, code: number, unit: number, a: number, b: number, c: number, d: number, e: number, f: number): void {
  if (log.on !== 0) writeEvent6(log, code, unit, a, b, c, d, e, f);
}

function writeEvent6(log: EventLog, code: number, unit: number, a: number, b: number, c: number, d: number, e: number, f: number): void {
  if (!openEvent(log, code, unit)) return;
  const data = log.data;
  const at = log.length;
  data[at] = a;
  data[at + 1] = b;
  data[at + 2] = c;
  data[at + 3] = d;
  data[at + 4] = e;
  data[at + 5] = f;
  log.length = at + 6;
  logClose(log);
}

/** A whole event of seven numbers. */
export function logEvent7(log: EventLog, code: number, unit: number, a: number, b: number, c: number, d: number, e: number, f: number, g: number): void {
  if (log.on !== 0) writeEvent7(log, code, unit, a, b, c, d, e, f, g);
}

function writeEvent7(log: EventLog, code: number, unit: number, a: number, b: number, c: number, d: number, e: number, f: number, g: number): void {
  if (!openEvent(log, code, unit)) return;
  logPut(log, a);
  logPut(log, b);
  logPut(log, c);
  logPut(log, d);
  logPut(log, e);
  logPut(log, f);
  logPut(log, g);
  logClose(log);
}
