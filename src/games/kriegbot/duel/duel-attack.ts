// hot: one robot's attack phase in the line duel (L189-231): the attack with the most expected
// harm among those that bear, then a second, different one for a Combat pilot (L565).
import type { Rng } from '../../../rng/rng.js';
import * as attackModule from '../resolve/attack.js';
import * as codes from '../compile/codes.js';
import * as silhouetteModule from '../resolve/silhouette.js';
import type { KriegbotState } from '../resolve/state.js';
import * as hitChanceModule from '../resolve/hit-chance.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';
import * as decisionMemoModule from '../resolve/decision-memo.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Action, arcCovers, Effect, Hit, Movement, Status } = codes;
const { AttackFlag, bandDice, NOT_ALLOWED, overchargeFlag, useAttack } = attackModule;
const { silhouette } = silhouetteModule;
const { hitChance } = hitChanceModule;
const { crippled, findEffect, hasEffect, isSimple, slotWorks, trackDamage, unpowered } = unitsModule;
const { recall4, remember } = decisionMemoModule;

export function takeAttacks(t: KriegbotTables, s: KriegbotState, rng: Rng, u: number, e: number): void {
  if (s.status[u] !== Status.Active || crippled(s, u)) return;
  let usedCard = s.lastCard[u]!; // a strafe in the movement phase counts (L565)
  while (s.attackActions[u]! > 0 && s.status[e] === Status.Active) {
    const k = chooseAttack(t, s, u, e, usedCard);
    if (k < 0) return;
    let flags = AttackFlag.Chosen; // chooseAttack checked the item, arc, band and target just now
    // the arc matters only to a defender that can still switch its point defense on (resolve/attack.ts): no look-up for the rest
    if (s.defenseActions[e]! > 0 && hasEffect(s, e, Effect.PointDefense) && defenseCovers(t, s, e)) flags |= AttackFlag.InPointDefenseArc;
    if (t.attack.poweredUp[k] === 1 && s.poweredUp[u] === 0) flags |= AttackFlag.FluxCompression;
    flags |= overchargeFlag(t, s, u, k);
    if (useAttack(t, s, rng, u, k, e, s.range, flags) === NOT_ALLOWED) return;
    usedCard = t.attack.card[k]!; // the two attack actions must differ (L565)
  }
}

/**
 * The usable attack with the highest expected harm, or -1: remembered by its whole input
 * (attackKey, decision-memo.ts) with the target's silhouette against it, which the attack's
 * first roll then uses (keepChoice, attack.ts useAttack).
 */
function chooseAttack(t: KriegbotTables, s: KriegbotState, u: number, e: number, usedCard: number): number {
  const memo = s.attackMemo;
  // `!== true`: a call's boolean result V8 does not know the type of costs a dozen checks to test for truth (damage.ts markLocation)
  if (memo.enabled === 0 || attackKey(s, u, e, usedCard) !== true) return bestAttack(t, s, u, e, usedCard);
  let answer = recall4(memo, t);
  if (answer === 0) {
    const best = bestAttack(t, s, u, e, usedCard);
    if (best + 2 > 0xffff) return best; // beyond the answer's half word: not remembered
    answer = choiceAnswer(best, s.keptSilhouette);
    remember(memo, answer);
  }
  return keepChoice(s, e, answer);
}

/** The memo's answer for a choice: best + 2 in the low half (never 0), the silhouette + 129 in the high half (0: none kept). */
function choiceAnswer(best: number, silhouette: number): number {
  const kept = best >= 0 && silhouette >= -128 && silhouette < 32_639 ? silhouette + 129 : 0;
  return (best + 2) | (kept << 16);
}

/**
 * The chosen attack of a memo's answer, its silhouette kept for its first roll (state.ts
 * keptAttack): the memo's key holds all the target's silhouette depends on, so it is the
 * silhouette now.
 */
function keepChoice(s: KriegbotState, e: number, answer: number): number {
  const best = (answer & 0xffff) - 2;
  const kept = answer >>> 16;
  s.keptAttack = kept === 0 ? -1 : best;
  s.keptTarget = e;
  s.keptSilhouette = kept - 129;
  return best;
}

/**
 * Everything bestAttack reads, in four numbers, as the raw state it is derived from (reading it is
 * cheaper than deriving speed, working items and silhouette effects, and a duel meets few
 * combinations): the two robot rows; the range, u's bearing to e, its defense action left (for
 * Flux Compression), powered up, energy for an electric attack, e painted, the card already used,
 * u's skin, hacked slot and core damage; both robots' broken slots (condition words), which with
 * the rest decide the attacks ready and Flux Compression at hand and e's crippled and working
 * effects; and what e's silhouette depends on (L223-225): its movement, biped mode, in a building,
 * smokescreen, skin, core damage, core ability paid for (a core's passive speed, L552), drive
 * damage (speed, L157) and deployed screen. Four words, not six: the memo's hash and comparison
 * cost a few instructions a word, written into s.attackMemo.key. False when a value does not fit
 * its field (then no memo).
 */
export function attackKey(s: KriegbotState, u: number, e: number, usedCard: number): boolean {
  if (isSimple(s, e) || s.range > 127 || usedCard + 2 > 0x3ff) return false;
  const key = s.attackMemo.key; // read here, not passed: the specialised duel knows this array's address
  const r = s.robot[u]!;
  const re = s.robot[e]!;
  const smoke = s.smokescreen[e]! + 16;
  const screen = s.screen[e]! + 1;
  if (r > 0xffff || re > 0xffff || smoke < 0 || smoke > 31 || screen > 4095) return false;
  key[0] = r | (re << 16);
  key[1] = s.range | (s.facing[u]! << 7) | ((s.defenseActions[u]! > 0 ? 1 : 0) << 10) | (s.poweredUp[u]! << 11) | ((s.energy[u]! >= 1 ? 1 : 0) << 12) | (s.painted[e]! << 13) |
    (s.skin[u]! << 14) | ((usedCard + 2) << 15) | ((s.hackedSlot[u]! + 1) << 25) | ((unpowered(s, u) ? 1 : 0) << 29);
  key[2] = (s.brokenSlots[u]! & 0xffff) | (s.brokenSlots[e]! << 16); // the empty slots' byte is the robot row's (state.ts)
  key[3] = s.movement[e]! | (s.biped[e]! << 3) | ((s.inBuilding[e] !== -1 ? 1 : 0) << 4) | (smoke << 5) | (s.skin[e]! << 10) | ((unpowered(s, e) ? 1 : 0) << 11) | (s.coreAbilityUsed[e]! << 12) | (trackDamage(s, e) << 13) | (screen << 16);
  return true;
}

/** The usable attack with the highest expected harm, or -1; its silhouette left in s.keptSilhouette, and nothing kept (s.keptAttack -1) until keepChoice. */
function bestAttack(t: KriegbotTables, s: KriegbotState, u: number, e: number, usedCard: number): number {
  s.keptAttack = -1;
  const r = s.robot[u]!;
  const expansion = t.robot.expansion[r] === 1;
  const flux = findEffect(t, s, u, Effect.AsIfPoweredUp) >= 0 && s.defenseActions[u]! > 0;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  let best = -1;
  let bestValue = 0;
  let bestSilhouette = 0;
  let silhouetteKey = -1; // attacks of one medium (and missile rule) share the target's silhouette
  let silhouetteValue = 0;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (!arcCovers(t.attack.arc[k]!, s.facing[u]!) || !attackReady(t, s, u, k, e, usedCard, flux, expansion)) continue;
    const dice = bandDice(t, k, s.range);
    if (dice === 0) continue;
    const key = t.attack.medium[k]! * 2 + t.attack.nineMinusSpeed[k]!;
    if (key !== silhouetteKey) {
      silhouetteKey = key;
      silhouetteValue = silhouette(t, s, e, k);
    }
    const value = hitChance(s, dice, silhouetteValue) * hitValue(t, s, k, dice, e) * t.attack.attacks[k]!;
    if (value > bestValue) {
      best = k;
      bestValue = value;
      bestSilhouette = silhouetteValue;
    }
  }
  s.keptSilhouette = bestSilhouette;
  return best;
}

/** Attack row k of unit u may be used against e now, geometry aside: attackReadyNow, and the Guided Missile's painted-or-moved target (L341). */
export function attackReady(t: KriegbotTables, s: KriegbotState, u: number, k: number, e: number, usedCard: number, flux: boolean, expansion: boolean): boolean {
  return attackReadyNow(t, s, u, k, usedCard, flux, expansion) && targetAllows(t, s, k, e);
}

/** Attack row k of unit u may be used now at some target: an attack function, a working item not hacked, not the card already used this turn (L565), powered up if it must be (L169), energy for an electric attack (L548). */
export function attackReadyNow(t: KriegbotTables, s: KriegbotState, u: number, k: number, usedCard: number, flux: boolean, expansion: boolean): boolean {
  if (t.attack.action[k] !== Action.Attack || t.attack.card[k] === usedCard) return false;
  const slot = t.attack.slot[k]!;
  if (!slotWorks(s, u, slot) || slot === s.hackedSlot[u]) return false;
  if (t.attack.poweredUp[k] === 1 && s.poweredUp[u] === 0 && !flux) return false;
  return !expansion || t.attack.electric[k] !== 1 || s.energy[u]! >= 1;
}

/** Attack row k may be made at e as a target: the Guided Missile's must be painted or have moved (L341). */
export function targetAllows(t: KriegbotTables, s: KriegbotState, k: number, e: number): boolean {
  return t.attack.paintedOrMoved[k] === 0 || s.painted[e] === 1 || s.movement[e] === Movement.Move || s.movement[e] === Movement.MoveStrafe; // a flag carrier's "as if painted" (L400) is for line of sight only (L129)
}

/** Rough worth of one hit, in damage markers: enough to rank a robot's attacks. */
export function hitValue(t: KriegbotTables, s: KriegbotState, k: number, dice: number, e: number): number {
  const hit = t.attack.hit[k];
  if (hit === Hit.Damage2) return 2;
  if (hit === Hit.Damage1Doubles2) return 1.15;
  if (hit === Hit.Burst) return 0.8 + 0.35 * dice;
  if (hit === Hit.BurstDisable) return 0.6 + 0.3 * dice;
  if (hit === Hit.DisableChoice) return 0.7;
  if (hit === Hit.Paint) return s.painted[e] === 1 ? 0 : 0.2;
  return 1;
}

/** The defender's point-defense item covers the attacker: the attacker sits in its arc (L341). */
function defenseCovers(t: KriegbotTables, s: KriegbotState, d: number): boolean {
  const e = findEffect(t, s, d, Effect.PointDefense);
  return e >= 0 && arcCovers(t.effect.arc[e]!, s.facing[d]!);
}
