// hot: hex-grid geometry in axial coordinates (q, r), flat-topped hexes. Direction d (0-5) is a
// hexside: 0 north, then clockwise 1 north-east ... 5 north-west. Numbers in, numbers out.

/** Axial steps for the six hexside directions. */
const DQ = [0, 1, 1, 0, -1, -1];
const DR = [-1, -1, 0, 1, 1, 0];

export function neighbourQ(q: number, direction: number): number {
  return q + (DQ[((direction % 6) + 6) % 6] ?? 0);
}
export function neighbourR(r: number, direction: number): number {
  return r + (DR[((direction % 6) + 6) % 6] ?? 0);
}

/** Hexes between two hexes: the range (L212). */
export function hexDistance(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q2 - q1;
  const dr = r2 - r1;
  const ds = -dq - dr;
  return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}

/** Centre of a hex in units of the hex's outer radius: x east, y south. */
export function centreX(q: number): number {
  return 1.5 * q;
}
export function centreY(q: number, r: number): number {
  return Math.sqrt(3) * (r + q / 2);
}

/**
 * Bearing of hex 2 from hex 1, in sixths of a turn measured clockwise from north, so the centre
 * of hexside d lies at bearing d (0-6).
 */
export function bearingSixths(q1: number, r1: number, q2: number, r2: number): number {
  const dx = centreX(q2) - centreX(q1);
  const dy = centreY(q2, r2) - centreY(q1, r1);
  const angle = Math.atan2(dx, -dy); // clockwise from north, -pi..pi
  const sixths = (angle * 3) / Math.PI;
  return sixths < 0 ? sixths + 6 : sixths;
}

/** Arc codes for hexArc: widths of L203-206. */
export const ArcWidth = { Line: 0, Sixty: 1, OneTwenty: 2, All: 3 } as const;

/**
 * Is hex 2 inside an arc of hex 1 facing hexside `facing`? Never the hex itself (L208). The 1-degree
 * line is straight out of the facing (L203, L306); the 60-degree arc is bounded by the lines through
 * the facing hexside's corners, the 120-degree arc by the lines through the centres of the hexsides
 * either side; hexes a boundary cuts in half are inside ("half hexes are included", L204).
 */
export function inArc(q1: number, r1: number, facing: number, width: number, q2: number, r2: number): boolean {
  if (q1 === q2 && r1 === r2) return false;
  if (width === ArcWidth.All) return true;
  let off = bearingSixths(q1, r1, q2, r2) - (((facing % 6) + 6) % 6);
  if (off > 3) off -= 6;
  if (off < -3) off += 6;
  const size = off < 0 ? -off : off;
  const EPS = 1e-9;
  if (width === ArcWidth.Line) return size <= EPS;
  if (width === ArcWidth.Sixty) return size <= 0.5 + EPS;
  return size <= 1 + EPS;
}
