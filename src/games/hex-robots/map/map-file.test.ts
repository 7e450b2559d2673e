// Map files: the bundled maps load, and bad input is reported with file, field path and rule.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../catalogue/problem.js';
import { bundledHexMap as bundledMap } from '../../../test-support/hex-robots-maps.js';
import { checkHexMap, loadHexMap } from './map-file.js';
import { HexTerrain } from './terrain.js';

/** A valid 4 x 4 map to break one field at a time. */
const small = {
  name: 'Small',
  width: 4,
  height: 4,
  heights: ['0000', '0123', [0, 1, 2, 3], '0000'],
  blocked: [[1, 1]],
  deployment: { a: 'bottom', b: 'top' },
};

const found = (data: object) => checkHexMap('m.yaml', { ...small, ...data }).map((p) => `${p.path}: ${p.message}`);

describe('hex-robots map files', () => {
  it('the bundled maps are valid, sources and all', () => {
    expect(checkHexMap('hills.yaml', bundledMap('hills.yaml'))).toEqual([]);
    expect(checkHexMap('open-field.yaml', bundledMap('open-field.yaml'))).toEqual([]);
  });

  it('loads heights given as digit strings or lists, and blocked hexes, into the grid (cell = row * width + column)', () => {
    const { grid, file } = loadHexMap('m.yaml', small);
    expect([grid.width, grid.height]).toEqual([4, 4]);
    expect([...grid.levels.subarray(4, 12)]).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(grid.terrain[1 * 4 + 1]).toBe(HexTerrain.Blocked);
    expect([...grid.terrain].filter((code) => code === HexTerrain.Blocked)).toHaveLength(1);
    expect(grid.lineQ.length).toBeGreaterThanOrEqual(2 * (4 + 4));
    expect(file.deployment).toEqual({ a: 'bottom', b: 'top' });
  });

  it('names the field and the rule of each problem', () => {
    expect(found({ heights: small.heights.slice(1) })).toEqual(['heights: has 3 rows, not height 4']);
    expect(found({ heights: ['000', ...small.heights.slice(1)] })).toEqual(['heights[0]: has 3 hexes, not width 4']);
    expect(found({ heights: ['0040', ...small.heights.slice(1)] })).toEqual(['heights[0]: column 2: "4" is not a level 0-3']);
    expect(found({ heights: ['00x0', ...small.heights.slice(1)] })).toEqual(['heights[0]: column 2: "x" is not a level 0-3']);
    expect(found({ heights: [[0, 0, -1, 0], ...small.heights.slice(1)] })).toEqual(['heights[0][2]: column 2: -1 is not a level 0-3']);
    expect(found({ blocked: [[4, 0], [1, 1], [1, 1]] })).toEqual(['blocked[0]: (4, 0) is off the 4 x 4 map', 'blocked[2]: (1, 1) is listed twice']);
    expect(found({ deployment: { a: 'top', b: 'top' } })).toEqual(['deployment: both sides are on the same edge']);
    expect(found({ blocked: [[0, 0], [1, 0]] })).toEqual(['deployment.b: the top edge has 2 open hexes, fewer than 4']);
    expect(found({ deployment: { a: 'bottom', b: 'middle' } })[0]).toMatch(/^deployment\.b: /);
    expect(found({ width: 3 })[0]).toMatch(/^width: /);
    expect(found({ colour: 'red' })[0]).toMatch(/colour/);
    const [level] = checkHexMap('m.yaml', { ...small, heights: ['0040', ...small.heights.slice(1)] });
    expect(level).toMatchObject({ file: 'm.yaml', rule: expect.stringMatching(/levels 0-3.*L3, L6/) });
  });

  it('checks sources when a map has them', () => {
    expect(found({ sources: { name: 'reconstructed - a small map for the tests' } })).toContain('width: has no entry in sources');
    expect(found({ sources: { colour: 'reconstructed - no such field here', name: 'stated' } })).toEqual(expect.arrayContaining([
      'sources.colour: names no field of this entry',
      expect.stringMatching(/^sources\.name: a stated source must cite/),
    ]));
  });

  it('loadHexMap throws a ValidationError listing every problem', () => {
    expect(() => loadHexMap('m.yaml', { ...small, width: 5 })).toThrow(ValidationError);
    expect(() => loadHexMap('m.yaml', { ...small, width: 5 })).toThrow(/m\.yaml: heights\[0\]: has 4 hexes, not width 5/);
  });
});
