// Test support: look up a catalogue value by a readable path and the source that covers it.
// Paths are field paths as in `sources`, except that `functions{Name}` picks the function with
// that name, so facts do not depend on the order functions are listed in.
import { parseProvenance, sourceFor, type Provenance } from '../catalogue/provenance.js';
import type { KriegbotCatalogue } from '../games/kriegbot/catalogue/catalogue.js';

export interface Located {
  readonly value: unknown;
  /** The same path with `{Name}` turned into an index, as `sources` keys it. */
  readonly path: string;
  readonly provenance: Provenance | undefined;
}

export function locate(catalogue: KriegbotCatalogue, entry: string, path: string): Located {
  const [section, id] = entry.split('.') as [string, string];
  const data: { sources: Record<string, string> } | undefined =
    section === 'templates' ? catalogue.templates.get(id) : section === 'cards' ? catalogue.cards.get(id) : catalogue.policies.get(id);
  if (data === undefined) throw new Error(`no catalogue entry ${entry}`);
  let value: unknown = data;
  let resolved = '';
  for (const token of path.match(/[^.[\]{}]+|\[\d+\]|\{[^}]+\}/g) ?? []) {
    if (token.startsWith('{')) {
      const name = token.slice(1, -1);
      const index = (value as { name: string }[]).findIndex((f) => f.name === name);
      if (index < 0) throw new Error(`${entry}: no function named ${name}`);
      value = (value as unknown[])[index];
      resolved += `[${index}]`;
    } else if (token.startsWith('[')) {
      value = (value as unknown[])[Number(token.slice(1, -1))];
      resolved += token;
    } else {
      value = (value as Record<string, unknown>)[token];
      resolved += resolved === '' ? token : `.${token}`;
    }
  }
  const source = sourceFor(data.sources, resolved);
  const parsed = source === undefined ? undefined : parseProvenance(source.text);
  return { value, path: resolved, provenance: typeof parsed === 'string' ? undefined : parsed };
}
