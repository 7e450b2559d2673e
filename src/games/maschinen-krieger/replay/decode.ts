// cold: an engagement's numeric event log (engage/event-log.ts) as readable events, each with its
// dice, and the lane drawn after every phase: a row of terrain letters, then the first seat's units
// (A, B, C ...) and the second's (a, b, c ...) under the hex they stand in.
import { eventRecords } from '../../../kernel/event-records.js';
import { SEAT_NAMES } from '../../../kernel/compiled.js';
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { AttackFlag, MkEvent } from '../engage/event-log.js';
import type { EngagementState } from '../engage/state.js';
import { Outcome } from '../resolve/attack.js';

export interface LaneUnit {
  /** Its letter on the lane. */
  readonly id: string;
  readonly slot: number;
  readonly side: number;
  readonly name: string;
  readonly weapons: readonly string[];
  readonly start: number;
}

const RESULTS = ['miss', 'no effect', 'M', 'A', 'D'] as const;

export function decodeEngagement(s: EngagementState, units: readonly LaneUnit[], terrain: string, dice: readonly (readonly number[])[]): { events: Record<string, unknown>[]; frames: string[] } {
  const bySlot = new Map(units.map((unit) => [unit.slot, unit]));
  const id = (slot: number) => bySlot.get(slot)?.id ?? `?${slot}`;
  const hex = new Map(units.map((unit) => [unit.slot, unit.start]));
  const standing = new Set(units.map((unit) => unit.slot));
  const frames: string[] = [];
  const draw = (title: string) => {
    const cell = (side: number, at: number) => units.filter((unit) => unit.side === side && standing.has(unit.slot) && hex.get(unit.slot) === at).map((unit) => unit.id).join('');
    const width = Math.max(3, ...[...terrain].map((_, at) => Math.max(cell(0, at).length, cell(1, at).length))) + 1;
    const row = (text: (at: number) => string) => [...terrain].map((_, at) => text(at).padEnd(width)).join('').trimEnd();
    frames.push([title, row((at) => terrain[at] ?? '?'), row((at) => cell(0, at)), row((at) => cell(1, at))].join('\n'));
  };
  let phaseTitle = '';
  const events: Record<string, unknown>[] = [];
  for (const record of eventRecords(s)) {
    const p = record.p;
    const rolled = dice[record.index] ?? [];
    const base = { turn: record.turn };
    switch (record.code) {
      case MkEvent.Phase:
        if (phaseTitle !== '') draw(phaseTitle);
        phaseTitle = `turn ${record.turn}, after the ${SEAT_NAMES[p(0)]} player's phase`;
        events.push({ ...base, event: 'phase', side: SEAT_NAMES[p(0)] });
        break;
      case MkEvent.Recover:
        events.push({ ...base, event: 'recover', unit: id(p(0)), needed: p(1), dice: rolled, recovered: p(2) === 1 });
        break;
      case MkEvent.Move:
        hex.set(p(0), p(2));
        events.push({ ...base, event: 'move', unit: id(p(0)), from: p(1), to: p(2), ...(p(3) === 1 ? { charging: true } : {}) });
        break;
      case MkEvent.Attack: {
        const flags = p(5);
        const outcome = p(4);
        const attacker = bySlot.get(p(0));
        if (outcome === Outcome.Destroyed && (flags & AttackFlag.DeadTarget) === 0) standing.delete(p(1));
        events.push({
          ...base, event: 'attack', attacker: id(p(0)), target: id(p(1)), weapon: p(2) < 0 ? 'unarmed' : (attacker?.weapons[p(2)] ?? '?'),
          attackTarget: p(3), dice: rolled.slice(0, 2), ...(rolled.length > 2 ? { endurance: rolled.slice(2) } : {}), result: RESULTS[outcome] ?? '?',
          ...((flags & AttackFlag.Defensive) !== 0 ? { defensive: true } : {}),
          ...((flags & AttackFlag.Simultaneous) !== 0 ? { simultaneous: true } : {}),
          ...((flags & AttackFlag.CloseQuarters) !== 0 ? { closeQuarters: true } : {}),
          ...((flags & AttackFlag.WeaponOut) !== 0 ? { weaponOut: true } : {}),
          ...((flags & AttackFlag.DeadTarget) !== 0 ? { targetAlreadyDestroyed: true } : {}),
        });
        break;
      }
      case MkEvent.CloseQuarters:
        events.push({ ...base, event: 'close quarters', hex: p(0), side: SEAT_NAMES[p(1)] });
        break;
      case MkEvent.End:
        if (phaseTitle !== '') draw(phaseTitle);
        events.push({ ...base, event: 'end', winner: p(0) < 0 ? null : SEAT_NAMES[p(0)], ogp: [p(1), p(2)] });
        break;
      default:
        events.push({ ...base, event: `unknown ${record.code}` });
    }
  }
  return { events, frames };
}

/** The slot of side's k-th unit (engage/state.ts). */
export const slotOf = (side: number, k: number) => side * MAX_FORCE_UNITS + k;
