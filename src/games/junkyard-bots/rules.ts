// Junkyard Bots (a free-for-all dice game of 2-4 salvaging robots, junkyard-bots.txt): the cold
// half of the game - rules as data with provenance, policy files, the catalogue listing. Its
// documents are policy files, checked as designs (designs/junkyard-bots/policies/). index.ts adds
// the simulation (the SimRuleset the registry lists).
import type { Ruleset } from '../../kernel/ruleset.js';
import type { JunkyardCatalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/catalogue.js';
import { catalogueRows } from './catalogue/catalogue-rows.js';
import { checkDocument } from './catalogue/check-document.js';

export const junkyardBotsRules: Ruleset<JunkyardCatalogue> = {
  id: 'junkyard-bots',
  title: 'Junkyard Bots',
  version: 1,
  sources: { rulebook: 'junkyard-bots.txt' },
  loadCatalogue,
  checkDocument,
  catalogueRows,
};
