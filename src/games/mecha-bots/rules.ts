// Mecha Bots with a Mad Scientist (a city hex game of steam-powered robots built counter by counter
// on a chassis card, mecha-bots-mad-scientist.txt): the cold half of the game - rules as data with
// provenance over two sources, the rulebook and the designer's wiki (its combat, turns and victory,
// spec 6.1), with the chassis card's geometry and hit-location die reconstructed and labelled
// (spec 6.6), and the catalogue listing. Chassis design files are not read yet.
import type { SourceFile } from '../../catalogue/source-file.js';
import type { DocumentCheck, ResolveFile, Ruleset } from '../../kernel/ruleset.js';
import type { MechaBotsCatalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/catalogue.js';
import { catalogueRows } from './catalogue/catalogue-rows.js';
import { MECHA_BOTS_DOCUMENTS } from './catalogue/documents.js';

/** Placeholder until the chassis module reads design files: every document is refused with one problem saying so. */
function checkDocument(file: SourceFile, _catalogue: MechaBotsCatalogue, _resolve: ResolveFile): DocumentCheck {
  return {
    kind: 'chassis',
    name: '(unread)',
    problems: [{ file: file.path, path: '', message: 'chassis design files are checked by the chassis module, which is not built yet' }],
  };
}

export const mechaBotsRules: Ruleset<MechaBotsCatalogue> = {
  id: 'mecha-bots',
  title: 'Mecha Bots with a Mad Scientist',
  version: 1,
  sources: { rulebook: 'mecha-bots-mad-scientist.txt', documents: MECHA_BOTS_DOCUMENTS },
  loadCatalogue,
  checkDocument,
  catalogueRows,
};
