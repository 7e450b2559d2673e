// hot: a robot's parts (L53-63): counting them against the limit, finding them by kind, and
// taking them off: a part destroyed explodes and is removed (L254), ejected or dropped it lies
// face up in the junkyard (L63, L186); what hung on it goes face up with it (a pipe's chain, L259;
// a claw's weapon, A9; a weapon's targeting computer).
import { Kind } from '../compile/tables.js';
import { ALL_KNOW, Place, type JunkyardState } from './state.js';

/** Robot parts of seat s, the body included (L53: each counts one; weapons and energy do not, L58; targeting computers only under a variant). */
export function partCount(s: JunkyardState, seat: number): number {
  let count = 1; // the body
  for (let d = 0; d < s.dice; d++) {
    if (s.owner[d] !== seat) continue;
    if (s.place[d] === Place.Part || (s.place[d] === Place.OnWeapon && s.computerCounts === 1)) count++;
  }
  return count;
}

/** Parts of `kind` seat s has attached. */
export function countKind(s: JunkyardState, seat: number, kind: number): number {
  let count = 0;
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Part && s.owner[d] === seat && s.kindOf[s.type[d]!] === kind) count++;
  return count;
}

/** The first claw of seat s (in die order) holding nothing; -1 if none. */
export function emptyClaw(s: JunkyardState, seat: number): number {
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Part && s.owner[d] === seat && s.kindOf[s.type[d]!] === Kind.Claw && heldBy(s, d) < 0) return d;
  return -1;
}

/** The weapon claw c holds, or -1. */
export function heldBy(s: JunkyardState, claw: number): number {
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Held && s.parent[d] === claw) return d;
  return -1;
}

/** Puts die d face up in the junkyard, known to all, and with it everything hanging on it. */
export function toJunkyard(s: JunkyardState, d: number): void {
  s.place[d] = Place.FaceUp;
  s.owner[d] = -1;
  s.parent[d] = -1;
  s.known[d] = ALL_KNOW;
  releaseHangers(s, d);
}

/** Removes die d from the game (it exploded, L254); what hung on it goes face up (L259, A9). */
export function destroy(s: JunkyardState, d: number): void {
  s.place[d] = Place.Removed;
  s.owner[d] = -1;
  s.parent[d] = -1;
  releaseHangers(s, d);
}

/** What hung on d: pipes are ejected face up (L259); a claw's weapon, with its computer, lands face up or, under A9's variant, is gone. */
function releaseHangers(s: JunkyardState, d: number): void {
  for (let h = 0; h < s.dice; h++) {
    if (s.parent[h] !== d) continue;
    const place = s.place[h];
    if (place === Place.Part || place === Place.OnWeapon) toJunkyard(s, h);
    else if (place === Place.Held) {
      if (s.salvageRemoved === 1) destroy(s, h);
      else toJunkyard(s, h);
    }
  }
}

/** Every die seat s has (parts, held weapons, eaten energy) goes face up into the junkyard: an exploded robot's salvage (A9; its variant removes them). */
export function scatter(s: JunkyardState, seat: number): void {
  for (let d = 0; d < s.dice; d++) {
    if (s.owner[d] !== seat) continue;
    const place = s.place[d];
    if (place === Place.Part || place === Place.Held || place === Place.Eaten || place === Place.OnWeapon) {
      s.place[d] = s.salvageRemoved === 1 ? Place.Removed : Place.FaceUp;
      s.owner[d] = -1;
      s.parent[d] = -1;
      s.known[d] = ALL_KNOW;
    }
  }
}
