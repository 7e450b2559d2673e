// cold: the Kriegbot catalogue as rows with provenance, for `botlab cards`.
import type { CatalogueRow } from '../../../catalogue/catalogue-row.js';
import { rowsForEntry } from '../../../catalogue/rows-for-entry.js';
import type { KriegbotCatalogue } from './catalogue.js';

export function catalogueRows(catalogue: KriegbotCatalogue): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  for (const [id, { sources, name, ...data }] of catalogue.templates) {
    rows.push(...rowsForEntry({ section: 'template', id, name, set: 'base' }, { name, ...data }, sources));
  }
  for (const [id, { sources, name, kind, set, ...data }] of catalogue.cards) {
    rows.push(...rowsForEntry({ section: kind, id, name, set }, { name, kind, set, ...data }, sources));
  }
  for (const [colour, pool] of Object.entries(catalogue.pools)) {
    rows.push(...rowsForEntry({ section: 'pool', id: colour, name: colour, set: 'base' }, pool, prefixed(catalogue.poolSources, colour)));
  }
  for (const [id, { sources, name, ...data }] of catalogue.profiles) {
    rows.push(...rowsForEntry({ section: 'profile', id, name, set: 'base' }, { name, ...data }, sources));
  }
  for (const [id, { sources, ...data }] of catalogue.policies) {
    rows.push(...rowsForEntry({ section: 'policy', id, name: id, set: 'base' }, data, sources));
  }
  return rows;
}

/** poolSources are keyed `green.base`; a colour's rows want them keyed `base`. */
function prefixed(sources: Readonly<Record<string, string>>, colour: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(sources)) {
    if (key === colour) out[''] = text;
    else if (key.startsWith(`${colour}.`)) out[key.slice(colour.length + 1)] = text;
  }
  if (out[''] !== undefined) {
    out['base'] ??= out[''];
    out['expansion'] ??= out[''];
    delete out[''];
  }
  return out;
}
