// Every variant in designs/mecha-bots/catalogue/variants/ is an erratum (`--errata FILE`) that loads,
// changes what its header says, keeps what the text states, and sources each value it changes as
// reconstructed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { bundledMb, MB_VARIANTS, mbWithVariant } from '../test-support/bundled.js';
import { chassisCells } from './catalogue-checks.js';

const variants = readdirSync(MB_VARIANTS).filter((name) => name.endsWith('.yaml')).sort();

describe('the bundled variants', () => {
  it('are the reconstruction alternatives of spec 6.6 (every changed value reconstructed), direct control for every bot, and the B9 reading\'s alternative (inferred)', () => {
    expect(variants).toEqual(['armour-once-per-location.yaml', 'armour-sample-page.yaml', 'columns-from-right.yaml', 'direct-control.yaml', 'forward-mirrored.yaml', 'hit-die-2d6.yaml', 'range-counters-only.yaml', 'seat-remaining-damage.yaml']);
    for (const name of variants) {
      const data = parse(readFileSync(join(MB_VARIANTS, name), 'utf8')) as Record<string, Record<string, { sources: Record<string, string> }>>;
      for (const [section, entries] of Object.entries(data)) {
        for (const entry of Object.values(entries)) {
          for (const text of Object.values(entry.sources)) expect(parseProvenance(text)).toMatchObject({ kind: section === 'ambiguities' ? 'inferred' : 'reconstructed' });
        }
      }
    }
  });

  it.each(variants)('%s applies and loads (so it keeps every stated cell and the card still tiles)', (name) => {
    expect(() => mbWithVariant(name)).not.toThrow();
  });

  it('each changes one reading and nothing else of its entry', () => {
    const base = bundledMb();
    const twoDice = mbWithVariant('hit-die-2d6.yaml');
    expect(twoDice.chassis.hitDie).toEqual({ ...base.chassis.hitDie, roll: '2d6-minus-2' });
    expect({ ...mbWithVariant('armour-sample-page.yaml').combat, sources: {} }).toEqual({ ...base.combat, armour: 'sample-page', sources: {} });
    expect({ ...mbWithVariant('range-counters-only.yaml').combat, sources: {} }).toEqual({ ...base.combat, reach: 'range-counters', sources: {} });
    expect(base.combat).toMatchObject({ armour: 'per-armour-cell', reach: 'at-least-adjacent' });
    expect({ ...mbWithVariant('direct-control.yaml').program, sources: {} }).toEqual({ ...base.program, control: 'direct', sources: {} });
    expect({ ...mbWithVariant('armour-once-per-location.yaml').combat, sources: {} }).toEqual({ ...base.combat, armour: 'once-per-location', sources: {} });
    expect(JSON.stringify(mbWithVariant('columns-from-right.yaml'))).toContain('from-attacker-right');
    expect(JSON.stringify(base)).not.toContain('from-attacker-right');
  });

  it('forward-mirrored is the mirror image of the card: same names, every outer centre reflected, the same 49 hexes', () => {
    const base = bundledMb();
    const mirrored = mbWithVariant('forward-mirrored.yaml');
    // Reflection across the north-south line, (q, r) -> (-q, r + q), swaps left and right.
    const opposite = (id: string) => id.replace('right', 'LEFT').replace('left', 'right').replace('LEFT', 'left');
    for (const location of mirrored.chassis.locations) {
      const before = base.chassis.locations.find((each) => each.id === opposite(location.id));
      const [q, r] = before?.centre ?? [NaN, NaN];
      expect(location.centre, location.id).toEqual([-q || 0, r + q]);
    }
    expect(mirrored.chassis.locations.map((location) => location.name)).toEqual(base.chassis.locations.map((location) => location.name));
    const cells = [...chassisCells(mirrored).keys()].sort();
    expect(cells).toEqual([...chassisCells(base).keys()].map((key) => {
      const [q, r] = key.split(',').map(Number) as [number, number];
      return `${-q || 0},${r + q}`;
    }).sort());
  });
});
