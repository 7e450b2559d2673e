// The bundled Mecha Bots catalogue: it loads with every counter kind, location, terrain, footnote and
// reading; every value carries its provenance (wiki citations among them); and a catalogue that
// contradicts the text or breaks a cross rule is refused with one line per problem.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationError, formatProblem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { readDataFile } from '../../../cli/load.js';
import { mechaBotsRules } from '../rules.js';
import { bundledMb, MB_CATALOGUE } from '../test-support/bundled.js';
import { loadCatalogue } from './catalogue.js';
import { chassisCells } from './catalogue-checks.js';
import { catalogueRows } from './catalogue-rows.js';
import { AMBIGUITY_IDS, AMBIGUITY_VALUES, COMPONENT_IDS, LOCATION_IDS } from './catalogue-schema.js';

const files = (): SourceFile[] => readdirSync(MB_CATALOGUE).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(MB_CATALOGUE, name)));

/** Loads the bundled files after `change` edits one of them (by file name), returning the problems as lines. */
function problemsAfter(fileName: string, change: (data: any) => void): string[] {
  const edited = files().map((file) => {
    if (!file.path.endsWith(fileName)) return file;
    const data = structuredClone(file.data);
    change(data);
    return { path: file.path, data };
  });
  try {
    loadCatalogue(edited);
  } catch (error) {
    if (error instanceof ValidationError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('the bundled catalogue', () => {
  const mb = bundledMb();

  it('loads the 14 counter kinds and the brain, 7 locations, 8 modes, 14 terrains, 6 footnotes, two start kits and B1-B10', () => {
    expect([...mb.components.keys()]).toEqual([...COMPONENT_IDS]);
    expect(mb.chassis.locations.map((location) => location.id)).toEqual([...LOCATION_IDS]);
    expect(mb.mobility.modes).toHaveLength(8);
    expect(mb.terrain.size).toBe(14);
    expect([...mb.footnotes.values()].map((note) => note.mark)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...mb.presets.keys()]).toEqual(['seed', 'wiki']);
    for (const id of AMBIGUITY_IDS) expect(mb.ambiguities[id].value).toBe(AMBIGUITY_VALUES[id][0]);
  });

  it('counter kinds (L60-137): weapons, sensors and mobility need boilers, connectors take no cell, the seat is outer, armour stays in its location', () => {
    const powered = COMPONENT_IDS.filter((id) => mb.components.get(id)?.powered);
    expect(powered).toEqual(['weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range', 'mobility-speed', 'mobility-terrain']);
    expect(COMPONENT_IDS.filter((id) => mb.components.get(id)?.occupiesCell === false)).toEqual(['weapon-connector', 'sensor-connector', 'armour-connector']);
    expect(mb.components.get('seat')).toMatchObject({ placement: 'outer', objectSize: { min: 1, max: 1 } });
    expect(mb.components.get('armour-protection')?.spansLocations).toBe(false);
    expect(mb.components.get('brain')).toMatchObject({ placement: 'central-hex', fixed: true, stocked: false });
    expect(mb.components.get('boiler')).toMatchObject({ contiguous: true, adds: { stat: 'power', amount: 4 } });
  });

  it('the card (L49-53, reconstructed): 49 hexes, 48 usable, the brain in the middle of Central, 9 columns, a 9-face die', () => {
    const cells = chassisCells(mb);
    expect(cells.size).toBe(49);
    expect(cells.get('0,0')).toBe('central');
    expect(mb.chassis.usableCells).toBe(48);
    for (const id of LOCATION_IDS) expect([...cells.values()].filter((location) => location === id)).toHaveLength(7);
    expect(mb.chassis.columns.count).toBe(9);
    expect(mb.chassis.hitDie).toEqual({ roll: 'd10-reroll-10', faces: 9, shift: 'add-up-to-bonus' });
  });

  it('start kits: seed has 8 counters (L10), wiki 11 (@curufea-main): 2 boilers and 3 sensors where the seed has 1 and 1', () => {
    const total = (id: string) => mb.presets.get(id)?.components.reduce((sum, group) => sum + group.count, 0);
    expect(total('seed')).toBe(8);
    expect(total('wiki')).toBe(11);
    expect(mb.presets.get('wiki')?.components[0]).toEqual({ count: 2, oneOf: ['boiler'] });
    expect(mb.presets.get('wiki')?.components[2]).toEqual({ count: 3, oneOf: ['sensor-accuracy', 'sensor-range'] });
  });

  it('the Mad Scientist (L3-33): 7 hit points of speed or carry, $20, 1D6 wounds a point of damage, 1 MP a hex and 2 in parks, rubble and forest', () => {
    expect(mb.madScientist).toMatchObject({
      hitPoints: 7, hitPointTypes: ['speed', 'carry'], money: 20, woundsPerDamage: { dice: 1, sides: 6 }, diesAtHitPoints: 0,
      moveCost: 1, difficultMoveCost: 2, difficultTerrain: ['park', 'rubble', 'forest'],
    });
  });

  it('gives every value a row with provenance, cites the wiki by document, and lists reconstructed entries apart', () => {
    const rows = catalogueRows(mb);
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) expect(['stated', 'example', 'inferred', 'reconstructed']).toContain(row.provenance);
    const documents = new Set(rows.flatMap((row) => row.lines.split(' ').filter((cite) => cite.startsWith('@'))));
    expect([...documents].sort()).toEqual(['@curufea-damage', '@curufea-main', '@curufea-program', '@curufea-sample', '@curufea-status']);
    for (const cite of documents) expect(Object.keys(mechaBotsRules.sources.documents ?? {})).toContain(cite.slice(1));
    expect(rows.find((row) => row.section === 'chassis' && row.field === 'hitDie.roll')).toMatchObject({ provenance: 'reconstructed', set: 'reconstructed' });
    expect(rows.find((row) => row.section === 'terrain' && row.id === 'forest' && row.field === 'bots.halftrack')).toMatchObject({ value: '3', provenance: 'stated', lines: 'L356 L279' });
    expect(rows.find((row) => row.section === 'combat' && row.field === 'hits')).toMatchObject({ provenance: 'stated', lines: '@curufea-damage' });
    expect(rows.find((row) => row.section === 'program' && row.field === 'active[0]')).toMatchObject({ provenance: 'reconstructed', set: 'reconstructed', lines: '@curufea-program' });
    expect(rows.find((row) => row.section === 'program' && row.field === 'controlRange.perRemoteControl')).toMatchObject({ value: '1', provenance: 'stated', lines: 'L125' });
  });
});

describe('a catalogue that breaks a rule is refused, one line per problem', () => {
  it('a seat allowed in the central location (L131) and armour spanning locations (L96)', () => {
    expect(problemsAfter('components.yaml', (data) => { data.components.seat.placement = 'any'; data.components['armour-resistance'].spansLocations = true; })).toEqual([
      expect.stringMatching(/components\.armour-resistance\.spansLocations: is true for armour \[rule: armour may not cover more than one location \(L96\)\]$/),
      expect.stringMatching(/components\.seat\.placement: is any \[rule: the seat goes in an outer location \(L131\)\]$/),
    ]);
  });

  it('an unpowered sensor (L68) and a connector that joins the wrong kind', () => {
    expect(problemsAfter('components.yaml', (data) => { data.components['sensor-range'].powered = false; data.components['weapon-connector'].joins = ['weapon-damage', 'sensor-range']; })).toEqual([
      expect.stringMatching(/components\.weapon-range\.connector: weapon-connector does not join weapon-range/),
      expect.stringMatching(/components\.weapon-connector\.joins\[1\]: sensor-range is not a weapon counter joined by weapon-connector/),
      expect.stringMatching(/components\.sensor-range\.powered: is false for a sensor counter \[rule: weapon, sensor and mobility counters need boilers/),
    ]);
  });

  it('a chart cell the text states, changed (L356), and the Mad Scientist charged 1 in a park (L30)', () => {
    expect(problemsAfter('terrain.yaml', (data) => { data.terrain.forest.bots.halftrack = 2; data.terrain.park.madScientist = 1; })).toEqual([
      expect.stringMatching(/terrain\.park\.madScientist: is 1, L30 gives 2/),
      expect.stringMatching(/terrain\.forest\.bots\.halftrack: is 2, L356 says 3 \[rule: the chart keeps the cells the text states/),
    ]);
  });

  it('a price table that rewards distance (L157-159) and a row missing (L197-220)', () => {
    expect(problemsAfter('economy.yaml', (data) => { data.economy.standard.prices[1].buy = 7; })).toEqual([
      expect.stringMatching(/economy\.standard\.prices: buying at range 3 \(7\) costs more than at 4 \(6\) \[rule: the nearer a Bot/),
    ]);
    const gap = problemsAfter('economy.yaml', (data) => { data.economy.standard.prices[1].range = 5; });
    expect(gap).toContainEqual(expect.stringMatching(/economy\.standard\.prices: has no row for range 3 \[rule: the price table has one row for each bot range/));
    expect(gap).toContainEqual(expect.stringMatching(/economy\.standard\.prices: range 4 says "or more"/));
  });

  it('a start kit naming an unknown or non-cell component', () => {
    expect(problemsAfter('scientist.yaml', (data) => { data.presets.seed.components[0].oneOf = ['boiller']; data.presets.wiki.components[1].oneOf = ['weapon-connector']; })).toEqual([
      expect.stringMatching(/presets\.seed\.components\[0\]\.oneOf\[0\]: "boiller" is no cell counter \(did you mean "boiler"\?\)/),
      expect.stringMatching(/presets\.wiki\.components\[1\]\.oneOf\[0\]: "weapon-connector" is no cell counter/),
    ]);
  });

  it('a sensor table cell off the formula, and a die with a face too few', () => {
    expect(problemsAfter('chassis.yaml', (data) => { data.combat.standard.sensorBonus.table[3][1] = 3; data.chassis.standard.hitDie.faces = 8; })).toEqual([
      expect.stringMatching(/chassis\.standard\.hitDie\.faces: is 8 for 9 columns/),
      expect.stringMatching(/combat\.standard\.sensorBonus\.table\[3\]\[1\]: is 3, the formula gives 2/),
    ]);
  });

  it('a card whose flowers overlap, and one with Forward and Back swapped', () => {
    expect(problemsAfter('chassis.yaml', (data) => { data.chassis.standard.locations[0].centre = [2, 1]; })).toContainEqual(
      expect.stringMatching(/chassis\.standard\.locations: the flowers overlap: 42 distinct hexes, not 49/));
    expect(problemsAfter('chassis.yaml', (data) => {
      const locations = data.chassis.standard.locations;
      [locations[0].centre, locations[3].centre] = [locations[3].centre, locations[0].centre];
    })).toEqual([expect.stringMatching(/chassis\.standard\.locations: outer centres at .* from the facing \[rule: Forward is the outer location nearest the facing/)]);
  });

  it('an ambiguity reading out of step with the numbers it governs (B1, B2, B3)', () => {
    expect(problemsAfter('ambiguities.yaml', (data) => {
      data.ambiguities['b1-boiler-rounding'].value = 'floor';
      data.ambiguities['b2-half-full'].value = 'half-of-48';
      data.ambiguities['b3-river-crossing'].value = 'chart-only';
    })).toEqual([
      expect.stringMatching(/ambiguities\.b1-boiler-rounding\.value: is floor but chassis\.boilerRounding is ceil/),
      expect.stringMatching(/ambiguities\.b2-half-full\.value: is half-of-48 but chassis\.heavyBasis is 49/),
      expect.stringMatching(/ambiguities\.b3-river-crossing\.value: is chart-only but terrain\.river\.crossing is set/),
    ]);
  });

  it('a value without a source, and a citation of a wiki page the game does not declare', () => {
    expect(problemsAfter('components.yaml', (data) => {
      delete data.components.boiler.sources.contiguous;
      data.components.seat.sources.name = 'stated @curufea-repair - the repair page';
    })).toEqual([
      expect.stringMatching(/components\.boiler\.contiguous: has no entry in sources \[rule: every catalogue value carries its provenance\]$/),
      expect.stringMatching(/components\.seat\.sources\.name: cites @curufea-repair, which is no document this game declares \(@curufea-damage, @curufea-status, @curufea-sample, @curufea-program, @curufea-main\)/),
    ]);
  });
});
