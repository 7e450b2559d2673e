// hot: the actions of a turn (L143-210): look, grab, eat, throw and teleport, each rolled against
// its requirement (L36, L149-156), with energy to power up a roll that fell short (L128-132).
import type { Rng } from '../../../rng/rng.js';
import { BLANK } from '../dice/faces.js';
import { Kind, type JunkyardTables } from '../compile/tables.js';
import { MOVER_CELLS, TallyField, TALLY_CELLS } from '../compile/tally.js';
import { allocate, computerPick } from './damage.js';
import { powerUp } from './energy.js';
import { SeatMetric, seatMetric } from './metrics.js';
import { destroy, emptyClaw, heldBy, partCount, toJunkyard } from './parts.js';
import { rollDie, rollWithPipes } from './roll.js';
import { ALL_KNOW, Place, type JunkyardState } from './state.js';

/** Adds to one of seat s's metrics. */
function note(s: JunkyardState, k: number, seat: number, by: number): void {
  s.metrics[seatMetric(k, seat)]! += by;
}

/** Rolls every part of `kind` seat s has (with their pipes); claws holding a weapon only with `heldToo`. */
function rollAll(s: JunkyardState, rng: Rng, seat: number, kind: number): number {
  let points = 0;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== seat || s.kindOf[s.type[d]!] !== kind) continue;
    if (kind === Kind.Claw && heldBy(s, d) >= 0) continue; // only empty claws grab (L170)
    points += rollWithPipes(s, rng, d);
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
  if (rollWithPipes(s, rng, eye) < s.sizeOf[s.type[d]!]!) return 0;
  s.known[d]! |= 1 << seat;
  return 1;
}

/** A weapon that blew up on seat s (L176, L198): roll it; a blank and it does not explode (returns 0), else its points hurt s and it is gone. */
function explodes(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, weapon: number): number {
  const points = rollDie(s, rng, weapon);
  if (s.firstFace === BLANK) return 0;
  destroy(s, weapon);
  note(s, SeatMetric.SelfExplosions, seat, 1);
  allocate(t, s, seat, points); // A13: the robot spreads its own damage; no targeting computer
  return 1;
}

/** Attaches robot part d to seat s: a pipe on its first part of the policy's kind (else on its first claw, L101), any other directly. */
function attach(t: JunkyardTables, s: JunkyardState, seat: number, d: number): void {
  s.place[d] = Place.Part;
  s.owner[d] = seat;
  s.parent[d] = -1;
  if (s.kindOf[s.type[d]!] !== Kind.Pipe) return;
  const on = t.policy.pipeOn[s.policy[seat]!]!;
  let host = -1;
  for (let p = 0; p < s.dice && host < 0; p++) if (p !== d && s.place[p] === Place.Part && s.owner[p] === seat && s.kindOf[s.type[p]!] === on) host = p;
  for (let p = 0; p < s.dice && host < 0; p++) if (p !== d && s.place[p] === Place.Part && s.owner[p] === seat && s.kindOf[s.type[p]!] === Kind.Claw) host = p;
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
  if (powerUp(t, s, rng, seat, rollAll(s, rng, seat, Kind.Claw), need) < need) return 0;
  const seen = (s.known[d]! >> seat) & 1;
  s.known[d] = ALL_KNOW;
  s.place[d] = Place.FaceUp;
  const kind = s.kindOf[s.type[d]!]!;
  if (kind <= Kind.Pipe) {
    if (partCount(s, seat) < s.power[seat]! + t.rules.limitOffset[0]!) {
      attach(t, s, seat, d);
      note(s, SeatMetric.PartsGrabbed, seat, 1);
    }
    return 1;
  }
  if (kind === Kind.Weapon) {
    if (seen === 0 && explodes(t, s, rng, seat, d) === 1) return 1;
    const claw = emptyClaw(s, seat, -1);
    if (claw >= 0) {
      s.place[d] = Place.Held;
      s.owner[d] = seat;
      s.parent[d] = claw;
    }
    return 1;
  }
  if (kind === Kind.Computer) {
    for (let w = 0; w < s.dice; w++) {
      if (s.place[w] !== Place.Held || s.owner[w] !== seat || carriesComputer(s, w)) continue;
      s.place[d] = Place.OnWeapon;
      s.owner[d] = seat;
      s.parent[d] = w;
      return 1;
    }
  }
  return 1; // energy (dropped at once, A11) or a computer with no weapon to go on: face up
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
  if (powerUp(t, s, rng, seat, rollAll(s, rng, seat, Kind.Mouth), need) < need) return 0;
  const seen = (s.known[d]! >> seat) & 1;
  s.known[d] = ALL_KNOW;
  const kind = s.kindOf[s.type[d]!]!;
  if (kind === Kind.Energy) {
    s.place[d] = Place.Eaten;
    s.owner[d] = seat;
    note(s, SeatMetric.EnergyEaten, seat, 1);
    return 1;
  }
  s.place[d] = Place.FaceUp;
  if (kind === Kind.Weapon && seen === 0) explodes(t, s, rng, seat, d);
  return 1;
}

/**
 * THROW (L178-182, L212-279): the claw holding weapon w (with pipes), seat s's biggest eye (with
 * pipes), the weapon's targeting computer and the weapon roll the attack. A blank first face on
 * the weapon is a dud: it lands face up (L232). Else the target dodges with all its movers and
 * its biggest eye (none without movers, L242); damage = attack - defense within [0, the weapon's
 * points] (L246-250, A1, A6); the target may shield (L134-136); the computer picks first (A4,
 * L265-273), the target spreads the rest. The thrown weapon is gone (A8). Returns 1 if the target is out.
 */
export function throwAt(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, w: number, target: number): number {
  const claw = s.parent[w]!;
  const eye = biggestEye(s, seat);
  const computer = computerOn(s, w);
  let attack = rollWithPipes(s, rng, claw) + (eye >= 0 ? rollWithPipes(s, rng, eye) : 0) + (computer >= 0 ? rollDie(s, rng, computer) : 0);
  const points = rollDie(s, rng, w);
  const cell = tallyCell(s, w, target);
  count(s, seat, cell, TallyField.Throws, 1);
  if (s.firstFace === BLANK) {
    toJunkyard(s, w); // its computer goes face up with it
    count(s, seat, cell, TallyField.Duds, 1);
    return 0;
  }
  attack += points;
  let defense = 0;
  if (moverCount(s, target) > 0) {
    defense = rollAll(s, rng, target, Kind.Mover);
    const theirEye = biggestEye(s, target);
    if (theirEye >= 0) defense += rollWithPipes(s, rng, theirEye);
  }
  let damage = attack - defense;
  if (damage < 0) damage = 0;
  if (damage > points) damage = points;
  // The weapon and any computer on it explode with the throw (A8; 3.6).
  if (computer >= 0) s.place[computer] = Place.Removed;
  destroy(s, w);
  const shieldAt = t.policy.shieldAt[s.policy[target]!]!;
  if (shieldAt > 0 && damage >= shieldAt) {
    const shield = powerUp(t, s, rng, target, 0, damage);
    if (shield > 0) count(s, seat, cell, TallyField.Shielded, 1);
    damage = shield >= damage ? 0 : damage - shield;
  }
  count(s, seat, cell, TallyField.Damage, damage);
  count(s, seat, cell, TallyField.DamageSq, damage * damage);
  note(s, SeatMetric.DamageDealt, seat, damage);
  if (damage === 0) return 0;
  let left = damage;
  if (computer >= 0) {
    left = computerPick(t, s, target, damage);
    if (left < 0) return 1;
  }
  return left > 0 ? allocate(t, s, target, left) : 0;
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
  return total >= s.teleportAt ? 1 : 0;
}
