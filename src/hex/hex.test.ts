// Hex geometry on hand-checked positions (flat-topped hexes, axial coordinates, direction 0 north).
import { describe, expect, it } from 'vitest';
import { ArcWidth, bearingSixths, hexDistance, inArc, neighbourQ, neighbourR } from './hex.js';
import { lineHexes } from './line.js';
import { lineOfSight, Terrain, type HexGrid } from '../games/kriegbot/map/terrain.js';
import { testGrid } from '../test-support/hex-grid.js';

describe('distance', () => {
  it('counts hexes on the six axes and in between', () => {
    expect(hexDistance(0, 0, 0, 0)).toBe(0);
    expect(hexDistance(0, 0, 0, -5)).toBe(5); // due north
    expect(hexDistance(0, 0, 3, 0)).toBe(3); // south-east axis
    expect(hexDistance(0, 0, 2, 1)).toBe(3);
    expect(hexDistance(-2, 3, 1, -1)).toBe(4);
  });

  it('every neighbour is one hex away, and opposite steps cancel', () => {
    for (let d = 0; d < 6; d++) {
      expect(hexDistance(0, 0, neighbourQ(0, d), neighbourR(0, d))).toBe(1);
      expect([neighbourQ(neighbourQ(0, d), d + 3), neighbourR(neighbourR(0, d), d + 3)]).toEqual([0, 0]);
    }
  });

  it('the centre of hexside d lies at bearing d', () => {
    for (let d = 0; d < 6; d++) expect(bearingSixths(0, 0, neighbourQ(0, d), neighbourR(0, d))).toBeCloseTo(d === 0 ? 0 : d, 9);
  });
});

describe('arcs (L201-208)', () => {
  // A robot at (0, 0) facing north (direction 0).
  const north = (width: number, q: number, r: number) => inArc(0, 0, 0, width, q, r);

  it('never include the robot\'s own hex', () => {
    for (const width of [ArcWidth.Line, ArcWidth.Sixty, ArcWidth.OneTwenty, ArcWidth.All]) expect(north(width, 0, 0)).toBe(false);
  });

  it('the 1-degree line runs straight out of the facing', () => {
    expect(north(ArcWidth.Line, 0, -4)).toBe(true);
    expect(north(ArcWidth.Line, 1, -4)).toBe(false);
  });

  it('60 degrees: the front hex column, and the half hexes on its corner lines', () => {
    expect(north(ArcWidth.Sixty, 0, -1)).toBe(true);
    expect(north(ArcWidth.Sixty, 1, -2)).toBe(true); // centre exactly on the north-east corner line: a half hex
    expect(north(ArcWidth.Sixty, -1, -1)).toBe(true); // on the north-west corner line
    expect(north(ArcWidth.Sixty, 1, -1)).toBe(false); // the north-east neighbour
    expect(north(ArcWidth.Sixty, 2, -3)).toBe(false);
  });

  it('120 degrees: out to the centres of the hexsides either side of the facing', () => {
    expect(north(ArcWidth.OneTwenty, 1, -1)).toBe(true); // north-east neighbour, on the boundary
    expect(north(ArcWidth.OneTwenty, -1, 0)).toBe(true); // north-west neighbour
    expect(north(ArcWidth.OneTwenty, 1, 0)).toBe(false); // south-east
    expect(north(ArcWidth.OneTwenty, 0, 1)).toBe(false); // behind
  });

  it('the Spiderbot\'s rear 120-degree pylon faces south and covers the three rear hexsides (L205)', () => {
    const rear = (q: number, r: number) => inArc(0, 0, 3, ArcWidth.OneTwenty, q, r);
    expect([rear(1, 0), rear(0, 1), rear(-1, 1)]).toEqual([true, true, true]);
    expect([rear(1, -1), rear(0, -1), rear(-1, 0)]).toEqual([false, false, false]);
  });
});

describe('line of sight (L199)', () => {
  const grid = (cells: Record<string, number>): HexGrid => testGrid(cells, 12, 12);


  it('traces the hexes between two ends', () => {
    const q = new Int32Array(16);
    const r = new Int32Array(16);
    const n = lineHexes(2, 2, 2, 6, q, r);
    expect(new Set([...Array(n).keys()].map((i) => `${q[i]},${r[i]}`))).toEqual(new Set(['2,3', '2,4', '2,5']));
  });

  it('woods and buildings between block it; at either end they do not', () => {
    expect(lineOfSight(grid({ '2,4': Terrain.Woods }), 2, 2, 2, 6, false)).toBe(false);
    expect(lineOfSight(grid({ '2,4': Terrain.Building }), 2, 2, 2, 6, false)).toBe(false);
    expect(lineOfSight(grid({ '2,6': Terrain.Woods }), 2, 2, 2, 6, false)).toBe(true);
    expect(lineOfSight(grid({}), 2, 2, 2, 6, false)).toBe(true);
  });

  it('hills block unless the attacker or the target is on a hill', () => {
    expect(lineOfSight(grid({ '2,4': Terrain.Hill }), 2, 2, 2, 6, false)).toBe(false);
    expect(lineOfSight(grid({ '2,4': Terrain.Hill, '2,2': Terrain.Hill }), 2, 2, 2, 6, false)).toBe(true);
    expect(lineOfSight(grid({ '2,4': Terrain.Hill, '2,6': Terrain.Hill }), 2, 2, 2, 6, false)).toBe(true);
  });

  it('a line along a hexside is blocked by a wood on either side of it', () => {
    // From (2,2) to (4,1): the line runs between (3,1) and (3,2).
    expect(lineOfSight(grid({ '3,1': Terrain.Woods }), 2, 2, 4, 1, false)).toBe(false);
    expect(lineOfSight(grid({ '3,2': Terrain.Woods }), 2, 2, 4, 1, false)).toBe(false);
    expect(lineOfSight(grid({}), 2, 2, 4, 1, false)).toBe(true);
  });

  it('a painted target is seen over woods and hills by indirect attacks (A17), not through buildings', () => {
    expect(lineOfSight(grid({ '2,4': Terrain.Woods, '2,3': Terrain.Hill }), 2, 2, 2, 6, true)).toBe(true);
    expect(lineOfSight(grid({ '2,4': Terrain.Building }), 2, 2, 2, 6, true)).toBe(false);
  });
});
