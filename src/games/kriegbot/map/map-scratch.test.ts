// The precomputed map lookups agree with the geometry they replace: arcs (hex/hex.ts inArc) and
// line of sight (terrain.ts lineOfSight), and distances (hex/hex.ts hexDistance), on every pair of
// hexes of the default map.
import { describe, expect, it } from 'vitest';
import { ArcWidth, hexDistance, inArc } from '../../../hex/hex.js';
import { lineOfSight } from './terrain.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { arcsAt, cellDistance, LINE_ARC_BIT, sightBits } from './map-scratch.js';

describe('map lookups', () => {
  const { t, g, compiled } = scenarioBench('showdown');
  const map = g.map;
  const grid = compiled.map.grid;

  it('sight bits equal line of sight traced hex by hex, plain and for a painted target (L199, A17)', () => {
    let blocked = 0;
    for (let from = 0; from < map.cells; from += 7) {
      for (let to = 0; to < map.cells; to++) {
        const [q1, r1, q2, r2] = [map.q[from] ?? 0, map.r[from] ?? 0, map.q[to] ?? 0, map.r[to] ?? 0];
        const expected = (lineOfSight(grid, q1, r1, q2, r2, false) ? 1 : 0) | (lineOfSight(grid, q1, r1, q2, r2, true) ? 2 : 0);
        expect(sightBits(t, map, from, to)).toBe(expected);
        if ((expected & 1) === 0) blocked++;
      }
    }
    expect(blocked).toBeGreaterThan(0); // the default map's woods, hills and buildings do block
  });

  it('arc bits equal inArc for every arc code and facing, and the 1-degree line (L201-208)', () => {
    const widths = [ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.Sixty, ArcWidth.OneTwenty, ArcWidth.OneTwenty, ArcWidth.All];
    const turns = [0, 5, 1, 3, 4, 2, 0, 3, 0];
    const from = 10 * map.width + 7;
    for (let to = 0; to < map.cells; to++) {
      for (let facing = 0; facing < 6; facing++) {
        const bits = arcsAt(map, from, facing, to);
        const [q1, r1, q2, r2] = [map.q[from] ?? 0, map.r[from] ?? 0, map.q[to] ?? 0, map.r[to] ?? 0];
        widths.forEach((width, code) => expect(((bits >> code) & 1) === 1).toBe(inArc(q1, r1, (facing + (turns[code] ?? 0)) % 6, width, q2, r2)));
        expect((bits & LINE_ARC_BIT) !== 0).toBe(inArc(q1, r1, facing, ArcWidth.Line, q2, r2));
      }
      expect(cellDistance(map, from, to)).toBe(hexDistance(map.q[from] ?? 0, map.r[from] ?? 0, map.q[to] ?? 0, map.r[to] ?? 0));
    }
    expect(arcsAt(map, from, 0, from)).toBe(0); // never the robot's own hex (L208)
  });

  it('the distance table equals the hex distance for every pair, and a unit off the map reads as axial (0, 0)', () => {
    let mismatches = 0;
    for (let from = 0; from < map.cells; from++) {
      for (let to = 0; to < map.cells; to++) if (cellDistance(map, from, to) !== hexDistance(map.q[from] ?? 0, map.r[from] ?? 0, map.q[to] ?? 0, map.r[to] ?? 0)) mismatches++;
    }
    expect(mismatches).toBe(0);
    const far = map.cells - 1;
    expect(cellDistance(map, -1, far)).toBe(hexDistance(0, 0, map.q[far] ?? 0, map.r[far] ?? 0));
    expect(cellDistance(map, far, -1)).toBe(cellDistance(map, -1, far));
    expect(cellDistance(map, far, -1)).toBeGreaterThan(10);
  });
});
