// hot: close quarters combat (MK L236-259 [9]): every attack between units in one hex. A unit that
// has entered an enemy hex attacks once it has survived the defensive attacks (L238 [9.1] 3); at
// the start of a later phase the phasing player's units in such a hex attack, then the other
// side's answer, all results applied together (continuing close quarters, L252-255 [9.3.2]). An
// armed unit fires its best weapon at range 0; a Type I unit with nothing to fire fights unarmed
// (L259 [9.5]); broken infantry only receive attacks (L305 [14.3.1] 1).
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { MAX_UNIT_WEAPONS } from '../compile/tables.js';
import { applyPending, bestShot, fire, sideOf, unarmed } from './fire.js';
import { Metric } from './metrics.js';
import { logEvent } from '../../../kernel/event-log.js';
import { AttackFlag, MkEvent } from './event-log.js';
import { MAX_UNITS, type EngagementState } from './state.js';

/** Slot a attacks an enemy in its own hex: its best weapon, else unarmed if it is Type I. Returns 1 if it attacked. */
export function closeAttack(s: EngagementState, a: number): number {
  if (s.alive[a] === 0 || s.broken[a] !== 0) return 0;
  const shot = bestShot(s, a, 0, 0, 1);
  if (shot >= 0) {
    fire(s, a, shot % MAX_UNIT_WEAPONS, (shot - (shot % MAX_UNIT_WEAPONS)) / MAX_UNIT_WEAPONS, 0, 0);
    return 1;
  }
  if (s.t.unit.typeOne[s.row[a] as number] === 0) return 0;
  const base = sideOf(a) === 0 ? MAX_FORCE_UNITS : 0;
  const count = s.units[base === 0 ? 0 : 1] as number;
  for (let k = 0; k < count; k++) {
    const b = base + k;
    if (s.alive[b] === 1 && s.hex[b] === s.hex[a]) {
      unarmed(s, a, b);
      return 1;
    }
  }
  return 0;
}

/** Continuing close quarters in every hex where the phasing side meets the enemy (L252 [9.3.1] 1, L255 [9.3.2]). */
export function continueCloseQuarters(s: EngagementState, phasing: number): void {
  const own = phasing === 0 ? 0 : MAX_FORCE_UNITS;
  const ownCount = s.units[phasing] as number;
  const other = phasing === 0 ? MAX_FORCE_UNITS : 0;
  const otherCount = s.units[1 - phasing] as number;
  for (let k = 0; k < ownCount; k++) {
    const first = own + k;
    if (s.alive[first] === 0 || s.acted[first] === 1) continue;
    const hex = s.hex[first] as number;
    let contested = 0;
    for (let j = 0; j < otherCount; j++) if (s.alive[other + j] === 1 && s.hex[other + j] === hex) contested = 1;
    if (contested === 0) continue;
    logEvent(s, MkEvent.CloseQuarters, hex, phasing, 0, 0, 0, 0);
    s.deferred = 1;
    s.flags = AttackFlag.CloseQuarters;
    for (let j = k; j < ownCount; j++) {
      const a = own + j;
      if (s.alive[a] === 1 && s.hex[a] === hex && s.acted[a] === 0) {
        s.acted[a] = 1; // phasing units in close quarters take no other action (L255 [9.3.2])
        closeAttack(s, a);
      }
    }
    for (let j = 0; j < otherCount; j++) {
      const b = other + j;
      if (s.alive[b] === 1 && s.hex[b] === hex) closeAttack(s, b);
    }
    s.deferred = 0;
    s.flags = 0;
    for (let slot = 0; slot < MAX_UNITS; slot++) applyPending(s, slot);
    s.metrics[Metric.CloseQuarters + phasing] = (s.metrics[Metric.CloseQuarters + phasing] as number) + 1;
  }
}
