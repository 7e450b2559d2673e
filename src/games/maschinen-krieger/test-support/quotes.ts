// Test support: the quote check of src/test-support/provenance-quotes.ts for citations that keep
// their rule number (`L178 [5.1.2]`). The shared helper's line reader accepts only a bare `L178` or
// `L178-180`, so a cited line with a rule number would count as no line at all; this one reads the
// line and drops the bracket. (The shared helper could take the same change; it is not edited here.)
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parseProvenance } from '../../../catalogue/provenance.js';

const normalise = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

function sourcesIn(value: unknown, path: string): [string, Record<string, string>][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): [string, Record<string, string>][] =>
    key === 'sources' ? [[path, item as Record<string, string>]] : sourcesIn(item, `${path}${key}.`));
}

/** Line numbers a source cites, with or without a rule number after each. */
export function citedLines(lines: readonly string[]): number[] {
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
        const near = citedLines(source.lines).map((line) => normalise(lines[line - 1] ?? ''));
        for (const [, quote] of source.note.matchAll(/"([^"]+)"/g)) {
          quotes++;
          if (!near.some((line) => line.includes(normalise(quote ?? '')))) problems.push(`${file}: ${where}${field}: "${quote}" is not on ${source.lines.join(', ')}`);
        }
      }
    }
  }
  return { problems, quotes };
}
