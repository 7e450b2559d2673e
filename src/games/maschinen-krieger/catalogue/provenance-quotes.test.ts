// A `stated` or `example` source in the Maschinen Krieger data quotes the rulebook: every quoted
// phrase stands, word for word, on a line the source cites (maschinen-krieger-sf3d2.txt, whose
// lines run whole pages: cite the line and the rule number). Catalogue files, variants and forces
// are all read (`L178 [5.1.2]` reads as line 178). Skipped when ../shared/rules is absent (or
// BOTLAB_RULES points elsewhere).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFiles, misquotes, rulebookLines } from '../../../test-support/provenance-quotes.js';
import { maschinenKriegerRules } from '../rules.js';
import { MK_DESIGNS } from '../test-support/bundled.js';

const { path: RULEBOOK, lines: LINES } = rulebookLines(maschinenKriegerRules.sources.rulebook);

describe('stated sources quote maschinen-krieger-sf3d2.txt', () => {
  it.skipIf(LINES === undefined)(`every quoted phrase stands on a line its source cites (reads ${RULEBOOK})`, () => {
    const { problems, quotes } = misquotes(dataFiles(MK_DESIGNS), LINES ?? []);
    expect(problems).toEqual([]);
    expect(quotes).toBeGreaterThan(100);
  });

  it.skipIf(LINES === undefined)('catches a quote moved to the wrong line', () => {
    const lines = [...(LINES ?? [])];
    lines[185] = 'Basic Attack An AFS uses its laser (attack ability of 9) to attack a PKA (defense rating of 3).';
    const { problems } = misquotes([join(MK_DESIGNS, 'catalogue', 'units.yaml')], lines);
    expect(problems).toEqual([
      expect.stringMatching(/units\.afs\.weapons\[0\]\.weapon: "An AFS uses its laser \(attack ability of 8\)" is not on L186$/),
      expect.stringMatching(/units\.afs\.weapons\[0\]\.attack: "An AFS uses its laser \(attack ability of 8\)" is not on L186$/),
      expect.stringMatching(/units\.pka\.name: "An AFS uses its laser \(attack ability of 8\) to attack a PKA \(defense rating of 2\)" is not on L186$/),
      expect.stringMatching(/units\.pka\.defense: "to attack a PKA \(defense rating of 2\)" is not on L186$/),
    ]);
  });
});
