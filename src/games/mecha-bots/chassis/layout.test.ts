// Chassis placement rules on design files written in the test (L35-137): MB-D8 boilers next to
// each other and enough of them, MB-D10 the seat outer and armour in one location, the brain where
// it belongs; devices joined across locations only through a connector (which takes no cell, L40);
// MB-W3 turning.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../catalogue/problem.js';
import { readDataFile } from '../../../cli/load.js';
import { join } from 'node:path';
import { BUNDLED_DESIGNS } from '../../../cli/load.js';
import { bundledMb } from '../test-support/bundled.js';
import { geometryOf } from './catalogue-geometry.js';
import { readDesign } from './design-file.js';
import { mobilityLocations } from './layout.js';

const G = geometryOf(bundledMb());
const read = (cells: Record<string, string[]>, extra: Record<string, unknown> = {}) => readDesign({ path: 't.yaml', data: { name: 't', cells: { central: ['brain', '-', '-', '-', '-', '-', '-'], ...cells }, ...extra } }, G);
const lines = (result: ReturnType<typeof readDesign>) => result.problems.map(formatProblem);

describe('chassis placement (L35-137)', () => {
  it('the bundled seed start (L10) is valid: one weapon of one damage in front, 60 degrees; one speed counter unpowered', () => {
    const result = readDesign(readDataFile(join(BUNDLED_DESIGNS, 'mecha-bots', 'bots', 'seed-start.yaml')), G);
    expect(lines(result)).toEqual([]);
    expect(result.design?.layout.weapons.map((weapon) => [weapon.cells.length, weapon.arc])).toEqual([[1, 1]]);
    expect(result.design?.layout.unpowered.size).toBe(1);
  });

  it('MB-D8 (L66-68): boilers not next to one another are refused; 5 powered counters on 1 boiler must name one unpowered', () => {
    expect(lines(read({ forward: ['boiler', '-', '-', '-', '-', '-', '-'], back: ['boiler', '-', '-', '-', '-', '-', '-'] }))).toEqual([
      't.yaml: cells.forward[0]: a boiler with no boiler next to it [rule: every boiler is placed next to another boiler (L66)]',
      't.yaml: cells.back[0]: a boiler with no boiler next to it [rule: every boiler is placed next to another boiler (L66)]',
    ]);
    const five = { forward: ['boiler', 'mobility-speed', 'mobility-speed', 'mobility-speed', 'mobility-speed', 'mobility-speed', '-'] };
    expect(lines(read(five))).toEqual(['t.yaml: cells.forward[1]: 5 powered counters need 2 boilers, and there are 1 [rule: one boiler for every four weapon, sensor or mobility counters (L68); name the ones left unpowered]']);
    expect(lines(read(five, { unpowered: ['forward.5'] }))).toEqual([]);
  });

  it('MB-D10 (L131, L96): a seat in the central location is refused, and so is armour joined across two locations', () => {
    expect(lines(read({ central: ['brain', 'seat', '-', '-', '-', '-', '-'] }))).toEqual(['t.yaml: cells.central[1]: a seat in the central location [rule: the seat goes in an outer location (L131)]']);
    // forward's ring position 4 (toward the back) touches the central flower's position 1.
    const spanning = read({ forward: ['-', '-', '-', '-', 'armour-protection'], central: ['brain', 'armour-resistance'] }, { connectors: [['forward.4', 'central.1']] });
    expect(lines(spanning)).toEqual(['t.yaml: cells.forward[4]: an armour connector joins the armour of 2 locations [rule: armour may not cover more than one location: each location has its own (L96)]']);
  });

  it('joins weapon counters across locations only through a connector, which takes no cell (L40, L74)', () => {
    const cells = { forward: ['-', '-', '-', '-', 'weapon-range'], central: ['brain', 'weapon-damage', 'boiler'] };
    expect(read(cells, { connectors: [['forward.4', 'central.1']] }).design?.layout.weapons.map((weapon) => weapon.locations)).toEqual([[0, 6]]);
    expect(read(cells).design?.layout.weapons.map((weapon) => weapon.locations)).toEqual([[0], [6]]);
    expect(lines(read({ forward: ['weapon-connector'] }))).toEqual(['t.yaml: cells.forward[0]: holds a weapon-connector [rule: a connector joins two cells; it takes none (L40): list it under connectors]']);
    expect(lines(read(cells, { connectors: [['forward.0', 'central.1']] }))).toEqual([expect.stringContaining('not touching [rule: a connector joins two touching cells holding counters of one weapon, sensor or armour (L40, L74, L84, L94)]')]);
    expect(lines(read({ forward: ['weapon-damage', 'weapon-range'], central: ['brain', 'boiler'] }, { connectors: [['forward.0', 'forward.1']] }))).toEqual(['t.yaml: cells.forward[0]: a weapon connector inside one location [rule: weapon and sensor connectors join counters that cross locations (L40)]']);
  });

  it('names an unknown counter with a suggestion, and a misplaced brain', () => {
    expect(lines(read({ forward: ['weapon-damge'] }))).toEqual([expect.stringContaining('t.yaml: cells.forward[0]: unknown counter "weapon-damge" (did you mean "weapon-damage"?)')]);
    expect(lines(read({ central: ['boiler'] }))).toEqual(['t.yaml: cells.central[0]: holds boiler, not the brain [rule: the brain is the central hex and cannot be moved or changed (L53)]']);
  });

  it('MB-W3 (@curufea-status): mobility counters in all 7 locations turn on the spot (7 - 7 = 0 hexes before a turn)', () => {
    const cells = Object.fromEntries(['forward', 'forward-right', 'backward-right', 'back', 'backward-left', 'forward-left'].map((id) => [id, ['mobility-terrain']]));
    const result = read({ ...cells, central: ['brain', 'mobility-speed', 'boiler', 'boiler', '-', '-', '-'] }, {});
    expect(lines(result)).toEqual([]);
    expect(7 - mobilityLocations(result.design?.layout.kinds ?? [])).toBe(0);
  });
});
