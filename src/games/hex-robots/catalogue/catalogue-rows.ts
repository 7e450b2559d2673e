// cold: the hex-robots catalogue as rows with provenance, for `botlab cards`.
import type { CatalogueRow } from '../../../catalogue/catalogue-row.js';
import { rowsForEntry } from '../../../catalogue/rows-for-entry.js';
import type { HexRobotsCatalogue } from './catalogue.js';

type Entry = { readonly sources: Readonly<Record<string, string>> } & object;

export function catalogueRows(catalogue: HexRobotsCatalogue): CatalogueRow[] {
  const entries: [section: string, id: string, entry: Entry][] = [
    ['shooting', 'range', catalogue.range],
    ['shooting', 'modifiers', catalogue.shootingModifiers],
    ['melee', 'bonuses', catalogue.meleeBonuses],
    ...[...catalogue.effects].map(([id, entry]): [string, string, Entry] => ['effect', id, entry]),
    ['effect-roll', 'modifiers', catalogue.effectModifiers],
    ['turn', 'activation', catalogue.activation],
    ['turn', 'costs', catalogue.costs],
    ['turn', 'movement', catalogue.movement],
    ['robot', 'standard', catalogue.robot],
    ...[...catalogue.items].map(([id, entry]): [string, string, Entry] => ['item', id, entry]),
    ['game', 'team', catalogue.team],
    ['game', 'victory', catalogue.victory],
    ['game', 'map', catalogue.map],
    ...[...catalogue.policies].map(([id, entry]): [string, string, Entry] => ['policy', id, entry]),
  ];
  return entries.flatMap(([section, id, { sources, ...data }]) => {
    const name = 'name' in data && typeof data.name === 'string' ? data.name : id;
    return rowsForEntry({ section, id, name, set: 'base' }, data, sources);
  });
}
