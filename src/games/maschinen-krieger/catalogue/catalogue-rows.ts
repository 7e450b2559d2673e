// cold: the Maschinen Krieger catalogue as rows with provenance, for `botlab cards`: every weapon,
// chart cell, modifier, unit rating, pilot, rank and ambiguity reading, each with its source.
import type { CatalogueRow } from '../../../catalogue/catalogue-row.js';
import { rowsForEntry } from '../../../catalogue/rows-for-entry.js';
import type { MaschinenKriegerCatalogue } from './catalogue.js';
import { AMBIGUITY_IDS } from './catalogue-schema.js';

type Entry = { readonly sources: Readonly<Record<string, string>> } & object;
const rowsOf = (section: string, map: ReadonlyMap<string, Entry>) => [...map].map(([id, entry]): [string, string, Entry] => [section, id, entry]);

export function catalogueRows(catalogue: MaschinenKriegerCatalogue): CatalogueRow[] {
  const entries: [section: string, id: string, entry: Entry][] = [
    ...rowsOf('weapon', catalogue.weapons),
    ...rowsOf('endurance', catalogue.endurance),
    ...rowsOf('terrain', catalogue.terrain),
    ['attack', 'standard', catalogue.attack],
    ...rowsOf('unit', catalogue.units),
    ...rowsOf('pilot', catalogue.pilots),
    ['pilot-creation', 'standard', catalogue.pilotCreation],
    ...rowsOf('rank', catalogue.ranks),
    ['game', 'standard', catalogue.game],
    ...rowsOf('lane', catalogue.lanes),
    ...AMBIGUITY_IDS.map((id): [string, string, Entry] => ['ambiguity', id, catalogue.ambiguities[id]]),
    ['procedures', 'standard', catalogue.procedures],
  ];
  return entries.flatMap(([section, id, { sources, ...data }]) => {
    const name = 'name' in data && typeof data.name === 'string' ? data.name : id;
    // Sets: what the text gives against what this project filled in (spec 4.6).
    const reconstructed = Object.values(sources).some((text) => text.startsWith('reconstructed'));
    return rowsForEntry({ section, id, name, set: reconstructed ? 'reconstructed' : 'base' }, data, sources);
  });
}
