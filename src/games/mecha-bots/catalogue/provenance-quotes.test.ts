// A `stated` or `example` source in the Mecha Bots data quotes the rulebook: every quoted phrase
// stands, word for word, on a line the source cites (mecha-bots-mad-scientist.txt). Catalogue files
// and variants are all read. Sources that cite only the designer's wiki (`@curufea-...`) are
// paraphrases: they carry no quotation at all. Skipped when ../shared/rules is absent (or
// BOTLAB_RULES points elsewhere).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { dataFiles, misquotes, rulebookLines } from '../../../test-support/provenance-quotes.js';
import { mechaBotsRules } from '../rules.js';
import { MB_CATALOGUE, MB_DESIGNS } from '../test-support/bundled.js';

const { path: RULEBOOK, lines: LINES } = rulebookLines(mechaBotsRules.sources.rulebook);

function sourceTexts(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'sources' ? Object.values(item as Record<string, string>) : sourceTexts(item)));
}

describe('stated sources quote mecha-bots-mad-scientist.txt', () => {
  it.skipIf(LINES === undefined)(`every quoted phrase stands on a line its source cites (reads ${RULEBOOK})`, () => {
    const { problems, quotes } = misquotes(dataFiles(MB_DESIGNS), LINES ?? []);
    expect(problems).toEqual([]);
    expect(quotes).toBeGreaterThan(250);
  });

  it.skipIf(LINES === undefined)('catches a quote moved to the wrong line', () => {
    const lines = [...(LINES ?? [])];
    lines[130] = '· Placed in the central location';
    const { problems } = misquotes([join(MB_CATALOGUE, 'components.yaml')], lines);
    expect(problems).toEqual([expect.stringMatching(/components\.yaml: components\.seat\.placement: "Placed in any outer location" is not on L131$/)]);
  });

  it('a source citing only the wiki paraphrases it: no quotation marks', () => {
    const wikiOnly = dataFiles(MB_DESIGNS).flatMap((file) => sourceTexts(parse(readFileSync(file, 'utf8'))))
      .map((text) => parseProvenance(text))
      .filter((source) => typeof source !== 'string' && source.lines.length === 0 && source.documents.length > 0);
    expect(wikiOnly.length).toBeGreaterThan(20);
    for (const source of wikiOnly) expect(typeof source === 'string' ? '' : source.note).not.toMatch(/["“”]/);
  });
});
