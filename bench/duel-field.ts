// cold: the duels every duel figure is measured on: the seven bundled robots, every pair once.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import type { KriegbotCatalogue } from '../src/games/kriegbot/catalogue/catalogue.js';
import { kriegbot } from '../src/games/kriegbot/index.js';
import { allPairs } from '../src/sim/simulate.js';

/** The seven designs the duel figures have always been measured on (the robots the scenarios added since are left out, so figures stay comparable). */
const DUEL_FIELD = [
  'helibot-hornet.yaml', 'hoverbot-saucer.yaml', 'robocar-dynamo.yaml', 'robocar-interceptor.yaml', 'robotank-bulwark.yaml', 'rocketbot-striker.yaml', 'spiderbot-weaver.yaml',
];

/** The compiled field, its matchups, and the same flattened as (a, b) design pairs for the kernel loop. */
export function duelField() {
  const { catalogue } = loadCatalogue<KriegbotCatalogue>(kriegbot);
  const folder = join(BUNDLED_DESIGNS, 'kriegbot', 'robots');
  const files = DUEL_FIELD.map((name) => readDataFile(join(folder, name)));
  const compiled = kriegbot.compileDesigns(catalogue, files, resolveBeside);
  const all = allPairs(compiled.designs.length);
  const pairs = all.flatMap(({ a, b }) => [a, b]);
  return { compiled, all, pairs, matchups: all.length };
}
