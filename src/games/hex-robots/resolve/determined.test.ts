// The rulebook's determined cases (spec HX-D1..D6) with scripted dice, each citing its lines in
// hex-robots-3inch.txt. HX-D7 (climbing) and HX-D8 (activation) belong to the skirmish engine.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { twoDiceAtLeast } from '../odds/hit-odds.js';
import { bundledNumbers } from '../test-support/bundled.js';
import { effect } from './effect.js';
import { meleeAllowed, melee } from './melee.js';
import { shoot } from './shoot.js';
import { HIT, MISS, NO_SHOT, TurnSlot } from './slots.js';
import { createStatus } from './status.js';
import { activationAp, applyEffect, endOwnerTurn } from './status-effects.js';
import { toHit } from './to-hit.js';

/** Scripted d6 rolls only: rolling any other die is a test error. */
const d6 = (...values: number[]) => new ScriptedRng(values.map((value) => ({ die: 6, value })));
const rules = bundledNumbers();
const AP = rules.turn[TurnSlot.ActionPoints] ?? 0;

describe('HX-D1: to-hit by range (hex-robots-3inch.txt L7, L10-19)', () => {
  it('HX-D1 L11-19: ranges 2..9 need 5..12, range + 3', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((range) => toHit(range, 0, 0, 0, 0, rules.shot))).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('HX-D1 L7: no shooting into an adjacent hex (range 1), nor at range 0', () => {
    expect(toHit(1, 0, 0, 0, 0, rules.shot)).toBe(NO_SHOT);
    expect(toHit(0, 0, 0, 0, 0, rules.shot)).toBe(NO_SHOT);
  });

  it('HX-D1 L10: range 10 is beyond the maximum of 9, and no dice are rolled for it', () => {
    expect(toHit(10, 0, 0, 0, 0, rules.shot)).toBe(NO_SHOT);
    expect(toHit(40, 0, 0, 0, 0, rules.shot)).toBe(NO_SHOT);
    const rng = d6(6, 6);
    expect(shoot(rng, NO_SHOT)).toBe(MISS);
    expect(rng.remaining()).toBe(2);
  });
});

describe('HX-D2: range 4, target shielded, shooter moved (L9, L14, L25-26)', () => {
  it('HX-D2 L14, L25-26: to-hit 7 + 1 + 1 = 9', () => {
    expect(toHit(4, 0, 1, 1, 0, rules.shot)).toBe(9);
  });

  it('HX-D2 L9: dice (4,5) = 9 score the to-hit number and hit', () => {
    const rng = d6(4, 5);
    expect(shoot(rng, toHit(4, 0, 1, 1, 0, rules.shot))).toBe(HIT);
    expect(rng.remaining()).toBe(0);
  });

  it('HX-D2 L9: dice (4,4) = 8 fall short and miss', () => {
    const rng = d6(4, 4);
    expect(shoot(rng, toHit(4, 0, 1, 1, 0, rules.shot))).toBe(MISS);
    expect(rng.remaining()).toBe(0);
  });
});

describe('HX-D3: range 9, 75% hidden (L8, L19, L24)', () => {
  it('HX-D3 L19, L24: to-hit 12 + 3 = 15, so even (6,6) misses and P(hit) = 0', () => {
    const target = toHit(9, 3, 0, 0, 0, rules.shot);
    expect(target).toBe(15);
    expect(shoot(d6(6, 6), target)).toBe(MISS);
    expect(twoDiceAtLeast(target)).toBe(0);
  });

  it('HX-D3 L8, L22-24: each quarter hidden adds 1, and a robot hidden entirely cannot be shot at', () => {
    expect([0, 1, 2, 3].map((quarters) => toHit(5, quarters, 0, 0, 0, rules.shot))).toEqual([8, 9, 10, 11]);
    expect(toHit(5, 4, 0, 0, 0, rules.shot)).toBe(NO_SHOT);
  });
});

describe('the shooting modifiers one at a time (L20-27)', () => {
  it('L25-27: a shield, a moved shooter and a stunned target (H3, as written) each add 1', () => {
    expect(toHit(3, 0, 1, 0, 0, rules.shot)).toBe(7);
    expect(toHit(3, 0, 0, 1, 0, rules.shot)).toBe(7);
    expect(toHit(3, 0, 0, 0, 1, rules.shot)).toBe(7);
    expect(toHit(3, 2, 1, 1, 1, rules.shot)).toBe(11);
  });
});

describe('HX-D4: melee (L28, L30)', () => {
  it('HX-D4 L30: attacker (3,4) = 7 against defender (3,3) = 6 is a hit', () => {
    const rng = d6(3, 4, 3, 3);
    expect(melee(rng, 0, 0)).toBe(HIT);
    expect(rng.remaining()).toBe(0);
  });

  it('HX-D4 L30: attacker 6 against defender 7 has no effect', () => {
    expect(melee(d6(3, 3, 3, 4), 0, 0)).toBe(MISS);
  });

  it('HX-D4 L30 (H2): equal totals have no effect, a hit needs "higher"', () => {
    expect(melee(d6(3, 4, 4, 3), 0, 0)).toBe(MISS);
  });

  it('HX-D4 L28-29: bonuses are added to the totals', () => {
    expect(melee(d6(3, 3, 3, 4), 2, 0)).toBe(HIT); // 8 against 7
    expect(melee(d6(3, 4, 3, 3), 0, 1)).toBe(MISS); // 7 against 7
  });

  it('HX-D4 L28: a height difference of 2 or more forbids melee, 1 allows it', () => {
    expect(meleeAllowed(0, 2)).toBe(false);
    expect(meleeAllowed(3, 1)).toBe(false);
    expect(meleeAllowed(0, 3)).toBe(false);
    expect(meleeAllowed(0, 1)).toBe(true);
    expect(meleeAllowed(2, 1)).toBe(true);
    expect(meleeAllowed(2, 2)).toBe(true);
  });
});

describe('HX-D5: the effect die (L31-38)', () => {
  /** [AP limit, stunned, knocked down, knocked back, destroyed, AP if activated] after each row on a fresh robot. */
  const expected: Record<number, number[]> = {
    1: [1, 0, 0, 0, 0, 1], // L33
    2: [2, 0, 0, 0, 0, 2], // L34
    3: [0, 1, 0, 0, 0, 0], // L35
    4: [0, 1, 1, 0, 0, 0], // L36
    5: [0, 1, 1, 1, 0, 0], // L37
    6: [0, 0, 0, 0, 1, 0], // L38
  };
  for (const roll of [1, 2, 3, 4, 5, 6]) {
    it(`HX-D5 L${32 + roll}: a scripted ${roll} reads row ${roll}`, () => {
      const rng = d6(roll);
      const row = effect(rng, 0);
      expect(row).toBe(roll);
      const s = createStatus(1);
      const knockBack = applyEffect(s, 0, row, rules.effects);
      expect([s.apLimit[0], s.stun[0], s.down[0], knockBack, s.destroyed[0], activationAp(s, 0, AP)]).toEqual(expected[roll]);
    });
  }

  it('HX-D5 L38: a modified roll of 6 or more reads the 6+ row', () => {
    expect(effect(d6(5), 1)).toBe(6);
    expect(effect(d6(6), 3)).toBe(6);
    expect(effect(d6(1), -2)).toBe(1);
  });
});

describe('HX-D6: stun markers (L35-39)', () => {
  it('HX-D6 L39: two stun results in one turn leave one marker, removed at the end of the owner\'s next turn', () => {
    // Robots 0-3 are side A, 4-7 side B. In A's turn, robot 5 of B is stunned twice.
    const s = createStatus(8);
    applyEffect(s, 5, 3, rules.effects);
    applyEffect(s, 5, 3, rules.effects);
    expect(s.stun[5]).toBe(1);
    endOwnerTurn(s, 0, 4); // the end of A's turn: B's marker stays
    expect(s.stun[5]).toBe(1);
    expect(activationAp(s, 5, AP)).toBe(0); // B's turn: "may not be activated next turn" (L35)
    endOwnerTurn(s, 4, 8); // the end of B's turn
    expect(s.stun[5]).toBe(0);
    expect(activationAp(s, 5, AP)).toBe(AP);
  });

  it('HX-D6 L33-35 (H5): the most severe effect applies - the lower AP limit, and a stun beats any limit', () => {
    const s = createStatus(3);
    applyEffect(s, 0, 2, rules.effects);
    applyEffect(s, 0, 1, rules.effects);
    expect(activationAp(s, 0, AP)).toBe(1);
    applyEffect(s, 1, 1, rules.effects);
    applyEffect(s, 1, 2, rules.effects);
    expect(activationAp(s, 1, AP)).toBe(1);
    applyEffect(s, 2, 1, rules.effects);
    applyEffect(s, 2, 3, rules.effects);
    expect(activationAp(s, 2, AP)).toBe(0);
    endOwnerTurn(s, 0, 3);
    expect([0, 1, 2].map((r) => activationAp(s, r, AP))).toEqual([AP, AP, AP]);
  });

  it('HX-D6 L36, L38: knocked down outlasts the stun, and a destroyed robot stays destroyed', () => {
    const s = createStatus(1);
    applyEffect(s, 0, 4, rules.effects);
    endOwnerTurn(s, 0, 1);
    expect([s.stun[0], s.down[0]]).toEqual([0, 1]);
    applyEffect(s, 0, 6, rules.effects);
    expect(applyEffect(s, 0, 5, rules.effects)).toBe(0);
    expect(s.destroyed[0]).toBe(1);
    expect(activationAp(s, 0, AP)).toBe(0);
  });
});
