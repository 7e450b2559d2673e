// The default deployment: each side's robots spread along its own edge (reconstructed).
import { describe, expect, it } from 'vitest';
import { defaultDeployment, edgeCells, TEAM_SIZE } from './deployment.js';
import { openFieldMap } from './generate.js';
import { loadHexMap } from './map-file.js';

describe('defaultDeployment', () => {
  it('puts side a on the bottom row and side b on the top row, four each, spread out', () => {
    const map = loadHexMap('open-field', openFieldMap());
    const cells = defaultDeployment(map);
    expect(cells).toHaveLength(2 * TEAM_SIZE);
    expect([...cells.subarray(0, 4)]).toEqual([1, 4, 7, 10].map((q) => 11 * 12 + q));
    expect([...cells.subarray(4)]).toEqual([1, 4, 7, 10]);
  });

  it('skips blocked hexes and never gives two robots one hex, even on edges that meet at a corner', () => {
    const rows = Array.from({ length: 5 }, () => '00000');
    const map = loadHexMap('m', { name: 'Corner', width: 5, height: 5, heights: rows, blocked: [[1, 0]], deployment: { a: 'top', b: 'left' } });
    const cells = [...defaultDeployment(map)];
    expect(cells).toEqual([0, 2, 3, 4, 5, 10, 15, 20]); // the corner hex 0 went to side a
    expect(() => defaultDeployment(map, 5)).toThrow(/top edge has 4 free hexes/);
  });

  it('lists each edge in order', () => {
    expect(edgeCells(3, 2, 'top')).toEqual([0, 1, 2]);
    expect(edgeCells(3, 2, 'bottom')).toEqual([3, 4, 5]);
    expect(edgeCells(3, 2, 'left')).toEqual([0, 3]);
    expect(edgeCells(3, 2, 'right')).toEqual([2, 5]);
  });
});
