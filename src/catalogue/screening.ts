// cold: one-at-a-time screening of reconstructed values (issue 22). A catalogue may list, in the
// files of its screening/ folder, values it reconstructed or inferred and the other values each
// might plausibly take:
//
//   values:
//     - at: cards.super-steel-skin.functions[0].effect.against   # section.id.field path
//       try: [[GUN, MISSILE]]                                    # the alternatives, one run each
//       why: the card face is lost; a skin might stop missiles too
//
// Each alternative becomes an erratum of its own, made here in memory: the entry's field with that
// one value changed, sourced as a reconstructed screening value. Only values the catalogue marks
// reconstructed or inferred may be listed: screening is for what the rules do not say.
import { z } from 'zod';
import { joinPath, ValidationError, type Problem } from './problem.js';
import { parseProvenance, sourceFor } from './provenance.js';
import type { SourceFile } from './source-file.js';
import { zodProblems } from './zod-problems.js';

const RULE = 'a screened value names an existing reconstructed or inferred catalogue value (section.id.field) and values to try in its place, each different from it and of its kind';

const screeningSchema = z.strictObject({
  values: z.array(z.strictObject({ at: z.string().min(3), try: z.array(z.unknown()).min(1), why: z.string().min(8) })).min(1),
});

/** One listed value, checked against the catalogue: where it is, what it is now, its source, and what to try. */
export interface ScreenedValue {
  readonly file: string;
  /** Its place in the file's list (values[index]). */
  readonly index: number;
  readonly at: string;
  readonly section: string;
  readonly id: string;
  /** The field path within the entry (functions[0].effect.against). */
  readonly field: readonly (string | number)[];
  readonly current: unknown;
  readonly source: string;
  readonly alternatives: readonly unknown[];
  readonly why: string;
}

/** `section.id.field[0].sub` as section, id and the field's segments; undefined when it names no field. */
export function parseValuePath(at: string): { section: string; id: string; field: (string | number)[] } | undefined {
  const segments = [...at.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] === undefined ? (match[1] ?? '') : Number(match[2])));
  const [section, id, ...field] = segments;
  if (typeof section !== 'string' || typeof id !== 'string' || field.length === 0 || typeof field[0] !== 'string') return undefined;
  return { section, id, field };
}

function valueAt(entry: unknown, field: readonly (string | number)[]): { found: boolean; value: unknown } {
  let value = entry;
  for (const segment of field) {
    if (value === null || typeof value !== 'object' || !(segment in value)) return { found: false, value: undefined };
    value = (value as Record<string | number, unknown>)[segment];
  }
  return { found: true, value };
}

const kindOf = (value: unknown): string => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);

/** Reads and checks every screening file against the catalogue's files. */
export function readScreening(lists: readonly SourceFile[], catalogue: readonly SourceFile[]): ScreenedValue[] {
  const problems: Problem[] = [];
  const screened: ScreenedValue[] = [];
  for (const list of lists) {
    const parsed = screeningSchema.safeParse(list.data);
    if (!parsed.success) {
      problems.push(...zodProblems(list.path, [], parsed.error, 'screening file: values: [{ at: section.id.field, try: [values], why: reasoning }]'));
      continue;
    }
    parsed.data.values.forEach((listed, index) => {
      const problem = (path: string, message: string) => problems.push({ file: list.path, path: joinPath(['values', index, path]), message, rule: RULE });
      const place = parseValuePath(listed.at);
      if (place === undefined) return problem('at', `must be section.id.field, such as cards.super-steel-skin.functions[0].effect.against (got "${listed.at}")`);
      const entry = catalogue.map((file) => (file.data as Record<string, Record<string, unknown> | undefined> | null)?.[place.section]?.[place.id]).find((found) => found !== undefined);
      if (entry === undefined) return problem('at', `names no catalogue entry ${place.section}.${place.id}`);
      const { found, value } = valueAt(entry, place.field);
      if (!found) return problem('at', `the entry ${place.section}.${place.id} has no field ${joinPath(place.field)}`);
      const sources = (entry as { sources?: Record<string, string> }).sources ?? {};
      const source = sourceFor(sources, joinPath(place.field));
      const provenance = source === undefined ? undefined : parseProvenance(source.text);
      if (provenance === undefined || typeof provenance === 'string' || (provenance.kind !== 'reconstructed' && provenance.kind !== 'inferred')) {
        return problem('at', `is ${provenance === undefined || typeof provenance === 'string' ? 'unsourced' : `${provenance.kind} by the rules`}: screening tries other values only for what the catalogue reconstructed or inferred`);
      }
      listed.try.forEach((alternative, k) => {
        if (kindOf(alternative) !== kindOf(value)) problem(`try[${k}]`, `must be a ${kindOf(value)} like the value it replaces (got a ${kindOf(alternative)})`);
        else if (JSON.stringify(alternative) === JSON.stringify(value)) problem(`try[${k}]`, 'is the value the catalogue holds already');
      });
      screened.push({ file: list.path, index, at: listed.at, section: place.section, id: place.id, field: place.field, current: value, source: source?.text ?? '', alternatives: listed.try, why: listed.why });
    });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return screened;
}

/** The erratum that changes one screened value to one alternative: the entry's top field with that value set, and a source for it. */
export function screeningErratum(value: ScreenedValue, alternative: unknown, catalogue: readonly SourceFile[]): SourceFile {
  const entry = catalogue.map((file) => (file.data as Record<string, Record<string, unknown> | undefined> | null)?.[value.section]?.[value.id]).find((found) => found !== undefined) as Record<string, unknown>;
  const [top, ...rest] = value.field as [string, ...(string | number)[]];
  let changed: unknown = structuredClone(alternative);
  if (rest.length > 0) {
    changed = structuredClone(entry[top]);
    let at = changed as Record<string | number, unknown>;
    rest.slice(0, -1).forEach((segment) => { at = at[segment] as Record<string | number, unknown>; });
    at[rest[rest.length - 1] as string | number] = structuredClone(alternative);
  }
  return {
    path: `${value.file}#${value.at}=${JSON.stringify(alternative)}`,
    data: { [value.section]: { [value.id]: { [top]: changed, sources: { [joinPath(value.field)]: `reconstructed - screening: ${value.why}` } } } },
  };
}
