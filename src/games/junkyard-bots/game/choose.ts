// hot: what a robot's policy does with its turn (compile/tables.ts policy): teleport when the exact
// odds of its eaten energy clear its threshold, throw a held weapon, eat energy it knows of, grab
// the part it wants most, grab unseen if its policy dares, look, or wait. Choices read only what
// the seat may know: face-up dice and the dice its eyes have looked at (L166).
import type { Rng } from '../../../rng/rng.js';
import { Kind, SizePref, Target, type JunkyardTables } from '../compile/tables.js';
import { partWorth, weightOf, worstPart } from './damage.js';
import { eatenCount } from './energy.js';
import { Place, type JunkyardState } from './state.js';

/** Does seat s know the kind of die d (face up, or looked at)? */
export function knows(s: JunkyardState, seat: number, d: number): boolean {
  return s.place[d] === Place.FaceUp || ((s.known[d]! >> seat) & 1) === 1;
}

/**
 * One pass over the dice for what seat s's choices need this turn (into the state's survey
 * fields): per kind, its parts and the points they reach (their sizes, pipes counted with the part
 * their chain hangs on: what it aims at); its parts against the limit, eaten energy, empty claws,
 * first held weapon, held weapons without a targeting computer, and the face-down dice it has not seen.
 */
export function survey(s: JunkyardState, seat: number): void {
  s.reachOf.fill(0);
  s.kindCount.fill(0);
  let parts = 1; // the body
  let eaten = 0;
  let held = 0;
  let computers = 0;
  let weapon = -1;
  let unseen = 0;
  for (let d = 0; d < s.dice; d++) {
    if (s.owner[d] !== seat) {
      if (s.place[d] === Place.Junk && ((s.known[d]! >> seat) & 1) === 0) unseen++;
      continue;
    }
    const place = s.place[d];
    if (place === Place.Part) {
      parts++;
      const type = s.type[d]!;
      const kind = s.kindOf[type]!;
      if (kind === Kind.Eye) s.eyes[s.kindCount[kind]!] = d; // in die order
      s.kindCount[kind]!++;
      const on = kind === Kind.Pipe ? hostKind(s, d) : kind;
      if (on >= 0) s.reachOf[on]! += s.sizeOf[type]!;
    } else if (place === Place.Held) {
      held++;
      if (weapon < 0) weapon = d;
    } else if (place === Place.Eaten) eaten++;
    else if (place === Place.OnWeapon) {
      computers++;
      if (s.computerCounts === 1) parts++;
    }
  }
  s.surveyParts = parts;
  s.surveyEaten = eaten;
  s.surveyEmptyClaws = s.kindCount[Kind.Claw]! - held;
  s.surveyWeapon = weapon;
  s.surveyBareWeapons = held - computers;
  s.surveyUnseen = unseen;
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

/** The known energy in the junkyard seat s would eat: the largest its mouths can reach (else the smallest); -1 if none or no mouth. Reads the survey. */
export function energyToEat(s: JunkyardState, seat: number): number {
  const mouths = s.reachOf[Kind.Mouth]!;
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
 * The die seat s would grab, in one pass over the junkyard: of those it knows, the kind its policy
 * weighs most (none weighed 0; robot parts only with room under the limit or to replace a part
 * worth less), then by size; if none, of the face-down dice it has not seen, smaller than its
 * policy's blindBelow (any size with `anySize`, and then only those), by size. -1 if none. Reads
 * the survey.
 */
export function dieToGrab(t: JunkyardTables, s: JunkyardState, seat: number, anySize = false): number {
  if (s.surveyEmptyClaws <= 0) return -1;
  const claws = Math.max(1, s.reachOf[Kind.Claw]!);
  const room = s.surveyParts < s.power[seat]! + t.rules.limitOffset[0]!;
  let worstWorth = -1; // worked out when a part at the limit first needs it
  const blindBelow = anySize ? 1_000 : t.policy.blindBelow[s.policy[seat]!]!;
  const sizePref = t.policy.sizePref[s.policy[seat]!]!;
  let known = -1;
  let knownScore = -1e9;
  let blind = -1;
  let blindScore = -1e9;
  for (let d = 0; d < s.dice; d++) {
    if (!inJunkyard(s, d)) continue;
    const size = s.sizeOf[s.type[d]!]!;
    const score = sizeScore(size, claws, sizePref);
    if (!knows(s, seat, d)) {
      if (size < blindBelow && score > blindScore) {
        blind = d;
        blindScore = score;
      }
      continue;
    }
    if (anySize) continue;
    const kind = s.kindOf[s.type[d]!]!;
    const weight = weightOf(s, seat, kind);
    if (weight <= 0 || kind === Kind.Energy || (kind === Kind.Computer && s.surveyBareWeapons <= 0)) continue;
    // At the limit, a part is worth grabbing only to replace a part worth less (ejecting is free, L184).
    if (kind <= Kind.Pipe && !room) {
      if (worstWorth < 0) {
        const worst = worstPart(s, seat);
        worstWorth = worst < 0 ? 1e9 : partWorth(s, seat, worst);
      }
      if (worstWorth >= weight * 8 + size) continue;
    }
    if (score + weight * 16 > knownScore) {
      known = d;
      knownScore = score + weight * 16;
    }
  }
  return known >= 0 ? known : blind;
}

/**
 * How much a die of `size` appeals to a robot whose parts reach `reach` points (policy
 * sizePreference, L149-152): surest, the smallest (the likeliest to take); balanced, the largest
 * within reach, else the smallest beyond it; largest, the biggest.
 */
function sizeScore(size: number, reach: number, pref: number): number {
  if (pref === SizePref.Surest) return 8 - size;
  if (pref === SizePref.Largest) return size;
  return size <= reach ? size : -size;
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
export function throwTarget(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number): number {
  const rule = t.policy.target[s.policy[seat]!]!;
  if (rule === Target.Random) {
    let others = 0;
    for (let other = 0; other < s.seats; other++) if (other !== seat && s.out[other] === 0) others++;
    if (others === 0) return -1;
    let pick = rng.int(others);
    for (let other = 0; other < s.seats; other++) {
      if (other === seat || s.out[other] === 1) continue;
      if (pick === 0) return other;
      pick--;
    }
    return -1;
  }
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
