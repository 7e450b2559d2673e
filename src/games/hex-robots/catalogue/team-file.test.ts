// Team files: the bundled ones are valid; bad ones are reported with file, field path and rule.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../catalogue/problem.js';
import { bundledHexRobots, bundledTeamFile, HEX_ROBOTS_DESIGNS } from '../test-support/bundled.js';
import { checkDocument } from './check-document.js';

const catalogue = bundledHexRobots();
const noFiles = () => ({ file: '(none)', path: '', message: 'no files here' });
const team = (change: object = {}) => ({
  name: 'Test',
  policy: 'balanced',
  robots: [{ items: ['gun', 'shield'] }, { items: ['gun'] }, { items: [] }, { name: 'Spike', items: ['melee-weapon', 'shield'] }],
  ...change,
});
const check = (data: unknown) => checkDocument({ path: 'team.yaml', data }, catalogue, noFiles);
const messages = (data: unknown) => check(data).problems.map(formatProblem);

describe('team files', () => {
  const names = readdirSync(join(HEX_ROBOTS_DESIGNS, 'teams')).filter((name) => name.endsWith('.yaml'));

  it('bundles 4 to 6 teams', () => {
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.length).toBeLessThanOrEqual(6);
  });

  it.each(names)('%s is a valid team', (name) => {
    const result = checkDocument(bundledTeamFile(name), catalogue, noFiles);
    expect(result.kind).toBe('team');
    expect(result.problems).toEqual([]);
  });

  it('accepts a team of legal loadouts', () => {
    expect(check(team())).toEqual({ kind: 'team', name: 'Test', problems: [] });
  });

  it('names an unknown item, with a suggestion', () => {
    expect(messages(team({ robots: [{ items: ['gun'] }, { items: ['sheild'] }, { items: [] }, { items: [] }] }))).toEqual([
      'team.yaml: robots[1].items[0]: unknown item "sheild" (did you mean "shield"?) (known: gun, shield, melee-weapon) [rule: items come from the catalogue]',
    ]);
  });

  it('names an unknown policy, with a suggestion', () => {
    expect(messages(team({ policy: 'gunlin' }))).toEqual([
      'team.yaml: policy: unknown policy "gunlin" (did you mean "gunline"?) (known: balanced, gunline, brawler, skirmisher) [rule: a team names a catalogue policy]',
    ]);
  });

  it('refuses two of the same item and more items than hands (R-hands)', () => {
    expect(messages(team({ robots: [{ items: ['gun', 'gun'] }, { items: ['gun', 'shield', 'melee-weapon'] }, { items: [] }, { items: [] }] }))).toEqual([
      'team.yaml: robots[0].items[1]: "gun" is carried 2 times [rule: at most 1 of each item (reconstructed, R-hands)]',
      'team.yaml: robots[1].items: need 3 hands, a robot has 2 [rule: 2 hands a robot (reconstructed, R-hands)]',
    ]);
  });

  it('refuses a team that is not four robots (R-team)', () => {
    expect(messages(team({ robots: [{ items: ['gun'] }, { items: ['gun'] }, { items: ['gun'] }] }))).toEqual([
      'team.yaml: robots: has 3 robots, not 4 [rule: 4 robots a side (reconstructed, R-team)]',
    ]);
  });

  it('names shape errors by field path', () => {
    const { name: _name, ...nameless } = team();
    expect(messages(nameless)[0]).toMatch(/^team\.yaml: name: .*\[rule: team file format/);
    expect(messages(team({ robots: [{ items: 'gun' }] }))[0]).toMatch(/^team\.yaml: robots\[0\]\.items: /);
    expect(messages(team({ colour: 'red' }))[0]).toMatch(/^team\.yaml: .*colour/);
    expect(messages(['gun'])).toEqual(['team.yaml: must be a team: name, policy and robots [rule: team file format (designs/hex-robots/README.md)]']);
    expect(check(nameless).name).toBe('(unnamed)');
  });
});
