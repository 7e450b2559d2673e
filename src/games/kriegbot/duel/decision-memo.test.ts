// The remembered movement and attack decisions, hit-location harms and location choices play the same duels as
// working them out every time, on random loadouts of every template, and a colliding entry is
// never taken for another key.
import { describe, expect, it } from 'vitest';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { loggedDuels } from '../../../test-support/logged-duels.js';
import { randomLoadouts } from '../../../test-support/random-loadouts.js';
import { createState } from '../resolve/state.js';
import { refreshSlots } from '../resolve/units.js';
import { DecisionMemo, MEMO_SIZE, recall, remember } from '../resolve/decision-memo.js';
import { attackKey } from './duel-attack.js';
import { fight } from './duel.js';
import { moveCondition, movedFacing, movedHeading, movedRange, movedSlips, movedSteps, packMove } from './move-memo.js';

/** Outcome, turns and the whole event log of each duel between random loadouts, with each memo on (1) or off (0). */
function play(moves: 0 | 1, attacks: 0 | 1, locations: 0 | 1, seed: number) {
  const { t, count } = randomLoadouts(seed, 4);
  const s = createState();
  s.moveMemo.enabled = moves;
  s.attackMemo.enabled = attacks;
  s.locationMemo.enabled = locations;
  const played = loggedDuels(t, count, seed, s, fight, 12);
  const stored = (memo: DecisionMemo) => memo.results.reduce((n, v) => n + (v === 0 ? 0 : 1), 0);
  return { played, moves: stored(s.moveMemo), attacks: stored(s.attackMemo), locations: stored(s.locationMemo), choices: stored(s.locationChoiceMemo) };
}

describe('remembered decisions of the line duel (issue 24)', () => {
  it('play the same duels, event for event, as deciding every time', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const decided = play(0, 0, 0, seed);
      expect([decided.moves, decided.attacks, decided.locations, decided.choices]).toEqual([0, 0, 0, 0]);
      for (const [moves, attacks, locations] of [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1]] as const) {
        const remembered = play(moves, attacks, locations, seed);
        if (moves === 1) expect(remembered.moves).toBeGreaterThan(50); // the memo was used
        if (attacks === 1) expect(remembered.attacks).toBeGreaterThan(50);
        if (locations === 1) expect(remembered.locations).toBeGreaterThan(50);
        if (locations === 1) expect(remembered.choices).toBeGreaterThan(50); // the whole location choice (attackerLocation)
        expect(remembered.played.length).toBe(decided.played.length);
        for (let i = 0; i < decided.played.length; i++) expect(remembered.played[i], `seed ${seed}, memos ${moves}${attacks}${locations}, duel ${i}`).toEqual(decided.played[i]);
      }
    }
  });

  it('key the attack choice on every input of the target\'s silhouette and of the attacker\'s options', () => {
    const { t, s, slot } = arena([
      fullRobot('rocketbot', { primary: 'guided-missile', secondary: 'gatling-gun', warhead: 'targeting-laser' }),
      fullRobot('robotank', { primary: 'smoothbore-main-gun', sponson: 'chaff', magazine: 'holo-blur' }),
    ]);
    const key = s.attackMemo.key;
    const mark = (markers: Uint8Array | Int8Array, u: number, at: number, value: number) => {
      markers[u * 8 + at] = value;
      refreshSlots(s, u);
    };
    const keyNow = () => (expect(attackKey(s, 0, 1, -2)).toBe(true), [...key].join());
    const base = keyNow();
    const changes: [string, () => void, () => void][] = [
      ['screen deployed', () => (s.screen[1] = t.robot.firstEffect[1]!), () => (s.screen[1] = -1)],
      ['target crippled', () => mark(s.disabled, 1, slot(1, 'drive'), 1), () => mark(s.disabled, 1, slot(1, 'drive'), 0)],
      ['a silhouette item destroyed', () => mark(s.destroyed, 1, slot(1, 'sponson'), 1), () => mark(s.destroyed, 1, slot(1, 'sponson'), 0)],
      ['smokescreen', () => (s.smokescreen[1] = 1), () => (s.smokescreen[1] = 0)],
      ['in a building', () => (s.inBuilding[1] = 3), () => (s.inBuilding[1] = -1)],
      ['biped', () => (s.biped[1] = 1), () => (s.biped[1] = 0)],
      ['target moved', () => (s.movement[1] = 1), () => (s.movement[1] = 0)],
      ['target painted', () => (s.painted[1] = 1), () => (s.painted[1] = 0)],
      ['range', () => (s.range = 4), () => (s.range = 10)],
      ['bearing', () => (s.facing[0] = 2), () => (s.facing[0] = 0)],
      ['powered up', () => (s.poweredUp[0] = 1), () => (s.poweredUp[0] = 0)],
      ['a weapon hacked', () => (s.hackedSlot[0] = slot(0, 'primary')), () => (s.hackedSlot[0] = -1)],
      ['a weapon disabled', () => mark(s.disabled, 0, slot(0, 'secondary'), 1), () => mark(s.disabled, 0, slot(0, 'secondary'), 0)],
      ['target\'s drive damaged (its speed)', () => mark(s.damage, 1, slot(1, 'drive'), 1), () => mark(s.damage, 1, slot(1, 'drive'), 0)],
      ['target\'s core damaged (its core effects)', () => mark(s.damage, 1, slot(1, 'core'), 1), () => mark(s.damage, 1, slot(1, 'core'), 0)],
      ['attacker\'s core damaged', () => mark(s.damage, 0, slot(0, 'core'), 1), () => mark(s.damage, 0, slot(0, 'core'), 0)],
      ['target\'s core ability paid for', () => (s.coreAbilityUsed[1] = 1), () => (s.coreAbilityUsed[1] = 0)],
      ['target\'s skin lost', () => (s.skin[1] = 1 - s.skin[1]!), () => (s.skin[1] = 1 - s.skin[1]!)],
      ['attacker\'s skin lost', () => (s.skin[0] = 1 - s.skin[0]!), () => (s.skin[0] = 1 - s.skin[0]!)],
      ['attacker\'s defense action spent (Flux Compression)', () => (s.defenseActions[0] = 0), () => (s.defenseActions[0] = 1)],
      ['attacker\'s energy for an electric attack', () => (s.energy[0] = s.energy[0]! >= 1 ? 0 : 1), () => (s.energy[0] = t.robot.energy[0]!)],
    ];
    for (const [what, change, undo] of changes) {
      change();
      expect(keyNow(), what).not.toBe(base);
      undo();
      expect(keyNow(), what).toBe(base);
    }
    expect(attackKey(s, 0, 1, 5) && [...key].join()).not.toBe(base); // the card already used
  });

  it('keep whole keys: a different key in the same entry is a miss, and other tables start empty', () => {
    const memo = new DecisionMemo(3);
    const tables = {};
    memo.key.set([3, 77, 5]);
    expect(recall(memo, tables)).toBe(0);
    remember(memo, 42);
    expect(recall(memo, tables)).toBe(42);
    const entry = memo.entry;
    let other = -1; // another key that lands in the same entry
    for (let row = 4; row < 100 * MEMO_SIZE && other < 0; row++) {
      memo.key.set([row, 77, 5]);
      recall(memo, tables);
      if (memo.entry === entry) other = row;
    }
    expect(other).toBeGreaterThan(0);
    memo.key.set([other, 77, 5]);
    expect(recall(memo, tables)).toBe(0);
    memo.key.set([3, 77, 5]);
    expect(recall(memo, tables)).toBe(42);
    expect(recall(memo, {})).toBe(0);
    expect(() => new DecisionMemo(3, 1000)).toThrow(/power of two/);
    expect(() => new DecisionMemo(6)).toThrow(/three or four words/);
  });

  it('compare every word of a four-word key', () => {
    const tables = {};
    const memo = new DecisionMemo(4);
    memo.key.set([1, 2, 3, 4]);
    expect(recall(memo, tables)).toBe(0);
    remember(memo, 9);
    expect(recall(memo, tables)).toBe(9);
    const entry = memo.entry;
    for (let word = 0; word < 4; word++) {
      // another value of this word whose key falls in the same entry: only the comparison tells them apart
      let answer = -1;
      for (let value = 7; value < 1_000_000 && answer < 0; value++) {
        memo.key.set([1, 2, 3, 4]);
        memo.key[word] = value;
        const known = recall(memo, tables);
        if (memo.entry === entry) answer = known;
      }
      expect(answer, `word ${word}`).toBe(0);
    }
  });

  it('pack every field of a move and refuse conditions that do not fit', () => {
    const packed = packMove(127, 5, 4, 63, -63);
    expect([movedRange(packed), movedFacing(packed), movedHeading(packed), movedSteps(packed), movedSlips(packed)]).toEqual([127, 5, 4, 63, -63]);
    expect(moveCondition(128, 0, false, 1, 1, 1)).toBe(-1);
    expect(moveCondition(3, 0, false, 64, 1, 1)).toBe(-1);
    expect(moveCondition(3, 0, true, 2, 16, 1)).toBe(-1);
  });
});
