// hot: a unit's move along the lane toward the nearest enemy (MK L215-220 [7]): hex by hex, each
// costing its terrain's movement points for the unit's type (L215 [7.1.3]; W and C cannot enter
// water, L219 [7.1.8]), never more than the printed points (L220 [7.2.2]). Infantry move one hex
// (L303 [14.1]) or charge two into close quarters whatever the terrain (L304 [14.2.2]). Each hex
// entered next to an enemy draws its defensive attacks (L220 [7.2.4]); an enemy hex is entered
// only to fight close quarters, and ends the move (L220 [7.2.3], L238 [9.1]).
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { NO_ENTRY } from '../compile/tables.js';
import { answerEntry, defend } from './defensive.js';
import { sideOf } from './fire.js';
import { logEvent } from '../../../kernel/event-log.js';
import { MkEvent } from './event-log.js';
import type { EngagementState } from './state.js';

/** The lane hex of the enemy nearest slot a, or -1 when none is left. */
export function nearestEnemyHex(s: EngagementState, a: number): number {
  const base = sideOf(a) === 0 ? MAX_FORCE_UNITS : 0;
  const count = s.units[base === 0 ? 0 : 1] as number;
  const hex = s.hex[a] as number;
  let best = -1;
  let bestDistance = 1000;
  for (let k = 0; k < count; k++) {
    const b = base + k;
    if (s.alive[b] === 0) continue;
    const d = (s.hex[b] as number) > hex ? (s.hex[b] as number) - hex : hex - (s.hex[b] as number);
    if (d < bestDistance) {
      best = s.hex[b] as number;
      bestDistance = d;
    }
  }
  return best;
}

/** 1 when an enemy of slot a stands in the hex. */
export function enemyIn(s: EngagementState, a: number, hex: number): number {
  const base = sideOf(a) === 0 ? MAX_FORCE_UNITS : 0;
  const count = s.units[base === 0 ? 0 : 1] as number;
  for (let k = 0; k < count; k++) if (s.alive[base + k] === 1 && s.hex[base + k] === hex) return 1;
  return 0;
}

/** Movement cost of the hex for slot a's movement type, in half points, or NO_ENTRY. */
function costOf(s: EngagementState, a: number, hex: number): number {
  const terrain = s.t.laneHex.terrain[hex] as number;
  const mode = s.t.unit.mode[s.row[a] as number] as number;
  const x = s.t.terrain;
  return (mode === 0 ? x.mW[terrain] : mode === 1 ? x.mC[terrain] : mode === 2 ? x.mH[terrain] : x.mB[terrain]) as number;
}

/**
 * Moves slot a toward the nearest enemy until one is within `stopAt` hexes. With `assault` 1 it
 * closes all the way and enters the enemy's hex (infantry charging two hexes, L304 [14.2.2]).
 * Returns 1 when the unit ends in an enemy hex, alive, to fight close quarters.
 */
export function advance(s: EngagementState, a: number, stopAt: number, assault: number): number {
  const target = nearestEnemyHex(s, a);
  if (target < 0 || s.immobile[a] === 1) return 0;
  const dir = target > (s.hex[a] as number) ? 1 : target < (s.hex[a] as number) ? -1 : 0;
  if (dir === 0) return 0;
  const infantry = s.t.unit.infantry[s.row[a] as number] === 1;
  let hexes = 0;
  if (infantry) {
    const charge = s.t.rules.chargeHexes[0] as number;
    const walk = s.t.rules.infantryHexes[0] as number;
    const gap = target > (s.hex[a] as number) ? target - (s.hex[a] as number) : (s.hex[a] as number) - target;
    hexes = assault === 1 && gap <= charge ? charge : walk; // a charge only when it reaches close quarters
    if (hexes === charge && assault === 1 && gap <= charge) s.charging[a] = 1;
  }
  let budget = s.t.unit.movement[s.row[a] as number] as number;
  let entered = 0;
  for (;;) {
    const hex = s.hex[a] as number;
    const near = nearestEnemyHex(s, a);
    if (near < 0) break;
    const gap = near > hex ? near - hex : hex - near;
    if (assault === 0 && gap <= stopAt) break;
    const next = hex + dir;
    if (next < 0 || next >= s.laneLength) break;
    const into = enemyIn(s, a, next);
    if (into === 1 && assault === 0) break;
    if (infantry) {
      if (hexes === 0) break;
      hexes--;
    } else {
      const cost = costOf(s, a, next);
      if (cost === NO_ENTRY || cost > budget) break;
      budget -= cost;
    }
    s.hex[a] = next;
    entered++;
    logEvent(s, MkEvent.Move, a, hex, next, s.charging[a] as number, 0, 0);
    if (into === 1) {
      // From a start next to the enemy, its units fire in their own hex (L249 [9.2] 2); after an
      // approach they fired in the adjacent hex already, and may not twice (L249 [9.2]).
      if (entered === 1) answerInHex(s, a);
      s.charging[a] = 0;
      return s.alive[a] as number;
    }
    answerEntry(s, a);
    if (s.alive[a] === 0 || s.immobile[a] === 1) break;
  }
  s.charging[a] = 0;
  return 0;
}

/** The enemy units in the hex slot a has just entered each attack it (L249 [9.2] 2). */
function answerInHex(s: EngagementState, a: number): void {
  const base = sideOf(a) === 0 ? MAX_FORCE_UNITS : 0;
  const count = s.units[base === 0 ? 0 : 1] as number;
  for (let k = 0; k < count && s.alive[a] === 1; k++) if (s.hex[base + k] === s.hex[a]) defend(s, base + k, a);
}
