// hot: one use of an attack function, from the range diagram to the last marker (L189-286).
// Geometry is the caller's: it passes the range and, as flags, what only a map can tell.
import type { Rng } from '../../../rng/rng.js';
import * as poolModule from '../../../dice/pool.js';
import type { DicePool } from '../../../dice/pool.js';
import * as codes from '../compile/codes.js';
import * as damageModule from './damage.js';
import * as locationPolicyModule from './location-policy.js';
import * as hitChanceModule from './hit-chance.js';
import * as silhouetteModule from './silhouette.js';
import * as stateModule from './state.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from './units.js';
import * as actionsModule from './actions.js';
import * as eventLogModule from '../log/event-log.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, AttackLog, Defense, DiceMod, logClose, logEvent, logOpen, logPut, Mark } = eventLogModule;
const { Action, Effect, Hit, MAX_SLOTS, Movement, RANGES, Status, When } = codes;
const { rollPool } = poolModule;
const { collapse, disableAt, disableRolled, disableUsed, markLocation, markSimple, markSlot, usedCard } = damageModule;
const { attackerLocation, defenderDisableLocation, markersAt, rolledLocations } = locationPolicyModule;
const { hitChance } = hitChanceModule;
const { silhouette } = silhouetteModule;
const { OVERCHARGED_BANDS, tallyIndex } = stateModule;
const { crippled, effectWorks, findEffect, firstEffectOf, endEffectOf, hasEffect, isSimple, slotWorks, unpowered } = unitsModule;
const { useCoreAbility } = actionsModule;

export const AttackFlag = {
  /** Made during the movement phase with Move plus Strafe: one die less (L307), paid for by the movement option. */
  Strafe: 1,
  /** The attacker is inside the arc of the defender's point-defense item (L341). */
  InPointDefenseArc: 2,
  /** Spend an extra energy step for an extra die (L550). */
  Overcharge: 4,
  /** The target is inside the arc of the attacker's rangefinder (L583). */
  InRangefinderArc: 8,
  /** Pay for a powered-up function with the Explosive Capacitor's Flux Compression (L345). */
  FluxCompression: 16,
  /** Use the Ultracapacitor to attack the same target twice in one action with a beam or bolt (L557). */
  DoubleAttack: 32,
  /**
   * The caller chose this attack a moment ago by its working item (not hacked), arc, band dice and
   * guided-missile target (the line duel's bestAttack, duel-attack.ts), with nothing changed since:
   * those checks are not made again.
   */
  Chosen: 64,
} as const;

/** Returned by useAttack when the attack may not be made at all. */
export const NOT_ALLOWED = -1;

/**
 * AttackFlag.Overcharge when unit a's policy overcharges attack k now: an expansion robot, an
 * electric attack that may be overcharged, and energy for the attack, the extra die and one step
 * left for a reboot (L550, L563); else 0.
 */
export function overchargeFlag(t: KriegbotTables, s: KriegbotState, a: number, k: number): number {
  const r = s.robot[a]!;
  if (t.robot.expansion[r] !== 1 || t.robot.overchargePolicy[r] !== 1 || t.attack.overcharge[k] !== 1) return 0;
  return s.energy[a]! >= 3 ? AttackFlag.Overcharge : 0;
}

/** The range-diagram band that reaches `range` (L212): the first whose limit is at least it; -1 beyond the last. */
export function bandIndex(t: KriegbotTables, k: number, range: number): number {
  return t.reach.band[k * RANGES + (range < RANGES ? range : RANGES - 1)]!;
}

/** Attack dice at a range (L53, L212); 0 where the diagram does not allow the attack. */
export function bandDice(t: KriegbotTables, k: number, range: number): number {
  return t.reach.dice[k * RANGES + (range < RANGES ? range : RANGES - 1)]!;
}

/**
 * Attacker a uses attack row k against unit d at `range`. Checks that the attack may be made,
 * pays for it (attack action, energy, a Flux Compression), makes each attack of the volley and
 * returns the number that hit, or NOT_ALLOWED.
 */
export function useAttack(t: KriegbotTables, s: KriegbotState, rng: Rng, a: number, k: number, d: number, range: number, flags: number): number {
  // The silhouette the line duel's attack choice found a moment ago for this attack at this target
  // (duel-attack.ts keepChoice): its first roll uses it. Nothing between the choice and that roll
  // changes the target's silhouette (this attacker's Flux Compression and core ability change its
  // own state) but a screen going up, which attackOnce checks itself. Taken once: a later attack,
  // a strafe of the next turn, has no choice made for it.
  const kept = k === s.keptAttack && d === s.keptTarget ? 1 : 0;
  s.keptAttack = -1;
  if (s.status[a] !== Status.Active || s.status[d] !== Status.Active) return NOT_ALLOWED;
  const r = s.robot[a]!;
  const slot = t.attack.slot[k]!;
  if ((flags & AttackFlag.Chosen) === 0) {
    if (!slotWorks(s, a, slot) || t.attack.arc[k]! < 0) return NOT_ALLOWED; // no arc: a pylon system off a pylon (L125)
    if (bandDice(t, k, range) === 0) return NOT_ALLOWED;
    if (t.attack.paintedOrMoved[k] === 1 && !paintedOrMoved(s, d)) return NOT_ALLOWED; // the Guided Missile (L341)
  }
  if ((range <= 0 && t.robot.infantry[r] !== 1) || crippled(s, a)) return NOT_ALLOWED; // range 0 (L214), except infantry (L509); only reboot or bail-out (L61)
  if ((flags & AttackFlag.Strafe) === 0 && s.attackActions[a]! === 0) return NOT_ALLOWED;
  if (t.attack.robotOnly[k] === 1 && isSimple(s, d)) return NOT_ALLOWED; // "robot": robots only, not infantry, buildings or markers (L197)

  const expansion = t.robot.expansion[r] === 1;
  const free = t.scenario.freeOvercharge.length > 0 && t.scenario.freeOvercharge[0] === 1; // "all electrical attacks are considered Overcharged at no energy cost" (L707)
  const overcharge = ((flags & AttackFlag.Overcharge) !== 0 || free) && t.attack.overcharge[k] === 1 ? 1 : 0;
  const energyCost = expansion && t.attack.electric[k] === 1 ? 1 + (free ? 0 : overcharge) : 0; // L548, L550
  if (energyCost > s.energy[a]!) return NOT_ALLOWED;
  if (t.attack.poweredUp[k] === 1 && s.poweredUp[a] === 0 && !fluxCompression(t, s, a, flags)) return NOT_ALLOWED;

  s.energy[a] = s.energy[a]! - energyCost;
  if ((flags & AttackFlag.Strafe) === 0) s.attackActions[a] = s.attackActions[a]! - 1;
  s.lastCard[a] = t.attack.card[k]!; // a strafe is an attack action too: the next must use another card (L565)
  // The Ultracapacitor: each attack pays its own step, and the ability one more (L557).
  const twice = (flags & AttackFlag.DoubleAttack) !== 0 && energyCost > 0 && s.energy[a]! >= energyCost + 1 && doubleAttack(t, s, a, k);
  if (twice) s.energy[a] = s.energy[a]! - energyCost;
  let hits = 0;
  const attacks = t.attack.attacks[k]! * (twice ? 2 : 1);
  s.volleySize = attacks;
  for (let i = 0; i < attacks && s.status[d] === Status.Active; i++) {
    s.volleyIndex = i;
    s.keptForRoll = i === 0 ? kept : 0;
    hits += attackOnce(t, s, rng, a, k, d, range, flags, overcharge);
  }
  // The defender's point defense and screen have done their work against this attack action: an
  // unpowered defender's cards are disabled (L63); one point-defense action covers one attack
  // action, its whole volley (L135, L341).
  const after = s.disableAfter[d]!;
  if (after !== 0) {
    for (let slot = 0; slot < MAX_SLOTS; slot++) if (((after >> slot) & 1) === 1) disableUsed(s, d, slot);
    s.disableAfter[d] = 0;
  }
  s.pointDefense[d] = -1;
  usedCard(s, a, slot); // unpowered, the card used is disabled (L63)
  if (overcharge === 1) madSensor(t, s, a, d);
  return hits;
}

/** The MAD Sensor: its owner, for its defense action, paints the robot that made an overcharged attack on it (L573). */
function madSensor(t: KriegbotTables, s: KriegbotState, a: number, d: number): void {
  if (isSimple(s, d) || s.status[d] !== Status.Active || s.defenseActions[d]! === 0 || crippled(s, d)) return;
  const e = findEffect(t, s, d, Effect.PaintOvercharger);
  if (e < 0) return;
  s.defenseActions[d] = s.defenseActions[d]! - 1;
  logEvent(s.log, Event.Defense, d, Defense.MadSensor, e, a, 0);
  usedCard(s, d, t.effect.slot[e]!);
  if (findEffect(t, s, a, Effect.BlockPaint) < 0) paintMarker(s, a, d);
}

/** The Painted marker (at most one, L282). */
function paintMarker(s: KriegbotState, u: number, by: number): void {
  if (s.painted[u] === 1) return;
  s.painted[u] = 1;
  logEvent(s.log, Event.Mark, u, Mark.Painted, 1, by, 0);
}

/** One attack roll and its effects. Returns 1 for a hit. */
export function attackOnce(t: KriegbotTables, s: KriegbotState, rng: Rng, a: number, k: number, d: number, range: number, flags: number, overcharge: number): number {
  const medium = t.attack.medium[k]!;
  const simple = isSimple(s, d);
  let kept = s.keptForRoll; // 1: the attack choice's silhouette holds (useAttack), unless a screen goes up now
  s.keptForRoll = 0;
  s.logModCount = 0;
  const band = bandDice(t, k, range);
  const scenario = scenarioDice(t, s, a, k);
  // The hooks below are called only for robots with the card at all (most have none): a call that returns at once still costs one.
  let dice = band + overcharge + (hasEffect(s, a, Effect.Dice) ? diceBonus(t, s, a, k, range, flags) : 0) + scenario;
  if ((flags & AttackFlag.Strafe) !== 0) dice -= 1; // L307
  if (!simple) {
    // ... and only when they can act: point defense on already, or its defense action to switch it on with; a screen not yet deployed and the defense action for it
    const defenseLeft = s.defenseActions[d]! > 0;
    if ((s.pointDefense[d]! >= 0 || (defenseLeft && (flags & AttackFlag.InPointDefenseArc) !== 0)) && hasEffect(s, d, Effect.PointDefense)) dice -= pointDefense(t, s, a, d, medium, flags);
    if (defenseLeft && s.screen[d]! < 0 && hasEffect(s, d, Effect.Silhouette)) {
      deployScreen(t, s, d, a, medium);
      kept = 0;
    }
  }
  if (dice <= 0) {
    if (s.log.on !== 0) logAttack(t, s, a, k, d, range, flags, overcharge, band, scenario, dice, 0, 0, false);
    return 0; // reduced to no dice: no roll (A6)
  }

  rollPool(rng, dice, s.pool);
  const sil = kept === 1 ? s.keptSilhouette : silhouette(t, s, d, k, range);
  let damage = 0;
  let disables = 0;
  let paint = 0;
  const hit = s.pool.total >= sil ? 1 : 0; // equal to or greater than the silhouette (L231)
  const locationDice = hit === 1 && !simple ? t.attack.locationDice[k]! : 0;
  if (locationDice > 0) rollPool(rng, locationDice, s.locationPool); // a barrage rolls its locations apart (L329)
  if (s.log.on !== 0) logAttack(t, s, a, k, d, range, flags, overcharge, band, scenario, dice, sil, hit, locationDice > 0);
  if (hit === 1) {
    const type = t.attack.hit[k]!;
    if (simple) {
      damage = simpleMarkers(type, s.pool);
      markSimple(s, d, damage);
    } else {
      const locations = locationDice > 0 ? s.locationPool : s.pool;
      if (type === Hit.Paint) {
        paint = 1;
        if (findEffect(t, s, d, Effect.BlockPaint) < 0) paintMarker(s, d, a); // at most one marker (L282)
        const mine = findEffect(t, s, a, Effect.LimpetMines);
        if (mine >= 0 && t.effect.slot[mine] === t.attack.slot[k]) {
          s.limpets[d] = s.limpets[d]! + 1; // a limpet mine stuck on it (L571)
          logEvent(s.log, Event.Mark, d, Mark.Limpet, s.limpets[d]!, a, 0);
        }
      } else if (type === Hit.DisableChoice) {
        disables = t.attack.disables[k]!;
        for (let i = 0; i < disables; i++) disableAt(t, s, d, defenderDisableLocation(t, s, d, locations));
      } else if (type === Hit.BurstDisable) {
        disables = disableRolled(t, s, d, rolledLocations(locations));
      } else if (!hasEffect(s, d, Effect.CancelDamage) || !cancelDamage(t, s, d, a, medium)) {
        if (type === Hit.Burst) {
          const rolled = rolledLocations(locations);
          for (let location = 0; location < 5; location++) {
            if (((rolled >> location) & 1) === 0) continue;
            markLocation(t, s, d, location, false); // once each (L249)
            damage++;
          }
        } else {
          const location = attackerLocation(t, s, a, d, locations, type);
          damage = markersAt(type, locations, location);
          for (let m = 0; m < damage; m++) markLocation(t, s, d, location, false);
        }
      }
      // the marker first: ignites (a call) only for a robot with an igniting card, and only while the target is not yet on fire
      if (s.onFire[d] === 0 && (t.attack.fire[k] === 1 || (hasEffect(s, a, Effect.Ignite) && ignites(t, s, a, medium)))) {
        s.onFire[d] = 1; // even when the damage is cancelled (L337); at most one marker (L284)
        logEvent(s.log, Event.Mark, d, Mark.OnFire, 1, a, 0);
      }
      if ((type === Hit.Burst || type === Hit.BurstDisable) && s.inBuilding[d]! >= 0) burstBuilding(t, s, d, locations);
    }
  }
  if (s.countering === 0 && !simple && t.robot.counterAttacks[s.robot[d]!] !== 0 && s.status[a] === Status.Active && s.status[d] === Status.Active) counterAttack(t, s, rng, d, a, range);
  if (s.tallying === 1) {
    const at = tallyIndex(k, bandIndex(t, k, range) + (overcharge === 1 ? OVERCHARGED_BANDS : 0), sil);
    const tally = s.tally;
    tally[at] = tally[at]! + 1;
    tally[at + 1] = tally[at + 1]! + hit;
    tally[at + 2] = tally[at + 2]! + damage;
    tally[at + 3] = tally[at + 3]! + damage * damage;
    tally[at + 4] = tally[at + 4]! + disables;
    tally[at + 5] = tally[at + 5]! + disables * disables;
    tally[at + 6] = tally[at + 6]! + paint;
    tally[at + 7] = tally[at + 7]! + hitChance(s, dice, sil); // the exact chance of the dice rolled (hit_rate_exact)
  }
  return hit;
}

/** The core's double-attack ability, if it covers this attack's medium; pays its energy step (L552, L557). */
function doubleAttack(t: KriegbotTables, s: KriegbotState, a: number, k: number): boolean {
  const e = findEffect(t, s, a, Effect.DoubleAttack);
  if (e < 0 || ((t.effect.media[e]! >> t.attack.medium[k]!) & 1) === 0) return false;
  return useCoreAbility(t, s, a) >= 0;
}

function paintedOrMoved(s: KriegbotState, d: number): boolean {
  const movement = s.movement[d];
  // Dancing counts (A35). A flag carrier is attacked "as if painted" (L400), which is for line of sight only (L129), so it must move or be painted.
  return s.painted[d] === 1 || movement === Movement.Move || movement === Movement.MoveStrafe;
}

/** Flux Compression: the defense action and a damage marker on the capacitor let a weapon attack as if powered up (L345); in the expansion it also recharges the core (L567). */
function fluxCompression(t: KriegbotTables, s: KriegbotState, a: number, flags: number): boolean {
  if ((flags & AttackFlag.FluxCompression) === 0 || s.defenseActions[a]! === 0) return false;
  const e = findEffect(t, s, a, Effect.AsIfPoweredUp);
  if (e < 0) return false;
  s.defenseActions[a] = s.defenseActions[a]! - 1;
  logEvent(s.log, Event.Defense, a, Defense.FluxCompression, e, -1, 0);
  const damage = t.effect.amount[e]!;
  for (let i = 0; i < damage; i++) markSlot(t, s, a, t.effect.slot[e]!, false);
  usedCard(s, a, t.effect.slot[e]!); // unpowered, the capacitor is disabled too (L63)
  const r = s.robot[a]!;
  if (t.robot.expansion[r] === 1) {
    const charged = s.energy[a]! + t.robot.recharge[r]!;
    s.energy[a] = charged < t.robot.energy[r]! ? charged : t.robot.energy[r]!;
  }
  return true;
}

/** A scenario's extra dice for some media and one card (the Lizard-bot's +1D6 to MELEE, BEAM and the Flamethrower, L477). */
function scenarioDice(t: KriegbotTables, s: KriegbotState, a: number, k: number): number {
  const bonus = s.bonusDice[a]!;
  if (bonus === 0) return 0;
  return ((t.scenario.monsterMedia[0]! >> t.attack.medium[k]!) & 1) === 1 || t.attack.card[k] === t.scenario.monsterCard[0] ? bonus : 0;
}

/** Extra dice from the attacker's own systems (Phased-Array Antenna L337, rangefinder L583, ...); the caller checks that it has a dice card at all. */
function diceBonus(t: KriegbotTables, s: KriegbotState, a: number, k: number, range: number, flags: number): number {
  const r = s.robot[a]!;
  const medium = t.attack.medium[k]!;
  const bands = t.attack.bandCount[k]!;
  const longRange = bands > 1 && bandIndex(t, k, range) === bands - 1; // the diagram's last band
  let bonus = 0;
  const end = endEffectOf(t, r, Effect.Dice);
  for (let e = firstEffectOf(t, r, Effect.Dice); e < end; e++) {
    if (t.effect.type[e] !== Effect.Dice || !effectWorks(t, s, a, e)) continue;
    if (t.effect.poweredUp[e] === 1 && s.poweredUp[a] === 0) continue;
    const media = t.effect.media[e]!;
    if (media !== 0 && ((media >> medium) & 1) === 0) continue;
    const when = t.effect.when[e];
    if (when === When.Strafe && (flags & AttackFlag.Strafe) === 0) continue;
    if (when === When.InArc && (flags & AttackFlag.InRangefinderArc) === 0) continue;
    if (when === When.LongRange && !longRange) continue;
    bonus += t.effect.amount[e]!;
    if (s.log.on !== 0) logMod(s, DiceMod.Card, t.effect.amount[e]!, e);
  }
  return bonus;
}

/** The defender's point defense: switched on with the defense action, it covers the attacks of this one attack action while its item works (L135, L341, A7). The caller checks that d is a robot with a point-defense card, and that it is on or d has its defense action. */
function pointDefense(t: KriegbotTables, s: KriegbotState, a: number, d: number, medium: number, flags: number): number {
  if (t.robot.defend[s.robot[d]!] === 0) return 0;
  let e = s.pointDefense[d]!;
  if (e < 0 && (flags & AttackFlag.InPointDefenseArc) !== 0 && s.defenseActions[d]! > 0 && !crippled(s, d)) { // only reboot or bail-out while crippled (L61)
    e = findEffect(t, s, d, Effect.PointDefense);
    if (e >= 0 && ((t.effect.media[e]! >> medium) & 1) === 1) {
      s.defenseActions[d] = s.defenseActions[d]! - 1;
      s.pointDefense[d] = e;
      logEvent(s.log, Event.Defense, d, Defense.PointDefense, e, a, 0);
      disableAfter(s, d, t.effect.slot[e]!);
    } else e = -1;
  }
  if (e < 0 || !effectWorks(t, s, d, e) || ((t.effect.media[e]! >> medium) & 1) === 0) return 0;
  const removed = -t.effect.amount[e]!;
  if (s.log.on !== 0) logMod(s, DiceMod.PointDefense, -removed, e);
  return removed;
}

/**
 * After the attack roll the defender may initiate a counter-attack (L286), such as the Nemo
 * Battery's: a working after-roll attack that reaches the attacker, paid with the defense action.
 */
function counterAttack(t: KriegbotTables, s: KriegbotState, rng: Rng, d: number, a: number, range: number): void {
  const r = s.robot[d]!; // the caller checks that it has an after-roll attack (t.robot.counterAttacks)
  // Not at range 0 (L214: a tent in the robot's own hex), and not while crippled (L61).
  if (s.defenseActions[d]! === 0 || t.robot.defend[r] === 0 || range <= 0 || crippled(s, d)) return;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (t.attack.action[k] !== Action.AfterRoll || !slotWorks(s, d, t.attack.slot[k]!) || bandDice(t, k, range) === 0) continue;
    if (t.attack.robotOnly[k] === 1 && isSimple(s, a)) continue; // a card that says "robot" (L197)
    s.defenseActions[d] = s.defenseActions[d]! - 1;
    logEvent(s.log, Event.Defense, d, Defense.Counter, k, a, 0);
    const unpoweredNow = unpowered(s, d);
    const index = s.volleyIndex;
    const size = s.volleySize;
    const mods = s.logModCount;
    s.volleyIndex = 0;
    s.volleySize = 1;
    s.countering = 1;
    attackOnce(t, s, rng, d, k, a, range, 0, 0);
    s.countering = 0;
    if (unpoweredNow) disableUsed(s, d, t.attack.slot[k]!); // after the counter-attack (L63)
    s.volleyIndex = index;
    s.volleySize = size;
    s.logModCount = mods;
    return;
  }
}

/** Before the roll, a defender with its defense action left deploys a silhouette defense that works against this medium (Chaff, L225, L229); the caller checks that it has a silhouette card at all and its defense action. */
function deployScreen(t: KriegbotTables, s: KriegbotState, d: number, a: number, medium: number): void {
  const r = s.robot[d]!;
  if (s.defenseActions[d]! === 0 || t.robot.defend[r] === 0 || crippled(s, d)) return; // only reboot or bail-out while crippled (L61)
  const end = endEffectOf(t, r, Effect.Silhouette);
  for (let e = firstEffectOf(t, r, Effect.Silhouette); e < end; e++) {
    if (t.effect.type[e] !== Effect.Silhouette || t.effect.action[e] !== Action.Defense || !effectWorks(t, s, d, e)) continue;
    const media = t.effect.media[e]!;
    if (media !== 0 && ((media >> medium) & 1) === 0) continue;
    const energyCost = t.robot.expansion[r] === 1 && t.effect.electric[e] === 1 ? 1 : 0; // L548
    if (energyCost > s.energy[d]!) continue;
    s.energy[d] = s.energy[d]! - energyCost;
    s.defenseActions[d] = s.defenseActions[d]! - 1;
    s.screen[d] = e;
    logEvent(s.log, Event.Defense, d, Defense.Screen, e, a, 0);
    disableAfter(s, d, t.effect.slot[e]!);
    return;
  }
}

/** After the roll the defender may cancel the damage (L286): Electro-reactive is sacrificed (L329), Super-steel is not (L337). */
function cancelDamage(t: KriegbotTables, s: KriegbotState, d: number, a: number, medium: number): boolean {
  const e = findEffect(t, s, d, Effect.CancelDamage);
  if (e < 0) return false;
  const media = t.effect.media[e]!;
  if (media !== 0 && ((media >> medium) & 1) === 0) return false;
  const sacrificed = t.effect.uses[e] === 0 && t.effect.slot[e]! < 0;
  if (sacrificed) s.skin[d] = 0;
  logEvent(s.log, Event.Defense, d, Defense.CancelDamage, e, a, sacrificed ? 1 : 0);
  return true;
}

/** A defense card used while unpowered is disabled (L63) once the attack action it answered is over. */
function disableAfter(s: KriegbotState, d: number, slot: number): void {
  if (slot >= 0 && unpowered(s, d)) s.disableAfter[d] = s.disableAfter[d]! | (1 << slot);
}

/** A dice modifier of the attack being made, kept for its log entry. */
function logMod(s: KriegbotState, kind: number, amount: number, source: number): void {
  const at = s.logModCount * 3;
  if (at + 3 > s.logMods.length) return;
  s.logMods[at] = kind;
  s.logMods[at + 1] = amount;
  s.logMods[at + 2] = source;
  s.logModCount++;
}

/**
 * The Attack event (event-log.ts): target, attack row, range, band, flags, place in the volley,
 * the dice (band, then each modifier), every face rolled, the silhouette and the result; the
 * markers it places follow as their own events.
 */
function logAttack(t: KriegbotTables, s: KriegbotState, a: number, k: number, d: number, range: number, flags: number, overcharge: number, band: number, scenario: number, dice: number, sil: number, hit: number, locationDice: boolean): void {
  if (overcharge === 1) logMod(s, DiceMod.Overcharge, 1, -1);
  if (scenario !== 0) logMod(s, DiceMod.Scenario, scenario, -1);
  if ((flags & AttackFlag.Strafe) !== 0) logMod(s, DiceMod.Strafe, -1, -1);
  if (!logOpen(s.log, Event.Attack, a)) return;
  const log = s.log;
  let kinds = 0;
  if ((flags & AttackFlag.Strafe) !== 0) kinds |= AttackLog.Strafe;
  if (s.countering === 1) kinds |= AttackLog.Counter;
  if (overcharge === 1) kinds |= AttackLog.Overcharge;
  if ((flags & AttackFlag.DoubleAttack) !== 0) kinds |= AttackLog.Double;
  logPut(log, d);
  logPut(log, k);
  logPut(log, range);
  logPut(log, bandIndex(t, k, range));
  logPut(log, kinds | s.attackKind);
  logPut(log, s.volleyIndex);
  logPut(log, s.volleySize);
  logPut(log, band);
  logPut(log, dice);
  logPut(log, sil);
  logPut(log, hit);
  logPut(log, s.logModCount);
  for (let i = 0; i < s.logModCount * 3; i++) logPut(log, s.logMods[i]!);
  const faces = dice > 0 ? s.pool.size : 0;
  logPut(log, faces);
  for (let i = 0; i < faces; i++) logPut(log, s.pool.faces[i]!);
  const locations = locationDice ? s.locationPool.size : 0;
  logPut(log, locations);
  for (let i = 0; i < locations; i++) logPut(log, s.locationPool.faces[i]!);
  logClose(log);
}

function ignites(t: KriegbotTables, s: KriegbotState, a: number, medium: number): boolean {
  const e = findEffect(t, s, a, Effect.Ignite);
  return e >= 0 && ((t.effect.media[e]! >> medium) & 1) === 1;
}

/** Markers a simple target takes: two for a 2-damage hit, one per rolled location for a burst, else one; paint and disables do nothing to it (L532). */
function simpleMarkers(hit: number, pool: DicePool): number {
  if (hit === Hit.Damage2) return 2;
  if (hit === Hit.Paint || hit === Hit.DisableChoice || hit === Hit.BurstDisable) return 0;
  if (hit !== Hit.Burst) return 1;
  const rolled = rolledLocations(pool);
  let markers = 0;
  for (let location = 0; location < 5; location++) markers += (rolled >> location) & 1;
  return markers;
}

/** A burst at a target in a building also hits the building (L532); a building that falls deals 1 damage at location 4 to each target inside (L532-534). */
function burstBuilding(t: KriegbotTables, s: KriegbotState, d: number, pool: DicePool): void {
  const b = s.inBuilding[d]!;
  if (s.status[b] !== Status.Active || s.pool.total < s.simpleSilhouette[b]!) return;
  if (markSimple(s, b, simpleMarkers(Hit.Burst, pool)) === 0) return;
  collapse(t, s, b);
}
