// hot: damage to a robot (L252-273): a part takes exactly its size and explodes (L256, A3); each
// point on the body lowers power by one (L70); a lower power lowers the part limit, so the robot
// ejects at once (L63, L261); power 0 and it is out (L72). Its policy spreads the damage; a
// targeting computer lets the attacker pick one part first (L265-273).
import { Allocate, Kind, type JunkyardTables } from '../compile/tables.js';
import { countKind, destroy, partCount, toJunkyard } from './parts.js';
import { Place, type JunkyardState } from './state.js';

/** The build weight seat s's policy gives a kind (compile/tables.ts policy.w*), from the per-seat table setUp fills. */
export function weightOf(s: JunkyardState, seat: number, kind: number): number {
  return s.weights[seat * 8 + kind]!;
}

/** Copies seat s's policy weights into the state's per-seat table (setUp). */
export function fillWeights(t: JunkyardTables, s: JunkyardState, seat: number): void {
  const p = s.policy[seat]!;
  const at = seat * 8;
  s.weights[at + Kind.Eye] = t.policy.wEye[p]!;
  s.weights[at + Kind.Mouth] = t.policy.wMouth[p]!;
  s.weights[at + Kind.Claw] = t.policy.wClaw[p]!;
  s.weights[at + Kind.Mover] = t.policy.wMover[p]!;
  s.weights[at + Kind.Pipe] = t.policy.wPipe[p]!;
  s.weights[at + Kind.Weapon] = t.policy.wWeapon[p]!;
  s.weights[at + Kind.Energy] = t.policy.wEnergy[p]!;
  s.weights[at + Kind.Computer] = t.policy.wComputer[p]!;
}

/** Lowers seat s's power by `points`, then ejects down to the limit (L63); returns 1 if it is out (power 0, L72). */
export function hitBody(t: JunkyardTables, s: JunkyardState, seat: number, points: number): number {
  const power = s.power[seat]! - points;
  s.power[seat] = power < 0 ? 0 : power;
  if (power <= 0) return 1;
  ejectToLimit(t, s, seat);
  return 0;
}

/** How much seat s values a part of its own (build weight, then size); a part others hang on counts as worth keeping. */
export function partWorth(s: JunkyardState, seat: number, d: number): number {
  const type = s.type[d]!;
  return (hasHangers(s, d) ? 1000 : 0) + weightOf(s, seat, s.kindOf[type]!) * 8 + s.sizeOf[type]!;
}

/** Seat s's least valued part (partWorth), or -1. One pass marks the parts others hang on (s.mark), so this stays linear in the dice. */
export function worstPart(s: JunkyardState, seat: number): number {
  const mark = s.mark;
  for (let d = 0; d < s.dice; d++) mark[d] = 0;
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Part && s.owner[d] === seat && s.parent[d]! >= 0) mark[s.parent[d]!] = 1;
  let worst = -1;
  let worstScore = 1e9;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== seat) continue;
    const type = s.type[d]!;
    const score = mark[d]! * 1000 + weightOf(s, seat, s.kindOf[type]!) * 8 + s.sizeOf[type]!;
    if (score < worstScore) {
      worst = d;
      worstScore = score;
    }
  }
  return worst;
}

/**
 * Ejects seat s's least valued parts (lowest build weight, then smallest; a part with others
 * hanging on it last, since they would go with it) until it is within power + offset (L53-63).
 */
export function ejectToLimit(t: JunkyardTables, s: JunkyardState, seat: number): void {
  const limit = s.power[seat]! + t.rules.limitOffset[0]!;
  while (partCount(s, seat) > limit) {
    const worst = worstPart(s, seat);
    if (worst < 0) return;
    toJunkyard(s, worst);
  }
}

function hasHangers(s: JunkyardState, d: number): boolean {
  for (let h = 0; h < s.dice; h++) if (s.parent[h] === d && s.place[h] === Place.Part) return true;
  return false;
}

/** A part seat s keeps while it can, under its policy's keepLast: its last mover and its last eye (L145, L242). */
function spared(t: JunkyardTables, s: JunkyardState, seat: number, d: number): boolean {
  if (t.policy.keepLast[s.policy[seat]!] !== 1) return false;
  const kind = s.kindOf[s.type[d]!]!;
  return (kind === Kind.Mover || kind === Kind.Eye) && countKind(s, seat, kind) === 1;
}

/**
 * The part seat s gives up next to `left` damage, by its policy's order (pipes first, or the
 * cheapest: least wanted, then smallest), among those the damage can destroy: no bigger than
 * what is left (A3: a part takes exactly its size; its variant, any part, absorbing up to its
 * size), its spared parts only when nothing else can; -1 if none.
 */
function nextPart(t: JunkyardTables, s: JunkyardState, seat: number, left: number, spare: boolean): number {
  const pipesFirst = t.policy.allocate[s.policy[seat]!] === Allocate.PipesFirst;
  const upTo = t.rules.absorbUpTo[0] === 1;
  let best = -1;
  let bestScore = 1e9;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== seat) continue;
    const type = s.type[d]!;
    const kind = s.kindOf[type]!;
    if ((!upTo && s.sizeOf[type]! > left) || (spare && spared(t, s, seat, d))) continue;
    const score = (pipesFirst && kind !== Kind.Pipe ? 100 : 0) + weightOf(s, seat, kind) * 8 + s.sizeOf[type]!;
    if (score < bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Seat s spreads `damage` by its policy (L252-261): all on the body, or on parts first (nextPart)
 * and what no part can take on the body. Returns 1 if the robot is out.
 */
export function allocate(t: JunkyardTables, s: JunkyardState, seat: number, damage: number): number {
  let left = damage;
  if (t.policy.allocate[s.policy[seat]!] !== Allocate.BodyFirst) {
    while (left > 0) {
      let d = nextPart(t, s, seat, left, true);
      if (d < 0) d = nextPart(t, s, seat, left, false);
      if (d < 0) break;
      const size = s.sizeOf[s.type[d]!]!;
      destroy(s, d);
      left -= size > left ? left : size;
    }
  }
  return left > 0 ? hitBody(t, s, seat, left) : 0;
}

/** Damage a robot does to itself (a blind grab or eat, L176, L198): spread by its own policy (A13), or all on the body under A13's variant. */
export function hurtSelf(t: JunkyardTables, s: JunkyardState, seat: number, damage: number): number {
  return t.rules.selfOnBody[0] === 1 ? hitBody(t, s, seat, damage) : allocate(t, s, seat, damage);
}

/**
 * The attacker's pick with a targeting computer (L265-273): one point on the body when that ends
 * the robot, else the largest part no bigger than the damage (the part gone, its size spent);
 * returns the damage left for the defender to allocate, or -1 when the robot is out.
 */
export function computerPick(t: JunkyardTables, s: JunkyardState, target: number, damage: number): number {
  if (damage <= 0) return 0;
  let best = -1;
  let bestSize = 0;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Part || s.owner[d] !== target) continue;
    const size = s.sizeOf[s.type[d]!]!;
    if (size <= damage && size > bestSize) {
      best = d;
      bestSize = size;
    }
  }
  if (s.power[target] === 1 || best < 0) return hitBody(t, s, target, 1) === 1 ? -1 : damage - 1;
  destroy(s, best);
  return damage - bestSize;
}
