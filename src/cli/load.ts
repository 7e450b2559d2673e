// cold: reading design, team and catalogue files. All file reading lives here.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { ValidationError, type Problem } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';
import { canonicalJson } from '../catalogue/canonical-json.js';
import { applyErrata } from '../catalogue/errata.js';
import type { AnyRuleset, ResolveFile } from '../kernel/ruleset.js';
import { PACKAGE_ROOT } from './package-root.js';
import { rememberPositions } from './source-positions.js';
import { noteRulesHash } from '../sim/distribution.js';

/** designs/ beside the installed package: the bundled designs. */
export const BUNDLED_DESIGNS = join(PACKAGE_ROOT, 'designs');

/** A path as messages show it: relative to the working directory when it lies below it. */
export function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown;
}

/** The largest input file read: the biggest bundled file is under 100 KB; a device or a runaway file is refused before it is read. */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** Aliases a file may expand (YAML `*name`): enough for any hand-written file, too few for an alias bomb. */
const MAX_ALIASES = 1000;

/** Reads and parses a YAML or JSON file, or returns the problem that stops it. */
export function tryReadDataFile(path: string): SourceFile | Problem {
  const file = displayPath(path);
  let text: string;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return { file, path: '', message: 'is a folder, not a design or team file' };
    if (!stat.isFile()) return { file, path: '', message: 'is not a regular file (a device, a pipe or a socket): give a YAML or JSON file' };
    if (stat.size > MAX_INPUT_BYTES) return { file, path: '', message: `is ${(stat.size / 1024 / 1024).toFixed(1)} MB; input files are at most ${MAX_INPUT_BYTES / 1024 / 1024} MB` };
    text = readFileSync(path, 'utf8');
  } catch {
    return { file, path: '', message: 'no such file' };
  }
  // the yaml package's own duplicate-key check compares every key with every other (26 s for 50,000 keys): one pass here instead,
  // which also refuses a list or map used as a key
  const lines = new LineCounter();
  const document = parseDocument(text, { uniqueKeys: false, lineCounter: lines });
  const error = document.errors[0];
  if (error !== undefined) {
    const at = error.linePos?.[0];
    const where = at === undefined ? '' : ` at line ${at.line}, column ${at.col}`;
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
    return { file, path: '', message: `is not valid YAML or JSON${where}: ${reason}` };
  }
  const bad = firstBadKey(document.contents);
  if (bad !== undefined) {
    const at = bad.offset === undefined ? undefined : lines.linePos(bad.offset);
    const where = at === undefined ? '' : ` at line ${at.line}, column ${at.col}`;
    return { file, path: '', message: `is not valid YAML or JSON${where}: ${bad.reason}` };
  }
  try {
    const data: unknown = document.toJS({ maxAliasCount: MAX_ALIASES });
    rememberPositions(file, document, lines);
    return { path: file, data };
  } catch (thrown) {
    // the yaml package throws a ReferenceError when aliases expand past the limit (a "billion laughs" file)
    const reason = thrown instanceof Error ? thrown.message.split('\n')[0] : String(thrown);
    return { file, path: '', message: `is not usable YAML: ${reason} (at most ${MAX_ALIASES} alias expansions)` };
  }
}

/**
 * The first key that is not a plain name (a list, a map or !!binary data used as a key, which the
 * yaml package would stringify with a process warning) or that appears twice in one map, anywhere in the
 * document, with where it is.
 */
function firstBadKey(node: unknown): { reason: string; offset: number | undefined } | undefined {
  if (isMap(node)) {
    const seen = new Set<string>();
    for (const pair of node.items) {
      if (pair.key !== null && !isScalar(pair.key)) {
        const offset = (pair.key as { range?: [number, number, number] }).range?.[0];
        return { reason: 'a key is a list or a map; keys must be plain names', offset };
      }
      // a tagged key (`!!binary name:`) reads as bytes, not a name
      if (isScalar(pair.key) && pair.key.value !== null && typeof pair.key.value === 'object') return { reason: 'a key is tagged as data (such as !!binary); keys must be plain names', offset: pair.key.range?.[0] };
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (seen.has(key)) return { reason: `Map keys must be unique ("${key}" twice)`, offset: isScalar(pair.key) ? pair.key.range?.[0] : undefined };
      seen.add(key);
      const inner = firstBadKey(pair.value);
      if (inner !== undefined) return inner;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      const inner = firstBadKey(item);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

export function readDataFile(path: string): SourceFile {
  const read = tryReadDataFile(path);
  if ('message' in read) throw new ValidationError([read]);
  return read;
}

/** Team files refer to design files by a path relative to the team file. */
export const resolveBeside: ResolveFile = (reference, from) => tryReadDataFile(resolve(dirname(from.path), reference));

export interface LoadedCatalogue<C> {
  readonly catalogue: C;
  /** sha256 of the catalogue's parsed content: changes when any value does, not when comments do. */
  readonly hash: string;
  readonly files: readonly string[];
}

/** The catalogue folder of a game: designs/<game>/catalogue unless another folder is given. */
export function catalogueFolder(rules: AnyRuleset, folder?: string): string {
  return folder ?? join(BUNDLED_DESIGNS, rules.id, 'catalogue');
}

/** The catalogue's files as read (before any erratum), with their names in the folder. */
export function readCatalogueFiles(rules: AnyRuleset, folder?: string): { dir: string; names: string[]; read: SourceFile[] } {
  const dir = catalogueFolder(rules, folder);
  if (!existsSync(dir)) throw new ValidationError([{ file: displayPath(dir), path: '', message: 'catalogue folder not found' }]);
  if (!statSync(dir).isDirectory()) throw new ValidationError([{ file: displayPath(dir), path: '', message: 'is not a folder: --catalogue takes the folder holding a game\'s catalogue files' }]);
  const names = readdirSync(dir).filter((name) => /\.(ya?ml|json)$/.test(name)).sort();
  return { dir, names, read: names.map((name) => readDataFile(join(dir, name))) };
}

/** The catalogue in `folder` (the game's bundled one by default), with an erratum applied: a file, or one made in memory (a screened value, catalogue/screening.ts). */
export function loadCatalogue<C>(rules: AnyRuleset, folder?: string, errata?: string | SourceFile): LoadedCatalogue<C> {
  const { dir, names, read } = readCatalogueFiles(rules, folder);
  const erratum = typeof errata === 'string' ? readDataFile(errata) : errata;
  const files = erratum === undefined ? read : applyErrata(read, erratum);
  const catalogue = withCatalogueFolder(dir, () => rules.loadCatalogue(files) as C);
  const hash = createHash('sha256');
  for (const [index, file] of files.entries()) hash.update(`${names[index]}\n${canonicalJson(file.data)}\n`);
  if (typeof errata === 'string') hash.update(`errata\n${displayPath(errata)}\n`);
  else if (errata !== undefined) hash.update(`errata\n${errata.path}\n${canonicalJson(errata.data)}\n`);
  const digest = hash.digest('hex');
  noteRulesHash(digest);
  return { catalogue, hash: digest, files: [...files.map((file) => file.path), ...(errata === undefined ? [] : [typeof errata === 'string' ? displayPath(errata) : errata.path])] };
}

/** Problems of the catalogue as a whole (a section no file defines) name the catalogue folder in place of the games' `(catalogue)`. */
function withCatalogueFolder<C>(dir: string, load: () => C): C {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(error.problems.map((problem) => (problem.file === '(catalogue)' ? { ...problem, file: displayPath(dir) } : problem)));
  }
}
