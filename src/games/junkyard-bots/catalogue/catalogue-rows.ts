// cold: the Junkyard Bots catalogue as rows with provenance, for `botlab cards`: every die face,
// rule number, ambiguity reading, policy-space list and preset value, each with its source.
import type { CatalogueRow } from '../../../catalogue/catalogue-row.js';
import { rowsForEntry } from '../../../catalogue/rows-for-entry.js';
import type { JunkyardCatalogue } from './catalogue.js';
import { AMBIGUITY_IDS } from './catalogue-schema.js';

type Entry = { readonly sources: Readonly<Record<string, string>> } & object;

export function catalogueRows(catalogue: JunkyardCatalogue): CatalogueRow[] {
  const entries: [section: string, id: string, entry: Entry][] = [
    ...[...catalogue.kinds].map(([id, entry]): [string, string, Entry] => ['die', id, entry]),
    ['junkyard', 'standard', catalogue.composition],
    ['game', 'players', catalogue.players],
    ['game', 'teleport', catalogue.teleport],
    ['robot', 'start', catalogue.start],
    ['robot', 'partLimit', catalogue.partLimit],
    ...AMBIGUITY_IDS.map((id): [string, string, Entry] => ['ambiguity', id, catalogue.ambiguities[id]]),
    ['policy-space', 'standard', catalogue.policySpace],
    ...[...catalogue.policies].map(([id, entry]): [string, string, Entry] => ['policy', id, entry]),
  ];
  return entries.flatMap(([section, id, { sources, ...data }]) => {
    const name = 'name' in data && typeof data.name === 'string' ? data.name : id;
    return rowsForEntry({ section, id, name, set: 'base' }, data, sources);
  });
}
