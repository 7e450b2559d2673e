// Test support: compiled random loadouts of every Kriegbot template (both card colours, with and
// without the expansion, every search policy), for tests that compare two ways of playing a duel.
import { Rng } from '../rng/rng.js';
import { compileRobots, specOfDesign } from '../games/kriegbot/compile/compile.js';
import type { KriegbotTables } from '../games/kriegbot/compile/tables.js';
import { loadoutSpace, searchPolicies } from '../games/kriegbot/space/space.js';
import { bundledKriegbot } from './bundled.js';

/** `perTemplate` random loadouts of each template, compiled; robot rows 0..count-1. */
export function randomLoadouts(seed: number, perTemplate: number): { readonly t: KriegbotTables; readonly count: number } {
  const catalogue = bundledKriegbot();
  const rng = new Rng(seed, 1);
  const designs = [...catalogue.templates.keys()].flatMap((template, i) => {
    const space = loadoutSpace(catalogue, { template, colour: i % 2 === 0 ? 'green' : 'yellow', expansion: i % 3 !== 0, policies: searchPolicies(catalogue) });
    return Array.from({ length: perTemplate }, () => space.random(rng));
  });
  return { t: compileRobots(designs.map((design) => specOfDesign(design, catalogue)), catalogue).tables, count: designs.length };
}
