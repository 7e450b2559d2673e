// A `stated` or `example` source in the Junkyard Bots data quotes the rulebook: every quoted phrase
// stands, word for word, on a line the source cites (junkyard-bots.txt). Catalogue files, variants
// and policy files are all read. Skipped when ../shared/rules is absent (or BOTLAB_RULES points elsewhere).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { PACKAGE_ROOT } from '../../../cli/package-root.js';
import { junkyardBotsRules } from '../rules.js';
import { JUNKYARD_DESIGNS } from '../test-support/bundled.js';

const RULEBOOK = join(process.env['BOTLAB_RULES'] ?? join(PACKAGE_ROOT, '..', 'shared', 'rules'), junkyardBotsRules.sources.rulebook);
const LINES = existsSync(RULEBOOK) ? readFileSync(RULEBOOK, 'utf8').split('\n') : undefined;

const normalise = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

function dataFiles(dir: string): string[] {
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

function cited(lines: readonly string[]): number[] {
  return lines.flatMap((line) => {
    const match = /^L(\d+)(?:-(\d+))?$/.exec(line);
    if (match === null) return [];
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** Quotes that are not on a line their source cites, one message each, and how many quotes were read. */
function misquotes(files: readonly string[], lines: readonly string[]): { readonly problems: string[]; readonly quotes: number } {
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

describe('stated sources quote junkyard-bots.txt', () => {
  it.skipIf(LINES === undefined)(`every quoted phrase stands on a line its source cites (reads ${RULEBOOK})`, () => {
    const { problems, quotes } = misquotes(dataFiles(JUNKYARD_DESIGNS), LINES ?? []);
    expect(problems).toEqual([]);
    expect(quotes).toBeGreaterThan(60);
  });

  it.skipIf(LINES === undefined)('catches a quote moved to the wrong line', () => {
    const lines = [...(LINES ?? [])];
    lines[159] = 'Whenever you roll a die there is a 1 in 5 chance you will roll a face.';
    const { problems } = misquotes([join(JUNKYARD_DESIGNS, 'catalogue', 'dice.yaml')], lines);
    expect(problems.length).toBeGreaterThan(40);
    expect(problems[0]).toMatch(/dice\.eye\.red\.S\[0\]: "there is a 1 in 6 chance you will roll a face" is not on L160$/);
  });
});
