// cold: the policy space (spec 3.4) - the values each policy parameter may take, from
// policySpace.standard in designs/junkyard-bots/catalogue/policies.yaml. A policy is one value for
// each parameter, and `want` holds one weight for each robot part, so the space has
// |want|^5 x the product of the other lists' lengths policies. Search walks it one value at a time.
import { ROBOT_PARTS, type Policy, type PolicySpace } from './catalogue-schema.js';

/** Every policy parameter, in file order. */
export const POLICY_PARAMETERS = [
  'want', 'sizePreference', 'lookBeforeGrab', 'pipeTarget', 'pipeChainDepth', 'throwTarget', 'teleportReserve',
  'teleportAt', 'shieldFrom', 'powerUp', 'damageOrder', 'keepLastMoverAndEye', 'energyPicture',
] as const satisfies readonly (keyof Policy)[];
export type PolicyParameter = (typeof POLICY_PARAMETERS)[number];

/** A value a policy gives a parameter other than `want`, or one weight of `want`. */
export type PolicyValue = number | string | boolean;

/** The values one parameter may take (for `want`, the values of each weight). */
export function allowedValues(space: PolicySpace, parameter: PolicyParameter): readonly PolicyValue[] {
  return space[parameter];
}

/** The space's size, and one line per parameter saying what it contributes. */
export function countPolicySpace(space: PolicySpace): { readonly total: bigint; readonly lines: readonly string[] } {
  let total = 1n;
  const lines: string[] = [];
  for (const parameter of POLICY_PARAMETERS) {
    const values = allowedValues(space, parameter);
    const factor = parameter === 'want' ? BigInt(values.length) ** BigInt(ROBOT_PARTS.length) : BigInt(values.length);
    total *= factor;
    const shown = values.map(String).join(', ');
    lines.push(parameter === 'want'
      ? `want: ${values.length} weights (${shown}) for each of ${ROBOT_PARTS.length} robot parts = ${factor}`
      : `${parameter}: ${values.length} (${shown})`);
  }
  return { total, lines };
}

/** The problems of a policy's values against the space: [field path, value, allowed values]. */
export function valuesOutsideSpace(space: PolicySpace, policy: Policy): [path: string, value: PolicyValue, allowed: readonly PolicyValue[]][] {
  const outside: [string, PolicyValue, readonly PolicyValue[]][] = [];
  for (const parameter of POLICY_PARAMETERS) {
    const allowed = allowedValues(space, parameter);
    if (parameter === 'want') {
      for (const part of ROBOT_PARTS) if (!allowed.includes(policy.want[part])) outside.push([`want.${part}`, policy.want[part], allowed]);
      continue;
    }
    const value = policy[parameter];
    if (!allowed.includes(value)) outside.push([parameter, value, allowed]);
  }
  return outside;
}
