// 3-inch hex robots (BookRanger.co.uk, one page): the cold half of the game - rules as data, team
// files, the catalogue listing. index.ts adds the simulation (the SimRuleset the registry lists).
import type { Ruleset } from '../../kernel/ruleset.js';
import type { HexRobotsCatalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/catalogue.js';
import { catalogueRows } from './catalogue/catalogue-rows.js';
import { checkDocument } from './catalogue/check-document.js';

export const hexRobotsRules: Ruleset<HexRobotsCatalogue> = {
  id: 'hex-robots',
  title: '3-inch hex robots (BookRanger)',
  version: 1,
  sources: { rulebook: 'hex-robots-3inch.txt' },
  loadCatalogue,
  checkDocument,
  catalogueRows,
};
