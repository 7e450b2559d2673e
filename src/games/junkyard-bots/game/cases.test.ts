// Every worked example (JB-E1..E8) and fully determined case (JB-D1..D11) of the Junkyard Bots
// rules (other-games-specs 3.5), played by the game's own code with scripted dice. The dice are the
// fixture's (test-support/fixture.ts): a scripted value v reads face v - 1, so COUNTING dice score
// P, 0, 1, 2, 3, 4 and weapon and energy dice P, blank, 1, 2, 3, 4.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { Kind } from '../compile/tables.js';
import { COUNTING, fixture, WEAPON_FACES } from '../test-support/fixture.js';
import { eat, grab, look, teleport, throwAt } from './actions.js';
import { allocate, computerPick, ejectToLimit, hitBody } from './damage.js';
import { powerUp } from './energy.js';
import { act, playTurn, setUp } from './game.js';
import { seatMetric, SeatMetric } from './metrics.js';
import { partCount } from './parts.js';
import { rollDie, rollWithPipes } from './roll.js';
import { Place, type JunkyardState } from './state.js';

const T = { claw: 0, eye: 1, mover: 2, pipe: 3, mouth: 4, weapon: 5, energy: 6, largeClaw: 7, mediumEye: 8, computer: 9, smallWeapon: 10 } as const;
const TYPES = [
  { kind: Kind.Claw, size: 1, faces: COUNTING },
  { kind: Kind.Eye, size: 1, faces: COUNTING },
  { kind: Kind.Mover, size: 1, faces: COUNTING },
  { kind: Kind.Pipe, size: 1, faces: COUNTING },
  { kind: Kind.Mouth, size: 1, faces: COUNTING },
  { kind: Kind.Weapon, size: 2, faces: WEAPON_FACES },
  { kind: Kind.Energy, size: 2, faces: WEAPON_FACES },
  { kind: Kind.Claw, size: 4, faces: COUNTING },
  { kind: Kind.Eye, size: 2, faces: COUNTING },
  { kind: Kind.Computer, size: 1, faces: COUNTING },
  { kind: Kind.Weapon, size: 1, faces: WEAPON_FACES },
];
/** Starters (L17-20): claw, eye, feet. Seat k's are dice JUNK + 3k, +1, +2. */
const STARTERS = [T.claw, T.eye, T.mover];

/** A table of two with these junkyard dice (die numbers 0..), both seats on policy 0 (fixture defaults, overridable). */
function table(junk: readonly number[], policy: Parameters<typeof fixture>[0]['policy'] = {}) {
  const { t, s } = fixture({ types: TYPES, junk, starters: STARTERS, policy });
  setUp(t, s, Int32Array.of(0, 0), 2);
  const starter = (seat: number, k: number) => junk.length + seat * 3 + k;
  return { t, s, starter };
}

/** Puts junk die d on seat's robot: attached (on `parent`, a pipe's part), held in claw `parent`, or eaten. */
function give(s: JunkyardState, seat: number, d: number, place: number, parent = -1): void {
  s.place[d] = place;
  s.owner[d] = seat;
  s.parent[d] = parent;
}

const dice = (...values: number[]) => new ScriptedRng(values.map((value) => ({ die: 6, value })));

describe('part limits (L53-63)', () => {
  it('JB-E1 (L55-56): power 5, 4, 3, 2, 1 allow 10, 9, 8, 7, 6 parts: ejecting down to the limit leaves that many', () => {
    for (const [power, limit] of [[5, 10], [4, 9], [3, 8], [2, 7], [1, 6]] as const) {
      const { t, s } = table(Array(12).fill(T.pipe));
      for (let d = 0; d < 12; d++) give(s, 0, d, Place.Part, d === 0 ? -1 : 0);
      s.power[0] = power;
      ejectToLimit(t, s, 0);
      expect(partCount(s, 0)).toBe(limit);
    }
  });

  it('JB-E2 (L61): power 4 with eye, mouth, body, mover, claw and 2 pipes counts 7 parts, so 2 more fit; the held weapon and the 2 eaten energy do not count', () => {
    const { s, starter } = table([T.mouth, T.pipe, T.pipe, T.weapon, T.energy, T.energy]);
    give(s, 0, 0, Place.Part);
    give(s, 0, 1, Place.Part, starter(0, 1));
    give(s, 0, 2, Place.Part, starter(0, 1));
    give(s, 0, 3, Place.Held, starter(0, 0));
    give(s, 0, 4, Place.Eaten);
    give(s, 0, 5, Place.Eaten);
    s.power[0] = 4;
    expect(partCount(s, 0)).toBe(7);
    expect(s.power[0]! + 5 - partCount(s, 0)).toBe(2);
  });

  it('JB-D9 (L63, L261): power 5 -> 3 with 10 parts ejects 2 at once, face up into the junkyard', () => {
    const { t, s } = table(Array(6).fill(T.pipe));
    for (let d = 0; d < 6; d++) give(s, 0, d, Place.Part, 6 + 1); // on the eye
    expect(partCount(s, 0)).toBe(10);
    expect(hitBody(t, s, 0, 2)).toBe(0);
    expect([s.power[0], partCount(s, 0)]).toEqual([3, 8]);
    expect([...s.place.slice(0, 6)].filter((place) => place === Place.FaceUp)).toHaveLength(2);
  });
});

describe('rolling (L103-107, L156-160)', () => {
  it('JB-E3 (L105): three pipes on an eye all roll with it', () => {
    const { s, starter } = table([T.pipe, T.pipe, T.pipe]);
    for (let d = 0; d < 3; d++) give(s, 0, d, Place.Part, starter(0, 1));
    const rng = dice(3, 4, 5, 6); // eye 1, pipes 2, 3, 4
    expect(rollWithPipes(s, rng, starter(0, 1))).toBe(10);
    expect(() => rng.die(6)).toThrow(); // no die was left unrolled
  });

  it('JB-E6 (L160): a medium die shows the picture then a 1: 2 + 1 = 3; a large one two pictures then 0: 8', () => {
    const { s } = table([T.mediumEye, T.largeClaw]);
    expect(rollDie(s, dice(1, 3), 0)).toBe(3);
    expect(rollDie(s, dice(1, 1, 2), 1)).toBe(8);
  });
});

describe('actions (L145-210)', () => {
  it('JB-E5 (L149-152): a grab needs the part\'s size: 1 small, 2 medium, 4 large', () => {
    for (const [type, need] of [[T.claw, 1], [T.mediumEye, 2], [T.largeClaw, 4]] as const) {
      // The starter claw rolls need - 1 (a miss), then need (a hit). COUNTING: value v scores v - 2.
      const miss = table([type]);
      expect(grab(miss.t, miss.s, dice(need + 1), 0, 0)).toBe(0);
      const hit = table([type]);
      expect(grab(hit.t, hit.s, dice(need + 2), 0, 0)).toBe(1);
      expect(hit.s.place[0]).toBe(Place.Part);
    }
  });

  it('JB-E4 (L130, L138): grabbing a large part, the claws roll 3; one energy powers up with a 1: success, and that energy is gone', () => {
    const { t, s } = table([T.largeClaw, T.energy]);
    give(s, 0, 1, Place.Eaten);
    expect(grab(t, s, dice(5, 3), 0, 0)).toBe(1); // claw 3; energy face 3 = one pip
    expect([s.place[0], s.place[1]]).toEqual([Place.Part, Place.Removed]);
  });

  it('JB-D7 (L138-141): energy spent showing pips is removed, a blank stays, a kept picture stays with its size in points', () => {
    for (const [value, reroll, points, place] of [[4, 1, 2, Place.Removed], [2, 1, 0, Place.Eaten], [1, 0, 2, Place.Eaten]] as const) {
      const { t, s } = table([T.energy], { rerollPicture: reroll, reserve: 0 });
      give(s, 0, 0, Place.Eaten);
      expect(powerUp(t, s, dice(value), 0, 0, 5)).toBe(points);
      expect(s.place[0]).toBe(place);
    }
  });

  it('JB-D4 (L176): a blind grab of a weapon rolling 2 hurts the grabber 2 and the weapon is gone; a blank and it is kept in the claw', () => {
    const hurt = table([T.weapon], { allocate: 0 });
    expect(grab(hurt.t, hurt.s, dice(4, 4), 0, 0)).toBe(1); // claw 2 >= 2; the weapon explodes for 2
    expect([hurt.s.place[0], hurt.s.power[0]]).toEqual([Place.Removed, 3]);
    const kept = table([T.weapon]);
    expect(grab(kept.t, kept.s, dice(4, 2), 0, 0)).toBe(1);
    expect([kept.s.place[0], kept.s.parent[0], kept.s.power[0]]).toEqual([Place.Held, kept.starter(0, 0), 5]);
  });

  it('JB-D5 (L198): a blind eat of a claw spits it out face up; of a weapon showing a blank, the weapon is spat out face up', () => {
    const { t, s } = table([T.mouth, T.claw, T.weapon]);
    give(s, 0, 0, Place.Part);
    expect(eat(t, s, dice(3), 0, 1)).toBe(1);
    expect(s.place[1]).toBe(Place.FaceUp);
    expect(eat(t, s, dice(4, 2), 0, 2)).toBe(1);
    expect([s.place[2], s.power[0]]).toEqual([Place.FaceUp, 5]);
  });

  it('JB-D6 (L126, L210): energy rolling 9 fails and stays eaten; 10 teleports', () => {
    const fail = table([T.energy, T.energy, T.energy]);
    for (let d = 0; d < 3; d++) give(fail.s, 0, d, Place.Eaten);
    expect(teleport(fail.s, dice(6, 6, 3), 0)).toBe(0); // 4 + 4 + 1
    expect([...fail.s.place.slice(0, 3)]).toEqual([Place.Eaten, Place.Eaten, Place.Eaten]);
    const win = table([T.energy, T.energy, T.energy]);
    for (let d = 0; d < 3; d++) give(win.s, 0, d, Place.Eaten);
    expect(teleport(win.s, dice(6, 6, 4), 0)).toBe(1);
  });

  it('JB-D11 (L145, L164-178): with no claw it cannot grab, with no eye it does not look, with no mouth it does not eat; with none of them it waits', () => {
    const { t, s, starter } = table([T.energy, T.pipe]);
    s.known[0] = 1; // it knows the energy
    for (const k of [0, 1]) s.place[starter(0, k)] = Place.Removed; // no claw, no eye (feet remain)
    const rng = dice(); // any roll would throw: no action rolls
    expect(act(t, s, rng, 0)).toBe(0);
    expect([s.place[0], s.place[1]]).toEqual([Place.Junk, Place.Junk]);
  });

  it('looks with an eye at a die it has not seen (L164-166): on a success only that seat knows it', () => {
    const { s, starter } = table([T.mediumEye]);
    expect(look(s, dice(3), 0, starter(0, 1), 0)).toBe(0); // 1 < 2
    expect(look(s, dice(4), 0, starter(0, 1), 0)).toBe(1);
    expect(s.known[0]).toBe(1);
  });
});

describe('battle (L212-279)', () => {
  it('JB-E8 (L277-279): eye + claw 3, the bomb 4: attack 7; two wheels and an eye 3: 4 damage, within the bomb\'s 4', () => {
    const { t, s, starter } = table([T.mover, T.weapon], { allocate: 0 });
    give(s, 1, 0, Place.Part); // a second wheel for the defender
    give(s, 0, 1, Place.Held, starter(0, 0));
    // Attack: claw 1, eye 2, weapon 4. Defense: movers 1 + 1, eye 1 (the wheels are dice 0 and its starter feet).
    throwAt(t, s, dice(3, 4, 6, 3, 3, 3), 0, 1, 1);
    expect(s.metrics[seatMetric(SeatMetric.DamageDealt, 0)]).toBe(4);
    expect(s.power[1]).toBe(1);
  });

  it('JB-D1 (L232): a blank on the weapon is a dud: no damage, the weapon face up in the junkyard', () => {
    const { t, s, starter } = table([T.weapon]);
    give(s, 0, 0, Place.Held, starter(0, 0));
    expect(throwAt(t, s, dice(6, 6, 2), 0, 0, 1)).toBe(0);
    expect([s.place[0], s.power[1]]).toEqual([Place.FaceUp, 5]);
  });

  it('JB-D2 (L242): a target with no movers has no defense and takes the full explosion', () => {
    const { t, s, starter } = table([T.weapon], { allocate: 0 });
    s.place[starter(1, 2)] = Place.Removed; // its feet
    give(s, 0, 0, Place.Held, starter(0, 0));
    throwAt(t, s, dice(3, 3, 5), 0, 0, 1); // attack 1 + 1 + 3; no dodge roll at all
    expect(s.power[1]).toBe(2);
  });

  it('JB-D3 (L248-250): attack 5 against 7 does nothing; attack 12 with the weapon rolling 3 against 0 does 3', () => {
    const none = table([T.weapon, T.mover, T.mover], { allocate: 0 });
    give(none.s, 1, 1, Place.Part);
    give(none.s, 1, 2, Place.Part);
    give(none.s, 0, 0, Place.Held, none.starter(0, 0));
    throwAt(none.t, none.s, dice(3, 3, 5, 5, 5, 3, 2), 0, 0, 1); // attack 1 + 1 + 3 = 5; defense: three movers 3 + 3 + 1, eye 0 = 7
    expect(none.s.power[1]).toBe(5);
    const capped = table([T.weapon], { allocate: 0 });
    capped.s.place[capped.starter(1, 2)] = Place.Removed; // no movers: defense 0
    give(capped.s, 0, 0, Place.Held, capped.starter(0, 0));
    throwAt(capped.t, capped.s, dice(1, 6, 6, 5), 0, 0, 1); // claw picture 1 + 4, eye 4, weapon 3: attack 12
    expect(capped.s.metrics[seatMetric(SeatMetric.DamageDealt, 0)]).toBe(3);
    expect(capped.s.power[1]).toBe(2);
  });

  it('JB-E7 (L269-273): a targeting computer with 3 damage may take a small or medium part but not a large one; the defender allocates the rest', () => {
    const { t, s } = table([T.largeClaw, T.mediumEye], { allocate: 0 });
    give(s, 1, 0, Place.Part);
    give(s, 1, 1, Place.Part);
    expect(computerPick(t, s, 1, 3)).toBe(1); // the medium eye (2) goes; 1 left
    expect([s.place[0], s.place[1]]).toEqual([Place.Part, Place.Removed]);
    expect(allocate(t, s, 1, 1)).toBe(0);
    expect(s.power[1]).toBe(4);
  });

  it('JB-D8 (L259): destroying a pipe ejects the chain on it face up', () => {
    const { t, s, starter } = table([T.pipe, T.pipe, T.pipe, T.pipe]);
    give(s, 1, 0, Place.Part, starter(1, 1)); // pipe on the eye
    give(s, 1, 1, Place.Part, 0); // chain: 1 and 2 on 0, 3 on 2
    give(s, 1, 2, Place.Part, 0);
    give(s, 1, 3, Place.Part, 2);
    expect(computerPick(t, s, 1, 1)).toBe(0); // a small part: the first pipe found is the base of the chain
    expect([...s.place.slice(0, 4)]).toEqual([Place.Removed, Place.FaceUp, Place.FaceUp, Place.FaceUp]);
  });

  it('JB-D10 (L72, L41): power 0 and the robot is out; at a table of two the other wins a Warrior victory', () => {
    const { t, s, starter } = table([T.weapon], { allocate: 0 });
    s.power[1] = 1;
    give(s, 0, 0, Place.Held, starter(0, 0));
    s.place[starter(1, 2)] = Place.Removed; // no movers
    // Seat 0 throws: attack 1 + 1 + 1 against no defense, capped at the weapon's 1: power 1 -> 0.
    expect(playTurn(t, s, dice(3, 3, 3), 0)).toBe(0);
    expect([s.out[1], s.metrics[seatMetric(SeatMetric.WarriorWin, 0)], s.metrics[seatMetric(SeatMetric.Place, 1)]]).toEqual([1, 1, 2]);
    // Its dice lie face up in the junkyard for salvage (A9).
    expect([s.place[starter(1, 0)], s.place[starter(1, 1)]]).toEqual([Place.FaceUp, Place.FaceUp]);
  });
});
