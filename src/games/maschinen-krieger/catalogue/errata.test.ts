// Every variant in designs/maschinen-krieger/catalogue/variants/ is an erratum (`--errata FILE`)
// that loads, changes what its header says, keeps the cells the text states, and sources each
// value it changes as reconstructed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { bundledMk, MK_VARIANTS, mkWithVariant } from '../test-support/bundled.js';
import { enduranceResult, rangeModifier } from './catalogue.js';

const variants = readdirSync(MK_VARIANTS).filter((name) => name.endsWith('.yaml')).sort();

describe('the bundled variants', () => {
  it('are the chart and ambiguity alternatives of spec 4.6-4.7, every changed value reconstructed', () => {
    expect(variants).toEqual([
      'critical-always-hits.yaml', 'endurance-brittle.yaml', 'endurance-tough.yaml', 'range-flat.yaml', 'resolution-product.yaml',
    ]);
    for (const name of variants) {
      const data = parse(readFileSync(join(MK_VARIANTS, name), 'utf8')) as Record<string, Record<string, { sources: Record<string, string> }>>;
      for (const entry of Object.values(data).flatMap((entries) => Object.values(entries))) {
        for (const text of Object.values(entry.sources)) expect(parseProvenance(text)).toMatchObject({ kind: 'reconstructed' });
      }
    }
  });

  it.each(variants)('%s applies and loads (so it keeps every stated cell)', (name) => {
    expect(() => mkWithVariant(name)).not.toThrow();
  });

  it('endurance-tough and -brittle move every band one pip, except class B destroyed on 3', () => {
    const base = bundledMk();
    const tough = mkWithVariant('endurance-tough.yaml');
    const brittle = mkWithVariant('endurance-brittle.yaml');
    for (const [letter, row] of base.endurance) {
      for (const band of ['destroyed', 'immobilised', 'disarmed'] as const) {
        expect(brittle.endurance.get(letter)?.[band]).toBe(row[band] + 1);
        expect(tough.endurance.get(letter)?.[band]).toBe(letter === 'B' && band === 'destroyed' ? 3 : row[band] - 1);
      }
    }
    for (const catalogue of [tough, brittle]) {
      const b = catalogue.endurance.get('B');
      expect(b === undefined ? undefined : enduranceResult(b, 3)).toBe('D');
    }
  });

  it('range-flat leaves only the laser +1 at 2 hexes', () => {
    const flat = mkWithVariant('range-flat.yaml');
    for (const [id, weapon] of flat.weapons) {
      for (let range = 1; range <= 30; range++) expect(rangeModifier(weapon, range)).toBe(id === 'laser' && range <= 2 ? 1 : 0);
    }
  });

  it('resolution-product and critical-always-hits change one reading each', () => {
    expect(mkWithVariant('resolution-product.yaml').game.resolution).toBe('product');
    expect(mkWithVariant('critical-always-hits.yaml').ambiguities['k1-critical-under-sum'].value).toBe('always');
    expect(bundledMk().game.resolution).toBe('sum');
  });
});
