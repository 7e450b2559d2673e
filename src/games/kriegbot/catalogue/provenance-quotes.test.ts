// A `stated` or `example` source quotes the rulebook: every quoted phrase must stand, word for
// word, within two lines of a line the source cites (kriegbot-living-rules-2009.txt).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLED_DESIGNS } from '../../../cli/load.js';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { RULEBOOK_FILE, RULEBOOK_LINES } from '../../../test-support/rulebook.js';

/** Straight quotes, no emphasis marks, single spaces: how a quotation is compared with the rulebook. */
function normalise(text: string): string {
  return text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\*+/g, '').replace(/\s+/g, ' ').trim();
}

/** The quoted phrases of a source note, split at ellipses ("... ") into the pieces either side. */
function quotations(note: string): string[] {
  const quoted = [...note.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((match) => match[1] ?? match[2] ?? '');
  return quoted.flatMap((quote) => quote.split(/\s*(?:\.\.\.|…)\s*/)).map(normalise).filter((piece) => piece.length > 0);
}

/** The lines a source cites, each range expanded ("L216-219", "L257-61"). */
function citedLines(lines: readonly string[]): number[] {
  return lines.flatMap((cited) => {
    const match = /^L(\d+)(?:-(\d+))?$/.exec(cited);
    if (match === null) return [];
    const first = Number(match[1]);
    const tail = match[2];
    const last = tail === undefined ? first : Number(tail) < first ? Number(`${String(first).slice(0, -tail.length)}${tail}`) : Number(tail);
    return Array.from({ length: Math.max(0, last - first) + 1 }, (_, i) => first + i);
  });
}

/** Every `sources` map in a parsed data file, with its path. */
function sourcesIn(value: unknown, path: string): [string, Record<string, string>][] {
  if (value === null || typeof value !== 'object') return [];
  const found: [string, Record<string, string>][] = [];
  for (const [key, item] of Object.entries(value)) {
    if ((key === 'sources' || key === 'poolSources') && item !== null && typeof item === 'object') found.push([`${path}${key}`, item as Record<string, string>]);
    else found.push(...sourcesIn(item, `${path}${key}.`));
  }
  return found;
}

function dataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dataFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

/** The value at a field path ("functions[1].name") of an entry, if it is a string. */
function valueAt(entry: unknown, path: string): string | undefined {
  let value: unknown = entry;
  for (const part of path.split(/\.|\[|\]/).filter((p) => p !== '')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Every entry (an object with a `sources` map) in a parsed data file. */
function entriesIn(value: unknown, path: string): [string, Record<string, unknown>][] {
  if (value === null || typeof value !== 'object') return [];
  const found: [string, Record<string, unknown>][] = [];
  if ('sources' in value) found.push([path, value as Record<string, unknown>]);
  for (const [key, item] of Object.entries(value)) if (key !== 'sources') found.push(...entriesIn(item, `${path}${key}.`));
  return found;
}

/** Names said to be stated that the cited lines do not print (an invented label is reconstructed, not stated). */
function nameProblems(): string[] {
  const lines = (RULEBOOK_LINES ?? []).map((line) => normalise(line).toLowerCase());
  const problems: string[] = [];
  for (const file of dataFiles(join(BUNDLED_DESIGNS, 'kriegbot'))) {
    for (const [where, entry] of entriesIn(parse(readFileSync(file, 'utf8')), '')) {
      const sources = entry['sources'] as Record<string, string>;
      for (const [field, text] of Object.entries(sources)) {
        if (!/(^|\.)name$/.test(field)) continue;
        const source = parseProvenance(text);
        const name = valueAt(entry, field);
        if (typeof source === 'string' || (source.kind !== 'stated' && source.kind !== 'example') || name === undefined) continue;
        const near = citedLines(source.lines).flatMap((line) => [line - 2, line - 1, line, line + 1, line + 2]).map((line) => lines[line - 1] ?? '');
        if (!near.some((line) => line.includes(normalise(name).toLowerCase()))) problems.push(`${file.slice(BUNDLED_DESIGNS.length + 1)}: ${where}sources.${field}: the name "${name}" is not printed within two lines of ${source.lines.join(', ')}`);
      }
    }
  }
  return problems;
}

/** Problems with the quotations of every stated and example source in the bundled Kriegbot data. */
function quoteProblems(): string[] {
  const lines = (RULEBOOK_LINES ?? []).map(normalise);
  const problems: string[] = [];
  for (const file of dataFiles(join(BUNDLED_DESIGNS, 'kriegbot'))) {
    for (const [where, sources] of sourcesIn(parse(readFileSync(file, 'utf8')), '')) {
      for (const [field, text] of Object.entries(sources)) {
        const source = parseProvenance(text);
        if (typeof source === 'string' || (source.kind !== 'stated' && source.kind !== 'example')) continue;
        const near = citedLines(source.lines).flatMap((line) => [line - 2, line - 1, line, line + 1, line + 2]).map((line) => lines[line - 1] ?? '');
        for (const quote of quotations(source.note)) {
          if (!near.some((line) => line.includes(quote))) problems.push(`${file.slice(BUNDLED_DESIGNS.length + 1)}: ${where}.${field}: "${quote}" is not within two lines of ${source.lines.join(', ')}`);
        }
      }
    }
  }
  return problems;
}

describe('stated and example sources quote the rulebook', () => {
  it('reads quotations and cited lines as meant', () => {
    expect(quotations('stated L341 "painted or have moved ... The faster the target"')).toEqual(['painted or have moved', 'The faster the target']);
    expect(quotations('example L233 “Your target, a *Rocketbot*”')).toEqual(['Your target, a Rocketbot']);
    expect(citedLines(['L216-219', 'L257-61', 'L5'])).toEqual([216, 217, 218, 219, 257, 258, 259, 260, 261, 5]);
  });

  it.skipIf(RULEBOOK_LINES === undefined)(`every quoted phrase stands within two lines of a line its source cites (reads ${RULEBOOK_FILE})`, () => {
    const problems = quoteProblems();
    if (process.env['SHOW_QUOTES'] === '1') console.log(`${problems.length} problems\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  });

  it.skipIf(RULEBOOK_LINES === undefined)('a name said to be stated is printed in the lines cited (an invented label is reconstructed)', () => {
    const problems = nameProblems();
    if (process.env['SHOW_QUOTES'] === '1') console.log(`${problems.length} names\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  });
});
