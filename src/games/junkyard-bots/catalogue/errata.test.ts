// Every variant in designs/junkyard-bots/catalogue/variants/ is an erratum (src/catalogue/errata.ts,
// `--errata FILE`) that loads and changes what its header says; the rule numbers can be patched too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyErrata } from '../../../catalogue/errata.js';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { readDataFile } from '../../../cli/load.js';
import { BLANK, PICTURE } from '../dice/faces.js';
import { bundledJunkyard, JUNKYARD_CATALOGUE, JUNKYARD_VARIANTS, junkyardWithVariant } from '../test-support/bundled.js';
import type { JunkyardCatalogue } from './catalogue.js';
import { loadCatalogue } from './catalogue.js';
import { meanOf } from './dice-checks.js';
import type { Die } from './die.js';

const files = readdirSync(JUNKYARD_CATALOGUE).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(JUNKYARD_CATALOGUE, name)));
const variants = readdirSync(JUNKYARD_VARIANTS).filter((name) => name.endsWith('.yaml')).sort();

const PART_DICE = ['eye', 'mouth', 'claw', 'mover', 'pipe', 'targeting-computer'];
const partDice = (catalogue: JunkyardCatalogue, colour: string) => [...catalogue.dice.values()].filter((die) => PART_DICE.includes(die.kind) && die.colour === colour);
const pipFaces = (die: Die) => die.codes.filter((code) => code !== PICTURE);
const mean = (die: Die | undefined) => (die === undefined ? NaN : meanOf(die).numerator / meanOf(die).denominator);
const spread = (die: Die | undefined) => {
  const faces = die === undefined ? [] : pipFaces(die);
  const average = faces.reduce((sum, face) => sum + face, 0) / faces.length;
  return faces.reduce((sum, face) => sum + (face - average) ** 2, 0) / faces.length;
};
/** Every die's faces, by key, for comparing a variant with the bundled catalogue. */
const facesOf = (catalogue: JunkyardCatalogue) => new Map([...catalogue.dice].map(([key, die]) => [key, die.faces.join(',')]));

describe('the bundled variants', () => {
  it('are the ten of the brief and three more (ambiguities a8 and a13, swingier blue dice), each an erratum whose changed values are reconstructed', () => {
    expect(variants).toEqual([
      'a13-body-only.yaml', 'a3-absorbs-up-to-size.yaml', 'a8-junkyard.yaml', 'a9-removed.yaml', 'blue-weapons-energy-swingy.yaml', 'faces-b-flat.yaml', 'faces-c-swingy.yaml', 'faces-d-no-zero.yaml',
      'junkyard-2x-energy.yaml', 'junkyard-2x-weapons.yaml', 'junkyard-72.yaml', 'medium-starters.yaml', 'tc-counts.yaml',
    ]);
    for (const name of variants) {
      const data = parse(readFileSync(join(JUNKYARD_VARIANTS, name), 'utf8')) as Record<string, Record<string, { sources: Record<string, string> }>>;
      for (const entry of Object.values(data).flatMap((entries) => Object.values(entries))) {
        for (const text of Object.values(entry.sources)) expect(parseProvenance(text)).toMatchObject({ kind: 'reconstructed' });
      }
    }
  });

  it.each(variants)('%s applies and loads', (name) => {
    expect(() => junkyardWithVariant(name)).not.toThrow();
  });

  it('faces-b-flat.yaml: every pip face of a red or blue part die is its size, means kept, weapons untouched', () => {
    const flat = junkyardWithVariant('faces-b-flat.yaml');
    for (const die of [...partDice(flat, 'red'), ...partDice(flat, 'blue')]) {
      expect(pipFaces(die)).toEqual([die.points, die.points, die.points, die.points, die.points]);
      expect(mean(die)).toBeCloseTo(mean(bundledJunkyard().dice.get(die.key)), 12);
    }
    expect(flat.dice.get('weapon/red/M')?.faces).toEqual(bundledJunkyard().dice.get('weapon/red/M')?.faces);
    expect(flat.dice.get('claw/green/S')?.faces).toEqual(['P', 0, 1, 1, 1, 1]);
  });

  it('faces-c-swingy.yaml: blue part dice spread about 1.5 times as wide with the same means; red unchanged', () => {
    const swingy = junkyardWithVariant('faces-c-swingy.yaml');
    for (const die of partDice(swingy, 'blue')) {
      const before = bundledJunkyard().dice.get(die.key);
      expect(mean(die)).toBeCloseTo(mean(before), 12);
      const ratio = Math.sqrt(spread(die) / spread(before));
      expect(ratio).toBeGreaterThan(1.4);
      expect(ratio).toBeLessThan(1.5);
    }
    for (const die of partDice(swingy, 'red')) expect(die.faces).toEqual(bundledJunkyard().dice.get(die.key)?.faces);
  });

  it('faces-d-no-zero.yaml: no part die and no starter has a 0 face, every mean of red and blue kept', () => {
    const noZero = junkyardWithVariant('faces-d-no-zero.yaml');
    const parts = [...partDice(noZero, 'red'), ...partDice(noZero, 'blue'), ...partDice(noZero, 'green')];
    expect(parts).toHaveLength(6 * 2 * 3 + 3);
    for (const die of parts) expect(pipFaces(die)).not.toContain(0);
    for (const die of [...partDice(noZero, 'red'), ...partDice(noZero, 'blue')]) expect(mean(die)).toBeCloseTo(mean(bundledJunkyard().dice.get(die.key)), 12);
    expect(noZero.dice.get('weapon/blue/S')?.codes).toContain(BLANK);
  });

  it('junkyard-2x-weapons.yaml and junkyard-2x-energy.yaml: 12 of the doubled kind in 54 dice', () => {
    const weapons = junkyardWithVariant('junkyard-2x-weapons.yaml').junkyard;
    expect(weapons).toHaveLength(54);
    expect(weapons.filter((die) => die.kind === 'weapon')).toHaveLength(12);
    const energy = junkyardWithVariant('junkyard-2x-energy.yaml').junkyard;
    expect(energy).toHaveLength(54);
    expect(energy.filter((die) => die.kind === 'energy')).toHaveLength(12);
    expect(energy.filter((die) => die.kind === 'weapon')).toHaveLength(6);
  });

  it('junkyard-72.yaml: 72 dice, weapons, energy, claws and mouths doubled', () => {
    const junkyard = junkyardWithVariant('junkyard-72.yaml').junkyard;
    expect(junkyard).toHaveLength(72);
    const count = (kind: string) => junkyard.filter((die) => die.kind === kind).length;
    expect(['weapon', 'energy', 'claw', 'mouth', 'eye', 'mover', 'pipe', 'targeting-computer'].map(count)).toEqual([12, 12, 12, 12, 6, 6, 6, 6]);
  });

  it('medium-starters.yaml: the claw, eye and feet are green medium dice with mean 2.0', () => {
    const medium = junkyardWithVariant('medium-starters.yaml');
    expect(medium.starters.map((die) => die.key)).toEqual(['claw/green/M', 'eye/green/M', 'mover/green/M']);
    expect(medium.starters.map(mean)).toEqual([2, 2, 2]);
    expect(medium.junkyard).toHaveLength(48);
  });

  it('tc-counts.yaml: the targeting computer counts toward the part limit', () => {
    expect(junkyardWithVariant('tc-counts.yaml').partLimit.counted).toContain('targeting-computer');
    expect(bundledJunkyard().partLimit.counted).not.toContain('targeting-computer');
  });

  it('a3-absorbs-up-to-size.yaml and a9-removed.yaml change their ambiguity reading, and nothing else', () => {
    const a3 = junkyardWithVariant('a3-absorbs-up-to-size.yaml');
    expect(a3.ambiguities['a3-part-absorbs'].value).toBe('up-to-size');
    expect(a3.ambiguities['a9-salvage'].value).toBe('junkyard');
    expect(facesOf(a3)).toEqual(facesOf(bundledJunkyard()));
    const a9 = junkyardWithVariant('a9-removed.yaml');
    expect(a9.ambiguities['a9-salvage'].value).toBe('removed');
    expect(a9.ambiguities['a3-part-absorbs'].value).toBe('exactly-size');
    expect(junkyardWithVariant('a8-junkyard.yaml').ambiguities['a8-thrown-weapon'].value).toBe('junkyard');
    expect(junkyardWithVariant('a13-body-only.yaml').ambiguities['a13-self-damage'].value).toBe('body-only');
    // blue dice swing wider at the same means; red ones are untouched
    const swingy = junkyardWithVariant('blue-weapons-energy-swingy.yaml');
    const blue = [...swingy.dice.keys()].filter((key) => key.includes('/blue/') && (key.startsWith('weapon') || key.startsWith('energy')));
    expect(blue.some((key) => spread(swingy.dice.get(key)) > spread(bundledJunkyard().dice.get(key)))).toBe(true);
    for (const key of blue) expect(mean(swingy.dice.get(key)), key).toBeCloseTo(mean(bundledJunkyard().dice.get(key)));
    expect([...facesOf(swingy)].filter(([key]) => key.includes('/red/'))).toEqual([...facesOf(bundledJunkyard())].filter(([key]) => key.includes('/red/')));
  });
});

describe('errata over the rule numbers', () => {
  const patch = (section: string, id: string, field: string, value: unknown) =>
    loadCatalogue(applyErrata(files, { path: 'erratum.yaml', data: { [section]: { [id]: { [field]: value, sources: { [field]: 'reconstructed - a test erratum changes it' } } } } }));

  it('can change the teleport threshold, the limit offset, the start power and the players', () => {
    expect(patch('game', 'teleport', 'threshold', 12).teleport.threshold).toBe(12);
    expect(patch('robot', 'partLimit', 'offset', 4).partLimit.offset).toBe(4);
    expect(patch('robot', 'start', 'power', 6).start.power).toBe(6);
    expect(patch('game', 'players', 'max', 6).players.max).toBe(6);
  });

  it('refuses an erratum that changes a value without a source, or names no entry', () => {
    expect(() => applyErrata(files, { path: 'e.yaml', data: { game: { teleport: { threshold: 8 } } } })).toThrow(/game\.teleport\.threshold: is changed by the erratum but has no new source/);
    expect(() => applyErrata(files, { path: 'e.yaml', data: { dice: { wepon: { name: 'x' } } } })).toThrow(/dice\.wepon: names no catalogue entry \(did you mean "weapon"\?\)/);
  });

  it('cannot slip in a die the rulebook forbids: an erratum giving the claw a blank is refused at load', () => {
    const patched = applyErrata(files, { path: 'e.yaml', data: { dice: { claw: { red: { S: ['P', 'blank', 1, 1, 2, 2] }, sources: { red: 'reconstructed - a test erratum' } } } } });
    expect(() => loadCatalogue(patched)).toThrow(/dice\.claw\.red\.S\[1\]: is blank, but claw dice have no blank face/);
  });
});
