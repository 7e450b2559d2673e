import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { checkDesign } from '../design/design-rules.js';
import { loadoutSpace } from './space.js';

/** The bundled catalogue with a small green pool, so the space can be enumerated. */
function smallPool(): KriegbotCatalogue {
  const catalogue = bundledKriegbot();
  const base = ['railgun', 'flail', 'chainsaw', 'recoilless-rifle', 'targeting-laser', 'combat-pilot', 'civilian-pilot', 'chaff', 'holo-blur', 'silvered-skin', 'chameleon-skin'];
  return { ...catalogue, pools: { ...catalogue.pools, green: { base, expansion: [] } } };
}

describe('the loadout space of a template', () => {
  it('counts exactly what enumeration finds, and every loadout is legal and distinct', () => {
    const catalogue = smallPool();
    for (const template of ['robotank', 'rocketbot', 'helibot']) {
      const space = loadoutSpace(catalogue, { template, colour: 'green', expansion: false, policies: ['balanced', 'brawler'] });
      const keys = new Set<string>();
      for (const design of space.enumerate()) {
        expect(checkDesign(design, catalogue, 'space', ''), space.key(design)).toEqual([]);
        keys.add(space.key(design));
      }
      expect(BigInt(keys.size), template).toBe(space.count().total);
    }
  });

  it('counts pylon and pilot rules by hand on the Robotank (one pylon among four systems)', () => {
    const space = loadoutSpace(smallPool(), { template: 'robotank', colour: 'green', expansion: false, policies: ['balanced'] });
    const count = space.count();
    expect(count.weapons).toBe(6n);
    expect(count.skins).toBe(2n);
    // Systems: 2 pylon-arc cards, 2 pilots, 2 others; slots hull, dorsal-turret (the only pylon),
    // sponson, magazine. The three non-pylon slots cannot take pylon-arc cards and may hold one
    // pilot at most, so they hold both others and one of the 2 pilots, in 3! orders (12 ways);
    // the pylon then takes one of the 2 pylon-arc cards. 24 assignments.
    expect(count.systems).toBe(24n);
    expect(count.total).toBe(6n * 24n * 2n);
  });

  it('samples only legal loadouts and walks to legal neighbours', () => {
    const catalogue = bundledKriegbot();
    const space = loadoutSpace(catalogue, { template: 'helibot', colour: 'yellow', expansion: true, policies: ['balanced', 'brawler'] });
    const rng = new Rng(3, 3);
    for (let i = 0; i < 300; i++) {
      const design = space.random(rng);
      expect(checkDesign(design, catalogue, 'sample', '')).toEqual([]);
      if (i % 50 === 0) {
        const neighbours = space.neighbours(design);
        expect(neighbours.length).toBeGreaterThan(20);
        for (const next of neighbours) {
          expect(checkDesign(next, catalogue, 'neighbour', '')).toEqual([]);
          expect(space.key(next)).not.toBe(space.key(design));
        }
      }
    }
  });

  it('the full Robotank space with the base pool', () => {
    const count = loadoutSpace(bundledKriegbot(), { template: 'robotank', colour: 'green', expansion: false, policies: ['balanced', 'brawler'] }).count();
    expect(count.weapons).toBe(19n * 18n);
    expect(count.skins).toBe(4n);
    expect(count.total).toBe(count.weapons * count.systems * 4n * 2n);
    expect(count.total > 100_000_000n).toBe(true);
  });
});
