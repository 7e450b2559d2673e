import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLED_DESIGNS } from '../../../cli/load.js';
import { inArc, ArcWidth } from '../../../hex/hex.js';
import { lineOfSight, Terrain, terrainAt } from './terrain.js';
import { axialOf, checkMap, loadMap } from './map.js';
import { generateMap } from './map-generate.js';

const bundled = (name: string) => parse(readFileSync(join(BUNDLED_DESIGNS, 'kriegbot', 'maps', name), 'utf8'));

describe('maps', () => {
  it('the bundled maps are valid', () => {
    expect(checkMap('default.yaml', bundled('default.yaml'))).toEqual([]);
    expect(checkMap('open-field.yaml', bundled('open-field.yaml'))).toEqual([]);
  });

  it('generated maps are valid and the same for the same seed', () => {
    for (let seed = 1; seed <= 20; seed++) expect(checkMap(`generated ${seed}`, generateMap(seed)), `seed ${seed}`).toEqual([]);
    expect(generateMap(7)).toEqual(generateMap(7));
    expect(generateMap(7).terrain).not.toEqual(generateMap(8).terrain);
  });

  it('refuses a centre off the map and two structures on one hex (both once validated; issue 21)', () => {
    const map = bundled('default.yaml') as { width: number; height: number; centre: [number, number]; structures: { type: string; at: [number, number]; side?: string }[] };
    const offCentre = { ...map, centre: [map.width + 3, 2] };
    expect(checkMap('m.yaml', offCentre).map((p) => `${p.path}: ${p.message}`)).toEqual([`centre: (${map.width + 3}, 2) is off the ${map.width} x ${map.height} map`]);
    const first = map.structures[0];
    if (first === undefined) throw new Error('no structure');
    const doubled = { ...map, structures: [...map.structures, { ...first }] };
    const problems = checkMap('m.yaml', doubled);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe(`structures[${map.structures.length}].at`);
    expect(problems[0]?.message).toMatch(/already holds structures\[0\] \(tv-tower\); one structure a hex/);
  });

  it('names each problem with its field', () => {
    const good = bundled('open-field.yaml');
    const found = (data: object) => checkMap('m.yaml', data).map((p) => `${p.path}: ${p.message}`);
    expect(found({ ...good, terrain: good.terrain.slice(1) })).toEqual(['terrain: has 20 rows, not height 21']);
    expect(found({ ...good, terrain: [good.terrain[0].slice(1), ...good.terrain.slice(1)] })).toEqual(['terrain[0]: has 14 hexes, not width 15']);
    expect(found({ ...good, terrain: ['X' + good.terrain[0].slice(1), ...good.terrain.slice(1)] })[0]).toMatch(/^terrain\[0\]: column 0: "X" is not in the legend/);
    expect(found({ ...good, edges: { top: 'green', bottom: 'green' } })).toEqual(['edges: each team needs its own edge']);
    expect(found({ ...good, structures: [{ type: 'tv-tower', at: [3, 30], side: 'green' }] })).toContain('structures[0].at: (3, 30) is off the 15 x 21 map');
    expect(found({ ...good, structures: [{ type: 'gas-station', at: [3, 3] }] })).toEqual(['structures[0].at: a gas-station stands on "B" terrain, not "."']);
  });

  it('on the default map, the river separates the halves and woods block sight across it', () => {
    const map = loadMap(bundled('default.yaml'));
    const [bq, br] = axialOf(7, 9);
    expect(terrainAt(map.grid, bq, br)).toBe(5); // the bridge
    const [q1, r1] = axialOf(2, 1);
    const [q2, r2] = axialOf(2, 5);
    expect(terrainAt(map.grid, ...axialOf(2, 3))).toBe(Terrain.Woods);
    expect(lineOfSight(map.grid, q1, r1, q2, r2, false)).toBe(false);
    expect(inArc(q1, r1, 3, ArcWidth.Sixty, q2, r2)).toBe(true); // straight south, in a south-facing front arc
  });
});
