// The bundled catalogue loads into typed dice, junkyard, rule numbers, ambiguity readings and
// policies; every value has provenance; bad data is reported with its file, field path and rule.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../../cli/load.js';
import { formatProblem, ValidationError } from '../../../catalogue/problem.js';
import { leaves } from '../../../catalogue/provenance.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import { junkyardBotsRules } from '../rules.js';
import { bundledJunkyard, JUNKYARD_CATALOGUE } from '../test-support/bundled.js';
import { loadCatalogue } from './catalogue.js';
import { catalogueRows } from './catalogue-rows.js';
import { AMBIGUITY_IDS, DIE_KINDS } from './catalogue-schema.js';
import { meanOf } from './dice-checks.js';
import { countPolicySpace } from './policy-space.js';

const bundledFiles = (): SourceFile[] => readdirSync(JUNKYARD_CATALOGUE).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(JUNKYARD_CATALOGUE, name)));

type Data = Record<string, Record<string, Record<string, unknown>>>;

/** The bundled files with one file's data changed. */
function withChange(fileName: string, change: (data: Data) => void): SourceFile[] {
  return bundledFiles().map((file) => {
    if (!file.path.endsWith(fileName)) return file;
    const data = structuredClone(file.data) as Data;
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

/** Sets the faces of one die in dice.yaml. */
const setFaces = (kind: string, colour: string, size: string, faces: unknown[]) => (data: Data) => {
  ((data['dice']?.[kind] as Record<string, Record<string, unknown>>)[colour] as Record<string, unknown>)[size] = faces;
};
const mean = (key: string) => {
  const die = bundledJunkyard().dice.get(key);
  if (die === undefined) throw new Error(`no die ${key}`);
  const { numerator, denominator } = meanOf(die);
  return numerator / denominator;
};

describe('the bundled catalogue', () => {
  const catalogue = bundledJunkyard();

  it('has every kind of die in red and blue, sizes S, M and L, and the three green starters: 51 dice', () => {
    expect([...catalogue.kinds.keys()]).toEqual([...DIE_KINDS]);
    expect(catalogue.dice.size).toBe(DIE_KINDS.length * 2 * 3 + 3);
    expect(catalogue.dice.get('claw/red/M')).toMatchObject({ kind: 'claw', colour: 'red', size: 'M', points: 2, faces: ['P', 1, 1, 2, 3, 3], codes: [PICTURE, 1, 1, 2, 3, 3] });
    expect(catalogue.dice.get('weapon/blue/S')?.codes).toEqual([PICTURE, BLANK, 1, 1, 2, 2]);
    expect(catalogue.starters.map((die) => die.key)).toEqual(['claw/green/S', 'eye/green/S', 'mover/green/S']);
  });

  it('is set A: red and blue share a mean in each size (1.2 / 2.4 / 4.8), weapons 1.4 / 2.6 / 4, energy 1.2 / 2 / 4', () => {
    for (const kind of ['eye', 'mouth', 'claw', 'mover', 'pipe', 'targeting-computer']) {
      expect(['S', 'M', 'L'].map((size) => mean(`${kind}/red/${size}`))).toEqual([1.2, 2.4, 4.8]);
      expect(['S', 'M', 'L'].map((size) => mean(`${kind}/blue/${size}`))).toEqual([1.2, 2.4, 4.8]);
    }
    expect(['S', 'M', 'L'].map((size) => mean(`weapon/red/${size}`))).toEqual([1.4, 2.6, 4]);
    expect(['S', 'M', 'L'].map((size) => mean(`energy/blue/${size}`))).toEqual([1.2, 2, 4]);
    expect(mean('eye/green/S')).toBe(1);
  });

  it('fills a 48-die junkyard, one die of each kind, colour and size, with no green', () => {
    expect(catalogue.junkyard).toHaveLength(48);
    expect(new Set(catalogue.junkyard.map((die) => die.key)).size).toBe(48);
    expect(catalogue.junkyard.filter((die) => die.kind === 'weapon')).toHaveLength(6);
    expect(catalogue.junkyard.some((die) => die.colour === 'green')).toBe(false);
  });

  it('holds the rule numbers: 2-4 players, teleport at 10, power 5, limit power + 5 counting the body and robot parts', () => {
    expect(catalogue.players).toMatchObject({ min: 2, max: 4 });
    expect(catalogue.teleport.threshold).toBe(10);
    expect(catalogue.start.power).toBe(5);
    expect(catalogue.partLimit.offset).toBe(5);
    expect(catalogue.partLimit.counted).toEqual(['body', 'eye', 'mouth', 'claw', 'mover', 'pipe']);
  });

  it('names a reading for each ambiguity A1-A13', () => {
    expect(Object.keys(catalogue.ambiguities)).toEqual([...AMBIGUITY_IDS]);
    expect(AMBIGUITY_IDS).toHaveLength(13);
    expect(catalogue.ambiguities['a1-explosion-value'].value).toBe('weapon-roll');
    expect(catalogue.ambiguities['a3-part-absorbs'].value).toBe('exactly-size');
    expect(catalogue.ambiguities['a9-salvage'].value).toBe('junkyard');
  });

  it('has five presets in a policy space of 170,061,120 policies', () => {
    expect([...catalogue.policies.keys()]).toEqual(['balanced', 'warrior', 'teleporter', 'cautious-looker', 'blind-grabber']);
    const { total, lines } = countPolicySpace(catalogue.policySpace);
    expect(total).toBe(243n * 3n * 4n * 4n * 3n * 5n * 3n * 3n * 3n * 3n * 3n * 2n * 2n);
    expect(total).toBe(170_061_120n);
    expect(lines[0]).toBe('want: 3 weights (0, 1, 2) for each of 5 robot parts = 243');
    expect(lines).toHaveLength(13);
  });

  it('is the Ruleset contract\'s catalogue, citing junkyard-bots.txt', () => {
    expect(junkyardBotsRules).toMatchObject({ id: 'junkyard-bots', title: 'Junkyard Bots', version: 1, sources: { rulebook: 'junkyard-bots.txt' } });
    expect(junkyardBotsRules.loadCatalogue(bundledFiles()).teleport.threshold).toBe(10);
  });
});

describe('catalogue rows', () => {
  const rows = catalogueRows(bundledJunkyard());
  const kindOf = (section: string, id: string, field: string) => rows.find((row) => row.section === section && row.id === id && row.field === field)?.provenance;

  it('list every value of every catalogue file, each with its provenance', () => {
    const values = bundledFiles().flatMap((file) => Object.values(file.data as Data).flatMap((entries) => Object.values(entries).map((entry) => {
      const { sources: _sources, ...data } = entry;
      return leaves(data).length;
    })));
    expect(rows).toHaveLength(values.reduce((sum, count) => sum + count, 0));
    expect(rows.every((row) => row.provenance !== undefined && row.note !== '')).toBe(true);
  });

  it('mark the pictures, the weapon and energy blanks and the rule numbers stated, the other faces and the policies reconstructed', () => {
    const faces = rows.filter((row) => row.section === 'die' && row.field !== 'name');
    expect(faces.filter((row) => row.value === 'P').every((row) => row.provenance === 'stated' && row.lines === 'L160')).toBe(true);
    expect(faces.filter((row) => row.value === 'blank').every((row) => row.provenance === 'stated')).toBe(true);
    expect(faces.filter((row) => row.value !== 'P' && row.value !== 'blank').every((row) => row.provenance === 'reconstructed')).toBe(true);
    expect(kindOf('game', 'teleport', 'threshold')).toBe('stated');
    expect(kindOf('robot', 'partLimit', 'offset')).toBe('stated');
    expect(kindOf('robot', 'start', 'power')).toBe('stated');
    expect(kindOf('robot', 'start', 'starters[0].kind')).toBe('stated');
    expect(kindOf('robot', 'start', 'starters[0].colour')).toBe('stated');
    expect(kindOf('robot', 'start', 'starters[0].size')).toBe('reconstructed');
    expect(kindOf('junkyard', 'standard', 'copies.weapon')).toBe('reconstructed');
    expect(rows.filter((row) => row.section === 'policy').every((row) => row.provenance === 'reconstructed')).toBe(true);
    expect(rows.filter((row) => row.section === 'ambiguity').map((row) => row.provenance)).not.toContain('example');
  });
});

describe('bad catalogue data', () => {
  it('requires a source for every value', () => {
    const files = withChange('rules.yaml', (data) => delete (data['game']?.['teleport']?.['sources'] as Record<string, string>)['threshold']);
    expect(problems(files)).toEqual([expect.stringMatching(/rules\.yaml: game\.teleport\.threshold: has no entry in sources \[rule: every catalogue value carries its provenance\]/)]);
  });

  it('names a face outside the schema with its field path', () => {
    expect(problems(withChange('dice.yaml', setFaces('claw', 'red', 'M', ['P', 1, 1, 2, 3, 'three']))))
      .toEqual([expect.stringMatching(/dice\.yaml: dice\.claw\.red\.M\[5\]: a face is a whole number of pips .*\[rule: catalogue file format/)]);
    expect(problems(withChange('dice.yaml', setFaces('claw', 'red', 'M', ['P', 1, 2, 3, 3]))))
      .toEqual([expect.stringMatching(/dice\.claw\.red\.M: a die has 6 faces/)]);
  });

  it('requires exactly one picture on each die (L160)', () => {
    expect(problems(withChange('dice.yaml', setFaces('eye', 'green', 'S', [0, 1, 1, 1, 1, 1])))).toEqual([
      expect.stringMatching(/dice\.yaml: dice\.eye\.green\.S: has no picture face \[rule: one picture face in six \(L160\)\]/),
    ]);
    expect(problems(withChange('dice.yaml', setFaces('eye', 'green', 'S', ['P', 'P', 1, 1, 1, 1])))).toContainEqual(expect.stringMatching(/dice\.eye\.green\.S: has 2 picture faces/));
  });

  it('allows blanks on weapons and energy only, and requires one there (L141, L232)', () => {
    expect(problems(withChange('dice.yaml', setFaces('eye', 'green', 'S', ['P', 'blank', 1, 1, 1, 2])))).toEqual([
      expect.stringMatching(/dice\.yaml: dice\.eye\.green\.S\[1\]: is blank, but eye dice have no blank face \[rule: blanks only on weapons and energy \(L141, L232\)\]/),
    ]);
    expect(problems(withChange('dice.yaml', setFaces('energy', 'red', 'S', ['P', 0, 1, 1, 1, 2])))).toContainEqual(
      expect.stringMatching(/dice\.energy\.red\.S: has no blank face \[rule: weapons and energy have a blank face/),
    );
  });

  it('requires red and blue of a size to share a mean, and blue to swing wider (L47)', () => {
    const [meanProblem] = problems(withChange('dice.yaml', setFaces('pipe', 'blue', 'M', ['P', 0, 1, 2, 3, 5])));
    expect(meanProblem).toMatch(/dice\.yaml: dice\.pipe\.blue\.M: has mean 2\.6, the red M pipe 2\.4 \[rule: red and blue dice of one kind and size have the same mean; blue only swings wider \(inferred L47\)\]/);
    const narrow = problems(withChange('dice.yaml', setFaces('pipe', 'blue', 'L', ['P', 3, 3, 4, 5, 5])));
    expect(narrow).toEqual([
      expect.stringMatching(/dice\.pipe\.blue\.L: tops out at 5, below the red L pipe's 6 \[rule: blue dice have "slightly higher highs and lower lows than the red dice" \(L47\)\]/),
      expect.stringMatching(/dice\.pipe\.blue\.L: never rolls below 3, above the red L pipe's lowest 2/),
    ]);
  });

  it('requires a larger die to have the higher mean (L47)', () => {
    const files = withChange('dice.yaml', (data) => {
      setFaces('mouth', 'red', 'L', ['P', 0, 1, 1, 1, 2])(data);
      setFaces('mouth', 'blue', 'L', ['P', 0, 0, 1, 1, 3])(data);
    });
    expect(problems(files)).toEqual([expect.stringMatching(/dice\.mouth\.red\.L: has mean 1\.8, not above the M die's 2\.4 \[rule: "The larger the part the better" \(L47\)/), expect.stringMatching(/dice\.mouth\.blue\.L: has mean 1\.8/)]);
  });

  it('names an unknown kind of die, in dice and in the junkyard, with a suggestion', () => {
    const files = withChange('junkyard.yaml', (data) => {
      const copies = data['junkyard']?.['standard']?.['copies'] as Record<string, number>;
      copies['wepon'] = 1;
    });
    expect(problems(files)).toEqual([
      expect.stringMatching(/junkyard\.yaml: junkyard\.standard\.copies\.wepon: names no kind of die \(did you mean "weapon"\?\) .*\[rule: the junkyard holds kinds of die the catalogue defines\]/),
    ]);
    const dice = withChange('dice.yaml', (data) => {
      const entries = data['dice'] as Record<string, unknown>;
      entries['mouht'] = entries['mouth'];
    });
    expect(problems(dice)).toEqual([expect.stringMatching(/dice\.mouht: is no kind of die \(did you mean "mouth"\?\)/)]);
  });

  it('refuses green dice in the junkyard (L26) and junkyard dice that dice does not define', () => {
    const green = withChange('junkyard.yaml', (data) => ((data['junkyard']?.['standard'] as Record<string, unknown>)['colours'] = ['red', 'blue', 'green']));
    expect(problems(green)).toContainEqual(expect.stringMatching(/junkyard\.standard\.colours\[2\]: is green \[rule: green dice leave the game at set-up, so the junkyard has none \(L26\)\]/));
    const missing = withChange('dice.yaml', (data) => {
      const weapon = data['dice']?.['weapon'] as Record<string, Record<string, unknown>>;
      delete weapon['blue']?.['L'];
      for (const key of ['blue.L[0]', 'blue.L[1]']) delete weapon['sources']?.[key];
    });
    expect(problems(missing)).toEqual([expect.stringMatching(/junkyard\.yaml: junkyard\.standard\.copies\.weapon: needs weapon dice that dice does not define: blue L \[rule: every die the junkyard holds is defined in dice/)]);
  });

  it('checks the starters: robot parts (L17-20), green (L22), dice that exist', () => {
    const starters = (first: unknown[]) => withChange('rules.yaml', (data) => {
      const start = data['robot']?.['start'] as Record<string, unknown[]>;
      start['starters'] = [...first, ...(start['starters'] ?? []).slice(1)];
    });
    expect(problems(starters([{ kind: 'weapon', colour: 'green', size: 'S' }]))).toEqual([expect.stringMatching(/robot\.start\.starters\[0\]\.kind: "weapon" is not a robot part .*\[rule: the starters are robot parts/)]);
    expect(problems(starters([{ kind: 'clw', colour: 'green', size: 'S' }]))[0]).toMatch(/"clw" is not a robot part \(did you mean "claw"\?\)/);
    expect(problems(starters([{ kind: 'claw', colour: 'red', size: 'S' }]))).toEqual([expect.stringMatching(/robot\.start\.starters\[0\]\.colour: is red \[rule: the starters are the green dice \(L22\)\]/)]);
    expect(problems(starters([{ kind: 'claw', colour: 'green', size: 'L' }]))).toEqual([expect.stringMatching(/robot\.start\.starters\[0\]: no green L claw die is defined in dice/)]);
  });

  it('checks what the part limit counts (L53, L58)', () => {
    const counted = (list: string[]) => withChange('rules.yaml', (data) => ((data['robot']?.['partLimit'] as Record<string, unknown>)['counted'] = list));
    expect(problems(counted(['body', 'eye', 'mouth', 'claw', 'mover', 'pipe', 'energy']))).toEqual([expect.stringMatching(/robot\.partLimit\.counted\[6\]: counts energy \[rule: weapons and energy do not count toward the part limit \(L58\)\]/)]);
    expect(problems(counted(['body', 'eye', 'mouth', 'claw', 'pipe']))).toEqual([expect.stringMatching(/robot\.partLimit\.counted: leaves out mover \[rule: the body and every robot part count/)]);
    expect(problems(counted(['bdy', 'eye', 'mouth', 'claw', 'mover', 'pipe']))).toContainEqual(expect.stringMatching(/counted\[0\]: "bdy" is neither the body nor a kind of die \(did you mean "body"\?\)/));
  });

  it('requires each preset to lie in the policy space and each space value once', () => {
    const files = withChange('policies.yaml', (data) => {
      (data['policies']?.['warrior'] as Record<string, unknown>)['teleportAt'] = 0.5;
      (data['policySpace']?.['standard'] as Record<string, unknown>)['want'] = [0, 1, 2, 1];
    });
    expect(problems(files)).toEqual([
      expect.stringMatching(/policies\.yaml: policySpace\.standard\.want\[3\]: repeats 1 \[rule: each value is listed once in the policy space\]/),
      expect.stringMatching(/policies\.yaml: policies\.warrior\.teleportAt: 0\.5 is not in the policy space \(0\.1, 0\.3, 0\.6\) \[rule: a preset takes its values from the policy space\]/),
    ]);
  });

  it('names an entry defined twice and an entry defined nowhere', () => {
    const files = bundledFiles();
    const rules = files.find((file) => file.path.endsWith('rules.yaml'))?.data as Data;
    expect(problems([...files, { path: 'extra.yaml', data: { game: { teleport: rules['game']?.['teleport'] } } }])).toContainEqual(
      expect.stringMatching(/extra\.yaml: game\.teleport: is defined twice \(also in .*rules\.yaml\)/),
    );
    expect(problems(files.filter((file) => !file.path.endsWith('junkyard.yaml')))).toEqual([
      '(catalogue): junkyard.standard: is defined in no catalogue file [rule: catalogue file format (designs/junkyard-bots/README.md)]',
    ]);
    const noA6 = withChange('rules.yaml', (data) => delete (data['ambiguities'] as Record<string, unknown>)['a6-dodge-tie']);
    expect(problems(noA6)).toEqual(['(catalogue): ambiguities.a6-dodge-tie: is defined in no catalogue file [rule: catalogue file format (designs/junkyard-bots/README.md)]']);
  });

  it('refuses an ambiguity value that is not one of its readings', () => {
    const files = withChange('rules.yaml', (data) => ((data['ambiguities']?.['a3-part-absorbs'] as Record<string, unknown>)['value'] = 'half-size'));
    expect(problems(files)).toEqual([expect.stringMatching(/rules\.yaml: ambiguities\.a3-part-absorbs\.value: .*"exactly-size".*"up-to-size".*\[rule: catalogue file format/)]);
  });
});
