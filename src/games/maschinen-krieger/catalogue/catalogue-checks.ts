// cold: rules a Maschinen Krieger catalogue must keep across its entries, beyond each entry's
// shape. The stated cells (spec 4.6) are checked here, so a reconstruction or a variant that
// contradicts the text does not load.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import { enduranceResult, rangeModifier, type MaschinenKriegerCatalogue } from './catalogue.js';
import { ENDURANCE_CLASSES } from './catalogue-schema.js';

export const CATALOGUE_RULES = {
  bandsOrdered: 'an endurance row runs D, then M, then A, then no effect as the roll rises (L178 [5.1.2])',
  classesOrdered: 'endurance classes run from tough (A) to weak (D): C is the penalty class (L274 [10.6.3], L289 [12.2])',
  classBThree: 'class B gives D on an endurance roll of 3 (L178 [5.1.2])',
  rangeSteps: 'a range row rises in upTo and covers every range a unit fires at (L179 [5.1.3])',
  laserAtTwo: 'a laser at 2 hexes has +1 (L186, Figure 3)',
  rocketAtNine: 'a rocket at 9 hexes has no range modifier (L184 [5.1.3])',
  statedTerrain: 'terrain modifiers keep the cells the text states (L179, L184, L186 [5.1.3])',
  statedMovement: 'movement costs keep the cells the text states (L219 [7.1.5], [7.1.8])',
  unitWeapon: 'a unit\'s weapons are catalogue weapons (L277 [11.1.1])',
  ammo: 'rockets and PF carry a number of rounds; other weapons do not (L282 [11.2.4])',
  air: 'Type III units are flying units with a dog-fight rating (L106, L119)',
  ground: 'ground units print movement points and a movement type (L215 [7.1.2])',
  infantry: 'infantry move one hex (L303 [14.1]) and are Type II (L226 [8.1])',
  pilotRank: 'a pilot\'s rank is a catalogue rank (L332 [18.2.5], L359)',
  pilotCap: 'no pilot modifier exceeds 4 (L335 [18.3.3])',
  laneTerrain: 'a lane hex is a terrain of the Terrain Effects chart that a unit can stand in (no hexside terrain) (L178 [5.1.3], L219 [7.1.5])',
  players: 'the fewest players is no more than the most (L104 [3.1])',
} as const;

export function checkCatalogue(catalogue: MaschinenKriegerCatalogue): Problem[] {
  return [
    ...checkEndurance(catalogue), ...checkRanges(catalogue), ...checkTerrain(catalogue), ...checkUnits(catalogue),
    ...checkPilots(catalogue), ...checkGame(catalogue), ...checkLanes(catalogue),
  ];
}

function at(catalogue: MaschinenKriegerCatalogue, key: string): string {
  return catalogue.origins.get(key)?.file ?? '(catalogue)';
}

function checkEndurance(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const problems: Problem[] = [];
  let previous: { letter: string; destroyed: number; immobilised: number; disarmed: number } | undefined;
  for (const letter of ENDURANCE_CLASSES) {
    const row = catalogue.endurance.get(letter);
    if (row === undefined) continue;
    const file = at(catalogue, `endurance.${letter}`);
    if (row.immobilised < row.destroyed) problems.push({ file, path: `endurance.${letter}.immobilised`, message: `${row.immobilised} is below destroyed (${row.destroyed})`, rule: CATALOGUE_RULES.bandsOrdered });
    if (row.disarmed < row.immobilised) problems.push({ file, path: `endurance.${letter}.disarmed`, message: `${row.disarmed} is below immobilised (${row.immobilised})`, rule: CATALOGUE_RULES.bandsOrdered });
    if (previous !== undefined) {
      for (const band of ['destroyed', 'immobilised', 'disarmed'] as const) {
        if (row[band] < previous[band]) problems.push({ file, path: `endurance.${letter}.${band}`, message: `${row[band]} is below class ${previous.letter}'s ${previous[band]}`, rule: CATALOGUE_RULES.classesOrdered });
      }
    }
    previous = { letter, ...row };
  }
  const b = catalogue.endurance.get('B');
  if (b !== undefined && enduranceResult(b, 3) !== 'D') {
    problems.push({ file: at(catalogue, 'endurance.B'), path: 'endurance.B.destroyed', message: `${b.destroyed} makes a roll of 3 ${enduranceResult(b, 3)}, not D`, rule: CATALOGUE_RULES.classBThree });
  }
  return problems;
}

function checkRanges(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const problems: Problem[] = [];
  for (const [id, weapon] of catalogue.weapons) {
    const file = at(catalogue, `weapons.${id}`);
    weapon.rangeModifiers.forEach((step, index) => {
      const before = weapon.rangeModifiers[index - 1];
      if (before !== undefined && step.upTo <= before.upTo) problems.push({ file, path: `weapons.${id}.rangeModifiers[${index}].upTo`, message: `${step.upTo} does not rise above ${before.upTo}`, rule: CATALOGUE_RULES.rangeSteps });
    });
  }
  const laser = catalogue.weapons.get('laser');
  if (laser !== undefined && rangeModifier(laser, 2) !== 1) {
    problems.push({ file: at(catalogue, 'weapons.laser'), path: 'weapons.laser.rangeModifiers', message: `gives ${String(rangeModifier(laser, 2))} at 2 hexes`, rule: CATALOGUE_RULES.laserAtTwo });
  }
  const rocket = catalogue.weapons.get('rocket');
  if (rocket !== undefined && rangeModifier(rocket, 9) !== 0) {
    problems.push({ file: at(catalogue, 'weapons.rocket'), path: 'weapons.rocket.rangeModifiers', message: `gives ${String(rangeModifier(rocket, 9))} at 9 hexes`, rule: CATALOGUE_RULES.rocketAtNine });
  }
  return problems;
}

/** Cells of the Terrain Effects chart the text states: [terrain, field, value, where]. */
const STATED_TERRAIN: readonly (readonly [string, 'attack' | 'movement', string, number | null, string])[] = [
  ['forest', 'attack', 'L', -2, CATALOGUE_RULES.statedTerrain],
  ['forest', 'attack', 'R', -1, CATALOGUE_RULES.statedTerrain],
  ['ridgeline', 'attack', 'L', -2, CATALOGUE_RULES.statedTerrain],
  ['desert', 'movement', 'H', 3, CATALOGUE_RULES.statedMovement],
  ['ridgeline', 'movement', 'H', 2, CATALOGUE_RULES.statedMovement],
  ['water', 'movement', 'W', null, CATALOGUE_RULES.statedMovement],
  ['water', 'movement', 'C', null, CATALOGUE_RULES.statedMovement],
];

function checkTerrain(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const problems: Problem[] = [];
  for (const [id, field, key, expected, rule] of STATED_TERRAIN) {
    const terrain = catalogue.terrain.get(id);
    const file = at(catalogue, `terrain.${id}`);
    if (terrain === undefined) {
      problems.push({ file: '(catalogue)', path: `terrain.${id}`, message: 'is defined in no catalogue file', rule });
      continue;
    }
    const actual = (terrain[field] as Record<string, number | null>)[key];
    if (actual !== expected) problems.push({ file, path: `terrain.${id}.${field}.${key}`, message: `is ${String(actual)}, the text says ${String(expected)}`, rule });
  }
  return problems;
}

function checkUnits(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const problems: Problem[] = [];
  const known = [...catalogue.weapons.keys()];
  for (const [id, unit] of catalogue.units) {
    const file = at(catalogue, `units.${id}`);
    const report = (path: string, message: string, rule: string) => problems.push({ file, path: `units.${id}${path}`, message, rule });
    unit.weapons.forEach((carried, index) => {
      const path = `.weapons[${index}]`;
      const weapon = catalogue.weapons.get(carried.weapon);
      if (weapon === undefined) {
        report(`${path}.weapon`, `"${carried.weapon}" is no catalogue weapon${didYouMean(carried.weapon, known)} (known: ${known.join(', ')})`, CATALOGUE_RULES.unitWeapon);
        return;
      }
      if (weapon.limitedAmmo && carried.ammo === undefined) report(`${path}.ammo`, `is missing for a ${weapon.name}`, CATALOGUE_RULES.ammo);
      if (!weapon.limitedAmmo && carried.ammo !== undefined) report(`${path}.ammo`, `is given for a ${weapon.name}, which has no rounds`, CATALOGUE_RULES.ammo);
      const last = weapon.rangeModifiers.at(-1);
      if (last !== undefined && carried.range > last.upTo) report(`${path}.range`, `${carried.range} is past the ${carried.weapon} range row (to ${last.upTo})`, CATALOGUE_RULES.rangeSteps);
    });
    if (unit.type === 'III') {
      if (unit.dogFight === undefined) report('.dogFight', 'is missing for a Type III unit', CATALOGUE_RULES.air);
      if (unit.movement !== undefined) report('.movement', 'is given for a flying unit', CATALOGUE_RULES.air);
    } else {
      if (unit.dogFight !== undefined) report('.dogFight', `is given for a Type ${unit.type} unit`, CATALOGUE_RULES.air);
      if (unit.movement === undefined) report('.movement', `is missing for a Type ${unit.type} unit`, CATALOGUE_RULES.ground);
    }
    if (unit.infantry && (unit.type !== 'II' || unit.movement?.points !== catalogue.game.infantryMoveHexes)) {
      report('', `is infantry of Type ${unit.type} moving ${String(unit.movement?.points)}`, CATALOGUE_RULES.infantry);
    }
  }
  return problems;
}

function checkPilots(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const problems: Problem[] = [];
  const ranks = [...catalogue.ranks.keys()];
  const cap = catalogue.pilotCreation.maxModifier;
  for (const [id, pilot] of catalogue.pilots) {
    const file = at(catalogue, `pilots.${id}`);
    if (!catalogue.ranks.has(pilot.rank)) problems.push({ file, path: `pilots.${id}.rank`, message: `"${pilot.rank}" is no catalogue rank${didYouMean(pilot.rank, ranks)} (known: ${ranks.join(', ')})`, rule: CATALOGUE_RULES.pilotRank });
    for (const field of ['attack', 'defense', 'dogFight'] as const) {
      if (pilot[field] > cap) problems.push({ file, path: `pilots.${id}.${field}`, message: `${pilot[field]} exceeds ${cap}`, rule: CATALOGUE_RULES.pilotCap });
    }
  }
  return problems;
}

function checkGame(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const { min, max } = catalogue.game.players;
  if (min <= max) return [];
  return [{ file: at(catalogue, 'game.standard'), path: 'game.standard.players.min', message: `${min} is above the most, ${max}`, rule: CATALOGUE_RULES.players }];
}

function checkLanes(catalogue: MaschinenKriegerCatalogue): Problem[] {
  const known = [...catalogue.terrain].filter(([, terrain]) => !terrain.hexside).map(([id]) => id);
  return [...catalogue.lanes].flatMap(([id, lane]) => lane.hexes.flatMap((terrain, index) => (known.includes(terrain) ? [] : [{
    file: at(catalogue, `lanes.${id}`), path: `lanes.${id}.hexes[${index}]`,
    message: `"${terrain}" is not a hex terrain${didYouMean(terrain, known)} (known: ${known.join(', ')})`, rule: CATALOGUE_RULES.laneTerrain,
  }])));
}
