// cold: the referee's own map geometry, written from the rulebook and not shared with the
// simulator's (only hex distance is): arcs from the angle between the facing and the target's
// centre (L201-208), line of sight by clipping the centre-to-centre segment against each hexagon
// between (L199). Hexes are flat-topped in the map files' "odd-q" layout; facing 0 is north, then
// clockwise.
import { hexDistance } from '../../../hex/hex.js';

export interface Hex {
  readonly column: number;
  readonly row: number;
}

/** Axial coordinates of a map hex (odd columns sit half a hex lower). */
export function axial(hex: Hex): readonly [number, number] {
  return [hex.column, hex.row - (hex.column - (hex.column & 1)) / 2];
}

export function distance(a: Hex, b: Hex): number {
  const [q1, r1] = axial(a);
  const [q2, r2] = axial(b);
  return hexDistance(q1, r1, q2, r2);
}

/** The centre of a hex, in hex radii: x east, y south. */
export function centre(hex: Hex): readonly [number, number] {
  return [1.5 * hex.column, Math.sqrt(3) * (hex.row + (hex.column & 1) / 2)];
}

/** The neighbour across hexside `facing` (0 north, 1 north-east ... 5 north-west), or null off a map of this size. */
export function neighbour(hex: Hex, facing: number, width: number, height: number): Hex | null {
  const odd = (hex.column & 1) === 1;
  const f = ((facing % 6) + 6) % 6;
  const column = hex.column + [0, 1, 1, 0, -1, -1][f]!;
  const row = hex.row + (f === 0 ? -1 : f === 3 ? 1 : f === 1 || f === 5 ? (odd ? 0 : -1) : odd ? 1 : 0);
  return column < 0 || column >= width || row < 0 || row >= height ? null : { column, row };
}

/** Degrees clockwise from north of the line from a's centre to b's. */
export function bearing(a: Hex, b: Hex): number {
  const [x1, y1] = centre(a);
  const [x2, y2] = centre(b);
  const degrees = (Math.atan2(x2 - x1, -(y2 - y1)) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

/** Half-widths of the arcs (L203-206) and the hexside each is centred on, from the facing. */
const ARC_SHAPE: Readonly<Record<string, { readonly half: number; readonly turn: number }>> = {
  'front-60': { half: 30, turn: 0 }, 'front-right-60': { half: 30, turn: 1 }, 'rear-right-60': { half: 30, turn: 2 },
  'rear-60': { half: 30, turn: 3 }, 'rear-left-60': { half: 30, turn: 4 }, 'front-left-60': { half: 30, turn: 5 },
  'front-120': { half: 60, turn: 0 }, 'rear-120': { half: 60, turn: 3 }, 'all-360': { half: 180, turn: 0 }, line: { half: 0, turn: 0 },
};

/** How far (degrees, 0-180) a direction lies from the middle of an arc. */
function offArc(facing: number, arc: string, degrees: number): number {
  const shape = ARC_SHAPE[arc];
  if (shape === undefined) return 360;
  const middle = ((facing + shape.turn) % 6) * 60;
  const off = Math.abs(((degrees - middle + 540) % 360) - 180);
  return off;
}

/**
 * Is `target` within `arc` of a unit in `from` facing `facing`? Never the unit's own hex (L208);
 * a hex the arc's edge cuts in half counts ("half hexes are included", L204). `line` is the
 * 1-degree strafing line straight out of the facing (L203, L306).
 */
export function inArc(from: Hex, facing: number, arc: string, target: Hex): boolean {
  if (from.column === target.column && from.row === target.row) return false;
  const shape = ARC_SHAPE[arc];
  if (shape === undefined) return false;
  if (shape.half >= 180) return true;
  return offArc(facing, arc, bearing(from, target)) <= shape.half + 1e-6;
}

/** On a line: is the enemy, at bearing `bearing` (0 ahead ... 3 behind, in hexsides), within the arc? */
export function inArcOnLine(bearingSides: number, arc: string): boolean {
  const shape = ARC_SHAPE[arc];
  if (shape === undefined) return false;
  return shape.half >= 180 || offArc(0, arc, bearingSides * 60) <= shape.half + 1e-6;
}

/**
 * The hexes strictly between two hexes that the straight line from centre to centre passes
 * through (L199), each with the length of the line inside it: a hex the line crosses, or runs
 * along the side of, is on it; a hex it touches at one corner only is not (a point of contact).
 * The hexagon is three slabs of half-width sqrt(3)/2 across its sides (normals at 30, 90 and 150
 * degrees from east); the line's part inside is the overlap of its three slab intervals.
 */
export function hexesOnLine(a: Hex, b: Hex, width: number, height: number): Hex[] {
  const [x1, y1] = centre(a);
  const [x2, y2] = centre(b);
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  const half = Math.sqrt(3) / 2 + 1e-9;
  const normals = [30, 90, 150].map((deg) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)] as const);
  const found: Hex[] = [];
  const columns = [Math.min(a.column, b.column) - 1, Math.max(a.column, b.column) + 1];
  const rows = [Math.min(a.row, b.row) - 2, Math.max(a.row, b.row) + 2];
  for (let column = Math.max(0, columns[0]!); column <= Math.min(width - 1, columns[1]!); column++) {
    for (let row = Math.max(0, rows[0]!); row <= Math.min(height - 1, rows[1]!); row++) {
      if ((column === a.column && row === a.row) || (column === b.column && row === b.row)) continue;
      const [cx, cy] = centre({ column, row });
      let low = 0;
      let high = 1;
      for (const [nx, ny] of normals) {
        const start = nx * (x1 - cx) + ny * (y1 - cy);
        const slope = nx * dx + ny * dy;
        if (Math.abs(slope) < 1e-12) {
          if (Math.abs(start) > half) high = -1;
          continue;
        }
        const t1 = (-half - start) / slope;
        const t2 = (half - start) / slope;
        low = Math.max(low, Math.min(t1, t2));
        high = Math.min(high, Math.max(t1, t2));
      }
      if ((high - low) * length > 1e-6) found.push({ column, row });
    }
  }
  return found;
}
