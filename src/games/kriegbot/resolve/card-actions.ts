// hot: expansion cards used for a defense action (L569-585): the Rectenna's recharge, shedding
// the Exo-Disposable Skin, and detonating a Limpet Mine. Each returns 1 if it was done, 0 if the
// rules do not allow it now. The map AI decides when (scenario-cards.ts).
import type { Rng } from '../../../rng/rng.js';
import * as actionsModule from './actions.js';
import * as codes from '../compile/codes.js';
import * as damageModule from './damage.js';
import * as eventLogModule from '../log/event-log.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from './units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, Defense, logEvent, Mark } = eventLogModule;
const { Effect, MAX_SLOTS, SlotKind, Status } = codes;
const { recharge } = actionsModule;
const { markLocation, usedCard } = damageModule;
const { crippled, findEffect } = unitsModule;

function spendDefense(s: KriegbotState, u: number): boolean {
  if (s.defenseActions[u]! === 0 || s.status[u] !== Status.Active || crippled(s, u)) return false; // only reboot or bail-out while crippled (L61)
  s.defenseActions[u] = s.defenseActions[u]! - 1;
  return true;
}

/** The Rectenna recharges the core by its amount (L577); the caller checks the TV tower on its side stands. */
export function useRectenna(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  if (t.robot.expansion[r] !== 1 || crippled(s, u) || s.energy[u]! >= t.robot.energy[r]!) return 0;
  const e = findEffect(t, s, u, Effect.Recharge);
  const core = t.robot.coreSlot[r]!;
  if (e < 0 || t.effect.slot[e] === core || !spendDefense(s, u)) return 0; // a core's recharge is its ability (actions.ts)
  logEvent(s.log, Event.Defense, u, Defense.Rectenna, e, -1, 0);
  recharge(t, s, u, t.effect.amount[e]!);
  usedCard(s, u, t.effect.slot[e]!);
  return 1;
}

/** Shedding the Exo-Disposable Skin removes a marker: a limpet mine first, then paint (L571); the skin is gone. */
export function shedSkin(t: KriegbotTables, s: KriegbotState, u: number): number {
  const e = findEffect(t, s, u, Effect.RemoveMarkers);
  if (e < 0 || (s.limpets[u]! === 0 && s.painted[u] === 0) || !spendDefense(s, u)) return 0;
  logEvent(s.log, Event.Defense, u, Defense.ShedMarker, e, -1, 0);
  if (s.limpets[u]! > 0) {
    s.limpets[u] = s.limpets[u]! - 1;
    logEvent(s.log, Event.Mark, u, Mark.Limpet, s.limpets[u]!, -1, 0);
    if (s.limpets[u] === 0) unpaint(s, u);
  } else unpaint(s, u);
  s.skin[u] = 0;
  return 1;
}

/** Robot u detonates one limpet mine on robot v: the card's damage in a random location (L571); v stays painted while mines remain. */
export function detonateLimpet(t: KriegbotTables, s: KriegbotState, rng: Rng, u: number, v: number): number {
  const e = findEffect(t, s, u, Effect.LimpetMines);
  if (e < 0 || s.limpets[v]! === 0 || s.status[v] !== Status.Active || !spendDefense(s, u)) return 0;
  logEvent(s.log, Event.Defense, u, Defense.Detonate, e, v, 0);
  usedCard(s, u, t.effect.slot[e]!);
  s.limpets[v] = s.limpets[v]! - 1;
  logEvent(s.log, Event.Mark, v, Mark.Limpet, s.limpets[v]!, u, 0);
  if (s.limpets[v] === 0) unpaint(s, v);
  const location = rng.int(5);
  for (let m = 0; m < t.effect.amount[e]! && s.status[v] === Status.Active; m++) markLocation(t, s, v, location, false);
  return 1;
}

function unpaint(s: KriegbotState, u: number): void {
  if (s.painted[u] === 0) return;
  s.painted[u] = 0;
  logEvent(s.log, Event.Mark, u, Mark.Painted, 0, -1, 0);
}

/** The Infantry Pod (L569) holds tents until they bail out; true while it works and holds them. */
export function podReady(t: KriegbotTables, s: KriegbotState, u: number, podEmpty: boolean): boolean {
  if (podEmpty || s.attackActions[u]! === 0) return false;
  const e = findEffect(t, s, u, Effect.InfantryPod);
  const slot = e < 0 ? -1 : t.effect.slot[e]!;
  return slot >= 0 && t.slot.kind[s.robot[u]! * MAX_SLOTS + slot] === SlotKind.System;
}
