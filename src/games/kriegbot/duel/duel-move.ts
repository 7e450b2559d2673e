// hot: one robot's movement phase in the line duel (L155-185), chosen by its policy's tactics.
import type { Rng } from '../../../rng/rng.js';
import * as actionsModule from '../resolve/actions.js';
import * as attackModule from '../resolve/attack.js';
import * as codes from '../compile/codes.js';
import * as duelAttackModule from './duel-attack.js';
import * as eventLogModule from '../log/event-log.js';
import * as stateModule from '../resolve/state.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';
import * as decisionMemoModule from '../resolve/decision-memo.js';
import * as moveMemoModule from './move-memo.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent, logEvent7 } = eventLogModule;
const { Action, arcCovers, Effect, MEDIUM_STRAFES, RANGES, Status } = codes;
const { boostMove, clamp, move, moveAndStrafe, powerUp, reboot } = actionsModule;
const { AttackFlag, bandDice, useAttack } = attackModule;
const { attackReady } = duelAttackModule;
const { MAX_RANGE } = stateModule;
const { crippled, findEffect, firstEffectOf, endEffectOf, hasEffect, maxSpeed, passiveWorks, slotWorks, unpowered } = unitsModule;
const { recall3, remember } = decisionMemoModule;
const { moveCondition, movedFacing, movedHeading, movedRange, movedSlips, movedSteps, packMove } = moveMemoModule;

/** Range change for one hex moved with the enemy at this bearing from the heading (hex geometry along a line). */
const RANGE_STEP = [-1, 0, 1, 1, 1, 0];

export function takeMovement(t: KriegbotTables, s: KriegbotState, rng: Rng, u: number, e: number): void {
  if (s.status[u] !== Status.Active) return;
  s.lineRange = s.range;
  s.lineFacing = s.facing[u]!;
  s.lineLogged = 0;
  movementPhase(t, s, rng, u, e);
  if (s.lineLogged === 0) logLineMove(s, u, 0, 0, s.lineFacing);
}

/** The LineMove event: the range and the robot's bearing to its enemy before and after, the heading it turned to, hexes moved ahead and sideslipped. */
function logLineMove(s: KriegbotState, u: number, steps: number, slips: number, heading: number): void {
  s.lineLogged = 1;
  if (s.log.on !== 0) logEvent7(s.log, Event.LineMove, u, s.lineRange, s.range, s.lineFacing, s.facing[u]!, heading, steps, slips);
}

function movementPhase(t: KriegbotTables, s: KriegbotState, rng: Rng, u: number, e: number): void {
  const r = s.robot[u]!;
  // Before an adjacent enemy moves, a robot with a Mag Claw may clamp it with its defense action (L333).
  if (s.range === 1 && s.status[e] === Status.Active && t.robot.defend[s.robot[e]!] === 1 && !crippled(s, e)) clamp(t, s, e, u);
  if (crippled(s, u)) {
    reboot(t, s, u); // the only option left (L173); impossible while unpowered (L63)
    if (t.robot.freeReface[r] === 1) reface(t, s, u);
    return;
  }
  if (disabledItems(s, u) >= t.robot.rebootAt[r]! && reboot(t, s, u) === 1) {
    if (t.robot.freeReface[r] === 1) reface(t, s, u);
    return;
  }
  if (s.clamped[u] === 1) {
    move(t, s, u, false); // stuck in its hex and facing, it can still dance (L177, L333)
    return;
  }
  const recharge = t.robot.expansion[r] === 1 && s.energy[u]! <= 1 && hasElectricAttack(t, r); // an empty core fires nothing electric (L548)
  if ((recharge || (t.robot.powerUpForAttacks[r] === 1 && poweredAttackReady(t, s, u))) && !unpowered(s, u) && powerUp(t, s, u) === 1) {
    if (t.robot.freeReface[r] === 1) reface(t, s, u);
    return;
  }
  if (hasEffect(s, u, Effect.Speed) || hasEffect(s, u, Effect.Rotations)) boostBeforeMove(t, s, u); // a core boosts only speed or rotations a card gives (L552): no call for the rest
  const strafing = t.robot.strafePolicy[r] === 1 && strafeAttack(t, s, u, e) >= 0 && moveAndStrafe(t, s, u) === 1;
  if (!strafing) move(t, s, u, false);
  reposition(t, s, u, strafing);
  if (strafing && s.facing[u] === 0) {
    const k = strafeAttack(t, s, u, e);
    if (k >= 0) useAttack(t, s, rng, u, k, e, s.range, AttackFlag.Strafe); // along the 1-degree line (L306)
  }
  if (t.robot.freeReface[r] === 1) reface(t, s, u); // only a Hoverbot refaces: for the rest, no call
}

/** Moves toward the policy's preferred range with the template's rotations and sideslips (L157, L175, L179), ending with weapons bearing if it can. */
function reposition(t: KriegbotTables, s: KriegbotState, u: number, mustFaceEnemy: boolean): void {
  const r = s.robot[u]!;
  const speed = maxSpeed(t, s, u);
  // passiveAmount only for a robot with such a card: a call site never taken is not inlined, which leaves V8's inlining budget to the memo's hash and comparison
  const rotations = (s.biped[u] === 1 ? 2 : t.robot.rotations[r]!) + (hasEffect(s, u, Effect.Rotations) ? passiveAmount(t, s, u, Effect.Rotations) : 0);
  const sideslips = t.robot.sideslips[r]! + (hasEffect(s, u, Effect.Sideslips) ? passiveAmount(t, s, u, Effect.Sideslips) : 0);
  const start = s.facing[u]!;
  const working = workingAttacks(t, s, u);
  const memo = s.moveMemo;
  const condition = memo.enabled === 1 ? moveCondition(s.range, start, mustFaceEnemy, speed, rotations, sideslips) : -1;
  if (condition >= 0) {
    memo.key[0] = r;
    memo.key[1] = condition;
    memo.key[2] = working;
  }
  let moved = condition < 0 ? 0 : recall3(memo, t);
  if (moved === 0) {
    moved = bestMove(t, s, u, speed, rotations, sideslips, working, mustFaceEnemy);
    if (condition >= 0) remember(memo, moved);
  }
  s.range = movedRange(moved);
  s.facing[u] = movedFacing(moved);
  logLineMove(s, u, movedSteps(moved), movedSlips(moved), movedHeading(moved)); // before a strafe from where it ends
}

/** reposition's search: the range, facing, heading, steps and sideslips (packMove) that score best. */
function bestMove(t: KriegbotTables, s: KriegbotState, u: number, speed: number, rotations: number, sideslips: number, working: number, mustFaceEnemy: boolean): number {
  const start = s.facing[u]!;
  const goal = t.robot.preferredRange[s.robot[u]!]!;
  fillBearMasks(t, s, u, working, s.range - speed - 1, s.range + speed + 1);
  let bestRange = s.range;
  let bestFacing = start;
  let bestScore = -1e9;
  let bestHeading = start;
  let bestSteps = 0;
  let bestSlips = 0;
  // Each hex off the preferred range costs more (16) than a weapon bearing earns (4), so for each
  // heading only two step counts can win: none, or as many as bring the range closest to the goal.
  for (let heading = 0; heading < 6; heading++) {
    const turns = turnsBetween(start, heading);
    if (turns > rotations) continue;
    const stepsWanted = usefulSteps(RANGE_STEP[heading] ?? 0, goal - s.range, speed);
    for (let option = 0; option < 2; option++) {
      const steps = option === 0 ? 0 : stepsWanted;
      if (option === 1 && steps === 0) continue;
      const afterSteps = s.range + steps * (RANGE_STEP[heading] ?? 0);
      for (let side = 0; side < 3; side++) {
        // side 0: no sideslip; 1 and 2: sideslip to the front-right or front-left hex (L179)
        const slipStep = side === 0 ? 0 : (RANGE_STEP[(heading + (side === 1 ? 1 : 5)) % 6] ?? 0);
        const slips = side === 0 ? 0 : usefulSteps(slipStep, goal - afterSteps, sideslips < speed - steps ? sideslips : speed - steps);
        if (side > 0 && slips === 0) continue;
        let range = afterSteps + slips * slipStep;
        if (range < 1) range = 1;
        if (range > MAX_RANGE) range = MAX_RANGE;
        const mask = s.bearMask[range]!;
        const facing = bestFacingFrom(mask, heading, rotations - turns, mustFaceEnemy);
        if (facing < 0) continue;
        const score = -Math.abs(range - goal) * 16 + (((mask >> facing) & 1) === 1 ? 4 : 0) - steps - slips;
        if (score > bestScore) {
          bestScore = score;
          bestRange = range;
          bestFacing = facing;
          bestHeading = heading;
          bestSteps = steps;
          bestSlips = side === 0 ? 0 : side === 1 ? slips : -slips;
        }
      }
    }
  }
  return packMove(bestRange, bestFacing, bestHeading, bestSteps, bestSlips);
}

/** The facing reachable from `heading` with the rotations left at which a weapon bears (`mask`); -1 if the enemy must be ahead and cannot be. */
export function bestFacingFrom(mask: number, heading: number, rotationsLeft: number, mustFaceEnemy: boolean): number {
  const left = rotationsLeft < 3 ? rotationsLeft : 3; // three rotations reach every facing
  if (mustFaceEnemy) return TURNS[heading * 6]! <= left ? 0 : -1;
  return BEST_FACING[((mask & 63) * 6 + heading) * 4 + left]!;
}

/** Rotations between two facings, by from * 6 + to. */
const TURNS = Int8Array.from({ length: 36 }, (_, i) => {
  const difference = ((i % 6) - Math.floor(i / 6) + 6) % 6;
  return difference > 3 ? 6 - difference : difference;
});

/**
 * bestFacingFrom without the enemy ahead, by (bearing mask * 6 + heading) * 4 + rotations left
 * (0-3): the first facing in reach at which a weapon bears, else the enemy ahead if in reach,
 * else the heading. Filled once, so the movement phase looks it up.
 */
const BEST_FACING = Int8Array.from({ length: 64 * 6 * 4 }, (_, i) => {
  const left = i % 4;
  const heading = Math.floor(i / 4) % 6;
  const mask = Math.floor(i / 24);
  let fallback = heading;
  for (let facing = 0; facing < 6; facing++) {
    if (TURNS[heading * 6 + facing]! > left) continue;
    if (((mask >> facing) & 1) === 1) return facing;
    if (facing === 0) fallback = 0;
  }
  return fallback;
});

/** The Hoverbot refaces freely after its movement, even after a reboot or power-up (L89); the caller checks that the robot may (t.robot.freeReface). */
function reface(t: KriegbotTables, s: KriegbotState, u: number): void {
  const working = workingAttacks(t, s, u);
  const range = s.range;
  let mask: number;
  if (working === s.eligibleAttacks[u] && range >= 1 && range <= MAX_RANGE) {
    mask = t.cover.bearings[s.robot[u]! * RANGES + (range < RANGES ? range : RANGES - 1)]!; // fillBearMasks' precomputed cover, read here
  } else {
    fillBearMasks(t, s, u, working, range, range);
    mask = s.bearMask[range]!;
  }
  const chosen = mask > 0 ? 31 - Math.clz32(mask & -mask) : 0; // the first bearing that bears, else dead ahead
  s.facing[u] = chosen;
  logEvent(s.log, Event.Reface, u, chosen, -1, 0, 0);
}

/**
 * s.bearMask[range] for ranges from..to: the bearings at which some working attack of unit u
 * (`working`, workingAttacks) reaches the enemy. The precomputed cover serves while every attacking item works.
 */
function fillBearMasks(t: KriegbotTables, s: KriegbotState, u: number, working: number, from: number, to: number): void {
  const r = s.robot[u]!;
  const first = t.robot.firstAttack[r]!;
  const count = t.robot.attackCount[r]!;
  const eligible = s.eligibleAttacks[u]!; // worked out with `working`
  const low = from < 1 ? 1 : from;
  const high = to > MAX_RANGE ? MAX_RANGE : to;
  for (let range = low; range <= high; range++) {
    const at = range < RANGES ? range : RANGES - 1;
    if (working === eligible) {
      s.bearMask[range] = t.cover.bearings[r * RANGES + at]!;
      continue;
    }
    let mask = 0;
    for (let i = 0; i < count && i < 31; i++) {
      if (((working >> i) & 1) === 1 && t.reach.dice[(first + i) * RANGES + at]! > 0) mask |= t.attack.bearings[first + i]!;
    }
    s.bearMask[range] = mask;
  }
}

/** Bit i: unit u's attack row firstAttack + i (of its first 31) is an attack action not needing power-up whose item works; remembered for its condition (state.ts lineAttacksFor). */
function workingAttacks(t: KriegbotTables, s: KriegbotState, u: number): number {
  const condition = (s.robot[u]! << 16) | (s.brokenSlots[u]! & 0xffff); // the empty slots' byte is the robot row's (state.ts)
  if (s.lineAttacksFor[u] !== condition) lineAttacks(t, s, u, condition);
  return s.workingAttacks[u]!;
}

/** Works out unit u's attack bits for workingAttacks and poweredAttackReady. */
function lineAttacks(t: KriegbotTables, s: KriegbotState, u: number, condition: number): void {
  const r = s.robot[u]!;
  const first = t.robot.firstAttack[r]!;
  const count = t.robot.attackCount[r]!;
  let eligible = 0;
  let working = 0;
  let powered = 0;
  for (let i = 0; i < count && i < 31; i++) {
    const k = first + i;
    if (t.attack.action[k] !== Action.Attack) continue;
    const works = slotWorks(s, u, t.attack.slot[k]!);
    if (t.attack.poweredUp[k] === 1) {
      if (works && t.attack.arc[k]! >= 0) powered |= 1 << i;
      continue;
    }
    eligible |= 1 << i;
    if (works) working |= 1 << i;
  }
  s.eligibleAttacks[u] = eligible;
  s.workingAttacks[u] = working;
  s.poweredAttacks[u] = powered;
  s.lineAttacksFor[u] = condition;
}

/** A powered-up attack (ripple-fire, a powered blast) that works and bears at the current range: the working ones are remembered with workingAttacks. */
function poweredAttackReady(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  const r = s.robot[u]!;
  if (t.robot.attackCount[r]! > 31) return poweredAttackAmong(t, s, u); // more than the bits hold
  workingAttacks(t, s, u);
  const first = t.robot.firstAttack[r]!;
  for (let bits = s.poweredAttacks[u]!; bits !== 0; bits &= bits - 1) {
    if (bandDice(t, first + 31 - Math.clz32(bits & -bits), s.range) > 0) return true;
  }
  return false;
}

/** poweredAttackReady by looking at every attack row. */
function poweredAttackAmong(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  const r = s.robot[u]!;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (t.attack.poweredUp[k] !== 1 || t.attack.action[k] !== Action.Attack) continue;
    if (bandDice(t, k, s.range) > 0 && slotWorks(s, u, t.attack.slot[k]!) && t.attack.arc[k]! >= 0) return true;
  }
  return false;
}

/** A GUN, BEAM or MISSILE attack (L304) that can strafe at the current range and may be made at enemy e now (energy, L548; a Guided Missile's target, L341), or -1. */
function strafeAttack(t: KriegbotTables, s: KriegbotState, u: number, e: number): number {
  const r = s.robot[u]!;
  if (t.robot.canStrafe[r] === 0 && findEffect(t, s, u, Effect.Strafe) < 0) return -1;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (t.attack.action[k] !== Action.Attack || t.attack.poweredUp[k] === 1 || ((MEDIUM_STRAFES >> t.attack.medium[k]!) & 1) === 0) continue;
    if (arcCovers(t.attack.arc[k]!, 0) && bandDice(t, k, s.range) > 1 && attackReady(t, s, u, k, e, -1, false, t.robot.expansion[r] === 1)) return k;
  }
  return -1;
}

/** The MHD Generator or the Compulsator for the move about to be made, keeping the step an electric weapon needs (L548, L552); the map and the line both use it. */
export function boostBeforeMove(t: KriegbotTables, s: KriegbotState, u: number): void {
  if (!hasElectricAttack(t, s.robot[u]!) || s.energy[u]! >= 2) boostMove(t, s, u);
}

export function hasElectricAttack(t: KriegbotTables, r: number): boolean {
  return t.robot.electricAttacks[r] !== 0;
}

export function passiveAmount(t: KriegbotTables, s: KriegbotState, u: number, type: number): number {
  const r = s.robot[u]!;
  const end = endEffectOf(t, r, type);
  let amount = 0;
  for (let e = firstEffectOf(t, r, type); e < end; e++) {
    if (t.effect.type[e] === type && t.effect.action[e] === Action.Passive && passiveWorks(t, s, u, e)) amount += t.effect.amount[e]!;
  }
  return amount;
}

export function disabledItems(s: KriegbotState, u: number): number {
  if (s.robot[u]! < 0) return 0; // a simple target (row -1) has no items
  let bits = s.brokenSlots[u]! & 0xff; // the disabled bits (state.ts): markers land only on a robot's items
  let count = 0;
  for (; bits !== 0; count++) bits &= bits - 1;
  return count;
}

/** Hexes worth moving when each changes the range by `step`, to close a gap of `gap`, with `most` to spend. */
function usefulSteps(step: number, gap: number, most: number): number {
  if (step === 0 || gap === 0 || (step > 0) !== (gap > 0)) return 0;
  const wanted = gap < 0 ? -gap : gap;
  return wanted < most ? wanted : most < 0 ? 0 : most;
}

export function turnsBetween(from: number, to: number): number {
  return TURNS[from * 6 + to]!;
}
