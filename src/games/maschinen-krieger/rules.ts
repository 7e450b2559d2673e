// Maschinen Krieger S.F.3.D II (a two-sided hex wargame, maschinen-krieger-sf3d2.txt): the cold half
// of the game - rules as data with provenance, with the charts the text names but does not print
// reconstructed and labelled (spec 4.6), force files, the catalogue listing. Its documents are
// forces (designs/maschinen-krieger/forces/). index.ts adds the exact odds; the game is registered
// with its engine in index.ts.
import type { Ruleset } from '../../kernel/ruleset.js';
import type { MaschinenKriegerCatalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/catalogue.js';
import { catalogueRows } from './catalogue/catalogue-rows.js';
import { checkDocument } from './catalogue/check-document.js';

export const maschinenKriegerRules: Ruleset<MaschinenKriegerCatalogue> = {
  id: 'maschinen-krieger',
  title: 'Maschinen Krieger S.F.3.D II',
  version: 1,
  sources: { rulebook: 'maschinen-krieger-sf3d2.txt' },
  loadCatalogue,
  checkDocument,
  catalogueRows,
};
