// The bundled Maschinen Krieger catalogue: it loads, every value carries its provenance, the cells
// the text states hold (spec 4.5 cases that rest on catalogue values alone), and a catalogue that
// contradicts a stated cell or breaks a cross rule is refused with one line per problem.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationError, formatProblem } from '../../../catalogue/problem.js';
import { readDataFile } from '../../../cli/load.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { bundledMk, MK_CATALOGUE } from '../test-support/bundled.js';
import { enduranceResult, loadCatalogue, rangeModifier } from './catalogue.js';
import { catalogueRows } from './catalogue-rows.js';
import { AMBIGUITY_IDS, AMBIGUITY_VALUES } from './catalogue-schema.js';

const files = (): SourceFile[] => readdirSync(MK_CATALOGUE).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(MK_CATALOGUE, name)));

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
  const mk = bundledMk();

  it('loads the five weapon types, four endurance classes, the sample roster, pilots and K1-K10', () => {
    expect([...mk.weapons.values()].map((weapon) => weapon.code)).toEqual(['L', 'G', 'MG', 'R', 'PF']);
    expect([...mk.endurance.keys()]).toEqual(['A', 'B', 'C', 'D']);
    expect(mk.units.size).toBeGreaterThanOrEqual(12);
    expect([...mk.pilots.keys()]).toContain('heinrich-giger');
    for (const id of AMBIGUITY_IDS) expect(mk.ambiguities[id].value).toBe(AMBIGUITY_VALUES[id][0]);
    expect(mk.game.resolution).toBe('sum');
  });

  it('gives every value a row with provenance, and labels the reconstructed charts', () => {
    const rows = catalogueRows(mk);
    expect(rows.length).toBeGreaterThan(400);
    for (const row of rows) expect(['stated', 'example', 'inferred', 'reconstructed']).toContain(row.provenance);
    const endurance = rows.filter((row) => row.section === 'endurance');
    expect(endurance).toHaveLength(12);
    expect(endurance.filter((row) => row.provenance === 'example').map((row) => `${row.id}.${row.field}`)).toEqual(['B.destroyed']);
    expect(rows.find((row) => row.section === 'unit' && row.id === 'pka' && row.field === 'endurance')).toMatchObject({ provenance: 'example', lines: 'L178 [5.1.2]' });
  });

  it('MK-E1: AFS laser 8 vs PKA defense 2 at 2 hexes into forest has attack target 5 (L186)', () => {
    const afs = mk.units.get('afs')?.weapons[0];
    const laser = mk.weapons.get('laser');
    const target = (afs?.attack ?? 0) - (mk.units.get('pka')?.defense ?? 0) + (laser === undefined ? NaN : rangeModifier(laser, 2) ?? NaN) + (mk.terrain.get('forest')?.attack.L ?? NaN);
    expect(target).toBe(5);
  });

  it('MK-E3: a PKA (class B) rolling 3 on the endurance chart is destroyed (L178)', () => {
    const pka = mk.units.get('pka');
    expect(pka?.endurance).toBe('B');
    expect(enduranceResult(mk.endurance.get('B') ?? { destroyed: 0, immobilised: 0, disarmed: 0, sources: {} }, 3)).toBe('D');
  });

  it('MK-E4 and MK-E5: forest beyond a ridgeline is -4 for a laser; the indirect rocket at 9 hexes into forest is 5', () => {
    expect((mk.terrain.get('forest')?.attack.L ?? 0) + (mk.terrain.get('ridgeline')?.attack.L ?? 0)).toBe(-4);
    const rocket = mk.weapons.get('rocket');
    expect(9 + (mk.terrain.get('forest')?.attack.R ?? NaN) + mk.attack.indirect + (rocket === undefined ? NaN : rangeModifier(rocket, 9) ?? NaN)).toBe(5);
  });

  it('MK-E8: a hover unit entering desert across a ridge spends 5 MP (L219 [7.1.5])', () => {
    expect((mk.terrain.get('desert')?.movement.H ?? 0) + (mk.terrain.get('ridgeline')?.movement.H ?? 0)).toBe(5);
  });

  it('MK-E14 and MK-D11: Heinrich Giger is worth 6 VP; the creation table is as printed (L334, L335)', () => {
    const giger = mk.pilots.get('heinrich-giger');
    const rank = mk.ranks.get(giger?.rank ?? '');
    expect((giger?.attack ?? 0) + (giger?.defense ?? 0) + (giger?.dogFight ?? 0) + (rank?.vp ?? 0)).toBe(6);
    expect(mk.pilotCreation.ground).toEqual([-1, -1, 0, 0, 1, 2]);
    expect(mk.pilotCreation.dogFight).toEqual([-1, 0, 0, 0, 1, 2]);
  });

  it('usage: a laser burns out on (5,6), (6,5), (6,6); an MG on (6,6) only, never for infantry; PF and rockets count rounds', () => {
    expect(mk.weapons.get('laser')?.burnout).toEqual([[5, 6], [6, 5], [6, 6]]);
    expect(mk.weapons.get('mg')).toMatchObject({ burnout: [[6, 6]], infantryExempt: true });
    expect(mk.units.get('pka')?.weapons[0]).toMatchObject({ weapon: 'pf', attack: 10, range: 4, ammo: 2 });
    expect(mk.weapons.get('pf')?.defensiveShotsPerAttack).toBe(2);
    expect(mk.units.get('krachen-vogel')?.weapons[0]?.noReload).toBe(true);
  });
});

describe('a catalogue that breaks a rule is refused, one line per problem', () => {
  it('class B not destroyed on 3 (L178)', () => {
    expect(problemsAfter('charts.yaml', (data) => { data.endurance.B.destroyed = 2; })).toEqual([
      expect.stringMatching(/charts\.yaml: endurance\.B\.destroyed: 2 makes a roll of 3 M, not D \[rule: class B gives D on an endurance roll of 3 \(L178 \[5\.1\.2\]\)\]$/),
    ]);
  });

  it('bands out of order, and a class tougher than the one before it', () => {
    expect(problemsAfter('charts.yaml', (data) => { data.endurance.C.immobilised = 4; })).toEqual([
      expect.stringMatching(/endurance\.C\.immobilised: 4 is below destroyed \(5\) \[rule: an endurance row runs D/),
      expect.stringMatching(/endurance\.C\.immobilised: 4 is below class B's 5 \[rule: endurance classes run from tough/),
    ]);
  });

  it('a laser without its stated +1 at 2 hexes (L186)', () => {
    expect(problemsAfter('weapons.yaml', (data) => { data.weapons.laser.rangeModifiers[0].modifier = 0; })).toEqual([
      expect.stringMatching(/weapons\.laser\.rangeModifiers: gives 0 at 2 hexes \[rule: a laser at 2 hexes has \+1 \(L186, Figure 3\)\]$/),
    ]);
  });

  it('a W unit allowed into water (L219 [7.1.8]) and a forest laser modifier changed (L186)', () => {
    expect(problemsAfter('charts.yaml', (data) => { data.terrain.water.movement.W = 1; data.terrain.forest.attack.L = -1; })).toEqual([
      expect.stringMatching(/terrain\.forest\.attack\.L: is -1, the text says -2 \[rule: terrain modifiers keep the cells the text states/),
      expect.stringMatching(/terrain\.water\.movement\.W: is 1, the text says null \[rule: movement costs keep the cells the text states \(L219/),
    ]);
  });

  it('a unit with a misspelt weapon, a PF without rounds, an air unit without dog-fight rating', () => {
    expect(problemsAfter('units.yaml', (data) => {
      data.units.afs.weapons[0].weapon = 'lazer';
      delete data.units.pka.weapons[0].ammo;
      delete data.units.pka.sources['weapons[0].ammo'];
      delete data.units.falke.dogFight;
      delete data.units.falke.sources.dogFight;
    })).toEqual([
      expect.stringMatching(/units\.afs\.weapons\[0\]\.weapon: "lazer" is no catalogue weapon \(did you mean "laser"\?\)/),
      expect.stringMatching(/units\.pka\.weapons\[0\]\.ammo: is missing for a PanzerFaust \[rule: rockets and PF carry a number of rounds; other weapons do not \(L282 \[11\.2\.4\]\)\]$/),
      expect.stringMatching(/units\.falke\.dogFight: is missing for a Type III unit \[rule: Type III units/),
    ]);
  });

  it('a value without a source', () => {
    expect(problemsAfter('units.yaml', (data) => { delete data.units.afs.sources.defense; })).toEqual([
      expect.stringMatching(/units\.afs\.defense: has no entry in sources \[rule: every catalogue value carries its provenance\]$/),
    ]);
  });
});
