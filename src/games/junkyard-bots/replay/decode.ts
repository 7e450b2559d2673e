// cold: a Junkyard Bots game's numeric event log (game/event-log.ts) as readable events. A die is
// named by its number in the game and, once revealed, its kind and size; seats as first, second ...
import { Kind } from '../compile/tables.js';
import { JunkEvent } from '../game/event-log.js';
import { eventRecords } from '../../../kernel/event-records.js';
import type { JunkyardState } from '../game/state.js';
import { SEAT_NAMES } from '../../../kernel/compiled.js';

const KINDS = ['eye', 'mouth', 'claw', 'mover', 'pipe', 'weapon', 'energy', 'targeting-computer'] as const;
const SIZES: Readonly<Record<number, string>> = { 1: 'S', 2: 'M', 4: 'L' };
const GRABBED = ['face up', 'attached', 'held', 'exploded'] as const;

/** The events in `s.log` as objects; `dice[k]` are the faces rolled for event k. */
export function decodeGame(s: JunkyardState, policies: readonly string[], dice: readonly (readonly number[] | undefined)[]): Record<string, unknown>[] {
  const seat = (n: number) => SEAT_NAMES[n] ?? `seat ${n}`;
  const die = (d: number, kind: number) => ({ die: d, size: SIZES[s.sizeOf[s.type[d]!]!] ?? '?', ...(kind >= 0 ? { kind: KINDS[kind] ?? '?' } : {}) });
  const out: Record<string, unknown>[] = [];
  for (const { index: k, code, turn, p } of eventRecords(s)) {
    const rolled = dice[k] ?? [];
    switch (code) {
      case JunkEvent.Turn:
        out.push({ turn, event: 'turn', seat: seat(p(0)), policy: policies[p(0)] });
        break;
      case JunkEvent.Look:
        out.push({ turn, event: 'look', seat: seat(p(0)), target: die(p(1), p(3)), dice: rolled, success: p(2) === 1 });
        break;
      case JunkEvent.Grab:
        out.push({ turn, event: 'grab', seat: seat(p(0)), target: die(p(1), p(3)), dice: rolled, success: p(2) === 1, ...(p(2) === 1 ? { outcome: GRABBED[p(4)] } : {}) });
        break;
      case JunkEvent.Eat:
        out.push({ turn, event: 'eat', seat: seat(p(0)), target: die(p(1), p(3)), dice: rolled, success: p(2) === 1, ...(p(2) === 1 ? { outcome: p(4) === 1 ? 'eaten' : p(4) === 3 ? 'exploded' : 'spat out' } : {}) });
        break;
      case JunkEvent.Throw:
        out.push({ turn, event: 'throw', seat: seat(p(0)), target: seat(p(1)), weapon: die(p(2), Kind.Weapon), dice: rolled, attack: p(3), ...(p(5) < 0 ? { dud: true } : { defense: p(4), damage: p(5) }) });
        break;
      case JunkEvent.Teleport:
        out.push({ turn, event: 'teleport', seat: seat(p(0)), dice: rolled, total: p(2), success: p(1) === 1 });
        break;
      case JunkEvent.Out:
        out.push({ turn, event: 'out', seat: seat(p(0)), place: p(1) });
        break;
      case JunkEvent.End:
        out.push({ turn, event: 'end', winner: p(0) < 0 ? null : seat(p(0)), victory: p(0) < 0 ? 'stall' : p(1) === 1 ? 'peaceful' : 'warrior' });
        break;
      default:
        throw new Error(`junkyard-bots replay: unknown event code ${code} at event ${k}`);
    }
  }
  return out;
}
