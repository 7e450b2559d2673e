// Mecha Bots with a Mad Scientist (a city hex game of steam-powered robots built counter by counter
// on a chassis card, mecha-bots-mad-scientist.txt): the cold half of the game - rules as data with
// provenance over two sources, the rulebook and the designer's wiki (its combat, turns and victory,
// spec 6.1), with the chassis card's geometry and hit-location die reconstructed and labelled
// (spec 6.6), the catalogue listing, and chassis design files (designs/mecha-bots/bots/).
import type { SourceFile } from '../../catalogue/source-file.js';
import type { DocumentCheck, ResolveFile, Ruleset } from '../../kernel/ruleset.js';
import type { MechaBotsCatalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/catalogue.js';
import { catalogueRows } from './catalogue/catalogue-rows.js';
import { MECHA_BOTS_DOCUMENTS } from './catalogue/documents.js';
import { geometryOf } from './chassis/catalogue-geometry.js';
import { readDesign } from './chassis/design-file.js';

/** A chassis design file (designs/mecha-bots/bots/), checked against the catalogue's card. */
function checkDocument(file: SourceFile, catalogue: MechaBotsCatalogue, _resolve: ResolveFile): DocumentCheck {
  const { design, problems } = readDesign(file, geometryOf(catalogue));
  const name = design?.name ?? (typeof (file.data as { name?: unknown } | null)?.name === 'string' ? String((file.data as { name: string }).name) : '(unnamed)');
  return { kind: 'bot', name, problems };
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
