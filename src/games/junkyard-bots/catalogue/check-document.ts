// cold: validates one Junkyard Bots document. Every robot starts the same (L13-22), so the design
// of this game is a policy file (designs/junkyard-bots/policies/*.yaml), checked as a 'design'.
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { DocumentCheck, ResolveFile } from '../../../kernel/ruleset.js';
import type { JunkyardCatalogue } from './catalogue.js';
import { readPolicy } from './policy-file.js';

export function checkDocument(file: SourceFile, catalogue: JunkyardCatalogue, _resolve: ResolveFile): DocumentCheck {
  const { policy, problems } = readPolicy(file, catalogue);
  return { kind: 'design', name: policy?.name ?? nameOf(file.data), problems };
}

function nameOf(data: unknown): string {
  const name = data !== null && typeof data === 'object' && 'name' in data ? data.name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : '(unnamed)';
}
