// A `stated` or `example` source in the hex-robots data quotes the rulebook: every quoted phrase
// stands, word for word, on a line the source cites (hex-robots-3inch.txt).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { PACKAGE_ROOT } from '../../../cli/package-root.js';
import { hexRobotsRules } from '../rules.js';
import { HEX_ROBOTS_DESIGNS } from '../test-support/bundled.js';

const RULEBOOK = join(process.env['BOTLAB_RULES'] ?? join(PACKAGE_ROOT, '..', 'shared', 'rules'), hexRobotsRules.sources.rulebook);
const LINES = existsSync(RULEBOOK) ? readFileSync(RULEBOOK, 'utf8').split('\n') : undefined;

const normalise = (text: string) => text.replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

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

describe('stated sources quote hex-robots-3inch.txt', () => {
  it.skipIf(LINES === undefined)(`every quoted phrase stands on a line its source cites (reads ${RULEBOOK})`, () => {
    const problems: string[] = [];
    let quotes = 0;
    for (const file of dataFiles(HEX_ROBOTS_DESIGNS)) {
      for (const [where, sources] of sourcesIn(parse(readFileSync(file, 'utf8')), '')) {
        for (const [field, text] of Object.entries(sources)) {
          const source = parseProvenance(text);
          if (typeof source === 'string' || (source.kind !== 'stated' && source.kind !== 'example')) continue;
          const near = cited(source.lines).map((line) => normalise(LINES?.[line - 1] ?? ''));
          for (const [, quote] of source.note.matchAll(/"([^"]+)"/g)) {
            quotes++;
            if (!near.some((line) => line.includes(normalise(quote ?? '')))) problems.push(`${file}: ${where}${field}: "${quote}" is not on ${source.lines.join(', ')}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(quotes).toBeGreaterThan(30);
  });
});
