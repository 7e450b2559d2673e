// hot: movement options and the actions that are not attacks (L155-173, L312-314, L536-559).
// Each returns 1 if it was done, 0 if the rules do not allow it now.
import * as codes from '../compile/codes.js';
import * as damageModule from './damage.js';
import * as eventLogModule from '../log/event-log.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from './units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, Defense, logEvent } = eventLogModule;
const { Effect, MAX_SLOTS, Movement, Status } = codes;
const { usedCard } = damageModule;
const { crippled, findEffect, refreshSlots, setRobot, unpowered } = unitsModule;

/** Option 1, Move (or dance in place, L177); `asBiped` is the Rocketbot's biped mode (L75, L159). */
export function move(t: KriegbotTables, s: KriegbotState, u: number, asBiped: boolean): number {
  if (crippled(s, u)) return 0; // only reboot (L173)
  if (asBiped && t.robot.bipedSpeed[s.robot[u]!]! === 0) return 0;
  s.movement[u] = Movement.Move;
  s.biped[u] = asBiped ? 1 : 0;
  logOption(s, u);
  return 1;
}

/** Option 2, Move plus Strafe or Ram: costs both actions (L161, L303); strafing only for some robots (L302). */
export function moveAndStrafe(t: KriegbotTables, s: KriegbotState, u: number): number {
  if (crippled(s, u) || s.attackActions[u]! === 0 || s.defenseActions[u]! === 0) return 0;
  if (t.robot.canStrafe[s.robot[u]!] === 0 && findEffect(t, s, u, Effect.Strafe) < 0) return 0;
  s.movement[u] = Movement.MoveStrafe;
  s.attackActions[u] = s.attackActions[u]! - 1;
  s.defenseActions[u] = 0;
  logOption(s, u);
  return 1;
}

/** Option 2 as a ram (L161, L310): the move that ends in the collision, for both actions; any robot may ram (A5). */
export function moveAndRam(s: KriegbotState, u: number): number {
  if (crippled(s, u) || s.attackActions[u]! === 0 || s.defenseActions[u]! === 0) return 0;
  s.movement[u] = Movement.MoveStrafe;
  s.attackActions[u] = 0;
  s.defenseActions[u] = 0;
  logOption(s, u);
  return 1;
}

/** Option 3, Maneuver: costs the defense action; the Hoverbot has no such option (L163-165). */
export function maneuver(t: KriegbotTables, s: KriegbotState, u: number): number {
  if (crippled(s, u) || s.defenseActions[u]! === 0 || t.robot.canManeuver[s.robot[u]!] === 0) return 0;
  s.defenseActions[u] = s.defenseActions[u]! - 1;
  s.movement[u] = Movement.Maneuver;
  s.biped[u] = 0; // biped status comes with the Move option only (L159)
  logOption(s, u);
  return 1;
}

/** Option 4, Reboot: removes every disable marker for both actions (L167); one energy step in the expansion, none if empty (L563); never while unpowered (L63). */
export function reboot(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const expansion = t.robot.expansion[r] === 1;
  if (unpowered(s, u) || s.attackActions[u]! === 0 || s.defenseActions[u]! === 0) return 0;
  if (expansion && s.energy[u]! <= 0) return 0;
  // only the disabled slots, found from the condition word's low byte (state.ts brokenSlots), not all eight
  for (let bits = s.brokenSlots[u]! & 0xff; bits !== 0; bits &= bits - 1) s.disabled[u * MAX_SLOTS + 31 - Math.clz32(bits & -bits)] = 0;
  s.brokenSlots[u] = s.brokenSlots[u]! & ~0xff; // no slot disabled now; the destroyed and empty bits stay (state.ts)
  s.attackActions[u] = 0;
  s.defenseActions[u] = 0;
  if (expansion) s.energy[u] = s.energy[u]! - 1;
  s.movement[u] = Movement.Reboot;
  s.biped[u] = 0;
  logOption(s, u);
  return 1;
}

/** Option 5, Power Up: the Powered Up marker (L169); in the expansion the core gains its recharge, up to its maximum (L540-544); never while unpowered (L63). */
export function powerUp(t: KriegbotTables, s: KriegbotState, u: number): number {
  if (crippled(s, u) || unpowered(s, u)) return 0;
  s.movement[u] = Movement.PowerUp;
  s.poweredUp[u] = 1;
  s.biped[u] = 0;
  logOption(s, u);
  const r = s.robot[u]!;
  if (t.robot.expansion[r] === 1) recharge(t, s, u, t.robot.recharge[r]!);
  return 1;
}

export function recharge(t: KriegbotTables, s: KriegbotState, u: number, steps: number): void {
  const maximum = t.robot.energy[s.robot[u]!]!;
  const charged = s.energy[u]! + steps;
  s.energy[u] = charged < maximum ? charged : maximum;
}

/**
 * A power core's ability: once per turn, one energy step, not while the core is damaged or
 * disabled (L552). The Fuel Cell's recharges the core without powering up (L558); others only
 * pay here and take effect where they apply. Returns the ability's effect row, or -1.
 */
export function useCoreAbility(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const core = t.robot.coreSlot[r]!;
  if (core < 0 || t.robot.expansion[r] === 0 || s.coreAbilityUsed[u] === 1 || s.energy[u]! < 1) return -1;
  const end = t.robot.firstEffect[r]! + t.robot.effectCount[r]!;
  for (let e = t.robot.firstEffect[r]!; e < end; e++) {
    if (t.effect.slot[e] !== core) continue;
    const cell = u * MAX_SLOTS + core;
    if (s.damage[cell]! > 0 || s.disabled[cell] === 1) return -1;
    s.energy[u] = s.energy[u]! - 1;
    s.coreAbilityUsed[u] = 1;
    if (t.effect.type[e] === Effect.Recharge) recharge(t, s, u, t.effect.amount[e]!);
    return e;
  }
  return -1;
}

/**
 * The MHD Generator's extra speed or the Compulsator's extra rotation for the move about to be
 * made (L554-555): the core's ability, once a turn for one energy step (L552); it lasts the turn
 * (passiveWorks). True if the robot has such a core and paid for it.
 */
export function boostMove(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  const r = s.robot[u]!;
  const core = t.robot.coreSlot[r]!;
  if (core < 0 || s.coreAbilityUsed[u] === 1) return false;
  const end = t.robot.firstEffect[r]! + t.robot.effectCount[r]!;
  for (let e = t.robot.firstEffect[r]!; e < end; e++) {
    const type = t.effect.type[e]!;
    if (t.effect.slot[e] !== core || (type !== Effect.Speed && type !== Effect.Rotations)) continue;
    if (useCoreAbility(t, s, u) < 0) return false;
    logEvent(s.log, Event.Card, u, type, u, 0, 0);
    return true;
  }
  return false;
}

/** Bail-out: the pilot leaves for the attack action; the robot lies abandoned (L59, L312). Allowed with a disabled pilot card (L497). */
export function bailOut(t: KriegbotTables, s: KriegbotState, u: number): number {
  if (t.robot.pilotSlot[s.robot[u]!]! < 0 || s.attackActions[u]! === 0 || s.status[u] !== Status.Active) return 0;
  s.attackActions[u] = s.attackActions[u]! - 1;
  s.status[u] = Status.BailedOut;
  return 1;
}

/**
 * The Phoenix-Bot: the pilot (if any) bails out into the self-propelled Recoilless Rifle, which
 * becomes the robot: no skin, drive or core, the undamaged chassis's movement, every later marker
 * on the rifle (L314, L349, L575). The vacated robot is destroyed; the unit fights on as the rifle.
 */
export function phoenixBailOut(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const phoenix = t.robot.phoenix[r]!;
  if (phoenix < 0 || s.attackActions[u]! === 0 || s.status[u] !== Status.Active) return 0;
  const rifle = t.effect.slot[findEffect(t, s, u, Effect.PhoenixBot)]!;
  if (rifle < 0) return 0;
  const base = u * MAX_SLOTS;
  const damage = s.damage[base + rifle]!;
  const disabled = s.disabled[base + rifle]!;
  for (let i = 0; i < MAX_SLOTS; i++) {
    s.damage[base + i] = 0;
    s.disabled[base + i] = 0;
    s.destroyed[base + i] = 0;
  }
  s.damage[base] = damage;
  s.disabled[base] = disabled;
  setRobot(t, s, u, phoenix);
  refreshSlots(s, u);
  s.skin[u] = 0;
  s.attackActions[u] = 0;
  logEvent(s.log, Event.Row, u, phoenix, rifle, 0, 0);
  return 1;
}

/** The Mag Claw's clamp: the defense action pins an adjacent robot's hex and facing (L333). */
export function clamp(t: KriegbotTables, s: KriegbotState, u: number, target: number): number {
  if (s.defenseActions[u]! === 0 || findEffect(t, s, u, Effect.Clamp) < 0) return 0;
  s.defenseActions[u] = s.defenseActions[u]! - 1;
  s.clamped[target] = 1;
  const e = findEffect(t, s, u, Effect.Clamp);
  logEvent(s.log, Event.Defense, u, Defense.Clamp, e, target, 0);
  usedCard(s, u, t.effect.slot[e]!); // unpowered, the Mag Claw is disabled (L63)
  return 1;
}

/** The movement option just taken, and where on the map the robot stands and faces (the line duel logs its own LineMove). */
function logOption(s: KriegbotState, u: number): void {
  logEvent(s.log, Event.Option, u, s.movement[u]!, s.biped[u]!, s.cell[u]!, s.dir[u]!);
}
