// cold: rules a catalogue must keep across its entries, beyond each entry's shape.
import type { Problem } from '../../../catalogue/problem.js';
import type { HexRobotsCatalogue } from './catalogue.js';
import { ITEM_ROLES } from './catalogue-schema.js';

/** Rolls of the effect table: 1..6, the last read as "6+" (L32-38). */
export const EFFECT_ROLLS = 6;

export function checkCatalogue(catalogue: HexRobotsCatalogue): Problem[] {
  return [...checkRange(catalogue), ...checkEffects(catalogue), ...checkItems(catalogue), ...checkPolicies(catalogue)];
}

function at(catalogue: HexRobotsCatalogue, key: string): string {
  return catalogue.origins.get(key)?.file ?? '(catalogue)';
}

/** The to-hit table lists every range from the minimum to the maximum once, in order (L10-19). */
function checkRange(catalogue: HexRobotsCatalogue): Problem[] {
  const { minimum, maximum, toHit } = catalogue.range;
  const file = at(catalogue, 'shooting.range');
  const rule = 'one to-hit row for every range from minimum to maximum (L10-19)';
  if (minimum > maximum) return [{ file, path: 'shooting.range.minimum', message: `${minimum} is above the maximum ${maximum}`, rule }];
  const problems: Problem[] = [];
  const wanted = maximum - minimum + 1;
  if (toHit.length !== wanted) problems.push({ file, path: 'shooting.range.toHit', message: `has ${toHit.length} rows, not ${wanted} (ranges ${minimum}-${maximum})`, rule });
  toHit.forEach(([range], index) => {
    if (range !== minimum + index) problems.push({ file, path: `shooting.range.toHit[${index}][0]`, message: `is range ${range}, expected ${minimum + index}`, rule });
  });
  return problems;
}

/** Each roll 1..6 has exactly one effect row (L32-38). */
function checkEffects(catalogue: HexRobotsCatalogue): Problem[] {
  const file = at(catalogue, [...catalogue.effects.keys()].map((id) => `effects.${id}`)[0] ?? '');
  const rule = 'one effect row for each roll 1 to 6+ (L32-38)';
  const problems: Problem[] = [];
  const seen = new Map<number, string>();
  for (const [id, row] of catalogue.effects) {
    const other = seen.get(row.roll);
    if (other !== undefined) problems.push({ file: at(catalogue, `effects.${id}`), path: `effects.${id}.roll`, message: `${row.roll} is also the roll of ${other}`, rule });
    seen.set(row.roll, id);
  }
  for (let roll = 1; roll <= EFFECT_ROLLS; roll++) {
    if (!seen.has(roll)) problems.push({ file, path: 'effects', message: `has no row for roll ${roll}`, rule });
  }
  return problems;
}

/** One item for each role, each one a robot can hold (R-hands). */
function checkItems(catalogue: HexRobotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  for (const role of ITEM_ROLES) {
    const holders = [...catalogue.items].filter(([, item]) => item.role === role).map(([id]) => id);
    if (holders.length !== 1) {
      problems.push({ file: at(catalogue, `items.${holders[1] ?? holders[0] ?? ''}`), path: 'items', message: holders.length === 0 ? `no item has the role ${role}` : `items ${holders.join(', ')} share the role ${role}`, rule: 'one item for each role: gun, shield, melee weapon (L4)' });
    }
  }
  for (const [id, item] of catalogue.items) {
    if (item.hands > catalogue.robot.hands) {
      problems.push({ file: at(catalogue, `items.${id}`), path: `items.${id}.hands`, message: `${item.hands} is more than a robot's ${catalogue.robot.hands} hands`, rule: 'a robot can hold every item (R-hands)' });
    }
  }
  return problems;
}

function checkPolicies(catalogue: HexRobotsCatalogue): Problem[] {
  if (catalogue.policies.size > 0) return [];
  return [{ file: '(catalogue)', path: 'policies', message: 'no catalogue file defines a policy', rule: 'a team names a catalogue policy' }];
}
