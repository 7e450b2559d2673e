// Kriegbot (Sierra Madre Games, living rules September 2009, base game and expansion).
import { defineRuleset } from '../../kernel/ruleset.js';
import { catalogueRows } from './catalogue-rows.js';
import { loadCatalogue } from './catalogue.js';
import { checkDocument } from './check-document.js';

export const kriegbot = defineRuleset({
  id: 'kriegbot',
  title: 'Kriegbot (living rules 2009, with expansion)',
  version: 1,
  loadCatalogue,
  checkDocument,
  catalogueRows,
});
