// cold: the Mecha Bots catalogue as rows with provenance, for `botlab cards`: every counter kind, the
// chassis card, the damage and movement rules, the Mad Scientist, the start kits, the economy, every
// chart cell and footnote, the program cards, and every ambiguity reading, each with its source. An entry with a
// reconstructed value is listed in the `reconstructed` set, the rest in `base`.
import type { CatalogueRow } from '../../../catalogue/catalogue-row.js';
import { rowsForEntry } from '../../../catalogue/rows-for-entry.js';
import type { MechaBotsCatalogue } from './catalogue.js';
import { AMBIGUITY_IDS } from './catalogue-schema.js';

type Entry = { readonly sources: Readonly<Record<string, string>> } & object;
const rowsOf = (section: string, map: ReadonlyMap<string, Entry>) => [...map].map(([id, entry]): [string, string, Entry] => [section, id, entry]);

export function catalogueRows(catalogue: MechaBotsCatalogue): CatalogueRow[] {
  const entries: [section: string, id: string, entry: Entry][] = [
    ...rowsOf('component', catalogue.components),
    ['chassis', 'standard', catalogue.chassis],
    ['combat', 'standard', catalogue.combat],
    ['mobility', 'standard', catalogue.mobility],
    ['mad-scientist', 'standard', catalogue.madScientist],
    ...rowsOf('preset', catalogue.presets),
    ['economy', 'standard', catalogue.economy],
    ['city', 'standard', catalogue.city],
    ['program', 'standard', catalogue.program],
    ...rowsOf('terrain', catalogue.terrain),
    ...rowsOf('footnote', catalogue.footnotes),
    ...AMBIGUITY_IDS.map((id): [string, string, Entry] => ['ambiguity', id, catalogue.ambiguities[id]]),
  ];
  return entries.flatMap(([section, id, { sources, ...data }]) => {
    const name = 'name' in data && typeof data.name === 'string' ? data.name : id;
    const reconstructed = Object.values(sources).some((text) => text.startsWith('reconstructed'));
    return rowsForEntry({ section, id, name, set: reconstructed ? 'reconstructed' : 'base' }, data, sources);
  });
}
