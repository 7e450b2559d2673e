// hot: placing damage and disable markers, following the bleed arrows (L264-280).
// The placement works on any (damage, disabled, destroyed) arrays, so a location policy can try a
// hit on scratch copies before choosing it.
import * as codes from '../compile/codes.js';
import * as eventLogModule from '../log/event-log.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from './units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent6 } = eventLogModule;
const { MAX_SLOTS, SlotKind, Status } = codes;
const { isSimple, refreshSlot, unpowered } = unitsModule;

/**
 * The slot a marker aimed at `slot` lands on: empty and destroyed slots pass it on along the bleed
 * arrow (L264), and so does a saturated drive for damage (L276). -1: nowhere (wasted).
 */
export function landingSlot(t: KriegbotTables, r: number, damage: Int8Array, destroyed: Uint8Array, base: number, slot: number, disable: boolean): number {
  let at = slot;
  for (let step = 0; step <= MAX_SLOTS && at >= 0; step++) {
    const row = r * MAX_SLOTS + at;
    const passOn =
      t.slot.occupied[row] === 0 || destroyed[base + at] === 1 ||
      (!disable && t.slot.kind[row] === SlotKind.Drive && damage[base + at]! >= t.robot.trackLength[r]! - 1);
    if (!passOn) return at;
    at = t.slot.bleed[row]!;
  }
  return -1;
}

/**
 * One marker at `slot`. Damage: the first marker on an item does nothing but count (L272); at its
 * hits-to-destroy the item is destroyed and its markers go with it (L274); Chobham takes four
 * (L276); under the Fragile rule weapons and systems take one (L365, A21). Disable: at most one
 * per item; more are wasted (L280). Returns the slot that received it, or -1.
 */
export function placeMarker(
  t: KriegbotTables, r: number, damage: Int8Array, disabled: Uint8Array, destroyed: Uint8Array,
  base: number, slot: number, disable: boolean, fragile: number,
): number {
  const at = landingSlot(t, r, damage, destroyed, base, slot, disable);
  if (at < 0) return -1;
  const row = r * MAX_SLOTS + at;
  if (disable) {
    disabled[base + at] = 1;
    return at;
  }
  const kind = t.slot.kind[row];
  const marks = damage[base + at]! + 1;
  damage[base + at] = marks;
  if (kind === SlotKind.Drive) return at; // never destroyed (L276)
  let hits = t.slot.hitsToDestroy[row]!;
  if (fragile === 1 && (kind === SlotKind.Weapon || kind === SlotKind.System)) hits = 1;
  if (marks >= hits) {
    destroyed[base + at] = 1;
    disabled[base + at] = 0;
  }
  return at;
}

/** A marker on unit u's real state at hit location `location` (0-4), with its consequences for the unit. */
export function markLocation(t: KriegbotTables, s: KriegbotState, u: number, location: number, disable: boolean): number {
  const r = s.robot[u]!;
  const slot = t.location.slot[r * 5 + location]!;
  // `=== true`: one comparison, where the truth of a parameter V8 cannot type costs it a dozen checks (false, "", a number, ...)
  return markAimed(t, s, u, slot, disable === true, location);
}

/** A marker aimed at a slot (an item damaging itself, L345; a choice of the owner's, L320). */
export function markSlot(t: KriegbotTables, s: KriegbotState, u: number, slot: number, disable: boolean): number {
  return markAimed(t, s, u, slot, disable, -1);
}

function markAimed(t: KriegbotTables, s: KriegbotState, u: number, slot: number, disable: boolean, location: number): number {
  const r = s.robot[u]!;
  const base = u * MAX_SLOTS;
  const at = placeMarker(t, r, s.damage, s.disabled, s.destroyed, base, slot, disable, s.fragile[u]!);
  if (at >= 0) refreshSlot(s, u, at);
  const destroyedNow = at >= 0 && s.destroyed[base + at] === 1 ? 1 : 0; // landingSlot passes destroyed items, so this marker did it
  if (destroyedNow === 1) {
    if (at === t.robot.coreSlot[r]) s.status[u] = Status.CoreDestroyed; // hard kill (L57, L59)
    else if (at === t.robot.pilotSlot[r]) s.status[u] = Status.PilotKilled; // the robot lies abandoned (L59)
    else if (t.robot.coreSlot[r]! < 0) s.status[u] = Status.Destroyed; // a Phoenix-bot's rifle (L575)
  }
  logEvent6(s.log, Event.Marker, u, location, slot, at, disable ? 1 : 0, destroyedNow, s.status[u]!);
  return at;
}


/**
 * markLocation for a disable marker (most markers of a duel), read off the condition word
 * (state.ts brokenSlots): an empty or destroyed slot passes it on along the bleed arrow (L264), as
 * landingSlot has it for a disable, and where it lands it destroys nothing and leaves the damage
 * as it was, so of the word only its disabled bit changes (L280). The same marker and event as
 * markLocation's (disable-at.test.ts compares the two).
 */
export function disableAt(t: KriegbotTables, s: KriegbotState, u: number, location: number): number {
  const r = s.robot[u]!;
  const slot = t.location.slot[r * 5 + location]!;
  const word = s.brokenSlots[u]!;
  let at = slot;
  for (let step = 0; step <= MAX_SLOTS && at >= 0; step++) {
    if (((word >> at) & 0x10100) === 0) { // the slot's empty (16 + slot) and destroyed (8 + slot) bits
      s.disabled[u * MAX_SLOTS + at] = 1;
      s.brokenSlots[u] = word | (1 << at);
      logEvent6(s.log, Event.Marker, u, location, slot, at, 1, 0, s.status[u]!);
      return at;
    }
    at = t.slot.bleed[r * MAX_SLOTS + at]!;
  }
  logEvent6(s.log, Event.Marker, u, location, slot, -1, 1, 0, s.status[u]!); // wasted
  return -1;
}

/** A burst's disable markers: one at each location rolled (rolledLocations' low five bits, L249), each by disableAt. Returns how many. */
export function disableRolled(t: KriegbotTables, s: KriegbotState, u: number, rolled: number): number {
  let placed = 0;
  for (let location = 0; location < 5; location++) {
    if (((rolled >> location) & 1) === 0) continue;
    disableAt(t, s, u, location);
    placed++;
  }
  return placed;
}

/** Event.Marker location of the disable an unpowered robot's use puts on the card it used (L63). */
export const UNPOWERED_USE = -2;

/**
 * "A damaged power core leaves your robot unpowered! Each attack or defense action taken disables
 * the card used" (L63): after unit u used the item in `slot` for an attack or defense action.
 */
export function usedCard(s: KriegbotState, u: number, slot: number): void {
  if (slot < 0 || !unpowered(s, u)) return;
  disableUsed(s, u, slot);
}

/** The disable marker of L63 on a card used while unpowered (none on a card destroyed meanwhile). */
export function disableUsed(s: KriegbotState, u: number, slot: number): void {
  if (s.destroyed[u * MAX_SLOTS + slot] === 1) return;
  s.disabled[u * MAX_SLOTS + slot] = 1;
  refreshSlot(s, u, slot);
  logEvent6(s.log, Event.Marker, u, UNPOWERED_USE, slot, slot, 1, 0, s.status[u]!);
}

/** Damage to a simple target: destroyed when its markers run out (L316, L409, L532). Returns 1 if this destroyed it. */
export function markSimple(s: KriegbotState, u: number, markers: number): number {
  if (s.status[u] !== Status.Active) return 0;
  const left = s.simpleHits[u]! - markers;
  s.simpleHits[u] = left;
  if (left > 0) {
    logEvent6(s.log, Event.SimpleHit, u, markers, left, 0, 0, 0, 0);
    return 0;
  }
  s.status[u] = Status.Destroyed;
  logEvent6(s.log, Event.SimpleHit, u, markers, left, Status.Destroyed, 0, 0, 0);
  return 1;
}

/**
 * "If a building is destroyed (2 damage), each target in the building hex takes one damage in its
 * 4 location" (L532); infantry and other simple targets inside die (L534).
 */
export function collapse(t: KriegbotTables, s: KriegbotState, building: number): void {
  for (let u = 0; u < s.units; u++) {
    if (s.inBuilding[u] !== building) continue;
    s.inBuilding[u] = -1;
    if (s.status[u] !== Status.Active) continue;
    if (isSimple(s, u)) markSimple(s, u, 1);
    else markLocation(t, s, u, 4, false);
  }
}
