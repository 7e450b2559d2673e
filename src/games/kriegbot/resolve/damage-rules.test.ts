// Item toughness rules, and the rules-as-data promise: change a card and the resolver changes.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { bandDice, useAttack } from './attack.js';
import type { Card } from '../catalogue/catalogue-schema.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { Status } from '../compile/codes.js';
import { compileRobots, neutralSpec } from '../compile/compile.js';
import { markLocation } from './damage.js';

describe('how many hits destroy an item (L272-276, L365)', () => {
  it('Chobham Armor takes four hits (L276)', () => {
    const { t, s, destroyed } = arena([fullRobot('robotank', { hull: 'chobham-armor' })]);
    for (let i = 0; i < 3; i++) markLocation(t, s, 0, 0, false);
    expect(destroyed(0, 'hull')).toBe(false);
    markLocation(t, s, 0, 0, false);
    expect(destroyed(0, 'hull')).toBe(true);
  });

  it('two hits destroy an ordinary item, and its markers go with it (L274)', () => {
    const { t, s, damage, disabled, destroyed } = arena([fullRobot('robotank')]);
    markLocation(t, s, 0, 3, true);
    markLocation(t, s, 0, 3, false);
    expect([damage(0, 'primary'), disabled(0, 'primary'), destroyed(0, 'primary')]).toEqual([1, true, false]);
    markLocation(t, s, 0, 3, false);
    expect([destroyed(0, 'primary'), disabled(0, 'primary')]).toEqual([true, false]);
    markLocation(t, s, 0, 3, false); // the next hit there bleeds on, to the dorsal turret
    expect(damage(0, 'dorsal-turret')).toBe(1);
  });

  it('Fragile robots lose weapons and systems, Chobham Armor too, to one damage; drives and cores take damage normally (L365, A21)', () => {
    const { t, s, damage, destroyed } = arena([fullRobot('robotank', { hull: 'chobham-armor' })]);
    s.fragile[0] = 1;
    markLocation(t, s, 0, 3, false);
    markLocation(t, s, 0, 0, false);
    markLocation(t, s, 0, 1, false);
    expect([destroyed(0, 'primary'), destroyed(0, 'hull'), damage(0, 'drive'), destroyed(0, 'drive')]).toEqual([true, true, 1, false]);
  });

  it('a pilot killed by two damage leaves the robot abandoned (L59)', () => {
    const { t, s } = arena([fullRobot('robocar', { chassis: 'combat-pilot' })]);
    markLocation(t, s, 0, 0, false);
    markLocation(t, s, 0, 0, false);
    expect(s.status[0]).toBe(Status.PilotKilled);
  });
});

/** The bundled catalogue with one card replaced. */
function withCard(id: string, change: (card: Card) => Card): KriegbotCatalogue {
  const catalogue = bundledKriegbot();
  const card = catalogue.cards.get(id);
  if (card === undefined) throw new Error(id);
  return { ...catalogue, cards: new Map(catalogue.cards).set(id, change(card)) };
}

describe('the resolver reads the rules from the data', () => {
  it('a card marked "destroyed with one damage" dies at its first hit (L272)', () => {
    const catalogue = withCard('flail', (card) => ({ ...card, hitsToDestroy: 1 }) as Card);
    const base = neutralSpec('robotank', catalogue);
    const { tables: t } = compileRobots([{ ...base, cards: { ...base.cards, primary: 'flail' } }], catalogue);
    const a = arena([fullRobot('robotank', { primary: 'flail' })]);
    expect(t.slot.hitsToDestroy[a.slot(0, 'primary')]).toBe(1);
    expect(a.t.slot.hitsToDestroy[a.slot(0, 'primary')]).toBe(2);
  });

  it('an erratum to the Guided Missile range diagram changes the attack dice', () => {
    const catalogue = withCard('guided-missile', (card) => ({
      ...card,
      functions: card.functions.map((fn) => (fn.attack === undefined ? fn : { ...fn, attack: { ...fn.attack, range: [[1, 0], [8, 3], [18, 1]] } })),
    }) as Card);
    const base = neutralSpec('robotank', catalogue);
    const { tables: t } = compileRobots([{ ...base, cards: { ...base.cards, primary: 'guided-missile' } }], catalogue);
    expect([bandDice(t, 0, 2), bandDice(t, 0, 5), bandDice(t, 0, 12)]).toEqual([3, 3, 1]);
  });

  it('a skin that cancels only GUN damage does not stop a missile', () => {
    const { t, s, attack, damage } = arena([fullRobot('robotank', { primary: 'rocket-pod' }), fullRobot('robocar', {}, { skin: 'super-steel-skin' })]);
    expect(useAttack(t, s, new ScriptedRng([4, 4, 3]), 0, attack(0, 'rocket-pod'), 1, 1, 0)).toBe(1);
    expect(damage(1, 'cupola') + damage(1, 'secondary')).toBeGreaterThan(0);
  });
});
