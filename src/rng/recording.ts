// cold: the simulation's generator for replays: the same numbers, and each die it rolls noted
// with the number of the event it belongs to (whatever `eventIndex` says when it is rolled: the
// kernel logs an event after the dice it needs), so event logs stay numbers only.
import { Rng } from './rng.js';

export class RecordingRng extends Rng {
  readonly faces: number[] = [];
  readonly events: number[] = [];
  /** Where to read the next event's number; none while games before the replayed one are played. */
  eventIndex: (() => number) | undefined;

  override die(sides: number): number {
    const face = super.die(sides);
    if (this.eventIndex !== undefined) {
      this.faces.push(face);
      this.events.push(this.eventIndex());
    }
    return face;
  }

  /** The faces rolled for each event, by event number. */
  diceByEvent(): number[][] {
    const dice: number[][] = [];
    this.faces.forEach((face, k) => (dice[this.events[k] ?? 0] ??= []).push(face));
    return dice;
  }
}
