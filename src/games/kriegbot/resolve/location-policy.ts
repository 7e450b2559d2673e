// hot: choosing a hit location among the rolled dice (L255; a 5 is never a location, L262).
// The attacker picks for damage (L237); the defender picks for "defender's choice" disables and
// must pick a location that is not already disabled (L268). Each candidate is tried on scratch
// copies of the target's markers and scored by the harm it would do.
import type { DicePool } from '../../../dice/pool.js';
import * as codes from '../compile/codes.js';
import * as damageModule from './damage.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as decisionMemoModule from './decision-memo.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Hit, LocationPolicy, MAX_SLOTS, MAX_TRACK, SlotKind } = codes;
const { landingSlot, placeMarker } = damageModule;
const { recall3, remember } = decisionMemoModule;

/** Markers a damage hit puts on location L: two for 2-damage, two on doubles of L for doubles weapons (L241, L247). */
export function markersAt(hit: number, pool: DicePool, location: number): number {
  return markersOf(hit, hit === Hit.Damage1Doubles2 ? rolledLocations(pool) : 0, location);
}

/** markersAt with the pool's rolled locations already read (rolledLocations); only a doubles weapon needs them. */
function markersOf(hit: number, locations: number, location: number): number {
  if (hit === Hit.Damage2) return 2;
  return hit === Hit.Damage1Doubles2 && ((locations >> (8 + location)) & 1) === 1 ? 2 : 1;
}

/** How badly a robot is hurt: a hard kill outweighs everything, then crippling, then lost items and speed. */
export function harm(t: KriegbotTables, r: number, damage: Int8Array, disabled: Uint8Array, destroyed: Uint8Array, base: number): number {
  let score = 0;
  const slots = t.robot.slotCount[r]!;
  for (let i = 0; i < slots; i++) score += slotHarm(t, r, damage, disabled, destroyed, base, i);
  return score;
}

/** One slot's share of `harm`. */
export function slotHarm(t: KriegbotTables, r: number, damage: Int8Array, disabled: Uint8Array, destroyed: Uint8Array, base: number, i: number): number {
  const row = r * MAX_SLOTS + i;
  if (t.slot.occupied[row] === 0) return 0;
  const kind = t.slot.kind[row];
  const pilot = t.slot.pilot[row] === 1;
  if (destroyed[base + i] === 1) return kind === SlotKind.Core ? 1_000_000 : pilot ? 500_000 : 1_500;
  const marks = damage[base + i]!;
  let score: number;
  if (kind === SlotKind.Core) score = marks * 20_000; // unpowered (L63)
  else if (kind === SlotKind.Drive) {
    const length = t.robot.trackLength[r]!;
    const lost = t.track.speed[r * MAX_TRACK]! - t.track.speed[r * MAX_TRACK + (marks < length ? marks : length - 1)]!;
    score = lost * 500 + marks * 50;
  } else score = marks * (pilot ? 1_000 : 300);
  if (disabled[base + i] === 1) score += kind === SlotKind.Core || kind === SlotKind.Drive || pilot ? 8_000 : 600;
  return score;
}

/** The trial arrays become unit u's slots, before a location policy tries its candidates on them. */
function copyTrial(t: KriegbotTables, s: KriegbotState, u: number): void {
  const base = u * MAX_SLOTS;
  const slots = t.robot.slotCount[s.robot[u]!]!;
  for (let i = 0; i < slots; i++) {
    s.trialDamage[i] = s.damage[base + i]!;
    s.trialDisabled[i] = s.disabled[base + i]!;
    s.trialDestroyed[i] = s.destroyed[base + i]!;
  }
}

/**
 * How much `harm` grows if `markers` (1 or 2, markersAt) damage or disable markers land at
 * `location`: placed on the trial arrays (copyTrial), and only the slots they landed on are
 * scored and then put back, so the next candidate starts from the unit's real slots again.
 */
function harmAdded(t: KriegbotTables, s: KriegbotState, u: number, location: number, markers: number, disable: boolean): number {
  const r = s.robot[u]!;
  const slot = t.location.slot[r * 5 + location]!;
  const fragile = s.fragile[u]!;
  const first = placeMarker(t, r, s.trialDamage, s.trialDisabled, s.trialDestroyed, 0, slot, disable, fragile);
  const second = markers > 1 ? placeMarker(t, r, s.trialDamage, s.trialDisabled, s.trialDestroyed, 0, slot, disable, fragile) : -1;
  let added = 0;
  if (first >= 0) added += trialSlotHarm(t, s, u, first);
  if (second >= 0 && second !== first) added += trialSlotHarm(t, s, u, second);
  return added;
}

/** What a trial left on slot i adds to `harm`; the slot is then reset to the unit's real one. */
function trialSlotHarm(t: KriegbotTables, s: KriegbotState, u: number, i: number): number {
  const r = s.robot[u]!;
  const base = u * MAX_SLOTS;
  const added = slotHarm(t, r, s.trialDamage, s.trialDisabled, s.trialDestroyed, 0, i) - slotHarm(t, r, s.damage, s.disabled, s.destroyed, base, i);
  s.trialDamage[i] = s.damage[base + i]!;
  s.trialDisabled[i] = s.disabled[base + i]!;
  s.trialDestroyed[i] = s.destroyed[base + i]!;
  return added;
}

/** The attacker's location for a damage (or burst-free disable) hit, by the robot's location policy. */
export function attackerLocation(t: KriegbotTables, s: KriegbotState, attacker: number, target: number, pool: DicePool, hit: number): number {
  const lowest = t.robot.locationPolicy[attacker < 0 ? 0 : s.robot[attacker]!] === LocationPolicy.Lowest; // no attacker (a bombardment spotted by infantry, scenario-rules.ts): row 0's policy
  const locations = rolledLocations(pool);
  if (lowest) return (locations & 31) === 0 ? -1 : 31 - Math.clz32(locations & -locations); // the lowest rolled
  const damage = s.locationMemo.enabled === 1 ? packedDamage(s, target) : -1;
  if (damage < 0) return bestLocation(t, s, target, locations, hit, -1);
  // The whole choice remembered too: it is a function of the harms of the rolled locations, which
  // depend on what recallHarm's key holds and on the markers each gets (markersOf: the rolled
  // doubles matter only to a doubles weapon), so one look-up answers where there were up to five.
  const memo = s.locationChoiceMemo;
  const doubles = hit === Hit.Damage1Doubles2 ? (locations >> 8) & 31 : 0;
  const markers = hit === Hit.Damage2 ? 1 : hit === Hit.Damage1Doubles2 ? 2 : 0;
  memo.key[0] = s.robot[target]! | ((locations & 31) << 16) | (doubles << 21) | (s.fragile[target]! << 26) | (markers << 27);
  memo.key[1] = damage;
  memo.key[2] = s.brokenSlots[target]!;
  const known = recall3(memo, t);
  if (known !== 0) return known - 2;
  const best = bestLocation(t, s, target, locations, hit, damage);
  remember(memo, best + 2); // best is -1 or more: never the empty 0
  return best;
}

/** The rolled location (rolledLocations) whose markers add the most harm, the first of equals; `damage` is packedDamage, or -1 for no memo. */
function bestLocation(t: KriegbotTables, s: KriegbotState, target: number, locations: number, hit: number, damage: number): number {
  let copied = false;
  let best = -1;
  let bestScore = -1;
  for (let location = 0; location < 5; location++) {
    if (((locations >> location) & 1) === 0) continue;
    const markers = markersOf(hit, locations, location);
    let score = damage < 0 ? NOT_KNOWN : recallHarm(t, s, target, location, markers, damage);
    if (score === NOT_KNOWN) {
      if (!copied) copyTrial(t, s, target);
      copied = true;
      score = harmAdded(t, s, target, location, markers, false);
      if (damage >= 0) remember(s.locationMemo, score * 2 + 1); // odd, so never the empty 0
    }
    if (score > bestScore) {
      best = location;
      bestScore = score;
    }
  }
  return best;
}

/** recallHarm's answer when the memo has none. */
const NOT_KNOWN = -0x40000000;

/**
 * harmAdded for `markers` damage markers at `location` as the location memo remembers it, or
 * NOT_KNOWN (then harmAdded and remember). It depends on the target's robot row, its Fragile rule,
 * every slot's markers (the bleed may pass on, L264) and nothing else: the key is those, with the
 * damage packed (packedDamage) and the disabled and destroyed bits as the condition word has them.
 */
function recallHarm(t: KriegbotTables, s: KriegbotState, u: number, location: number, markers: number, damage: number): number {
  const memo = s.locationMemo;
  memo.key[0] = s.robot[u]! | (location << 16) | (markers << 19) | (s.fragile[u]! << 21);
  memo.key[1] = damage;
  memo.key[2] = s.brokenSlots[u]!;
  const answer = recall3(memo, t);
  return answer === 0 ? NOT_KNOWN : (answer - 1) >> 1;
}

/**
 * The locations (0-4) the pool rolled (a 5 is never a location, L262): bit L if L was rolled, bit
 * 8 + L if it was rolled more than once (doubles, markersAt). The roll worked them out (pool.ts).
 */
export function rolledLocations(pool: DicePool): number {
  return pool.rolled;
}

/** Unit u's damage markers, three bits a slot; -1 if a slot holds more than 7 (then no memo). Kept with the condition word (state.ts packedDamage). */
function packedDamage(s: KriegbotState, u: number): number {
  const packed = s.packedDamage[u]!;
  return (packed & 0xff000000) !== 0 ? -1 : packed;
}

/** The defender's location for a disable of his choice: least harm, never an item already disabled if avoidable (L268). */
export function defenderDisableLocation(t: KriegbotTables, s: KriegbotState, target: number, pool: DicePool): number {
  const r = s.robot[target]!;
  const base = target * MAX_SLOTS;
  let best = -1;
  let bestScore = Infinity;
  let bestFresh = false;
  copyTrial(t, s, target);
  const rolled = rolledLocations(pool);
  for (let location = 0; location < 5; location++) {
    if (((rolled >> location) & 1) === 0) continue;
    const at = landingSlot(t, r, s.damage, s.destroyed, base, t.location.slot[r * 5 + location]!, true);
    const fresh = at >= 0 && s.disabled[base + at] === 0;
    const score = harmAdded(t, s, target, location, 1, true);
    if ((fresh && !bestFresh) || (fresh === bestFresh && score < bestScore)) {
      best = location;
      bestScore = score;
      bestFresh = fresh;
    }
  }
  return best;
}
