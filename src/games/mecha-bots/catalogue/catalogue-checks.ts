// cold: rules a Mecha Bots catalogue must keep across its entries, beyond each entry's shape. The
// cells and rules the text states are checked here, so a reconstruction or a variant that
// contradicts the text does not load; so is the reconstructed card (seven 7-hex flowers that tile
// the chassis, Forward nearest the facing and the rest clockwise, one die face per column).
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import { bearingSixths } from '../../../hex/hex.js';
import type { MechaBotsCatalogue } from './catalogue.js';
import { LOCATION_IDS, MODE_IDS, type ModeId } from './catalogue-schema.js';

export const CATALOGUE_RULES = {
  connectors: 'a connector joins counters of its own object and they name it as their connector (L74, L84, L94)',
  powered: 'weapon, sensor and mobility counters need boilers, other counters do not (L68)',
  seatOuter: 'the seat goes in an outer location (L131)',
  armourOneLocation: 'armour may not cover more than one location (L96)',
  brain: 'the brain is the fixed central hex (L53)',
  objectSize: 'an object\'s smallest size is no more than its largest (L121, L129)',
  locations: 'a chassis has the seven named locations once each, Central the only inner one (L51, L58)',
  flowers: 'seven locations of seven hexes tile the 49-hex card around the brain (L49, L53)',
  forward: 'Forward is the outer location nearest the facing and the others follow clockwise (reconstructed, L51)',
  columns: 'the hit-location die has one face per column (reconstructed, @curufea-damage)',
  sensorTable: 'the sensor bonus formula gives the status page\'s accuracy table (@curufea-status)',
  modes: 'modes of transport run wheels to hover jets for 0 to 7 terrain counters (L109)',
  scientistTerrain: 'a Mad Scientist pays 1 a hex, 2 in parks, rubble and forest (L30), as the chart says',
  presets: 'a start kit holds cell counters of the catalogue and fits the chassis (L10)',
  priceRows: 'the price table has one row for each bot range from 1 up, the last one "or more" (L197-220)',
  priceMonotone: 'the nearer a Bot, the cheaper to buy, the dearer to sell and the more to extort (L157-159, L191)',
  footnotes: 'a terrain\'s footnotes are chart footnotes (L444-449)',
  statedCells: 'the chart keeps the cells the text states (L270-449)',
  ambiguity: 'an ambiguity reading agrees with the numbers it governs (spec 6.7)',
  city: 'the city board is built from chart terrain and starts the players with a catalogue start kit (city.yaml)',
} as const;

export function checkCatalogue(catalogue: MechaBotsCatalogue): Problem[] {
  return [
    ...checkComponents(catalogue), ...checkChassis(catalogue), ...checkSensorTable(catalogue), ...checkModes(catalogue),
    ...checkScientist(catalogue), ...checkPresets(catalogue), ...checkPrices(catalogue), ...checkTerrain(catalogue), ...checkAmbiguities(catalogue),
    ...checkCity(catalogue),
  ];
}

function at(catalogue: MechaBotsCatalogue, key: string): string {
  return catalogue.origins.get(key)?.file ?? '(catalogue)';
}

function checkComponents(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const known = [...catalogue.components.keys()] as string[];
  for (const [id, entry] of catalogue.components) {
    const report = (field: string, message: string, rule: string) => problems.push({ file: at(catalogue, `components.${id}`), path: `components.${id}${field}`, message, rule });
    if (entry.connector !== null) {
      const connector = catalogue.components.get(entry.connector as never);
      if (connector === undefined) report('.connector', `"${entry.connector}" is no component${didYouMean(entry.connector, known)}`, CATALOGUE_RULES.connectors);
      else if (!(connector.joins ?? []).includes(id)) report('.connector', `${entry.connector} does not join ${id}`, CATALOGUE_RULES.connectors);
    }
    for (const [index, joined] of (entry.joins ?? []).entries()) {
      const other = catalogue.components.get(joined as never);
      if (other === undefined) report(`.joins[${index}]`, `"${joined}" is no component${didYouMean(joined, known)}`, CATALOGUE_RULES.connectors);
      else if (other.connector !== id || other.object !== entry.object) report(`.joins[${index}]`, `${joined} is not a ${entry.object} counter joined by ${id}`, CATALOGUE_RULES.connectors);
    }
    const isConnector = entry.joins !== undefined;
    if (isConnector !== (entry.needed !== undefined)) report('', 'a connector gives both joins and needed; other counters neither', CATALOGUE_RULES.connectors);
    const shouldBePowered = entry.occupiesCell && ['weapon', 'sensor', 'mobility'].includes(entry.object);
    if (entry.powered !== shouldBePowered) report('.powered', `is ${entry.powered} for a ${entry.object} ${entry.occupiesCell ? 'counter' : 'connector'}`, CATALOGUE_RULES.powered);
    if (id === 'seat' && entry.placement !== 'outer') report('.placement', `is ${entry.placement}`, CATALOGUE_RULES.seatOuter);
    if (entry.object === 'armour' && entry.spansLocations) report('.spansLocations', 'is true for armour', CATALOGUE_RULES.armourOneLocation);
    if ((id === 'brain') !== (entry.placement === 'central-hex' && entry.fixed)) report('.placement', `${entry.placement}${entry.fixed ? ', fixed' : ''} for ${id}`, CATALOGUE_RULES.brain);
    if (entry.objectSize !== undefined && entry.objectSize.min > entry.objectSize.max) report('.objectSize.min', `${entry.objectSize.min} is above ${entry.objectSize.max}`, CATALOGUE_RULES.objectSize);
  }
  return problems;
}

const FLOWER: readonly (readonly [number, number])[] = [[0, 0], [0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

/** The hexes of the card as `q,r` keys, location by location (each location a 7-hex flower round its centre). */
export function chassisCells(catalogue: MechaBotsCatalogue): Map<string, string> {
  const cells = new Map<string, string>();
  for (const location of catalogue.chassis.locations) {
    const [q, r] = location.centre;
    for (const [dq, dr] of FLOWER) cells.set(`${q + dq},${r + dr}`, location.id);
  }
  return cells;
}

function checkChassis(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const chassis = catalogue.chassis;
  const file = at(catalogue, 'chassis.standard');
  const report = (path: string, message: string, rule: string) => problems.push({ file, path: `chassis.standard${path}`, message, rule });
  const ids = chassis.locations.map((location) => location.id);
  for (const id of LOCATION_IDS) if (ids.filter((seen) => seen === id).length !== 1) report('.locations', `has ${id} ${ids.filter((seen) => seen === id).length} times`, CATALOGUE_RULES.locations);
  chassis.locations.forEach((location, index) => {
    if (location.outer !== (location.id !== 'central')) report(`.locations[${index}].outer`, `is ${location.outer} for ${location.id}`, CATALOGUE_RULES.locations);
  });
  if (problems.length > 0) return problems;
  const central = chassis.locations.find((location) => location.id === 'central');
  if (chassis.brain.location !== 'central' || central === undefined || chassis.brain.cell[0] !== central.centre[0] || chassis.brain.cell[1] !== central.centre[1]) {
    report('.brain', `is in ${chassis.brain.location} at ${chassis.brain.cell.join(',')}`, CATALOGUE_RULES.brain);
  }
  if (chassis.cellsPerLocation !== FLOWER.length) {
    report('.cellsPerLocation', `is ${chassis.cellsPerLocation}`, CATALOGUE_RULES.flowers);
    return problems;
  }
  const cells = chassisCells(catalogue);
  const total = chassis.locations.length * FLOWER.length;
  if (cells.size !== total) report('.locations', `the flowers overlap: ${cells.size} distinct hexes, not ${total}`, CATALOGUE_RULES.flowers);
  if (chassis.usableCells !== total - 1) report('.usableCells', `is ${chassis.usableCells}, not ${total - 1}`, CATALOGUE_RULES.flowers);
  if (cells.size === total) {
    const points = [...cells.keys()].map((key) => key.split(',').map(Number) as [number, number]);
    for (const [axis, coordinate] of [['q', (p: [number, number]) => p[0]], ['r', (p: [number, number]) => p[1]], ['s', (p: [number, number]) => -p[0] - p[1]]] as const) {
      const columns = new Set(points.map(coordinate)).size;
      if (columns !== chassis.columns.count) report('.columns.count', `is ${chassis.columns.count}, but the card has ${columns} columns along ${axis}`, CATALOGUE_RULES.columns);
    }
  }
  if (chassis.hitDie.faces !== chassis.columns.count) report('.hitDie.faces', `is ${chassis.hitDie.faces} for ${chassis.columns.count} columns`, CATALOGUE_RULES.columns);
  // Forward nearest the facing, then clockwise in the order of LOCATION_IDS.
  const offsets = LOCATION_IDS.slice(0, 6).map((id) => {
    const location = chassis.locations.find((each) => each.id === id);
    const bearing = location === undefined ? 0 : bearingSixths(0, 0, location.centre[0], location.centre[1]);
    return (((bearing - chassis.facing) % 6) + 6) % 6;
  });
  const distance = (offset: number) => Math.min(offset, 6 - offset);
  const forward = offsets[0] ?? 0;
  const nearest = offsets.every((offset) => distance(forward) <= distance(offset) + 1e-9);
  const fromForward = offsets.map((offset) => (((offset - forward) % 6) + 6) % 6);
  const clockwise = fromForward.every((offset, index) => index === 0 || offset > (fromForward[index - 1] ?? 0));
  if (!nearest || !clockwise) report('.locations', `outer centres at ${offsets.map((offset) => `${Math.round(offset * 60)}°`).join(', ')} from the facing`, CATALOGUE_RULES.forward);
  return problems;
}

/** The sensor bonus by the formula (max(minimum, accuracy + offset - range)). */
function formulaBonus(catalogue: MechaBotsCatalogue, accuracy: number, range: number): number {
  const { offset, minimum } = catalogue.combat.sensorBonus;
  return Math.max(minimum, accuracy + offset - range);
}

function checkSensorTable(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  catalogue.combat.sensorBonus.table.forEach((row, accuracy) => row.forEach((value, column) => {
    const expected = formulaBonus(catalogue, accuracy, column + 1);
    if (value !== expected) {
      problems.push({ file: at(catalogue, 'combat.standard'), path: `combat.standard.sensorBonus.table[${accuracy}][${column}]`, message: `is ${value}, the formula gives ${expected}`, rule: CATALOGUE_RULES.sensorTable });
    }
  }));
  return problems;
}

function checkModes(catalogue: MechaBotsCatalogue): Problem[] {
  return catalogue.mobility.modes.flatMap((mode, index) => (mode.id === MODE_IDS[index] ? [] : [{
    file: at(catalogue, 'mobility.standard'), path: `mobility.standard.modes[${index}].id`, message: `is ${mode.id}, not ${String(MODE_IDS[index])}`, rule: CATALOGUE_RULES.modes,
  }]));
}

function checkScientist(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const ms = catalogue.madScientist;
  const known = [...catalogue.terrain.keys()];
  ms.difficultTerrain.forEach((id, index) => {
    if (!catalogue.terrain.has(id)) problems.push({ file: at(catalogue, 'madScientist.standard'), path: `madScientist.standard.difficultTerrain[${index}]`, message: `"${id}" is no terrain${didYouMean(id, known)}`, rule: CATALOGUE_RULES.scientistTerrain });
  });
  for (const [id, terrain] of catalogue.terrain) {
    if (terrain.madScientist === null) continue;
    const expected = ms.difficultTerrain.includes(id) ? ms.difficultMoveCost : ms.moveCost;
    if (terrain.madScientist !== expected) problems.push({ file: at(catalogue, `terrain.${id}`), path: `terrain.${id}.madScientist`, message: `is ${terrain.madScientist}, L30 gives ${expected}`, rule: CATALOGUE_RULES.scientistTerrain });
  }
  return problems;
}

function checkPresets(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const counters = [...catalogue.components].filter(([id, entry]) => entry.occupiesCell && id !== 'brain').map(([id]) => id as string);
  for (const [id, preset] of catalogue.presets) {
    const file = at(catalogue, `presets.${id}`);
    preset.components.forEach((group, index) => group.oneOf.forEach((kind, k) => {
      if (!counters.includes(kind)) problems.push({ file, path: `presets.${id}.components[${index}].oneOf[${k}]`, message: `"${kind}" is no cell counter${didYouMean(kind, counters)}`, rule: CATALOGUE_RULES.presets });
    }));
    const total = preset.components.reduce((sum, group) => sum + group.count, 0);
    if (total > catalogue.chassis.usableCells) problems.push({ file, path: `presets.${id}.components`, message: `holds ${total} counters, more than ${catalogue.chassis.usableCells} cells`, rule: CATALOGUE_RULES.presets });
  }
  return problems;
}

function checkPrices(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const file = at(catalogue, 'economy.standard');
  const rows = [...catalogue.economy.prices].sort((a, b) => a.range - b.range);
  const report = (message: string, rule: string) => problems.push({ file, path: 'economy.standard.prices', message, rule });
  rows.forEach((row, index) => {
    if (row.range !== index + 1) report(`has no row for range ${index + 1}`, CATALOGUE_RULES.priceRows);
    if (row.orMore !== (index === rows.length - 1)) report(`range ${row.range} ${row.orMore ? 'says' : 'does not say'} "or more"`, CATALOGUE_RULES.priceRows);
    const nearer = rows[index - 1];
    if (nearer === undefined) return;
    if (nearer.buy > row.buy) report(`buying at range ${nearer.range} (${nearer.buy}) costs more than at ${row.range} (${row.buy})`, CATALOGUE_RULES.priceMonotone);
    if (nearer.sell < row.sell) report(`selling at range ${nearer.range} (${nearer.sell}) pays less than at ${row.range} (${row.sell})`, CATALOGUE_RULES.priceMonotone);
    if (nearer.extort < row.extort) report(`extorting at range ${nearer.range} (${nearer.extort}) gives less than at ${row.range} (${row.extort})`, CATALOGUE_RULES.priceMonotone);
  });
  if (!rows.some((row) => row.range === catalogue.economy.rangeZeroAs)) {
    problems.push({ file, path: 'economy.standard.rangeZeroAs', message: `${catalogue.economy.rangeZeroAs} is no row of the table`, rule: CATALOGUE_RULES.priceRows });
  }
  return problems;
}

/** Chart cells the determined cases rest on (spec MB-D2): [terrain, mover, cost, line]. */
const STATED_CELLS: readonly (readonly [string, ModeId | 'madScientist', number | null, string])[] = [
  ['forest', 'halftrack', 3, 'L356'], ['forest', 'tracks', 2, 'L357'], ['forest', 'legs', 1, 'L358'],
  ['park', 'wheels', 3, 'L333'], ['laneway', 'wheels', null, 'L289'], ['laneway', 'jets', 1, 'L295'],
  ['river', 'jets', 1, 'L372'], ['river', 'powerful-legs', null, 'L370'], ['forest', 'madScientist', 2, 'L354'],
];

function checkTerrain(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const footnotes = [...catalogue.footnotes.keys()];
  const terrains = [...catalogue.terrain.keys()];
  for (const [id, terrain] of catalogue.terrain) {
    terrain.footnotes.forEach((note, index) => {
      if (!catalogue.footnotes.has(note)) problems.push({ file: at(catalogue, `terrain.${id}`), path: `terrain.${id}.footnotes[${index}]`, message: `"${note}" is no footnote${didYouMean(note, footnotes)}`, rule: CATALOGUE_RULES.footnotes });
    });
  }
  for (const [id, note] of catalogue.footnotes) {
    if (note.becomes !== null && !catalogue.terrain.has(note.becomes)) problems.push({ file: at(catalogue, `footnotes.${id}`), path: `footnotes.${id}.becomes`, message: `"${note.becomes}" is no terrain${didYouMean(note.becomes, terrains)}`, rule: CATALOGUE_RULES.footnotes });
  }
  for (const [id, mover, expected, line] of STATED_CELLS) {
    const terrain = catalogue.terrain.get(id);
    if (terrain === undefined) continue;
    const actual = mover === 'madScientist' ? terrain.madScientist : terrain.bots[mover];
    if (actual !== expected) {
      problems.push({ file: at(catalogue, `terrain.${id}`), path: `terrain.${id}.${mover === 'madScientist' ? mover : `bots.${mover}`}`, message: `is ${String(actual)}, ${line} says ${expected ?? 'N/A'}`, rule: CATALOGUE_RULES.statedCells });
    }
  }
  return problems;
}

function checkAmbiguities(catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  const b = catalogue.ambiguities;
  const report = (id: string, message: string) => problems.push({ file: at(catalogue, `ambiguities.${id}`), path: `ambiguities.${id}.value`, message, rule: CATALOGUE_RULES.ambiguity });
  const chassis = catalogue.chassis;
  if (b['b1-boiler-rounding'].value !== chassis.boilerRounding) report('b1-boiler-rounding', `is ${b['b1-boiler-rounding'].value} but chassis.boilerRounding is ${chassis.boilerRounding}`);
  const basis = b['b2-half-full'].value === 'half-of-49' ? 49 : 48;
  if (basis !== chassis.heavyBasis) report('b2-half-full', `is ${b['b2-half-full'].value} but chassis.heavyBasis is ${chassis.heavyBasis}`);
  const crossing = catalogue.terrain.get('river')?.crossing ?? null;
  if ((b['b3-river-crossing'].value === 'powerful-legs-cross') !== (crossing !== null)) report('b3-river-crossing', `is ${b['b3-river-crossing'].value} but terrain.river.crossing is ${crossing === null ? 'null' : 'set'}`);
  const halftrack = b['b4-difficult-ground'].value === 'chart-costs' ? 2 : 1;
  for (const id of ['park', 'rubble']) {
    const cost = catalogue.terrain.get(id)?.bots.halftrack;
    if (cost !== undefined && cost !== halftrack) report('b4-difficult-ground', `is ${b['b4-difficult-ground'].value} but a halftrack pays ${String(cost)} in ${id}`);
  }
  if (b['b7-weapon-shots'].value === 'once-a-turn' && catalogue.combat.weaponShotsPerTurn !== 1) report('b7-weapon-shots', `is once-a-turn but combat.weaponShotsPerTurn is ${catalogue.combat.weaponShotsPerTurn}`);
  if ((b['b8-sensor-range-to-hit'].value === 'needed') !== catalogue.combat.sensorsNeededToHit) report('b8-sensor-range-to-hit', `is ${b['b8-sensor-range-to-hit'].value} but combat.sensorsNeededToHit is ${catalogue.combat.sensorsNeededToHit}`);
  if ((b['b10-multi-chassis'].value === 'one-chassis') !== (chassis.chassisPerBot === 1)) report('b10-multi-chassis', `is ${b['b10-multi-chassis'].value} but chassis.chassisPerBot is ${chassis.chassisPerBot}`);
  return problems;
}

function checkCity(catalogue: MechaBotsCatalogue): Problem[] {
  const file = catalogue.origins.get('city.standard')?.file ?? '(catalogue)';
  const problems: Problem[] = [];
  const known = [...catalogue.terrain.keys()];
  for (const id of Object.keys(catalogue.city.blocks)) {
    if (!catalogue.terrain.has(id)) problems.push({ file, path: `city.standard.blocks.${id}`, message: `"${id}" is not a terrain of the chart${didYouMean(id, known)}`, rule: CATALOGUE_RULES.city });
  }
  if (!catalogue.presets.has(catalogue.city.start)) problems.push({ file, path: 'city.standard.start', message: `"${catalogue.city.start}" is not a start kit (${[...catalogue.presets.keys()].join(', ')})`, rule: CATALOGUE_RULES.city });
  return problems;
}
