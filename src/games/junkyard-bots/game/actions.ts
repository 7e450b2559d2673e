// hot: the actions of a turn (L143-210): look, grab, eat, throw and teleport, each rolled against
// its requirement (L36, L149-156), with energy to power up a roll that fell short (L128-132).
import type { Rng } from '../../../rng/rng.js';
import { Kind, PowerUp, type JunkyardTables } from '../compile/tables.js';
import { MOVER_CELLS, TallyField, TALLY_CELLS } from '../compile/tally.js';
import { allocate, computerPick, hurtSelf, partWorth, weightOf, worstPart } from './damage.js';
import { boost, powerUp, shield, spareEnergy } from './energy.js';
import { SeatMetric, seatMetric } from './metrics.js';
import { destroy, emptyClaw, heldBy, partCount, toJunkyard } from './parts.js';
import { rollDie, rollPart, rollWithPipes } from './roll.js';
import { ALL_KNOW, Place, type JunkyardState } from './state.js';
import { JunkEvent } from './event-log.js';
import { logEvent } from '../../../kernel/event-log.js';

/** Adds to one of seat s's metrics. */
function note(s: JunkyardState, k: number, seat: number, by: number): void {
  s.metrics[seatMetric(k, seat)]! += by;
}

/** Rolls every part of `kind` seat s has, with their pipes when `pipes` is 1; claws only when empty (L170). */
function rollAll(s: JunkyardState, rng: Rng, seat: number, kind: number, pipes: number): number {
  let points = 0;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== seat || s.kindOf[s.type[d]!] !== kind) continue;
    if (kind === Kind.Claw && heldBy(s, d) >= 0) continue;
    points += rollPart(s, rng, d, pipes);
  }
  return points;
}

/** Seat s's biggest eye, or -1 ("its biggest eye", L277). */
export function biggestEye(s: JunkyardState, seat: number): number {
  let best = -1;
  let bestSize = 0;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== seat || s.kindOf[s.type[d]!] !== Kind.Eye) continue;
    if (s.sizeOf[s.type[d]!]! > bestSize) {
      best = d;
      bestSize = s.sizeOf[s.type[d]!]!;
    }
  }
  return best;
}

/** LOOK (L164-168): eye e (with its pipes) at junk die d; on a success seat s knows its kind. Returns 1 on success. */
export function look(s: JunkyardState, rng: Rng, seat: number, eye: number, d: number): number {
  if (rollWithPipes(s, rng, eye) < s.sizeOf[s.type[d]!]!) {
    logEvent(s, JunkEvent.Look, seat, d, 0, -1, 0, 0);
    return 0;
  }
  s.known[d]! |= 1 << seat;
  logEvent(s, JunkEvent.Look, seat, d, 1, s.kindOf[s.type[d]!]!, 0, 0);
  return 1;
}

/** A weapon that blew up on seat s (L176, L198): roll it; a blank and it does not explode (returns 0), else its points hurt s and it is gone. */
function explodes(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, weapon: number): number {
  const points = rollDie(s, rng, weapon);
  if (s.dud === 1) return 0;
  destroy(s, weapon);
  note(s, SeatMetric.SelfExplosions, seat, 1);
  hurtSelf(t, s, seat, points); // A13: no targeting computer
  return 1;
}

/**
 * Attaches robot part d to seat s. A pipe goes on its first part of the policy's kind (else its
 * first claw; L101 "you must specify which part it is enhancing"), hanging on the end of a chain
 * of pipes there while the chain is shorter than the policy's depth (L105, L259).
 */
function attach(t: JunkyardTables, s: JunkyardState, seat: number, d: number): void {
  s.place[d] = Place.Part;
  s.owner[d] = seat;
  s.parent[d] = -1;
  if (s.kindOf[s.type[d]!] !== Kind.Pipe) return;
  const policy = s.policy[seat]!;
  const on = t.policy.pipeOn[policy]!;
  let host = -1;
  for (let p = 0; p < s.dice && host < 0; p++) if (p !== d && s.place[p] === Place.Part && s.owner[p] === seat && s.kindOf[s.type[p]!] === on) host = p;
  for (let p = 0; p < s.dice && host < 0; p++) if (p !== d && s.place[p] === Place.Part && s.owner[p] === seat && s.kindOf[s.type[p]!] === Kind.Claw) host = p;
  // Walk down the chain: to a pipe on the host, then a pipe on that, while the depth allows.
  for (let depth = 1; host >= 0 && depth < t.policy.chainDepth[policy]!; depth++) {
    let next = -1;
    for (let p = 0; p < s.dice && next < 0; p++) if (p !== d && s.place[p] === Place.Part && s.parent[p] === host && s.kindOf[s.type[p]!] === Kind.Pipe) next = p;
    if (next < 0) break;
    host = next;
  }
  s.parent[d] = host;
}

/**
 * GRAB (L170-176): every empty claw rolls (with pipes), powered up if short, against junk die d's
 * size. On a success d is turned face up: a robot part is attached if the limit allows (else it
 * stays face up), a weapon goes into an empty claw unless seat s had not looked at it (then it
 * explodes, L176), energy is dropped face up to be eaten later (A11), a targeting computer goes on
 * a held weapon that has none (else face up). Returns 1 on success.
 */
export function grab(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, d: number): number {
  const need = s.sizeOf[s.type[d]!]!;
  if (powerUp(t, s, rng, seat, rollAll(s, rng, seat, Kind.Claw, 1 - t.rules.noPipesOnGrab[0]!), need) < need) {
    logEvent(s, JunkEvent.Grab, seat, d, 0, -1, 0, 0);
    return 0;
  }
  const seen = (s.known[d]! >> seat) & 1;
  s.known[d] = ALL_KNOW;
  s.place[d] = Place.FaceUp;
  const kind = s.kindOf[s.type[d]!]!;
  logEvent(s, JunkEvent.Grab, seat, d, 1, kind, takeGrabbed(t, s, rng, seat, d, kind, seen), 0);
  return 1;
}

/** What a successful grab does with die d (revealed as `kind`); returns what became of it: 1 attached, 2 held, 3 exploded, 0 left face up. */
function takeGrabbed(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, d: number, kind: number, seen: number): number {
  if (kind <= Kind.Pipe) {
    // At the limit it ejects its least valued part to make room (free, L184), if that is worth less.
    if (partCount(s, seat) >= s.power[seat]! + t.rules.limitOffset[0]!) {
      const worst = worstPart(s, seat);
      if (worst < 0 || partWorth(s, seat, worst) >= weightOf(s, seat, kind) * 8 + s.sizeOf[s.type[d]!]!) return 0;
      toJunkyard(s, worst);
    }
    attach(t, s, seat, d);
    note(s, SeatMetric.PartsGrabbed, seat, 1);
    return 1;
  }
  if (kind === Kind.Weapon) {
    if (seen === 0 && explodes(t, s, rng, seat, d) === 1) return 3;
    const claw = emptyClaw(s, seat);
    if (claw < 0) return 0;
    s.place[d] = Place.Held;
    s.owner[d] = seat;
    s.parent[d] = claw;
    return 2;
  }
  if (kind === Kind.Computer) {
    for (let w = 0; w < s.dice; w++) {
      if (s.place[w] !== Place.Held || s.owner[w] !== seat || carriesComputer(s, w)) continue;
      s.place[d] = Place.OnWeapon;
      s.owner[d] = seat;
      s.parent[d] = w;
      return 2;
    }
  }
  return 0; // energy (dropped at once, A11) or a computer with no weapon to go on: face up
}

/** The targeting computer on weapon w, or -1. */
function computerOn(s: JunkyardState, w: number): number {
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.OnWeapon && s.parent[d] === w) return d;
  return -1;
}

function carriesComputer(s: JunkyardState, w: number): boolean {
  return computerOn(s, w) >= 0;
}

/**
 * EAT (L192-198): every mouth rolls (with pipes), powered up if short, against junk die d's size.
 * On a success it is revealed: energy is eaten; a robot part is spat out face up; a weapon seat s
 * had not looked at explodes, or on a blank is spat out (L198). Returns 1 on success.
 */
export function eat(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, d: number): number {
  const need = s.sizeOf[s.type[d]!]!;
  if (powerUp(t, s, rng, seat, rollAll(s, rng, seat, Kind.Mouth, 1 - t.rules.noPipesOnGrab[0]!), need) < need) {
    logEvent(s, JunkEvent.Eat, seat, d, 0, -1, 0, 0);
    return 0;
  }
  const seen = (s.known[d]! >> seat) & 1;
  s.known[d] = ALL_KNOW;
  const kind = s.kindOf[s.type[d]!]!;
  if (kind === Kind.Energy) {
    s.place[d] = Place.Eaten;
    s.owner[d] = seat;
    note(s, SeatMetric.EnergyEaten, seat, 1);
    logEvent(s, JunkEvent.Eat, seat, d, 1, kind, 1, 0);
    return 1;
  }
  s.place[d] = Place.FaceUp;
  const blew = kind === Kind.Weapon && seen === 0 ? explodes(t, s, rng, seat, d) : 0;
  logEvent(s, JunkEvent.Eat, seat, d, 1, kind, blew === 1 ? 3 : 0, 0);
  return 1;
}

/**
 * THROW (L178-182, L212-279): the claw holding weapon w (with pipes), seat s's biggest eye (with
 * pipes), the weapon's targeting computer, the weapon and, under powerUp always, its spare energy
 * roll the attack. A dud (L232) lands face up and the energy put in is lost. Else the target
 * dodges with all its movers and its biggest eye (none without movers, L242; energy too under
 * powerUp always, A5); damage = attack - defense within [0, the weapon's points] (L246-250, A1,
 * A6); the target may shield (L134-136) before the computer picks (A4, L265-273), then spreads
 * the rest. The thrown weapon is gone (A8). Returns 1 if the target is out.
 */
export function throwAt(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, w: number, target: number): number {
  const claw = s.parent[w]!;
  const eye = biggestEye(s, seat);
  const computer = computerOn(s, w);
  const committed = t.policy.powerUp[s.policy[seat]!] === PowerUp.Always ? spareEnergy(t, s, seat) : 0;
  let attack = rollWithPipes(s, rng, claw) + (eye >= 0 ? rollWithPipes(s, rng, eye) : 0) + (computer >= 0 ? rollDie(s, rng, computer) : 0);
  const points = rollDie(s, rng, w);
  const dud = s.dud;
  const cell = tallyCell(s, w, target);
  count(s, seat, cell, TallyField.Throws, 1);
  if (dud === 1) {
    toJunkyard(s, w); // its computer goes face up with it
    if (committed > 0) loseEnergy(s, seat, committed); // L232: "Extra energy used to power up the weapon is lost"
    count(s, seat, cell, TallyField.Duds, 1);
    logEvent(s, JunkEvent.Throw, seat, target, w, attack + points, 0, -1);
    return 0;
  }
  attack += points + boost(t, s, rng, seat);
  let defense = 0;
  if (moverCount(s, target) > 0) {
    defense = rollAll(s, rng, target, Kind.Mover, 1);
    const theirEye = biggestEye(s, target);
    if (theirEye >= 0) defense += rollWithPipes(s, rng, theirEye);
    if (t.rules.noDodgePowerUp[0] === 0) defense += boost(t, s, rng, target);
  }
  const cap = t.rules.capAtSize[0] === 1 ? s.sizeOf[s.type[w]!]! : points;
  let damage = t.rules.allOrNothing[0] === 1 ? (defense >= attack ? 0 : cap) : attack - defense;
  if (damage < 0) damage = 0;
  if (damage > cap) damage = cap;
  // The weapon and any computer on it explode with the throw (A8; spec 3.6), or land face up under A8's variant.
  logEvent(s, JunkEvent.Throw, seat, target, w, attack, defense, damage);
  if (t.rules.thrownToJunkyard[0] === 1) toJunkyard(s, w);
  else {
    if (computer >= 0) s.place[computer] = Place.Removed;
    destroy(s, w);
  }
  let left = damage;
  if (computer >= 0 && t.rules.computerFirst[0] === 1 && left > 0) {
    left = computerPick(t, s, target, left);
    if (left < 0) return dealt(s, seat, cell, damage, 1);
  }
  const shieldAt = t.policy.shieldAt[s.policy[target]!]!;
  if (shieldAt > 0 && left >= shieldAt) {
    const absorbed = shield(t, s, rng, target, left);
    if (absorbed > 0) count(s, seat, cell, TallyField.Shielded, 1);
    damage -= absorbed >= left ? left : absorbed;
    left = absorbed >= left ? 0 : left - absorbed;
  }
  if (computer >= 0 && t.rules.computerFirst[0] === 0 && left > 0) {
    left = computerPick(t, s, target, left);
    if (left < 0) return dealt(s, seat, cell, damage, 1);
  }
  return dealt(s, seat, cell, damage, left > 0 ? allocate(t, s, target, left) : 0);
}

/** Counts the damage a throw did (after the shield) for the thrower; passes `out` on. */
function dealt(s: JunkyardState, seat: number, cell: number, damage: number, out: number): number {
  count(s, seat, cell, TallyField.Damage, damage);
  count(s, seat, cell, TallyField.DamageSq, damage * damage);
  note(s, SeatMetric.DamageDealt, seat, damage);
  return out;
}

/** Removes `n` of seat s's eaten energy dice from the game, the largest first. */
function loseEnergy(s: JunkyardState, seat: number, n: number): void {
  let left = n;
  for (let size = 4; size >= 1 && left > 0; size >>= 1) {
    for (let d = 0; d < s.dice && left > 0; d++) {
      if (s.place[d] !== Place.Eaten || s.owner[d] !== seat || s.sizeOf[s.type[d]!] !== size) continue;
      s.place[d] = Place.Removed;
      s.owner[d] = -1;
      left--;
    }
  }
}

function moverCount(s: JunkyardState, seat: number): number {
  let count = 0;
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Part && s.owner[d] === seat && s.kindOf[s.type[d]!] === Kind.Mover) count++;
  return count;
}

/** The tally cell of a throw: the weapon's size and the target's movers (compile/tally.ts). */
function tallyCell(s: JunkyardState, w: number, target: number): number {
  const size = s.sizeOf[s.type[w]!]!;
  const movers = moverCount(s, target);
  return (size === 1 ? 0 : size === 2 ? 1 : 2) * MOVER_CELLS + (movers >= MOVER_CELLS ? MOVER_CELLS - 1 : movers);
}

/** Adds to the thrower's tally row (its policy's row). */
function count(s: JunkyardState, seat: number, cell: number, field: number, by: number): void {
  if (s.tally.length === 0) return;
  s.tally[(s.policy[seat]! * TALLY_CELLS + cell) * TallyField.Count + field]! += by;
}

/** TELEPORT (L208-210): all eaten energy rolls; teleportAt or more and seat s wins. The dice are never lost (L126). Returns 1 on success. */
export function teleport(s: JunkyardState, rng: Rng, seat: number): number {
  let total = 0;
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Eaten && s.owner[d] === seat) total += rollDie(s, rng, d);
  const away = total >= s.teleportAt ? 1 : 0;
  logEvent(s, JunkEvent.Teleport, seat, away, total, 0, 0, 0);
  return away;
}
