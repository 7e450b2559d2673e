// cold: where a catalogue value came from. Every value in a catalogue file is covered by a
// `sources` entry: `stated` or `example` with the rulebook line(s) or another document the game
// declares (`@doc-id`), or `inferred` or `reconstructed` with the reasoning. The most specific
// entry for a field wins.
import { joinPath, type Problem } from './problem.js';

export const PROVENANCE_KINDS = ['stated', 'example', 'inferred', 'reconstructed'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

export interface Provenance {
  readonly kind: ProvenanceKind;
  /** Rulebook line references found in the text, e.g. ['L247', 'L341-343'], a rule number kept with its line ('L178 [5.1.2]'). */
  readonly lines: readonly string[];
  /** Other documents cited, by the id the game declares them under (`@curufea-damage` gives 'curufea-damage'). */
  readonly documents: readonly string[];
  /** The text after the kind: citation, quotation or reasoning. */
  readonly note: string;
}

const LINE_REF = /\bL\d+(?:-\d+)?\b(?: \[\d+(?:\.\d+)*\])?/g;
const DOCUMENT_REF = /(?<![\w@])@([a-z0-9][a-z0-9-]*)/g;

/**
 * Parses `stated L247 "quote"` or `reconstructed - reasoning` (the kind, then the rulebook lines,
 * then the quotation or reasoning; a ` - ` separator keeps YAML from reading a colon as a key).
 * Returns an error message if malformed.
 */
export function parseProvenance(text: string): Provenance | string {
  const match = /^(\w+)\b[\s:]*(.*)$/s.exec(text.trim());
  const kind = match?.[1] as ProvenanceKind | undefined;
  if (match === null || kind === undefined || !PROVENANCE_KINDS.includes(kind)) {
    return `source must start with one of ${PROVENANCE_KINDS.join(', ')} (got "${text}")`;
  }
  const note = (match[2] ?? '').replace(/^[-:\s]+/, '').trim();
  const lines = note.match(LINE_REF) ?? [];
  const documents = [...note.matchAll(DOCUMENT_REF)].map((match) => match[1] ?? '');
  if ((kind === 'stated' || kind === 'example') && lines.length === 0 && documents.length === 0) {
    return `a ${kind} source must cite a rulebook line such as L247, or a document the game declares such as @doc-id (got "${text}")`;
  }
  const reasoning = note.replace(LINE_REF, '').replace(DOCUMENT_REF, '').replace(/[\s:;,.]/g, '');
  if ((kind === 'inferred' || kind === 'reconstructed') && reasoning.length < 8) {
    return `${kind === 'inferred' ? 'an inferred' : 'a reconstructed'} source must give its reasoning (got "${text}")`;
  }
  return { kind, lines, documents, note };
}

export type Scalar = string | number | boolean | null;
export interface Leaf {
  readonly path: string;
  readonly value: Scalar;
}

/** Every scalar in a value, with its field path; empty arrays and objects count as leaves too. */
export function leaves(value: unknown, path: readonly (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ path: joinPath(path), value: '[]' }];
    return value.flatMap((item, index) => leaves(item, [...path, index]));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return [{ path: joinPath(path), value: '{}' }];
    return entries.flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path: joinPath(path), value: value as Scalar }];
}

/** True when `key` names `path` itself or one of its ancestors. */
export function covers(key: string, path: string): boolean {
  return path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`);
}

/** The most specific source entry covering a field path. */
export function sourceFor(
  sources: Readonly<Record<string, string>>,
  path: string,
): { readonly key: string; readonly text: string } | undefined {
  let best: string | undefined;
  for (const key of Object.keys(sources)) {
    if (covers(key, path) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : { key: best, text: sources[best] ?? '' };
}

/**
 * Checks one catalogue entry's `sources`: every entry well formed and citing only documents the
 * game declares (`documents`, by id), every entry naming a field that exists, and every value
 * covered. `at` is the entry's own path in the file.
 */
export function checkSources(
  file: string,
  at: string,
  data: Readonly<Record<string, unknown>>,
  sources: Readonly<Record<string, string>>,
  documents: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const rule = 'every catalogue value carries its provenance';
  const fields = leaves(data);
  for (const [key, text] of Object.entries(sources)) {
    const parsed = parseProvenance(text);
    if (typeof parsed === 'string') problems.push({ file, path: `${at}.sources.${key}`, message: parsed, rule });
    else {
      for (const id of parsed.documents) {
        if (!documents.includes(id)) problems.push({ file, path: `${at}.sources.${key}`, message: `cites @${id}, which is no document this game declares${documents.length === 0 ? ' (it declares none)' : ` (${documents.map((d) => `@${d}`).join(', ')})`}`, rule });
      }
    }
    if (!fields.some((leaf) => covers(key, leaf.path))) {
      problems.push({ file, path: `${at}.sources.${key}`, message: `names no field of this entry`, rule });
    }
  }
  for (const leaf of fields) {
    if (sourceFor(sources, leaf.path) === undefined) {
      problems.push({ file, path: `${at}.${leaf.path}`, message: 'has no entry in sources', rule });
    }
  }
  return problems;
}
