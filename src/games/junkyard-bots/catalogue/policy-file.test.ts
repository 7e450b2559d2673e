// Policy files, the designs of this game: the bundled ones are valid; broken ones give one
// one-line problem per broken rule, naming the file, the field path and the rule.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../catalogue/problem.js';
import { junkyardBotsRules } from '../rules.js';
import { bundledJunkyard, bundledPolicyFile, JUNKYARD_DESIGNS } from '../test-support/bundled.js';
import { checkDocument } from './check-document.js';
import { readPolicy } from './policy-file.js';
import { valuesOutsideSpace } from './policy-space.js';

const catalogue = bundledJunkyard();
const noFiles = () => ({ file: '(none)', path: '', message: 'no files here' });
const check = (data: unknown) => checkDocument({ path: 'policy.yaml', data }, catalogue, noFiles);
const messages = (data: unknown) => check(data).problems.map(formatProblem);

/** Every parameter, as the pipe chainer sets them. */
const full = () => ({
  name: 'Full',
  want: { mouth: 1, claw: 1, eye: 2, mover: 1, pipe: 2 },
  sizePreference: 'balanced', lookBeforeGrab: 'from-M', pipeTarget: 'eye', pipeChainDepth: 3, throwTarget: 'strongest',
  teleportReserve: 2, teleportAt: 0.3, shieldFrom: 3, powerUp: 'to-rescue', damageOrder: 'pipes-first', keepLastMoverAndEye: true, energyPicture: 'keep',
});

describe('bundled policy files', () => {
  const names = readdirSync(join(JUNKYARD_DESIGNS, 'policies')).filter((name) => name.endsWith('.yaml')).sort();

  it('include one file for each catalogue preset', () => {
    const presets = names.map((name) => bundledPolicyFile(name).data as { preset?: string }).map((data) => data.preset);
    for (const id of catalogue.policies.keys()) expect(presets).toContain(id);
  });

  it.each(names)('%s is a valid design', (name) => {
    const result = junkyardBotsRules.checkDocument(bundledPolicyFile(name), catalogue, noFiles);
    expect(result.kind).toBe('design');
    expect(result.problems).toEqual([]);
    const { policy } = readPolicy(bundledPolicyFile(name), catalogue);
    expect(policy?.policy).toBeDefined();
    expect(valuesOutsideSpace(catalogue.policySpace, policy!.policy!)).toEqual([]);
  });

  it('resolve a preset with changes: the preset\'s values, the file\'s changes over them', () => {
    const { policy } = readPolicy(bundledPolicyFile('teleporter-hunter.yaml'), catalogue);
    const { description: _description, sources: _sources, ...warrior } = catalogue.policies.get('warrior')!;
    expect(policy).toMatchObject({ name: 'Teleporter hunter', preset: 'warrior' });
    expect(policy?.policy).toEqual({ ...warrior, throwTarget: 'most-energy', shieldFrom: 1 });
  });

  it('resolve a file with no preset to exactly its values', () => {
    const { name: _name, ...values } = full();
    expect(readPolicy({ path: 'p.yaml', data: full() }, catalogue).policy?.policy).toEqual(values);
  });

  it('merge a partial `want` over the preset\'s weights', () => {
    const { policy } = readPolicy({ path: 'p.yaml', data: { name: 'X', preset: 'balanced', want: { mouth: 2 } } }, catalogue);
    expect(policy?.policy?.want).toEqual({ ...catalogue.policies.get('balanced')!.want, mouth: 2 });
  });
});

describe('broken policy files', () => {
  it('name an unknown preset, with a suggestion', () => {
    expect(messages({ name: 'W', preset: 'warior' })).toEqual([
      'policy.yaml: preset: unknown preset "warior" (did you mean "warrior"?) (known: balanced, warrior, teleporter, cautious-looker, blind-grabber) [rule: a policy file names a catalogue preset (policies in designs/junkyard-bots/catalogue/policies.yaml)]',
    ]);
  });

  it('name an unknown field, with a suggestion', () => {
    expect(messages({ name: 'W', preset: 'warrior', throwTarge: 'weakest' })).toEqual([
      'policy.yaml: throwTarge: is no policy field (did you mean "throwTarget"?) [rule: policy file format (designs/junkyard-bots/README.md)]',
    ]);
  });

  it('name a value outside the policy space, with a suggestion for a misspelt one', () => {
    expect(messages({ name: 'W', preset: 'warrior', throwTarget: 'weakset', teleportAt: 0.5, want: { claw: 3 } })).toEqual([
      'policy.yaml: want.claw: 3 is not a weight in the policy space (allowed: 0, 1, 2) [rule: policy values come from the policy space (policySpace in designs/junkyard-bots/catalogue/policies.yaml)]',
      'policy.yaml: throwTarget: "weakset" is not a throwTarget in the policy space (did you mean "weakest"?) (allowed: weakest, strongest, most-energy, next-seat, random) [rule: policy values come from the policy space (policySpace in designs/junkyard-bots/catalogue/policies.yaml)]',
      'policy.yaml: teleportAt: 0.5 is not a teleportAt in the policy space (allowed: 0.1, 0.3, 0.6) [rule: policy values come from the policy space (policySpace in designs/junkyard-bots/catalogue/policies.yaml)]',
    ]);
  });

  it('name a build priority for something that is not a robot part (L49)', () => {
    expect(messages({ name: 'W', preset: 'warrior', want: { weapon: 2, mouht: 1 } })).toEqual([
      'policy.yaml: want.weapon: "weapon" is not a robot part (robot parts: mouth, claw, eye, mover, pipe) [rule: build priorities are weights for the robot parts (L49)]',
      'policy.yaml: want.mouht: "mouht" is not a robot part (did you mean "mouth"?) (robot parts: mouth, claw, eye, mover, pipe) [rule: build priorities are weights for the robot parts (L49)]',
    ]);
  });

  it('without a preset, list every missing parameter in one problem', () => {
    const { teleportAt: _teleportAt, energyPicture: _energyPicture, ...partial } = full();
    expect(messages({ ...partial, want: { mouth: 1, claw: 1, eye: 1 } })).toEqual([
      'policy.yaml: preset: is not given, so every parameter must be; missing want.mover, want.pipe, teleportAt, energyPicture [rule: a policy names a preset or sets every parameter]',
    ]);
  });

  it('name a missing name and a file that is not a mapping', () => {
    const { name: _name, ...nameless } = full();
    expect(messages(nameless)).toEqual(['policy.yaml: name: is missing [rule: policy file format (designs/junkyard-bots/README.md)]']);
    expect(check(nameless).name).toBe('(unnamed)');
    expect(messages(['warrior'])).toEqual(['policy.yaml: must be a policy: a name, and a preset or every parameter [rule: policy file format (designs/junkyard-bots/README.md)]']);
  });

  it('accept a valid file with no problems', () => {
    expect(check(full())).toEqual({ kind: 'design', name: 'Full', problems: [] });
  });
});
