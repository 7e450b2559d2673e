// Every variant in designs/kriegbot/catalogue/variants/ (issue 22: other plausible readings of the
// reconstructed values, for `botlab sensitivity`) is an erratum that loads over the bundled
// catalogue, gives every value it changes a source marked as a reconstructed variant, and changes
// what its header says it does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLED_DESIGNS, loadCatalogue } from '../../../cli/load.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { kriegbot } from '../index.js';
import type { KriegbotCatalogue } from './catalogue.js';

const FOLDER = join(BUNDLED_DESIGNS, 'kriegbot', 'catalogue', 'variants');
const variants = readdirSync(FOLDER).filter((name) => name.endsWith('.yaml')).sort();
const withVariant = (name: string) => loadCatalogue<KriegbotCatalogue>(kriegbot, undefined, join(FOLDER, name)).catalogue;
/** A card's first attack function's range diagram, or a template's speed track, as plain data. */
const range = (catalogue: KriegbotCatalogue, card: string, fn = 0) => JSON.parse(JSON.stringify(catalogue.cards.get(card)?.functions[fn])) as { attack?: { range: number[][] } };
const speed = (catalogue: KriegbotCatalogue, template: string) => JSON.parse(JSON.stringify(catalogue.templates.get(template))).speed as number[];

describe('Kriegbot variants', () => {
  it('each loads over the catalogue and sources every change as a reconstructed variant', () => {
    expect(variants.length).toBeGreaterThanOrEqual(8);
    for (const name of variants) {
      expect(() => withVariant(name), name).not.toThrow();
      const data = parse(readFileSync(join(FOLDER, name), 'utf8')) as Record<string, Record<string, { sources?: Record<string, string> }>>;
      const sources = Object.values(data).flatMap((entries) => Object.values(entries)).flatMap((entry) => Object.values(entry.sources ?? {}));
      expect(sources.length, name).toBeGreaterThan(0);
      for (const source of sources) expect(source, name).toMatch(/^reconstructed .*- variant -/);
      expect(readFileSync(join(FOLDER, name), 'utf8'), name).toContain(`npx botlab sensitivity --variants designs/kriegbot/catalogue/variants/${name}`);
    }
  });

  it('change what they say: speed tracks, range bands, the EMP Blaster\'s powered-up blast, Super-steel', () => {
    const base = bundledKriegbot();
    expect(speed(withVariant('speed-tracks-slower.yaml'), 'robotank')).toEqual([2, 2, 2]);
    expect(speed(withVariant('speed-tracks-slower.yaml'), 'rocketbot')).toEqual(speed(base, 'rocketbot')); // an example gives its 8
    expect(range(withVariant('range-bands-longer.yaml'), 'gatling-gun').attack?.range).toEqual([[4, 3], [7, 2], [10, 1]]);
    expect(range(withVariant('range-bands-shorter.yaml'), 'gatling-gun').attack?.range).toEqual([[2, 3], [5, 2], [8, 1]]);
    const powered = (catalogue: KriegbotCatalogue) => catalogue.cards.get('emp-blaster')?.functions.map((fn) => JSON.parse(JSON.stringify(fn)) as { poweredUp: boolean; attack?: { range: number[][] } }).find((fn) => fn.poweredUp)?.attack?.range;
    expect(powered(base)).toEqual([[3, 6], [6, 4], [9, 2]]);
    expect(powered(withVariant('emp-blaster-plus-three.yaml'))).toEqual([[3, 6], [6, 5], [9, 4]]);
    expect(powered(withVariant('emp-blaster-powered-short-only.yaml'))).toEqual([[3, 6], [6, 2], [9, 1]]);
    const skin = (catalogue: KriegbotCatalogue) => JSON.stringify(catalogue.cards.get('super-steel-skin')?.functions);
    expect(skin(withVariant('super-steel-skin-weaker.yaml'))).toContain('"sacrifice"');
    expect(skin(withVariant('super-steel-skin-kinetic.yaml'))).toContain('"MISSILE"');
    expect(skin(base)).not.toContain('"MISSILE"');
  });
});
