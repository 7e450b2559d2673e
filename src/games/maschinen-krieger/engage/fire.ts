// hot: one unit's attack on another in an engagement (MK L174-189 [5.1-5.3]): the attack target
// from the compiled charts (ability + pilot + range + the target hex's terrain + immobilised, minus
// defense: L174-179 [5.1.1] 3, [5.1.3]; on a lane only the target's hex gives terrain, K9), the
// dice (resolve/attack.ts), the weapon's usage and rounds, the tally, and the result on the target.
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { MAX_UNIT_WEAPONS, RANGE_CELLS } from '../compile/tables.js';
import { TALLY_CELLS, TallyField, tallyCell } from '../compile/tally.js';
import { attack, Outcome, SPENT, Usage } from '../resolve/attack.js';
import { logEvent } from '../../../kernel/event-log.js';
import { AttackFlag, MkEvent } from './event-log.js';
import { Metric } from './metrics.js';
import { FOREVER, UNLIMITED_AMMO, type EngagementState } from './state.js';

const TALLY_ROW = TALLY_CELLS * TallyField.Count;

export function sideOf(slot: number): number {
  return slot < MAX_FORCE_UNITS ? 0 : 1;
}

export function distance(s: EngagementState, a: number, b: number): number {
  const d = (s.hex[a] as number) - (s.hex[b] as number);
  return d < 0 ? -d : d;
}

/** 1 when weapon w of slot a can fire now: not disarmed (A, L178 [5.1.2]), not spent, rounds left (L279 [11.2.5]), its rounds this phase not used up (L279). */
export function canFire(s: EngagementState, a: number, w: number): number {
  if (s.disarmed[a] === 1 || s.broken[a] !== 0) return 0; // broken infantry cannot attack (L305 [14.3.1] 1)
  const row = s.row[a] as number;
  if (w >= (s.t.unit.weapons[row] as number)) return 0;
  const at = a * MAX_UNIT_WEAPONS + w;
  if ((s.spentUntil[at] as number) > s.turn || s.ammo[at] === 0) return 0;
  return (s.shots[at] as number) < (s.t.weapon.perPhase[(s.t.unit.firstWeapon[row] as number) + w] as number) ? 1 : 0;
}

/** Attack target of weapon w of slot a at slot b (L174-175 [5.1.1] 3); `defensive` adds the modifier against a charging infantry unit (L304 [14.2.3]). */
export function attackTargetOf(s: EngagementState, a: number, w: number, b: number, defensive: number): number {
  const t = s.t;
  const weapon = (t.unit.firstWeapon[s.row[a] as number] as number) + w;
  const rowB = s.row[b] as number;
  const terrain = t.laneHex.terrain[s.hex[b] as number] as number;
  const code = t.weapon.code[weapon] as number;
  const byTerrain = (code === 0 ? t.terrain.aL[terrain] : code === 1 ? t.terrain.aG[terrain] : code === 2 ? t.terrain.aMG[terrain] : code === 3 ? t.terrain.aR[terrain] : t.terrain.aPF[terrain]) as number;
  let target = (t.weapon.attack[weapon] as number) + (t.unit.pilotAttack[s.row[a] as number] as number) + (t.rangeMod.modifier[weapon * RANGE_CELLS + distance(s, a, b)] as number) + byTerrain - (t.unit.defense[rowB] as number);
  if (s.immobile[b] === 1) target += t.rules.immobilisedModifier[0] as number;
  if (defensive === 1 && s.charging[b] === 1) target += t.rules.chargingModifier[0] as number;
  return target;
}

/**
 * The best shot of slot a at an enemy no more than maxDistance away: the weapon and target with
 * the highest attack target (ties: nearer, then the lower slot), as target * MAX_UNIT_WEAPONS + w,
 * or -1. Never into a hex holding a's own side from outside it (L184 [5.1.4], L249 [9.2.3]).
 * `inHex` 1 limits targets to a's own hex (close quarters). Leaves the attack target in s.shotTarget.
 */
export function bestShot(s: EngagementState, a: number, maxDistance: number, defensive: number, inHex: number): number {
  const enemy = sideOf(a) === 0 ? MAX_FORCE_UNITS : 0;
  const enemies = s.units[enemy === 0 ? 0 : 1] as number;
  let best = -1;
  let bestTarget = -1000;
  let bestDistance = 1000;
  for (let k = 0; k < enemies; k++) {
    const b = enemy + k;
    if (s.alive[b] === 0) continue;
    const d = distance(s, a, b);
    if (d > maxDistance || (inHex === 1 && d !== 0)) continue;
    const w = bestWeaponAt(s, a, b, defensive);
    if (w < 0) continue;
    const target = s.shotTarget;
    if (target > bestTarget || (target === bestTarget && d < bestDistance)) {
      best = b * MAX_UNIT_WEAPONS + w;
      bestTarget = target;
      bestDistance = d;
    }
  }
  s.shotTarget = bestTarget;
  return best;
}

/**
 * The weapon with the best attack target that slot a can fire at slot b now (ties: the one listed
 * first), or -1; never into a hex holding a's own side from outside it (L184 [5.1.4], L249
 * [9.2.3]). Leaves the attack target in s.shotTarget.
 */
export function bestWeaponAt(s: EngagementState, a: number, b: number, defensive: number): number {
  const row = s.row[a] as number;
  const weapons = s.t.unit.weapons[row] as number;
  const firstWeapon = s.t.unit.firstWeapon[row] as number;
  const d = distance(s, a, b);
  let best = -1;
  let bestTarget = -1000;
  if (d === 0 || friendIn(s, a, s.hex[b] as number) === 0) {
    for (let w = 0; w < weapons; w++) {
      if (canFire(s, a, w) === 0 || (s.t.weapon.range[firstWeapon + w] as number) < d) continue;
      const target = attackTargetOf(s, a, w, b, defensive);
      if (target > bestTarget) {
        best = w;
        bestTarget = target;
      }
    }
  }
  s.shotTarget = bestTarget;
  return best;
}

/** 1 when a unit of slot a's side (other than a) stands in the hex. */
export function friendIn(s: EngagementState, a: number, hex: number): number {
  const base = sideOf(a) === 0 ? 0 : MAX_FORCE_UNITS;
  const count = s.units[base === 0 ? 0 : 1] as number;
  for (let k = 0; k < count; k++) {
    const c = base + k;
    if (c !== a && s.alive[c] === 1 && s.hex[c] === hex) return 1;
  }
  return 0;
}

/**
 * Slot a fires weapon w at slot b with `bonus` added to the attack target (stacked infantry's
 * added powers, L304 [14.2.1]). Every declared attack rolls, also at a dead target, for usage
 * (L189 [5.3.4]); a dead target's roll is not tallied. Returns the outcome code (Outcome).
 */
export function fire(s: EngagementState, a: number, w: number, b: number, defensive: number, bonus: number): number {
  const t = s.t;
  const rng = s.rng;
  if (rng === undefined) return Outcome.Miss;
  const row = s.row[a] as number;
  const weapon = (t.unit.firstWeapon[row] as number) + w;
  const at = a * MAX_UNIT_WEAPONS + w;
  const side = sideOf(a);
  const target = attackTargetOf(s, a, w, b, defensive) + bonus;
  const rowB = s.row[b] as number;
  const ammo = s.ammo[at] as number;
  const usage = ammo === UNLIMITED_AMMO ? (t.weapon.usage[weapon] as number) : ammo === 1 ? Usage.LastRound : Usage.Rounds;
  const result = attack(rng, target, s.resolution, s.critical, usage, t.unit.destroyed[rowB] as number, t.unit.immobilised[rowB] as number, t.unit.disarmed[rowB] as number, 0);
  const outcome = result & 7;
  s.shots[at] = (s.shots[at] as number) + 1;
  s.metrics[(defensive === 1 ? Metric.DefensiveShots : Metric.Shots) + side] = (s.metrics[(defensive === 1 ? Metric.DefensiveShots : Metric.Shots) + side] as number) + 1;
  if (ammo !== UNLIMITED_AMMO) s.ammo[at] = ammo - 1;
  if ((result & SPENT) !== 0) {
    if (ammo !== UNLIMITED_AMMO) s.metrics[Metric.AmmoOut + side] = (s.metrics[Metric.AmmoOut + side] as number) + 1; // Arm. Disabled for this weapon (L279 [11.2.5])
    else {
      s.spentUntil[at] = t.weapon.recovers[weapon] === 1 ? s.turn + 2 : FOREVER; // the AAR laser: the next turn only (L308-310 [14.4.4])
      if (usage === Usage.Laser) s.metrics[Metric.LasersSpent + side] = (s.metrics[Metric.LasersSpent + side] as number) + 1;
    }
  }
  logEvent(s, MkEvent.Attack, a, b, w, target, outcome, s.flags | defensive * AttackFlag.Defensive | ((result & SPENT) !== 0 ? AttackFlag.WeaponOut : 0) | (s.alive[b] === 0 ? AttackFlag.DeadTarget : 0));
  if (s.alive[b] === 0) return Outcome.Miss;
  if (s.tally.length > 0) {
    const base = (t.weapon.tallyRow[weapon] as number) * TALLY_ROW + tallyCell(target, t.unit.enduranceClass[rowB] as number) * TallyField.Count;
    s.tally[base + TallyField.Attacks] = (s.tally[base + TallyField.Attacks] as number) + 1;
    if (outcome !== Outcome.Miss) s.tally[base + TallyField.Hits] = (s.tally[base + TallyField.Hits] as number) + 1;
    if (outcome === Outcome.Destroyed) s.tally[base + TallyField.Destroyed] = (s.tally[base + TallyField.Destroyed] as number) + 1;
    else if (outcome === Outcome.Immobilised) s.tally[base + TallyField.Immobilised] = (s.tally[base + TallyField.Immobilised] as number) + 1;
    else if (outcome === Outcome.Disarmed) s.tally[base + TallyField.Disarmed] = (s.tally[base + TallyField.Disarmed] as number) + 1;
    if ((result & SPENT) !== 0) s.tally[base + TallyField.Spent] = (s.tally[base + TallyField.Spent] as number) + 1;
  }
  if (s.deferred === 1) s.pending[b] = (s.pending[b] as number) | (1 << outcome);
  else applyResult(s, b, outcome);
  return outcome;
}

/**
 * An Armor Endurance result on slot b (L178 [5.1.2]): D removes it; M stops it moving; A stops
 * it shooting (every ranged weapon, K7). An infantry unit's M or A breaks its morale instead
 * (L305 [14.3]).
 */
export function applyResult(s: EngagementState, b: number, outcome: number): void {
  if (outcome === Outcome.Destroyed) s.alive[b] = 0;
  else if (outcome === Outcome.Immobilised || outcome === Outcome.Disarmed) {
    if (s.t.unit.infantry[s.row[b] as number] === 1) {
      s.broken[b] = s.broken[b] === 0 ? 1 : 2;
      s.metrics[Metric.MoraleBreaks + sideOf(b)] = (s.metrics[Metric.MoraleBreaks + sideOf(b)] as number) + 1;
    } else if (outcome === Outcome.Immobilised) s.immobile[b] = 1;
    else if (s.t.rules.disarmAll[0] === 1) s.disarmed[b] = 1;
    else s.spentUntil[b * MAX_UNIT_WEAPONS] = FOREVER;
  }
}

/** Unarmed combat by a Type I unit: hits on an unmodified 4 or less whatever the defense (L259 [9.5]). */
export function unarmed(s: EngagementState, a: number, b: number): number {
  const rng = s.rng;
  if (rng === undefined) return Outcome.Miss;
  const rowB = s.row[b] as number;
  const outcome = attack(rng, s.t.rules.unarmedToHit[0] as number, s.resolution, s.critical, Usage.None, s.t.unit.destroyed[rowB] as number, s.t.unit.immobilised[rowB] as number, s.t.unit.disarmed[rowB] as number, 0) & 7;
  logEvent(s, MkEvent.Attack, a, b, -1, s.t.rules.unarmedToHit[0] as number, outcome, s.flags | AttackFlag.CloseQuarters | (s.alive[b] === 0 ? AttackFlag.DeadTarget : 0));
  s.metrics[Metric.Shots + sideOf(a)] = (s.metrics[Metric.Shots + sideOf(a)] as number) + 1;
  if (s.alive[b] === 0) return Outcome.Miss;
  if (s.deferred === 1) s.pending[b] = (s.pending[b] as number) | (1 << outcome);
  else applyResult(s, b, outcome);
  return outcome;
}

/** Applies the results close quarters left pending (a bit per Outcome) once both sides have attacked (L255 [9.3.2]). */
export function applyPending(s: EngagementState, b: number): void {
  const pending = s.pending[b] as number;
  s.pending[b] = 0;
  if (pending === 0 || s.alive[b] === 0) return;
  if ((pending & (1 << Outcome.Destroyed)) !== 0) applyResult(s, b, Outcome.Destroyed);
  else {
    if ((pending & (1 << Outcome.Immobilised)) !== 0) applyResult(s, b, Outcome.Immobilised);
    if ((pending & (1 << Outcome.Disarmed)) !== 0) applyResult(s, b, Outcome.Disarmed);
  }
}
