// hot: one player's phase (MK L172 [4.0] 2-3): broken infantry try to recover (L306 [14.3.2]),
// close quarters already joined continue (L252 [9.3.1]), then each unit, in force order, either
// moves or makes its one offensive attack (L188 [5.3.1], L220 [7.2.1]), as its force's policy
// says: hold and fire once an enemy is within its engagement range, or close to close quarters.
// Stacked units attack together when the policy says so (L188 [5.3.3]), stacked infantry add
// their powers (L304 [14.2.1]).
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { MAX_UNIT_WEAPONS } from '../compile/tables.js';
import { closeAttack, continueCloseQuarters } from './close-quarters.js';
import { answerAttack, answerStack } from './defensive.js';
import { bestShot, bestWeaponAt, canFire, distance, fire } from './fire.js';
import { logEvent } from '../../../kernel/event-log.js';
import { AttackFlag, MkEvent } from './event-log.js';
import { Metric } from './metrics.js';
import { advance, nearestEnemyHex } from './move.js';
import { MAX_UNITS, type EngagementState } from './state.js';

export function playPhase(s: EngagementState, phasing: number): void {
  for (let slot = 0; slot < MAX_UNITS; slot++) {
    s.acted[slot] = 0;
    s.chosen[slot] = -1;
  }
  for (let k = 0; k < MAX_UNITS * MAX_UNIT_WEAPONS; k++) s.shots[k] = 0;
  const own = phasing === 0 ? 0 : MAX_FORCE_UNITS;
  const count = s.units[phasing] as number;
  logEvent(s, MkEvent.Phase, phasing, 0, 0, 0, 0, 0);
  for (let k = 0; k < count; k++) if (s.alive[own + k] === 1 && s.broken[own + k] !== 0) recoverMorale(s, own + k);
  continueCloseQuarters(s, phasing);
  for (let k = 0; k < count; k++) {
    const a = own + k;
    if (s.alive[a] === 1 && s.acted[a] === 0 && s.broken[a] === 0) act(s, a);
  }
}

/** One unit's action in its phase. */
function act(s: EngagementState, a: number): void {
  const t = s.t;
  const row = s.row[a] as number;
  const force = s.design[a < MAX_FORCE_UNITS ? 0 : 1] as number;
  const mobile = s.immobile[a] === 0 && (t.unit.movement[row] as number) > 0;
  if (nearestEnemyHex(s, a) < 0) return;
  if (t.force.closeQuarters[force] === 1 && mobile && (t.unit.typeOne[row] === 1 || reach(s, a) > 0)) {
    s.acted[a] = 1;
    if (advance(s, a, 0, 1) === 1) {
      s.metrics[Metric.CloseQuarters + (a < MAX_FORCE_UNITS ? 0 : 1)] = (s.metrics[Metric.CloseQuarters + (a < MAX_FORCE_UNITS ? 0 : 1)] as number) + 1;
      s.flags = AttackFlag.CloseQuarters;
      closeAttack(s, a); // after the defensive attacks (L238 [9.1] 3)
      s.flags = 0;
    }
    return;
  }
  const longest = reach(s, a);
  if (longest === 0) return; // nothing to fire: a disarmed unit holds
  const engageAt = t.force.engageAt[force] as number;
  const engage = engageAt === 0 || engageAt > longest ? longest : engageAt;
  const shot = bestShot(s, a, mobile ? engage : longest, 0, 0);
  if (shot >= 0) {
    offensive(s, a, shot % MAX_UNIT_WEAPONS, (shot - (shot % MAX_UNIT_WEAPONS)) / MAX_UNIT_WEAPONS, force);
    return;
  }
  if (mobile) {
    s.acted[a] = 1;
    advance(s, a, engage, 0);
  }
}

/** The longest range among the weapons slot a can fire now; 0 if none. */
function reach(s: EngagementState, a: number): number {
  const row = s.row[a] as number;
  const weapons = s.t.unit.weapons[row] as number;
  const firstWeapon = s.t.unit.firstWeapon[row] as number;
  let longest = 0;
  for (let w = 0; w < weapons; w++) if (canFire(s, a, w) === 1 && (s.t.weapon.range[firstWeapon + w] as number) > longest) longest = s.t.weapon.range[firstWeapon + w] as number;
  return longest;
}

/** Slot a's offensive attack on slot b with weapon w: alone, with its stack (simultaneous), or with its stacked infantry's powers added. */
function offensive(s: EngagementState, a: number, w: number, b: number, force: number): void {
  const t = s.t;
  const own = a < MAX_FORCE_UNITS ? 0 : MAX_FORCE_UNITS;
  const count = s.units[own === 0 ? 0 : 1] as number;
  const hex = s.hex[a] as number;
  if (t.force.simultaneous[force] === 1) {
    let joined = 0;
    for (let k = 0; k < count; k++) {
      const c = own + k;
      if (c === a || s.alive[c] === 0 || s.acted[c] === 1 || s.broken[c] !== 0 || s.hex[c] !== hex) continue;
      const wc = bestWeaponAt(s, c, b, 0);
      if (wc < 0) continue;
      s.chosen[c] = wc;
      joined++;
    }
    if (joined > 0) {
      s.chosen[a] = w;
      // Declared together, resolved one by one; every declared attack rolls, even at a dead target (L189 [5.3.4]).
      s.flags = AttackFlag.Simultaneous;
      for (let k = 0; k < count; k++) {
        const c = own + k;
        if ((s.chosen[c] as number) < 0) continue;
        s.acted[c] = 1;
        fire(s, c, s.chosen[c] as number, b, 0, 0);
      }
      s.flags = 0;
      answerStack(s, a, b);
      for (let k = 0; k < count; k++) s.chosen[own + k] = -1;
      return;
    }
  }
  let bonus = 0;
  if (t.unit.infantry[s.row[a] as number] === 1 && t.force.combineInfantry[force] === 1) {
    for (let k = 0; k < count; k++) {
      const c = own + k;
      if (c === a || s.alive[c] === 0 || s.acted[c] === 1 || s.broken[c] !== 0 || s.hex[c] !== hex || t.unit.infantry[s.row[c] as number] === 0) continue;
      const wc = bestWeaponAt(s, c, b, 0);
      if (wc < 0) continue;
      const firstWeapon = t.unit.firstWeapon[s.row[c] as number] as number;
      bonus += t.weapon.attack[firstWeapon + wc] as number; // its attack power, added (L304 [14.2.1])
      s.acted[c] = 1;
    }
  }
  s.acted[a] = 1;
  fire(s, a, w, b, 0, bonus);
  answerAttack(s, a, b);
}

/**
 * A broken infantry unit's recovery roll (L306 [14.3.2], the catalogue's procedures.morale): 1d6
 * <= 4, -1 stacked with an unbroken unit, -2 in forest or a building, +1 an enemy able to attack
 * within 3 hexes, +1 broken again. No defensive positions on a lane.
 */
function recoverMorale(s: EngagementState, a: number): void {
  const rng = s.rng;
  if (rng === undefined) return;
  const r = s.t.rules;
  let modifier = 0;
  const own = a < MAX_FORCE_UNITS ? 0 : MAX_FORCE_UNITS;
  const count = s.units[own === 0 ? 0 : 1] as number;
  for (let k = 0; k < count; k++) {
    const c = own + k;
    if (c !== a && s.alive[c] === 1 && s.broken[c] === 0 && s.hex[c] === s.hex[a]) {
      modifier += r.moraleStacked[0] as number;
      break;
    }
  }
  if (s.t.terrain.cover[s.t.laneHex.terrain[s.hex[a] as number] as number] === 1) modifier += r.moraleCover[0] as number;
  const other = own === 0 ? MAX_FORCE_UNITS : 0;
  const otherCount = s.units[other === 0 ? 0 : 1] as number;
  for (let k = 0; k < otherCount; k++) {
    const e = other + k;
    if (s.alive[e] === 1 && distance(s, a, e) <= (r.moraleRange[0] as number) && bestWeaponAt(s, e, a, 0) >= 0) {
      modifier += r.moraleEnemy[0] as number;
      break;
    }
  }
  if (s.broken[a] === 2) modifier += r.moraleAgain[0] as number;
  const recovered = rng.die(6) + modifier <= (r.recoverOn[0] as number) ? 1 : 0;
  if (recovered === 1) s.broken[a] = 0;
  logEvent(s, MkEvent.Recover, a, (r.recoverOn[0] as number) - modifier, recovered, 0, 0, 0);
}
