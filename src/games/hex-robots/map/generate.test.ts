// Generated maps: valid, deterministic, Heroscape-like hills within levels 0-3, and every hex
// reachable from every other under the one-level climb (HX L6).
import { describe, expect, it } from 'vitest';
import { costReach, createCostReach } from '../../../hex/cost-reach.js';
import { Rng } from '../../../rng/rng.js';
import { generateHills, HILLS_SEED, hillsMap, MAP_STREAM, openFieldMap } from './generate.js';
import { checkHexMap, loadHexMap } from './map-file.js';
import { bundledHexMap as bundledMap } from '../../../test-support/hex-robots-maps.js';
import { MAX_CLIMB, MoveType, walkCosts } from './terrain.js';

describe('generated maps', () => {
  it('the same seed gives the same map; another seed another', () => {
    expect(hillsMap(7)).toEqual(hillsMap(7));
    expect(hillsMap(7).heights).not.toEqual(hillsMap(8).heights);
    expect(generateHills(new Rng(7, MAP_STREAM))).toEqual(generateHills(new Rng(7, MAP_STREAM)));
  });

  it('are valid 12 x 12 maps with hills of levels 0-3 off the deployment rows', () => {
    let peaks = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const file = hillsMap(seed);
      expect(checkHexMap(`seed ${seed}`, file), `seed ${seed}`).toEqual([]);
      const { grid } = loadHexMap(`seed ${seed}`, file);
      expect([grid.width, grid.height]).toEqual([12, 12]);
      const raised = [...grid.levels].filter((level) => level > 0).length;
      expect(raised, `seed ${seed}`).toBeGreaterThan(10);
      expect(Math.max(...grid.levels)).toBeLessThanOrEqual(3);
      if (Math.max(...grid.levels) === 3) peaks++;
      expect(file.heights[0]).toBe('000000000000');
      expect(file.heights[11]).toBe('000000000000');
    }
    expect(peaks).toBeGreaterThan(5);
  });

  it('every hex can be reached from every other, climbing one level a hex (L6)', () => {
    const costs = walkCosts();
    for (let seed = 1; seed <= 20; seed++) {
      const { grid } = loadHexMap(`seed ${seed}`, hillsMap(seed));
      const scratch = createCostReach(grid);
      for (let start = 0; start < 144; start++) {
        costReach(grid, scratch, costs, MoveType.Walk, start, 254, MAX_CLIMB, 0, null, null);
        expect(scratch.reachedCount, `seed ${seed}, from cell ${start}`).toBe(144);
      }
    }
  });

  it('keep cliffs: somewhere a step climbs two levels or more', () => {
    const cliffs = Array.from({ length: 10 }, (_, i) => {
      const { grid } = loadHexMap('m', hillsMap(i + 1));
      const scratch = createCostReach(grid);
      let found = 0;
      for (let c = 0; c < 144; c++) {
        for (let d = 0; d < 6; d++) {
          const n = scratch.neighbours[c * 6 + d] ?? -1;
          if (n >= 0 && (grid.levels[n] ?? 0) - (grid.levels[c] ?? 0) >= 2) found++;
        }
      }
      return found;
    });
    expect(cliffs.some((found) => found > 0)).toBe(true);
  });

  it('the bundled hills map is the generator\'s map for its seed; open field is flat', () => {
    const hills = bundledMap('hills.yaml') as { heights: string[]; name: string };
    expect(hills.heights).toEqual(hillsMap(HILLS_SEED).heights);
    expect(hills.name).toBe(hillsMap(HILLS_SEED).name);
    expect(bundledMap('open-field.yaml')).toMatchObject({ heights: openFieldMap().heights });
    expect(openFieldMap().heights.every((row) => row === '000000000000')).toBe(true);
  });
});
