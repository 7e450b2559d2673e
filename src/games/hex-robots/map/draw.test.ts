// The text drawing of a map: levels as digits, '#' for blocked hexes, robots as letters.
import { describe, expect, it } from 'vitest';
import { drawHexMap } from './draw.js';
import { loadHexMap } from './map-file.js';

describe('drawHexMap', () => {
  it('draws odd columns half a hex lower, with each robot beside its hex\'s level', () => {
    const { grid } = loadHexMap('m', { name: 'Tiny', width: 4, height: 4, heights: ['0102', '0000', '0021', '0000'], blocked: [[2, 1]], deployment: { a: 'bottom', b: 'top' } });
    expect(drawHexMap(grid, [{ cell: 0, letter: 'A' }, { cell: 2 * 4 + 3, letter: 'b' }])).toBe([
      '     0 1 2 3',
      '  0  0A  0',
      '       1   2',
      '  1  0   #',
      '       0   0',
      '  2  0   2',
      '       0   1b',
      '  3  0   0',
      '       0   0',
      '',
    ].join('\n'));
  });

  it('refuses a mark longer than one letter or a cell off the map', () => {
    const { grid } = loadHexMap('m', { name: 'Tiny', width: 4, height: 4, heights: ['0000', '0000', '0000', '0000'], deployment: { a: 'bottom', b: 'top' } });
    expect(() => drawHexMap(grid, [{ cell: 0, letter: 'AB' }])).toThrow(/one letter/);
    expect(() => drawHexMap(grid, [{ cell: 16, letter: 'A' }])).toThrow(/off the 4 x 4 map/);
  });
});
