// A `stated` or `example` source in the hex-robots data quotes the rulebook: every quoted phrase
// stands, word for word, on a line the source cites (hex-robots-3inch.txt). Skipped when
// ../shared/rules is absent (or BOTLAB_RULES points elsewhere).
import { describe, expect, it } from 'vitest';
import { dataFiles, misquotes, rulebookLines } from '../../../test-support/provenance-quotes.js';
import { hexRobotsRules } from '../rules.js';
import { HEX_ROBOTS_DESIGNS } from '../test-support/bundled.js';

const { path: RULEBOOK, lines: LINES } = rulebookLines(hexRobotsRules.sources.rulebook);

describe('stated sources quote hex-robots-3inch.txt', () => {
  it.skipIf(LINES === undefined)(`every quoted phrase stands on a line its source cites (reads ${RULEBOOK})`, () => {
    const { problems, quotes } = misquotes(dataFiles(HEX_ROBOTS_DESIGNS), LINES ?? []);
    expect(problems).toEqual([]);
    expect(quotes).toBeGreaterThan(30);
  });

  it.skipIf(LINES === undefined)('catches a quote moved to the wrong line', () => {
    const lines = (LINES ?? []).map((line, i) => (i === 9 ? 'The To Hit number is range plus four.' : line));
    expect(misquotes(dataFiles(HEX_ROBOTS_DESIGNS), lines).problems.length).toBeGreaterThan(0);
  });
});
