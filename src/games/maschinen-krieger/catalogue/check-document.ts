// cold: validates one Maschinen Krieger document: a force file (designs/maschinen-krieger/forces/),
// one side's units with their pilots, checked as a 'force'.
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { DocumentCheck, ResolveFile } from '../../../kernel/ruleset.js';
import type { MaschinenKriegerCatalogue } from './catalogue.js';
import { readForce } from './force-file.js';

export function checkDocument(file: SourceFile, catalogue: MaschinenKriegerCatalogue, _resolve: ResolveFile): DocumentCheck {
  const { force, problems } = readForce(file, catalogue);
  return { kind: 'force', name: force?.name ?? nameOf(file.data), problems };
}

function nameOf(data: unknown): string {
  const name = data !== null && typeof data === 'object' && 'name' in data ? data.name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : '(unnamed)';
}
