// cold: a game's numeric event log (event-log.ts) read back record by record, for the decoders
// that turn it into a replay's events.
import { EVENT_SIZE, type EventLogState } from './event-log.js';

/** One record: its number in the log, code, turn and payload number i (0-5). */
export interface EventRecord {
  readonly index: number;
  readonly code: number;
  readonly turn: number;
  readonly p: (i: number) => number;
}

export function eventRecords(s: EventLogState): EventRecord[] {
  const records: EventRecord[] = [];
  for (let index = 0; index * EVENT_SIZE < s.logLength; index++) {
    const at = index * EVENT_SIZE;
    records.push({ index, code: s.log[at] ?? 0, turn: s.log[at + 1] ?? 0, p: (i) => s.log[at + 2 + i] ?? 0 });
  }
  return records;
}
