// Test support: a game's `stated` and `example` sources quote its rulebook word for word on a
// line they cite. Reads the bundled data files of a game and the rulebook beside the checkout
// (../shared/rules, or BOTLAB_RULES); tests skip when the rulebook is absent.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseProvenance } from '../catalogue/provenance.js';
import { PACKAGE_ROOT } from '../cli/package-root.js';

/** The rulebook's path and its lines, or undefined lines when it is not beside the checkout. */
export function rulebookLines(rulebook: string): { readonly path: string; readonly lines: readonly string[] | undefined } {
  const path = join(process.env['BOTLAB_RULES'] ?? join(PACKAGE_ROOT, '..', 'shared', 'rules'), rulebook);
  return { path, lines: existsSync(path) ? readFileSync(path, 'utf8').split('\n') : undefined };
}

const normalise = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** Every YAML file under a folder. */
export function dataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dataFiles(path);
    return name.endsWith('.yaml') ? [path] : [];
  });
}

function sourcesIn(value: unknown, path: string): [string, Record<string, string>][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): [string, Record<string, string>][] =>
    key === 'sources' ? [[path, item as Record<string, string>]] : sourcesIn(item, `${path}${key}.`));
}

/** Line numbers a source cites; a rule number after a line (`L178 [5.1.2]`, Ma.K) is read past. */
function cited(lines: readonly string[]): number[] {
  return lines.flatMap((line) => {
    const match = /^L(\d+)(?:-(\d+))?(?: \[[\d.]+\])?$/.exec(line);
    if (match === null) return [];
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** Quotes that are not on a line their source cites, one message each, and how many quotes were read. */
export function misquotes(files: readonly string[], lines: readonly string[]): { readonly problems: string[]; readonly quotes: number } {
  const problems: string[] = [];
  let quotes = 0;
  for (const file of files) {
    for (const [where, sources] of sourcesIn(parse(readFileSync(file, 'utf8')), '')) {
      for (const [field, text] of Object.entries(sources)) {
        const source = parseProvenance(text);
        if (typeof source === 'string' || (source.kind !== 'stated' && source.kind !== 'example')) continue;
        const near = cited(source.lines).map((line) => normalise(lines[line - 1] ?? ''));
        for (const [, quote] of source.note.matchAll(/"([^"]+)"/g)) {
          quotes++;
          if (!near.some((line) => line.includes(normalise(quote ?? '')))) problems.push(`${file}: ${where}${field}: "${quote}" is not on ${source.lines.join(', ')}`);
        }
      }
    }
  }
  return { problems, quotes };
}
