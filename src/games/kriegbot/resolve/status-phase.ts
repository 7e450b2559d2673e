// hot: the status phase of one robot (L290-296), with the expansion's core abilities (L556, L559).
import type { Rng } from '../../../rng/rng.js';
import * as codes from '../compile/codes.js';
import * as damageModule from './damage.js';
import * as eventLogModule from '../log/event-log.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from './units.js';
import * as actionsModule from './actions.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent, Mark } = eventLogModule;
const { Effect, MAX_SLOTS, SlotKind, Status } = codes;
const { markLocation } = damageModule;
const { findEffect, hasEffect, refreshSlots } = unitsModule;
const { useCoreAbility } = actionsModule;

export function statusPhase(t: KriegbotTables, s: KriegbotState, rng: Rng, u: number): void {
  if (s.robot[u]! < 0) return;
  if (s.status[u] !== Status.Active) {
    // An abandoned robot takes no fire roll, but it powers down like any robot (L294, L296): a pilot who
    // boards it later finds it without the Powered Up status it had when its own pilot left.
    s.poweredUp[u] = 0;
    s.biped[u] = 0;
    return;
  }
  // Fire: one die; a 5 puts it out, any other face is a location that takes a damage marker (L290).
  // The add-die of a 5 does not matter here (A36).
  if (s.onFire[u] === 1) {
    const face = rng.face();
    logEvent(s.log, Event.Mark, u, Mark.OnFire, face === 5 ? 0 : 1, -1, face);
    if (face === 5) s.onFire[u] = 0;
    else markLocation(t, s, u, face, false);
  }
  if (s.status[u] !== Status.Active) return;
  const r = s.robot[u]!;
  // the Silvered skin and the Solenoid looked up only for a robot that has one (most have neither): a call site never taken costs nothing
  if (s.painted[u] === 1 && hasEffect(s, u, Effect.RemovePaint) && findEffect(t, s, u, Effect.RemovePaint) >= 0) {
    s.painted[u] = 0; // Silvered (L292)
    logEvent(s.log, Event.Mark, u, Mark.Painted, 0, -1, 0);
  }
  if (s.poweredUp[u] === 1) {
    const keeps = hasEffect(s, u, Effect.RetainPowerUp) && findEffect(t, s, u, Effect.RetainPowerUp) >= 0 && useCoreAbility(t, s, u) >= 0; // the Solenoid (L559)
    if (!keeps) s.poweredUp[u] = 0; // L294
  }
  s.biped[u] = 0; // L296
  // the Nanowire Battery looked up only for a robot that has one: a call site never taken is not inlined
  if (hasEffect(s, u, Effect.RemoveDisable) && findEffect(t, s, u, Effect.RemoveDisable) >= 0 && anyDisabled(s, u, t.robot.slotCount[r]!) && useCoreAbility(t, s, u) >= 0) removeWorstDisable(t, s, u); // L556
}

function anyDisabled(s: KriegbotState, u: number, slots: number): boolean {
  for (let i = 0; i < slots; i++) if (s.disabled[u * MAX_SLOTS + i] === 1) return true;
  return false;
}

/** Clears the disable that hurts most: the pilot, drive or core first (L61). */
function removeWorstDisable(t: KriegbotTables, s: KriegbotState, u: number): void {
  const r = s.robot[u]!;
  let pick = -1;
  for (let i = 0; i < t.robot.slotCount[r]!; i++) {
    if (s.disabled[u * MAX_SLOTS + i] !== 1) continue;
    const kind = t.slot.kind[r * MAX_SLOTS + i];
    const vital = kind === SlotKind.Core || kind === SlotKind.Drive || t.slot.pilot[r * MAX_SLOTS + i] === 1;
    if (pick < 0 || vital) pick = i;
    if (vital) break;
  }
  if (pick < 0) return;
  s.disabled[u * MAX_SLOTS + pick] = 0;
  refreshSlots(s, u);
  logEvent(s.log, Event.Mark, u, Mark.Repaired, 0, -1, pick); // the Nanowire Battery takes a disable marker off (L556)
}
