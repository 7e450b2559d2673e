// A `stated` or `example` source in the Junkyard Bots data quotes the rulebook: every quoted phrase
// stands, word for word, on a line the source cites (junkyard-bots.txt). Catalogue files, variants
// and policy files are all read. Skipped when ../shared/rules is absent (or BOTLAB_RULES points elsewhere).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFiles, misquotes, rulebookLines } from '../../../test-support/provenance-quotes.js';
import { junkyardBotsRules } from '../rules.js';
import { JUNKYARD_DESIGNS } from '../test-support/bundled.js';

const { path: RULEBOOK, lines: LINES } = rulebookLines(junkyardBotsRules.sources.rulebook);

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
