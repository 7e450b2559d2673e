// Force files (designs/maschinen-krieger/forces/): the bundled ones validate through the ruleset's
// checkDocument, and a broken force gives one line per broken rule, naming the file, the field
// path and the rule with its line and rule number.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../catalogue/problem.js';
import { resolveBeside } from '../../../cli/load.js';
import { maschinenKriegerRules } from '../rules.js';
import { bundledForceFile, bundledMk, MK_FORCES } from '../test-support/bundled.js';

const forces = readdirSync(MK_FORCES).filter((name) => name.endsWith('.yaml')).sort();
const check = (path: string, data: unknown) => maschinenKriegerRules.checkDocument({ path, data }, bundledMk(), resolveBeside);

describe('bundled forces', () => {
  it('are five', () => {
    expect(forces).toEqual(['goblin-raiders.yaml', 'mercenary-afs-patrol.yaml', 'mercenary-afs-rush.yaml', 'mercenary-rocket-support.yaml', 'strahl-pka-section.yaml']);
  });

  it.each(forces)('%s is a valid force', (name) => {
    const file = bundledForceFile(name);
    const result = maschinenKriegerRules.checkDocument(file, bundledMk(), resolveBeside);
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.kind).toBe('force');
    expect(result.name).not.toBe('(unnamed)');
  });
});

describe('a broken force', () => {
  it('gives one line per broken rule', () => {
    const result = check('broken.yaml', {
      name: 'Broken',
      units: [
        { unit: 'gustav', pilot: 'isao', hex: 0 },
        { unit: 'pak', hex: 0 },
        { unit: 'konrad', pilot: 'isao', hex: 0 },
        { unit: 'pka', hex: 0 },
        { unit: 'inf-sq', pilot: 'giger', hex: 1 },
        { unit: 'aar-sq', pilot: 'ace', hex: 1 },
      ],
    });
    expect(result.name).toBe('Broken');
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^broken\.yaml: units\[1\]\.unit: unknown unit "pak" \(did you mean "pka"\?\) \(known: .*\) \[rule: a force fields catalogue units \(the counters, L101 \[2\.2\]\)\]$/),
      'broken.yaml: units[2].pilot: isao already crews units[0] [rule: each pilot is assigned to one unit (L330 [18.1.3])]',
      expect.stringMatching(/^broken\.yaml: units\[4\]\.pilot: unknown pilot "giger" .*\[rule: a pilot is a catalogue pilot \(L330 \[18\.1\.1\]\)\]$/),
      'broken.yaml: units[5].pilot: ace is put in an infantry squad (Anti-AFS Rifle Squad) [rule: pilots crew vehicles and suits, not infantry squads (L330 [18.1.1], L302 [14.0])]',
      'broken.yaml: units[0].hex: hex 0 holds 6 stack points (limit 4) [rule: no more than 4 stack points in a hex at the end of a phase (L228 [8.2])]',
    ]);
  });

  it('MK-D6: two Type II units in a hex are legal, a Type I more is not (L228 [8.2])', () => {
    expect(check('f.yaml', { name: 'ok', units: [{ unit: 'pka' }, { unit: 'gustav' }] }).problems).toEqual([]);
    expect(check('f.yaml', { name: 'over', units: [{ unit: 'pka' }, { unit: 'gustav' }, { unit: 'afs' }] }).problems.map(formatProblem)).toEqual([
      'f.yaml: units[0].hex: hex 0 holds 5 stack points (limit 4) [rule: no more than 4 stack points in a hex at the end of a phase (L228 [8.2])]',
    ]);
  });

  it('air units are refused with the rule that says why (the lane engine has no Air Commitment phase, L172 [4.0]); they do not count toward the stack (L226 [8.1])', () => {
    expect(check('f.yaml', { name: 'air', units: [{ unit: 'pka' }, { unit: 'gustav' }, { unit: 'falke' }] }).problems.map(formatProblem)).toEqual([
      'f.yaml: units[2].unit: Falke is an air unit [rule: air units fight in the Air Commitment phase (L172 [4.0] 1), which the lane engine leaves to a later slice (spec 4.1)]',
    ]);
  });

  it('a force starts in its own half of the lane and fields at most 8 units', () => {
    expect(check('h.yaml', { name: 'far', units: [{ unit: 'afs', hex: 7 }] }).problems.map(formatProblem)).toEqual([
      'h.yaml: units[0].hex: hex 7 is past the middle of the 14-hex standard lane (0 to 6) [rule: a force starts in its own half of the lane (hex counted from its end)]',
    ]);
    const nine = Array.from({ length: 9 }, (_, k) => ({ unit: 'afs', hex: Math.floor(k / 4) }));
    expect(check('n.yaml', { name: 'many', units: nine }).problems.map(formatProblem)).toEqual(['n.yaml: units: 9 units [rule: a force has at most 8 units (the lane engine\'s limit)]']);
  });

  it('reports the shape first: a missing name, an unknown field, no units', () => {
    expect(check('s.yaml', { units: [], colour: 'red' }).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^s\.yaml: name: .*\[rule: force file format \(designs\/maschinen-krieger\/README\.md\)\]$/),
      expect.stringMatching(/^s\.yaml: units: a force has at least one unit \[rule: force file format/),
      expect.stringMatching(/^s\.yaml: .*colour.* \[rule: force file format/),
    ]);
  });
});
