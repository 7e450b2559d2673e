// cold: rules a catalogue must keep across its entries, beyond each entry's shape: the dice
// (dice-checks.ts), the junkyard, the starters, the part limit, the players and the policies.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import type { JunkyardCatalogue } from './catalogue.js';
import { BODY, DIE_KINDS, ROBOT_PARTS } from './catalogue-schema.js';
import { checkDice } from './dice-checks.js';
import { dieKey } from './die.js';
import { POLICY_PARAMETERS, valuesOutsideSpace } from './policy-space.js';

export const CATALOGUE_RULES = {
  junkyardKinds: 'the junkyard holds kinds of die the catalogue defines',
  junkyardDice: 'every die the junkyard holds is defined in dice (spec 3.6)',
  noGreen: 'green dice leave the game at set-up, so the junkyard has none (L26)',
  starterKind: 'the starters are robot parts - a claw, an eye and feet (L17-20)',
  starterColour: 'the starters are the green dice (L22)',
  starterDie: 'every starter is a die defined in dice (L22)',
  countedName: 'the part limit counts the body and kinds of die (L53)',
  notCounted: 'weapons and energy do not count toward the part limit (L58)',
  counted: 'the body and every robot part count toward the part limit (L53)',
  players: 'the fewest players is no more than the most (L13)',
  spaceRepeats: 'each value is listed once in the policy space',
  presetInSpace: 'a preset takes its values from the policy space',
  somePolicy: 'a policy file names a catalogue preset',
} as const;

export function checkCatalogue(catalogue: JunkyardCatalogue): Problem[] {
  return [
    ...checkDice(catalogue), ...checkJunkyard(catalogue), ...checkStart(catalogue), ...checkPartLimit(catalogue),
    ...checkPlayers(catalogue), ...checkPolicies(catalogue),
  ];
}

function at(catalogue: JunkyardCatalogue, key: string): string {
  return catalogue.origins.get(key)?.file ?? '(catalogue)';
}

function checkJunkyard(catalogue: JunkyardCatalogue): Problem[] {
  const file = at(catalogue, 'junkyard.standard');
  const { colours, sizes, copies } = catalogue.composition;
  const problems: Problem[] = [];
  colours.forEach((colour, index) => {
    if (colour === 'green') problems.push({ file, path: `junkyard.standard.colours[${index}]`, message: 'is green', rule: CATALOGUE_RULES.noGreen });
  });
  for (const [kind, count] of Object.entries(copies)) {
    const path = `junkyard.standard.copies.${kind}`;
    if (!catalogue.kinds.has(kind) || !(DIE_KINDS as readonly string[]).includes(kind)) {
      problems.push({ file, path, message: `names no kind of die${didYouMean(kind, DIE_KINDS)} (known: ${DIE_KINDS.join(', ')})`, rule: CATALOGUE_RULES.junkyardKinds });
      continue;
    }
    if (count === 0) continue;
    const missing = colours.filter((colour) => colour !== 'green').flatMap((colour) => sizes.filter((size) => !catalogue.dice.has(dieKey(kind, colour, size))).map((size) => `${colour} ${size}`));
    if (missing.length > 0) problems.push({ file, path, message: `needs ${kind} dice that dice does not define: ${missing.join(', ')}`, rule: CATALOGUE_RULES.junkyardDice });
  }
  if (problems.length === 0 && catalogue.junkyard.length === 0) {
    problems.push({ file, path: 'junkyard.standard.copies', message: 'puts no dice in the junkyard', rule: CATALOGUE_RULES.junkyardDice });
  }
  return problems;
}

function checkStart(catalogue: JunkyardCatalogue): Problem[] {
  const file = at(catalogue, 'robot.start');
  const problems: Problem[] = [];
  catalogue.start.starters.forEach((starter, index) => {
    const path = `robot.start.starters[${index}]`;
    if (!(ROBOT_PARTS as readonly string[]).includes(starter.kind)) {
      problems.push({ file, path: `${path}.kind`, message: `"${starter.kind}" is not a robot part${didYouMean(starter.kind, ROBOT_PARTS)} (robot parts: ${ROBOT_PARTS.join(', ')})`, rule: CATALOGUE_RULES.starterKind });
      return;
    }
    if (starter.colour !== 'green') problems.push({ file, path: `${path}.colour`, message: `is ${starter.colour}`, rule: CATALOGUE_RULES.starterColour });
    else if (!catalogue.dice.has(dieKey(starter.kind, starter.colour, starter.size))) {
      problems.push({ file, path, message: `no ${starter.colour} ${starter.size} ${starter.kind} die is defined in dice`, rule: CATALOGUE_RULES.starterDie });
    }
  });
  return problems;
}

function checkPartLimit(catalogue: JunkyardCatalogue): Problem[] {
  const file = at(catalogue, 'robot.partLimit');
  const { counted } = catalogue.partLimit;
  const names = [BODY, ...DIE_KINDS];
  const problems: Problem[] = [];
  counted.forEach((name, index) => {
    const path = `robot.partLimit.counted[${index}]`;
    if (!names.includes(name)) problems.push({ file, path, message: `"${name}" is neither the body nor a kind of die${didYouMean(name, names)}`, rule: CATALOGUE_RULES.countedName });
    else if (name === 'weapon' || name === 'energy') problems.push({ file, path, message: `counts ${name}`, rule: CATALOGUE_RULES.notCounted });
  });
  const missing = [BODY, ...ROBOT_PARTS].filter((name) => !counted.includes(name));
  if (missing.length > 0) problems.push({ file, path: 'robot.partLimit.counted', message: `leaves out ${missing.join(', ')}`, rule: CATALOGUE_RULES.counted });
  return problems;
}

function checkPlayers(catalogue: JunkyardCatalogue): Problem[] {
  const { min, max } = catalogue.players;
  if (min <= max) return [];
  return [{ file: at(catalogue, 'game.players'), path: 'game.players.min', message: `${min} is above the most, ${max}`, rule: CATALOGUE_RULES.players }];
}

function checkPolicies(catalogue: JunkyardCatalogue): Problem[] {
  const problems: Problem[] = [];
  const spaceFile = at(catalogue, 'policySpace.standard');
  for (const parameter of POLICY_PARAMETERS) {
    const values: readonly unknown[] = catalogue.policySpace[parameter];
    values.forEach((value, index) => {
      if (values.indexOf(value) < index) problems.push({ file: spaceFile, path: `policySpace.standard.${parameter}[${index}]`, message: `repeats ${String(value)}`, rule: CATALOGUE_RULES.spaceRepeats });
    });
  }
  for (const [id, preset] of catalogue.policies) {
    for (const [path, value, allowed] of valuesOutsideSpace(catalogue.policySpace, preset)) {
      problems.push({ file: at(catalogue, `policies.${id}`), path: `policies.${id}.${path}`, message: `${JSON.stringify(value)} is not in the policy space (${allowed.map(String).join(', ')})`, rule: CATALOGUE_RULES.presetInSpace });
    }
  }
  if (catalogue.policies.size === 0) problems.push({ file: '(catalogue)', path: 'policies', message: 'no catalogue file defines a policy preset', rule: CATALOGUE_RULES.somePolicy });
  return problems;
}
