// An attack described by catalogue units, weapons and terrain: MK-E1 (L186 Fig. 3): the AFS's
// laser (8) at a PKA (defense 2) two hexes away (+1) in forest (-2) has attack target 5, and so
// hits on 10/36 summed or multiplied; unknown names get a suggestion; out of range is refused.
import { describe, expect, it } from 'vitest';
import { bundledMk } from '../test-support/bundled.js';
import { situation } from './attack-situation.js';
import { maschinenKriegerOdds } from './odds-rules.js';

describe('attack situations from the catalogue', () => {
  it('MK-E1 (L186, Fig. 3): AFS laser at a PKA, range 2, forest: attack target 5', () => {
    const found = situation(bundledMk(), { attacker: 'afs', defender: 'pka', range: 2, terrain: 'forest' });
    expect(found).toMatchObject({ target: 5, endurance: 'B', weapon: 'L' });
    const answer = maschinenKriegerOdds.odds(bundledMk(), { attacker: 'afs', defender: 'pka', hexes: 2, terrain: 'forest' });
    if (typeof answer === 'string') throw new Error(answer);
    expect(answer.text).toMatch(/^attack target: laser 8 \+ 1 \(range 2\) - 2 \(Forest\) - 2 \(.*defense\) = 5/);
    expect(answer.table.rows.map((row) => row['p_hit'])).toEqual([0.277778, 0.277778]);
  });

  it('names an unknown unit, and a range beyond the weapon\'s', () => {
    expect(situation(bundledMk(), { attacker: 'afs', defender: 'pkx' })).toMatch(/^--defender: no "pkx" in the catalogue \(did you mean "pka"\?\)/);
    expect(situation(bundledMk(), { attacker: 'afs', defender: 'pka', range: 9 })).toMatch(/^--range: .* reaches 1 to 4 hexes/);
  });
});
