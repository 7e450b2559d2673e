// hot: defensive attacks by the anti-phase player (MK L190-201 [5.4]). Their triggers: (1) the
// target survives an attack from 3 hexes or fewer, (2) a unit stacked with such a target, (3) a
// phasing unit enters a hex adjacent to the unit (L220 [7.2.4]; one attack per entry, Fig. 4-5,
// L194). After a separate attack each such unit may answer the attacker (L196 [5.4.1]); after a
// simultaneous attack, one unit of the attacking stack (L196 [5.4.2]). Direct only, never
// simultaneous (L201 [5.4.5]); any number a phase (L196 [5.4.4]). Pinned units in close quarters
// may not attack into another hex (L258 [9.4.4]). Every unit that may answer does.
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { bestWeaponAt, distance, fire, sideOf } from './fire.js';
import type { EngagementState } from './state.js';

/**
 * 1 when slot c (anti-phase) is free to attack out of its hex: one anti-phase unit in a close
 * quarters hex is pinned for each phasing unit there that can still fire (L258 [9.4.1-9.4.2]).
 * The phasing player decides which (L258 [9.4.3]): the engine pins the units listed first.
 */
export function unpinned(s: EngagementState, c: number): number {
  const hex = s.hex[c] as number;
  const phasing = sideOf(c) === 0 ? MAX_FORCE_UNITS : 0;
  const phasingCount = s.units[phasing === 0 ? 0 : 1] as number;
  let pins = 0;
  for (let k = 0; k < phasingCount; k++) {
    const p = phasing + k;
    if (s.alive[p] === 1 && s.hex[p] === hex && s.immobile[p] === 0 && s.disarmed[p] === 0 && s.broken[p] === 0) pins++;
  }
  if (pins === 0) return 1;
  const own = sideOf(c) === 0 ? 0 : MAX_FORCE_UNITS;
  let before = 0;
  for (let o = own; o < c; o++) if (s.alive[o] === 1 && s.hex[o] === hex) before++;
  return before >= pins ? 1 : 0;
}

/** Slot c's defensive attack at slot b, if it can make one. */
export function defend(s: EngagementState, c: number, b: number): void {
  if (s.alive[c] === 0 || s.alive[b] === 0) return;
  if (s.hex[c] !== s.hex[b] && unpinned(s, c) === 0) return;
  const w = bestWeaponAt(s, c, b, 1);
  if (w >= 0) fire(s, c, w, b, 1, 0);
}

/** After a separate attack by `attacker` on `target` (triggers 1 and 2, L196 [5.4.1]): the target and the units stacked with it answer. */
export function answerAttack(s: EngagementState, attacker: number, target: number): void {
  if (distance(s, attacker, target) > s.defensiveRange) return;
  const hex = s.hex[target] as number;
  const base = sideOf(target) === 0 ? 0 : MAX_FORCE_UNITS;
  const count = s.units[base === 0 ? 0 : 1] as number;
  for (let k = 0; k < count; k++) {
    const c = base + k;
    if (s.alive[c] === 1 && s.hex[c] === hex) defend(s, c, attacker);
  }
}

/**
 * After a simultaneous attack on `target` by the units with s.chosen >= 0 (L196 [5.4.2]): the
 * target, if it lives, and the units stacked with it each answer one unit of the stack, the one
 * they have the best attack target against.
 */
export function answerStack(s: EngagementState, from: number, target: number): void {
  if (distance(s, from, target) > s.defensiveRange) return;
  const hex = s.hex[target] as number;
  const base = sideOf(target) === 0 ? 0 : MAX_FORCE_UNITS;
  const count = s.units[base === 0 ? 0 : 1] as number;
  const stack = sideOf(from) === 0 ? 0 : MAX_FORCE_UNITS;
  const stackCount = s.units[stack === 0 ? 0 : 1] as number;
  for (let k = 0; k < count; k++) {
    const c = base + k;
    if (s.alive[c] === 0 || s.hex[c] !== hex) continue;
    let pick = -1;
    let pickTarget = -1000;
    for (let j = 0; j < stackCount; j++) {
      const a = stack + j;
      if ((s.chosen[a] as number) < 0 || s.alive[a] === 0) continue;
      if (bestWeaponAt(s, c, a, 1) >= 0 && s.shotTarget > pickTarget) {
        pick = a;
        pickTarget = s.shotTarget;
      }
    }
    if (pick >= 0) defend(s, c, pick);
  }
}

/** A phasing unit `mover` has entered a hex (trigger 3, L220 [7.2.4]): every anti-phase unit adjacent to it may attack it once. */
export function answerEntry(s: EngagementState, mover: number): void {
  const hex = s.hex[mover] as number;
  const base = sideOf(mover) === 0 ? MAX_FORCE_UNITS : 0;
  const count = s.units[base === 0 ? 0 : 1] as number;
  for (let k = 0; k < count && s.alive[mover] === 1; k++) {
    const c = base + k;
    const d = (s.hex[c] as number) - hex;
    if (s.alive[c] === 1 && (d === 1 || d === -1)) defend(s, c, mover);
  }
}
