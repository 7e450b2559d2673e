// cold: a Junkyard Bots policy file (designs/junkyard-bots/policies/*.yaml), the design of this
// game: a name, and either a catalogue preset with any parameters changed, or every parameter.
// Each broken rule is one problem naming the file, the field path and the rule; misspelt names
// get a suggestion.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { JunkyardCatalogue } from './catalogue.js';
import { ROBOT_PARTS, type Policy, type Want } from './catalogue-schema.js';
import { allowedValues, POLICY_PARAMETERS, type PolicyParameter } from './policy-space.js';

export const POLICY_RULES = {
  shape: 'policy file format (designs/junkyard-bots/README.md)',
  preset: 'a policy file names a catalogue preset (policies in designs/junkyard-bots/catalogue/policies.yaml)',
  complete: 'a policy names a preset or sets every parameter',
  space: 'policy values come from the policy space (policySpace in designs/junkyard-bots/catalogue/policies.yaml)',
  want: 'build priorities are weights for the robot parts (L49)',
} as const;

const FIELDS = ['name', 'description', 'preset', ...POLICY_PARAMETERS] as const;

export interface PolicyFile {
  readonly name: string;
  readonly preset: string | undefined;
  readonly description: string | undefined;
  /** Every parameter, the preset's values with the file's changes; undefined when the file has problems. */
  readonly policy: Policy | undefined;
}

/** A policy file read and checked: the policy if it is valid, and every problem. */
export function readPolicy(file: SourceFile, catalogue: JunkyardCatalogue): { readonly policy: PolicyFile | undefined; readonly problems: readonly Problem[] } {
  const data = file.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { policy: undefined, problems: [{ file: file.path, path: '', message: 'must be a policy: a name, and a preset or every parameter', rule: POLICY_RULES.shape }] };
  }
  const fields = data as Readonly<Record<string, unknown>>;
  const problems: Problem[] = [];
  const report = (path: string, message: string, rule: string) => problems.push({ file: file.path, path, message, rule });

  for (const key of Object.keys(fields)) {
    if (!(FIELDS as readonly string[]).includes(key)) report(key, `is no policy field${didYouMean(key, FIELDS)}`, POLICY_RULES.shape);
  }
  const { name, description, preset } = fields;
  if (typeof name !== 'string' || name.trim() === '') report('name', name === undefined ? 'is missing' : 'must be a non-empty string', POLICY_RULES.shape);
  if (description !== undefined && typeof description !== 'string') report('description', 'must be a string', POLICY_RULES.shape);

  let base: Policy | undefined;
  if (preset !== undefined) {
    const known = [...catalogue.policies.keys()];
    if (typeof preset !== 'string') report('preset', 'must be the id of a catalogue preset', POLICY_RULES.preset);
    else {
      const found = catalogue.policies.get(preset);
      if (found === undefined) report('preset', `unknown preset "${preset}"${didYouMean(preset, known)} (known: ${known.join(', ')})`, POLICY_RULES.preset);
      else {
        const { description: _description, sources: _sources, ...values } = found;
        base = values;
      }
    }
  }

  const changes = checkParameters(fields, catalogue, report);
  if (preset === undefined) {
    const missing = POLICY_PARAMETERS.flatMap((parameter) => {
      if (parameter !== 'want') return fields[parameter] === undefined ? [parameter] : [];
      const want = fields['want'];
      if (want === undefined) return ['want'];
      return isObject(want) ? ROBOT_PARTS.filter((part) => want[part] === undefined).map((part) => `want.${part}`) : [];
    });
    if (missing.length > 0) report('preset', `is not given, so every parameter must be; missing ${missing.join(', ')}`, POLICY_RULES.complete);
  }
  if (problems.length > 0) return { policy: undefined, problems };
  const policy = { ...base, ...changes, want: { ...base?.want, ...changes.want } } as Policy;
  return {
    policy: { name: name as string, preset: preset as string | undefined, description: description as string | undefined, policy },
    problems,
  };
}

/** Checks each parameter the file sets against the policy space; returns the values it sets. */
function checkParameters(
  fields: Readonly<Record<string, unknown>>,
  catalogue: JunkyardCatalogue,
  report: (path: string, message: string, rule: string) => void,
): Partial<Omit<Policy, 'want'>> & { want: Partial<Want> } {
  const space = catalogue.policySpace;
  const changes: Record<string, unknown> = {};
  const want: Record<string, unknown> = {};
  const checkValue = (path: string, parameter: PolicyParameter, value: unknown) => {
    const allowed = allowedValues(space, parameter);
    if (allowed.some((option) => option === value)) return true;
    const hint = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : '';
    report(path, `${JSON.stringify(value)} is not a ${parameter === 'want' ? 'weight' : parameter} in the policy space${hint} (allowed: ${allowed.map(String).join(', ')})`, POLICY_RULES.space);
    return false;
  };
  for (const parameter of POLICY_PARAMETERS) {
    const value = fields[parameter];
    if (value === undefined) continue;
    if (parameter !== 'want') {
      if (checkValue(parameter, parameter, value)) changes[parameter] = value;
      continue;
    }
    if (!isObject(value)) {
      report('want', `must map robot parts to weights (${ROBOT_PARTS.join(', ')})`, POLICY_RULES.want);
      continue;
    }
    for (const [part, weight] of Object.entries(value)) {
      if (!(ROBOT_PARTS as readonly string[]).includes(part)) report(`want.${part}`, `"${part}" is not a robot part${didYouMean(part, ROBOT_PARTS)} (robot parts: ${ROBOT_PARTS.join(', ')})`, POLICY_RULES.want);
      else if (checkValue(`want.${part}`, 'want', weight)) want[part] = weight;
    }
  }
  return { ...changes, want } as Partial<Omit<Policy, 'want'>> & { want: Partial<Want> };
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
