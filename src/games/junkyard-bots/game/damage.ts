// hot: damage to a robot (L252-273): a part takes exactly its size and explodes (L256, A3); each
// point on the body lowers power by one (L70); a lower power lowers the part limit, so the robot
// ejects at once (L63, L261); power 0 and it is out (L72). Its policy spreads the damage; a
// targeting computer lets the attacker pick one part first (L265-273).
import { Allocate, Kind, type JunkyardTables } from '../compile/tables.js';
import { countKind, destroy, partCount, toJunkyard } from './parts.js';
import { Place, type JunkyardState } from './state.js';

/** The build weight seat s's policy gives a kind (compile/tables.ts policy.w*). */
export function weightOf(t: JunkyardTables, s: JunkyardState, seat: number, kind: number): number {
  const p = s.policy[seat]!;
  switch (kind) {
    case Kind.Eye: return t.policy.wEye[p]!;
    case Kind.Mouth: return t.policy.wMouth[p]!;
    case Kind.Claw: return t.policy.wClaw[p]!;
    case Kind.Mover: return t.policy.wMover[p]!;
    case Kind.Pipe: return t.policy.wPipe[p]!;
    case Kind.Weapon: return t.policy.wWeapon[p]!;
    case Kind.Energy: return t.policy.wEnergy[p]!;
    default: return t.policy.wComputer[p]!;
  }
}

/** Lowers seat s's power by `points`, then ejects down to the limit (L63); returns 1 if it is out (power 0, L72). */
export function hitBody(t: JunkyardTables, s: JunkyardState, seat: number, points: number): number {
  const power = s.power[seat]! - points;
  s.power[seat] = power < 0 ? 0 : power;
  if (power <= 0) return 1;
  ejectToLimit(t, s, seat);
  return 0;
}

/**
 * Ejects seat s's least wanted parts (lowest build weight, then smallest; a part with others
 * hanging on it last, since they would go with it) until it is within power + offset (L53-63).
 */
export function ejectToLimit(t: JunkyardTables, s: JunkyardState, seat: number): void {
  const limit = s.power[seat]! + t.rules.limitOffset[0]!;
  while (partCount(s, seat) > limit) {
    let worst = -1;
    let worstScore = 1e9;
    for (let d = 0; d < s.dice; d++) {
      if (s.place[d] !== Place.Part || s.owner[d] !== seat) continue;
      const type = s.type[d]!;
      const score = (hasHangers(s, d) ? 1000 : 0) + weightOf(t, s, seat, s.kindOf[type]!) * 8 + s.sizeOf[type]!;
      if (score < worstScore) {
        worst = d;
        worstScore = score;
      }
    }
    if (worst < 0) return;
    toJunkyard(s, worst);
  }
}

function hasHangers(s: JunkyardState, d: number): boolean {
  for (let h = 0; h < s.dice; h++) if (s.parent[h] === d && s.place[h] === Place.Part) return true;
  return false;
}

/** A part seat s keeps while it can: its last claw, eye, mover or mouth. */
function lastOfItsKind(s: JunkyardState, seat: number, d: number): boolean {
  const kind = s.kindOf[s.type[d]!]!;
  return kind !== Kind.Pipe && countKind(s, seat, kind) === 1;
}

/**
 * Seat s spreads `damage` by its policy: all on the body, or parts first (the largest part no
 * bigger than what is left, its last claw, eye, mover and mouth spared), the rest on the body.
 * Returns 1 if the robot is out.
 */
export function allocate(t: JunkyardTables, s: JunkyardState, seat: number, damage: number): number {
  let left = damage;
  if (t.policy.allocate[s.policy[seat]!] === Allocate.PartsFirst) {
    while (left > 0) {
      let best = -1;
      let bestSize = 0;
      for (let d = 0; d < s.dice; d++) {
        if (s.place[d] !== Place.Part || s.owner[d] !== seat) continue;
        const size = s.sizeOf[s.type[d]!]!;
        if (size > left || size <= bestSize || lastOfItsKind(s, seat, d)) continue;
        best = d;
        bestSize = size;
      }
      if (best < 0) break;
      destroy(s, best);
      left -= bestSize;
    }
  }
  return left > 0 ? hitBody(t, s, seat, left) : 0;
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
