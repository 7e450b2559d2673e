// cold: Junkyard Bots' design space for `botlab space`, `search`, `meta` and `diff` (the
// contract's SearchRules): every robot starts the same, so a design is a policy, one value for
// each parameter of policySpace.standard (designs/junkyard-bots/catalogue/policies.yaml; spec 3.4).
// Too big to enumerate (170,061,120 by default): search samples it and climbs one value at a time.
import { createHash } from 'node:crypto';
import type { DesignSpace, SearchRules } from '../../../kernel/design-space.js';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import type { JunkyardCatalogue } from '../catalogue/catalogue.js';
import { ROBOT_PARTS, type Policy, type PolicySpace } from '../catalogue/catalogue-schema.js';
import { allowedValues, countPolicySpace, POLICY_PARAMETERS, type PolicyValue } from '../catalogue/policy-space.js';

/** The parameters other than `want`, and the five `want` weights, as top.csv columns. */
const SCALARS = POLICY_PARAMETERS.filter((parameter) => parameter !== 'want');
const WANT_COLUMNS = ROBOT_PARTS.map((part) => `want_${part}`);

/** The default field: every bundled policy, equally weighted (paths under designs/junkyard-bots/). */
const DEFAULT_FIELD = ['balanced', 'blind-grabber', 'cautious-looker', 'pipe-chainer', 'teleporter-hunter', 'teleporter', 'warrior'].map((name) => `policies/${name}.yaml`);

/** A searched policy's name: its content hash, short (top.csv lists its values). */
function policyName(policy: Policy): string {
  return `policy ${createHash('sha256').update(canonicalJson(policy)).digest('hex').slice(0, 8)}`;
}

function withValue(policy: Policy, parameter: string, value: PolicyValue): Policy {
  if (parameter.startsWith('want_')) return { ...policy, want: { ...policy.want, [parameter.slice(5)]: value as number } };
  return { ...policy, [parameter]: value } as Policy;
}

function space(catalogue: JunkyardCatalogue): DesignSpace<Policy> {
  const standard: PolicySpace = catalogue.policySpace;
  const pick = <T>(values: readonly T[], rng: { int(n: number): number }) => values[rng.int(values.length)] as T;
  return {
    title: 'policies',
    folder: 'search-policies',
    count: () => countPolicySpace(standard),
    random(rng) {
      const weights = allowedValues(standard, 'want') as readonly number[];
      const want = Object.fromEntries(ROBOT_PARTS.map((part) => [part, pick(weights, rng)])) as Policy['want'];
      const policy: Record<string, unknown> = { want };
      for (const parameter of SCALARS) policy[parameter] = pick(allowedValues(standard, parameter), rng);
      return policy as Policy;
    },
    neighbours(policy) {
      const out: Policy[] = [];
      for (const part of ROBOT_PARTS) {
        for (const value of allowedValues(standard, 'want')) if (value !== policy.want[part]) out.push(withValue(policy, `want_${part}`, value));
      }
      for (const parameter of SCALARS) {
        for (const value of allowedValues(standard, parameter)) if (value !== policy[parameter]) out.push(withValue(policy, parameter, value));
      }
      return out;
    },
    key: (policy) => canonicalJson(policy),
    toFile: (policy) => ({ path: policyName(policy), data: { name: policyName(policy), ...policy } }),
    columns: [...WANT_COLUMNS, ...SCALARS],
    row(policy) {
      const row: Record<string, string> = {};
      for (const part of ROBOT_PARTS) row[`want_${part}`] = String(policy.want[part]);
      for (const parameter of SCALARS) row[parameter] = String(policy[parameter]);
      return row;
    },
    recorded: {},
    policies: ['(the designs are policies)'],
  };
}

/** A policy back from a search's top.csv row: each column's value as the space writes it. */
function rebuild(row: Readonly<Record<string, string>>): unknown {
  const value = (text: string): PolicyValue => (text === 'true' ? true : text === 'false' ? false : text !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
  const want = Object.fromEntries(ROBOT_PARTS.map((part) => [part, Number(row[`want_${part}`] ?? 0)]));
  const policy: Record<string, unknown> = { want };
  for (const parameter of SCALARS) policy[parameter] = value(row[parameter] ?? '');
  const rank = row['rank'];
  return { name: rank === undefined || rank === '' ? 'searched policy' : `#${rank} searched policy`, ...policy };
}

/** A policy file's parameter values, as parameter=value, for pick rates. */
function partsOf(data: unknown): string[] {
  if (data === null || typeof data !== 'object') return [];
  const file = data as Record<string, unknown>;
  const parts: string[] = [];
  const want = file['want'] as Record<string, unknown> | undefined;
  if (want !== undefined) for (const part of ROBOT_PARTS) if (want[part] !== undefined) parts.push(`want_${part}=${String(want[part])}`);
  for (const parameter of SCALARS) if (file[parameter] !== undefined) parts.push(`${parameter}=${String(file[parameter])}`);
  return parts;
}

export const junkyardSearch: SearchRules<JunkyardCatalogue, Policy> = {
  options: [],
  space,
  defaultField: () => DEFAULT_FIELD,
  rebuild,
  partsOf,
  pool: (catalogue) => [
    ...ROBOT_PARTS.flatMap((part) => allowedValues(catalogue.policySpace, 'want').map((value) => ({ part: `want_${part}=${String(value)}`, kind: 'want' }))),
    ...SCALARS.flatMap((parameter) => allowedValues(catalogue.policySpace, parameter).map((value) => ({ part: `${parameter}=${String(value)}`, kind: parameter }))),
  ],
  bundled: 'policies',
};
