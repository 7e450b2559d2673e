// hot: rolling dice (L156-160): count the dots; a picture scores the die's size and the die is
// rolled again, with no limit. Energy rolled to power up or shield has a fate (L138-141).
import type { Rng } from '../../../rng/rng.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import { Place, type JunkyardState } from './state.js';

/**
 * Rolls die d with its picture chain; returns the points. Whether it duds (a weapon, L232) is left
 * in s.dud: a blank first face, or under A2's variant a blank after a picture; by default (A2) a
 * later blank adds nothing.
 */
export function rollDie(s: JunkyardState, rng: Rng, d: number): number {
  const type = s.type[d]!;
  const size = s.sizeOf[type]!;
  let face = s.faces[type * 6 + rng.die(6) - 1]!;
  s.dud = face === BLANK ? 1 : 0;
  let points = 0;
  while (face === PICTURE) {
    points += size;
    face = s.faces[type * 6 + rng.die(6) - 1]!;
    if (face === BLANK && s.laterBlankDuds === 1) s.dud = 1;
  }
  return face === BLANK ? points : points + face;
}

/**
 * Rolls eaten energy die d to power up a roll or shield (L128-141): a pip face scores its dots and
 * the die is removed from the game; a blank scores nothing and it stays; a picture scores the
 * size, then the die is rolled again (`reroll` 1) or kept (0). Returns the points.
 */
export function spendEnergy(s: JunkyardState, rng: Rng, d: number, reroll: number): number {
  const type = s.type[d]!;
  const size = s.sizeOf[type]!;
  let points = 0;
  for (;;) {
    const face = s.faces[type * 6 + rng.die(6) - 1]!;
    if (face === BLANK) return points;
    if (face === PICTURE) {
      points += size;
      if (reroll === 1) continue;
      return points;
    }
    s.place[d] = Place.Removed;
    s.owner[d] = -1;
    return points + face;
  }
}

/** Rolls die d and the pipes hanging on it, and on them, all the way down (L103-107). */
export function rollWithPipes(s: JunkyardState, rng: Rng, d: number): number {
  let points = rollDie(s, rng, d);
  for (let p = 0; p < s.dice; p++) if (s.parent[p] === d && s.place[p] === Place.Part) points += rollWithPipes(s, rng, p);
  return points;
}

/** Die d alone, or with its pipes (`pipes` 1). */
export function rollPart(s: JunkyardState, rng: Rng, d: number, pipes: number): number {
  return pipes === 1 ? rollWithPipes(s, rng, d) : rollDie(s, rng, d);
}
