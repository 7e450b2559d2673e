// cold: catalogueEntries (src/catalogue/catalogue-entries.ts) for a game that cites documents
// besides its rulebook. The shared loader checks sources against no documents, so a `@curufea-...`
// citation would be refused there; this one passes the game's document ids to checkSources and is
// otherwise the same (each file checked against the schema, each entry defined once, its
// provenance checked, the required ones present). When the shared loader takes the document ids,
// this file can go.
import type { ZodType } from 'zod';
import type { CatalogueEntries, Origin } from '../../../catalogue/catalogue-entries.js';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';

export function catalogueEntriesCiting(
  files: readonly SourceFile[], schema: ZodType, shapeRule: string, required: readonly string[], documents: readonly string[],
): CatalogueEntries {
  const problems: Problem[] = [];
  const entries = new Map<string, { readonly sources: Record<string, string> }>();
  const origins = new Map<string, Origin>();
  for (const file of files) {
    const parsed = schema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...zodProblems(file.path, [], parsed.error, shapeRule));
      continue;
    }
    for (const [section, byId] of Object.entries(parsed.data as Record<string, Record<string, unknown> | undefined>)) {
      for (const [id, entry] of Object.entries(byId ?? {}) as [string, { sources: Record<string, string> } | undefined][]) {
        if (entry === undefined) continue;
        const path = `${section}.${id}`;
        const earlier = origins.get(path);
        if (earlier !== undefined) {
          problems.push({ file: file.path, path, message: `is defined twice (also in ${earlier.file})`, rule: 'ids are unique' });
          continue;
        }
        entries.set(path, entry);
        origins.set(path, { file: file.path, path });
        const { sources, ...data } = entry;
        problems.push(...checkSources(file.path, path, data, sources, documents));
      }
    }
  }
  const shapeFailed = problems.some((problem) => problem.rule === shapeRule);
  for (const path of required) {
    if (!shapeFailed && !entries.has(path)) problems.push({ file: '(catalogue)', path, message: 'is defined in no catalogue file', rule: shapeRule });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return {
    entries,
    origins,
    one: <T>(path: string) => entries.get(path) as T,
    section: <T>(name: string) => new Map([...entries].filter(([path]) => path.startsWith(`${name}.`)).map(([path, entry]) => [path.slice(name.length + 1), entry as T])),
  };
}
