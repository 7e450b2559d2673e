// The bundled catalogue loads, marks every reconstruction as such, and bad data is reported with
// its file, field path and rule.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../../cli/load.js';
import { formatProblem, ValidationError } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { bundledHexRobots, HEX_ROBOTS_DESIGNS } from '../test-support/bundled.js';
import { hexRobotsRules } from '../rules.js';
import { loadCatalogue } from './catalogue.js';
import { catalogueRows } from './catalogue-rows.js';

const folder = join(HEX_ROBOTS_DESIGNS, 'catalogue');
const bundledFiles = (): SourceFile[] => readdirSync(folder).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(folder, name)));

/** The bundled files with one file's data changed. */
function withChange(fileName: string, change: (data: Record<string, Record<string, Record<string, unknown>>>) => void): SourceFile[] {
  return bundledFiles().map((file) => {
    if (!file.path.endsWith(fileName)) return file;
    const data = structuredClone(file.data) as Record<string, Record<string, Record<string, unknown>>>;
    change(data);
    return { path: file.path, data };
  });
}

function problems(files: readonly SourceFile[]): string[] {
  try {
    loadCatalogue(files);
  } catch (error) {
    if (error instanceof ValidationError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('the bundled catalogue', () => {
  it('loads: 6 effect rows, 3 items, 4 policies, 4 robots a side', () => {
    const catalogue = bundledHexRobots();
    expect([...catalogue.effects.values()].map((row) => row.roll)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...catalogue.items.keys()]).toEqual(['gun', 'shield', 'melee-weapon']);
    expect([...catalogue.policies.keys()]).toEqual(['balanced', 'gunline', 'brawler', 'skirmisher']);
    expect(catalogue.team.robots).toBe(4);
  });

  it('is the Ruleset contract\'s catalogue, citing hex-robots-3inch.txt', () => {
    expect(hexRobotsRules.id).toBe('hex-robots');
    expect(hexRobotsRules.sources.rulebook).toBe('hex-robots-3inch.txt');
    expect(hexRobotsRules.loadCatalogue(bundledFiles()).range.maximum).toBe(9);
  });

  it('lists every value with its provenance: the rulebook\'s tables stated, the missing rules reconstructed', () => {
    const rows = catalogueRows(bundledHexRobots());
    const kindOf = (section: string, id: string, field: string) => rows.find((row) => row.section === section && row.id === id && row.field === field)?.provenance;
    expect(rows.filter((row) => row.section === 'shooting').every((row) => row.provenance === 'stated')).toBe(true);
    expect(rows.filter((row) => row.section === 'effect' && ['roll', 'destroyed'].includes(row.field) && row.value !== 'false').every((row) => row.provenance === 'stated')).toBe(true);
    for (const section of ['melee', 'effect-roll', 'robot', 'policy']) {
      expect(rows.filter((row) => row.section === section).map((row) => row.provenance)).not.toContain('stated');
      expect(rows.filter((row) => row.section === section).every((row) => row.provenance === 'reconstructed')).toBe(true);
    }
    for (const field of ['movePerHex', 'climbPerLevel', 'shoot', 'melee', 'standUp']) expect(kindOf('turn', 'costs', field)).toBe('reconstructed');
    expect(kindOf('turn', 'activation', 'robotsPerTurn')).toBe('stated');
    expect(kindOf('turn', 'activation', 'actionPoints')).toBe('stated');
    expect(kindOf('game', 'team', 'robots')).toBe('reconstructed');
    expect(kindOf('game', 'victory', 'condition')).toBe('reconstructed');
    expect(kindOf('item', 'melee-weapon', 'name')).toBe('reconstructed');
    expect(kindOf('item', 'gun', 'hands')).toBe('reconstructed');
  });
});

describe('bad catalogue data', () => {
  it('requires a source for every value', () => {
    const files = withChange('melee.yaml', (data) => delete (data['melee']?.['bonuses']?.['sources'] as Record<string, string>)['higherGround']);
    expect(problems(files)).toContainEqual(expect.stringMatching(/melee\.yaml: melee\.bonuses\.higherGround: has no entry in sources \[rule: every catalogue value carries its provenance\]/));
  });

  it('names a value outside the schema with its field path', () => {
    const files = withChange('turn.yaml', (data) => ((data['turn']?.['costs'] as Record<string, unknown>)['shoot'] = 0));
    expect(problems(files)).toEqual([expect.stringMatching(/turn\.yaml: turn\.costs\.shoot: .*\[rule: catalogue file format/)]);
  });

  it('names an unknown entry in a section of fixed entries', () => {
    const files = withChange('turn.yaml', (data) => ((data['turn'] as Record<string, unknown>)['bonus'] = {}));
    expect(problems(files)[0]).toMatch(/turn\.yaml: turn: .*bonus/);
  });

  it('requires one to-hit row for each range from minimum to maximum', () => {
    const files = withChange('shooting.yaml', (data) => ((data['shooting']?.['range'] as Record<string, unknown>)['maximum'] = 10));
    expect(problems(files)).toEqual([expect.stringMatching(/shooting\.yaml: shooting\.range\.toHit: has 8 rows, not 9 \(ranges 2-10\) \[rule: one to-hit row for every range/)]);
    const gap = withChange('shooting.yaml', (data) => (((data['shooting']?.['range'] as Record<string, number[][]>)['toHit'] ?? [])[3] = [6, 8]));
    expect(problems(gap)).toContainEqual(expect.stringMatching(/shooting\.range\.toHit\[3\]\[0\]: is range 6, expected 5/));
  });

  it('requires one effect row for each roll 1..6', () => {
    const files = withChange('effects.yaml', (data) => ((data['effects']?.['roll-5'] as Record<string, unknown>)['roll'] = 4));
    const found = problems(files);
    expect(found).toContainEqual(expect.stringMatching(/effects\.roll-5\.roll: 4 is also the roll of roll-4/));
    expect(found).toContainEqual(expect.stringMatching(/effects: has no row for roll 5/));
  });

  it('names an entry defined twice and an entry defined nowhere', () => {
    const files = bundledFiles();
    const robots = files.find((file) => file.path.endsWith('robots.yaml'))?.data as { items: Record<string, unknown> };
    const twice = [...files, { path: 'extra.yaml', data: { items: { gun: robots.items['gun'] } } }];
    expect(problems(twice)).toContainEqual(expect.stringMatching(/extra\.yaml: items\.gun: is defined twice \(also in .*robots\.yaml\)/));
    const without = files.filter((file) => !file.path.endsWith('turn.yaml'));
    expect(problems(without)).toContainEqual('(catalogue): turn.costs: is defined in no catalogue file [rule: catalogue file format (designs/hex-robots/README.md)]');
  });
});
