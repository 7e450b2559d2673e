// The exact line of sight (L199): a hex is on the line when the segment between the two centres
// meets its hexagon in a piece of positive length; checked on hand-picked lines and against a
// dense sampling of the segment written here, apart from line.ts.
import { describe, expect, it } from 'vitest';
import { testGrid } from '../test-support/hex-grid.js';
import { centreX, centreY, hexDistance } from './hex.js';
import { lineHexes, meets } from './line.js';
import { lineOfSight, Terrain } from '../games/kriegbot/map/terrain.js';

const on = (q1: number, r1: number, q2: number, r2: number): Set<string> => {
  const q = new Int32Array(64);
  const r = new Int32Array(64);
  const n = lineHexes(q1, r1, q2, r2, q, r);
  return new Set([...Array(n).keys()].map((i) => `${q[i]},${r[i]}`));
};

/** The hex holding a point (x east, y south, in hex radii): the nearest centre (a hexagon is its Voronoi cell). */
function hexAt(x: number, y: number): string {
  const q = x / 1.5;
  const r = y / Math.sqrt(3) - q / 2;
  let best = '';
  let bestDistance = Infinity;
  for (let dq = -1; dq <= 2; dq++) {
    for (let dr = -1; dr <= 2; dr++) {
      const cq = Math.floor(q) + dq;
      const cr = Math.floor(r) + dr;
      const d = (centreX(cq) - x) ** 2 + (centreY(cq, cr) - y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = `${cq},${cr}`;
      }
    }
  }
  return best;
}

describe('the exact line between two centres (L199)', () => {
  it('a line that clips a hex near its corner takes it in (the sampled trace missed it)', () => {
    // From (0,0) to (1,-7) the line cuts across a corner of (1,-3) and of (0,-4).
    expect(meets(0, 0, 1, -7, 1, -3)).toBe(true);
    expect(on(0, 0, 1, -7)).toContain('1,-3');
    expect(on(0, 0, 1, -7)).toContain('0,-4');
    // ... and a wood there blocks the sight.
    const grid = testGrid({ '4,4': Terrain.Woods }, 16, 16);
    expect(lineOfSight(grid, 3, 7, 4, 0, false)).toBe(false); // the same line moved by (3, 7)
    expect(lineOfSight(testGrid({}, 16, 16), 3, 7, 4, 0, false)).toBe(true);
  });

  it('a line along a hexside takes both hexes beside it ("half hexes are included")', () => {
    expect(on(0, 0, 2, -1)).toEqual(new Set(['1,-1', '1,0']));
    expect(on(0, 0, 1, 1)).toEqual(new Set(['0,1', '1,0']));
  });

  it('a line that only touches a hex at one corner does not take it', () => {
    // From (0,0) to (-11,1) the line passes through a corner of (-7,0) without entering it.
    expect(on(0, 0, -11, 1)).not.toContain('-7,0');
    expect(meets(0, 0, -11, 1, -7, 0)).toBe(false);
    const q = -7;
    const r = 0;
    const corners = [0, 60, 120, 180, 240, 300].map((deg) => [centreX(q) + Math.cos((deg * Math.PI) / 180), centreY(q, r) + Math.sin((deg * Math.PI) / 180)] as const);
    const [x2, y2] = [centreX(-11), centreY(-11, 1)];
    const offLine = (x: number, y: number) => Math.abs((x2 * y - y2 * x) / Math.hypot(x2, y2));
    expect(Math.min(...corners.map(([x, y]) => offLine(x, y)))).toBeLessThan(1e-9); // the line goes through one of its corners
  });

  it('agrees with a dense sampling of the segment on every line up to 7 hexes long', () => {
    let lines = 0;
    for (let q2 = -7; q2 <= 7; q2++) {
      for (let r2 = -7; r2 <= 7; r2++) {
        const n = hexDistance(0, 0, q2, r2);
        if (n < 2 || n > 7) continue;
        lines++;
        const x2 = centreX(q2);
        const y2 = centreY(q2, r2);
        // Sample the segment densely and a hair to either side, so a run along a side finds both hexes.
        const sampled = new Set<string>();
        const steps = 1500 * n;
        for (let i = 1; i < steps; i++) {
          const t = i / steps;
          for (const side of [-1e-7, 0, 1e-7]) sampled.add(hexAt(x2 * t - (y2 / Math.hypot(x2, y2)) * side, y2 * t + (x2 / Math.hypot(x2, y2)) * side));
        }
        sampled.delete('0,0');
        sampled.delete(`${q2},${r2}`);
        const exact = on(0, 0, q2, r2);
        // The sampling may touch a hex at a corner only; nothing on the exact line may be missing from it.
        for (const hex of exact) expect(sampled, `${q2},${r2}: ${hex}`).toContain(hex);
        for (const hex of sampled) if (!exact.has(hex)) expect(cornerOnly(q2, r2, hex), `${q2},${r2}: ${hex} sampled but not on the line`).toBe(true);
      }
    }
    expect(lines).toBeGreaterThan(120);
  });
});

/** The hex lies within a hair of the line but meets it in no more than a point. */
function cornerOnly(q2: number, r2: number, hex: string): boolean {
  const [q, r] = hex.split(',').map(Number) as [number, number];
  return !meets(0, 0, q2, r2, q, r);
}
