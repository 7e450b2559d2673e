// cold: an erratum, a YAML patch over the catalogue files, applied before the catalogue is
// validated. Entries are matched by section and id (`cards.railgun`, `templates.robocar`);
// objects merge field by field, lists and values replace. Every value an erratum changes must come
// with a source for it, so the patched catalogue still says where each number came from.
import { didYouMean } from './did-you-mean.js';
import { ValidationError, type Problem } from './problem.js';
import { covers, leaves } from './provenance.js';
import type { SourceFile } from './source-file.js';

const RULE = 'an erratum names existing entries and gives a source for every value it changes';

export function applyErrata(files: readonly SourceFile[], errata: SourceFile): SourceFile[] {
  const problems: Problem[] = [];
  const patch = errata.data;
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new ValidationError([{ file: errata.path, path: '', message: 'must map sections (cards, templates, ...) to entries to change', rule: RULE }]);
  }
  const patched = files.map((file) => ({ path: file.path, data: structuredClone(file.data) as Record<string, Record<string, unknown>> }));
  for (const [section, entries] of Object.entries(patch as Record<string, unknown>)) {
    if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) {
      problems.push({ file: errata.path, path: section, message: 'must map ids to the fields to change', rule: RULE });
      continue;
    }
    for (const [id, change] of Object.entries(entries as Record<string, unknown>)) {
      const target = patched.find((file) => file.data?.[section]?.[id] !== undefined);
      const at = `${section}.${id}`;
      if (!isObject(change)) {
        // an entry is patched field by field; `id: null` or `id: 3` would replace it whole, sources and all
        problems.push({ file: errata.path, path: at, message: `must map the entry's fields to their new values (got ${change === null ? 'null' : Array.isArray(change) ? 'a list' : typeof change})`, rule: RULE });
        continue;
      }
      if (target === undefined) {
        const known = patched.flatMap((file) => Object.keys(file.data?.[section] ?? {}));
        problems.push({ file: errata.path, path: at, message: `names no catalogue entry${didYouMean(id, known)}`, rule: RULE });
        continue;
      }
      const before = target.data[section]?.[id] as Record<string, unknown>;
      const after = merge(before, change) as Record<string, unknown>;
      const patchSources = (change as { sources?: Record<string, string> }).sources ?? {};
      problems.push(...unsourcedChanges(before, after, patchSources).map((path) => ({
        file: errata.path, path: `${at}.${path}`, message: `is changed by the erratum but has no new source: add sources.${path}`, rule: RULE,
      })));
      (target.data[section] as Record<string, unknown>)[id] = after;
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return patched;
}

/** Objects merge key by key; anything else (values, lists) replaces. */
export function merge(base: unknown, change: unknown): unknown {
  if (!isObject(base) || !isObject(change)) return structuredClone(change);
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) out[key] = merge(base[key], value);
  return out;
}

/** Paths of changed values (outside `sources`) that no source given by the patch covers. */
function unsourcedChanges(before: Record<string, unknown>, after: Record<string, unknown>, sources: Readonly<Record<string, string>>): string[] {
  const { sources: _before, ...oldData } = before;
  const { sources: _after, ...newData } = after;
  const old = new Map(leaves(oldData).map((leaf) => [leaf.path, leaf.value]));
  const changed = leaves(newData).filter((leaf) => !old.has(leaf.path) || old.get(leaf.path) !== leaf.value).map((leaf) => leaf.path);
  return changed.filter((path) => !Object.keys(sources).some((key) => covers(key, path)));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
