import { describe, expect, it } from 'vitest';
import { Terrain } from './terrain.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { testGrid } from '../../../test-support/hex-grid.js';
import { createReach, moveEnds } from './map-move.js';

/**
 * Whether a robot of the template, starting in map row 13 facing north at full speed, can end
 * beyond a band of `terrain` laid across the whole of map row 12.
 */
function passes(template: string, terrain: number): boolean {
  const { t } = arena([fullRobot(template)]);
  const band: Record<string, number> = {};
  for (let q = 0; q < 15; q++) band[`${q},${12 - (q - (q & 1)) / 2}`] = terrain;
  const grid = testGrid(band, 15, 21);
  const scratch = createReach(grid);
  moveEnds(t, 0, grid, scratch, 7, 10, 0, t.track.speed[0] ?? 0); // (7, 10) is in map row 13
  for (let i = 0; i < scratch.endCount; i++) {
    if (Math.floor(Math.floor((scratch.ends[i] ?? 0) / 6) / grid.width) < 12) return true;
  }
  return false;
}

describe('template terrain limits on the map (L181)', () => {
  it('water: the Hoverbot and the flyers cross it, the others do not (L71, L79, L85)', () => {
    expect(['rocketbot', 'helibot', 'hoverbot'].map((t) => passes(t, Terrain.Water))).toEqual([true, true, true]);
    expect(['spiderbot', 'robotank', 'robocar'].map((t) => passes(t, Terrain.Water))).toEqual([false, false, false]);
  });

  it('woods: the Hoverbot and the Robocar cannot enter them (L87, L107)', () => {
    expect(['hoverbot', 'robocar'].map((t) => passes(t, Terrain.Woods))).toEqual([false, false]);
    expect(['spiderbot', 'robotank'].map((t) => passes(t, Terrain.Woods))).toEqual([true, true]);
  });

  it('a bridge lets any robot over the water (L321)', () => {
    expect(passes('robocar', 5)).toBe(true);
  });
});
