// cold: the entries of a game's catalogue files, for games whose catalogue is sections of named
// entries (`section: { id: { ...values, sources } }`): each file checked against the game's
// schema, each entry defined once, its provenance checked (against the rulebook and any other
// documents the game cites), the required ones present. Bad files throw one ValidationError
// listing every problem.
import type { ZodType } from 'zod';
import { ValidationError, type Problem } from './problem.js';
import { checkSources } from './provenance.js';
import type { SourceFile } from './source-file.js';
import { zodProblems } from './zod-problems.js';

/** Where an entry was defined, so later messages can point at it. */
export interface Origin {
  readonly file: string;
  readonly path: string;
}

export interface CatalogueEntries {
  /** `section.id` -> the entry as parsed. */
  readonly entries: ReadonlyMap<string, { readonly sources: Record<string, string> }>;
  readonly origins: ReadonlyMap<string, Origin>;
  /** The entry at a required path. */
  one<T>(path: string): T;
  /** A section's entries by id. */
  section<T>(name: string): Map<string, T>;
}

/** `documents`: the ids of the documents besides the rulebook that sources may cite (`@id`, RulesSources.documents). */
export function catalogueEntries(files: readonly SourceFile[], schema: ZodType, shapeRule: string, required: readonly string[], documents: readonly string[] = []): CatalogueEntries {
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
  // A file that failed its shape defined nothing; its entries are not missing, they are wrong.
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
