// hot: what a robot's policy does with its turn (compile/tables.ts policy): teleport when the exact
// odds of its eaten energy clear its threshold, throw a held weapon, eat energy it knows of, grab
// the part it wants most, grab unseen if its policy dares, look, or wait. Choices read only what
// the seat may know: face-up dice and the dice its eyes have looked at (L166).
import { Kind, Target, type JunkyardTables } from '../compile/tables.js';
import { weightOf } from './damage.js';
import { eatenCount } from './energy.js';
import { emptyClaw, partCount } from './parts.js';
import { Place, type JunkyardState } from './state.js';

/** Does seat s know the kind of die d (face up, or looked at)? */
export function knows(s: JunkyardState, seat: number, d: number): boolean {
  return s.place[d] === Place.FaceUp || ((s.known[d]! >> seat) & 1) === 1;
}

/** Points seat s can expect to reach with its parts of `kind` (their sizes, pipes included): what it aims at. */
export function reach(s: JunkyardState, seat: number, kind: number): number {
  let points = 0;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== seat) continue;
    const k = s.kindOf[s.type[d]!];
    if (k === kind || (k === Kind.Pipe && hostKind(s, d) === kind)) points += s.sizeOf[s.type[d]!]!;
  }
  return points;
}

/** The kind of part a pipe chain ends on. */
function hostKind(s: JunkyardState, pipe: number): number {
  let d = s.parent[pipe]!;
  for (let guard = 0; d >= 0 && s.kindOf[s.type[d]!] === Kind.Pipe && guard < 64; guard++) d = s.parent[d]!;
  return d < 0 ? -1 : s.kindOf[s.type[d]!]!;
}

/** A die in the junkyard (face down or up). */
function inJunkyard(s: JunkyardState, d: number): boolean {
  return s.place[d] === Place.Junk || s.place[d] === Place.FaceUp;
}

/** The known energy in the junkyard seat s would eat: the largest its mouths can reach (else the smallest); -1 if none or no mouth. */
export function energyToEat(s: JunkyardState, seat: number): number {
  const mouths = reach(s, seat, Kind.Mouth);
  if (mouths === 0) return -1;
  let best = -1;
  let bestScore = -1e9;
  for (let d = 0; d < s.dice; d++) {
    if (!inJunkyard(s, d) || !knows(s, seat, d) || s.kindOf[s.type[d]!] !== Kind.Energy) continue;
    const size = s.sizeOf[s.type[d]!]!;
    const score = size <= mouths ? size : -size;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The die seat s would grab: of those it knows, the kind its policy weighs most (none weighed 0;
 * robot parts only with room under the limit), then the largest its empty claws can reach; with
 * `blind`, of the face-down dice it does not know, smaller than its policy's blindBelow, the
 * largest within reach. -1 if none.
 */
export function dieToGrab(t: JunkyardTables, s: JunkyardState, seat: number, blind: boolean): number {
  if (emptyClaw(s, seat, -1) < 0) return -1;
  const claws = Math.max(1, reach(s, seat, Kind.Claw));
  const room = partCount(s, seat) < s.power[seat]! + t.rules.limitOffset[0]!;
  const blindBelow = t.policy.blindBelow[s.policy[seat]!]!;
  let best = -1;
  let bestScore = -1e9;
  for (let d = 0; d < s.dice; d++) {
    if (!inJunkyard(s, d)) continue;
    const size = s.sizeOf[s.type[d]!]!;
    let score: number;
    if (blind) {
      if (knows(s, seat, d) || size >= blindBelow) continue;
      score = size <= claws ? size : -size;
    } else {
      if (!knows(s, seat, d)) continue;
      const kind = s.kindOf[s.type[d]!]!;
      const weight = weightOf(t, s, seat, kind);
      if (weight <= 0 || kind === Kind.Energy || (kind <= Kind.Pipe && !room)) continue;
      score = weight * 16 + (size <= claws ? size : -size);
    }
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** A face-down die seat s has not looked at, not already picked this turn (s.pick), the largest its eye can see; -1 if none. */
export function dieToLook(s: JunkyardState, seat: number, eyeSize: number): number {
  let best = -1;
  let bestScore = -1e9;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Junk || knows(s, seat, d) || s.pick[d] === s.turn) continue;
    const size = s.sizeOf[s.type[d]!]!;
    const score = size <= eyeSize ? size : -size;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** Whom seat s throws at, by its policy's rule (Target); -1 if nobody is left. */
export function throwTarget(t: JunkyardTables, s: JunkyardState, seat: number): number {
  const rule = t.policy.target[s.policy[seat]!]!;
  if (rule === Target.NextSeat) {
    for (let k = 1; k < s.seats; k++) {
      const other = (seat + k) % s.seats;
      if (s.out[other] === 0) return other;
    }
    return -1;
  }
  let best = -1;
  let bestScore = -1e9;
  for (let other = 0; other < s.seats; other++) {
    if (other === seat || s.out[other] === 1) continue;
    const score = rule === Target.Weakest ? -s.power[other]! : rule === Target.Strongest ? s.power[other]! : eatenCount(s, other);
    if (score > bestScore) {
      best = other;
      bestScore = score;
    }
  }
  return best;
}
