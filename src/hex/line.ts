// hot: the hexes a straight line from centre to centre passes through (line of sight, L199),
// exactly. In cube coordinates (x = q, z = r, y = -q - r) the hexagon of hex H is the set of
// points p with |dx - dy|, |dy - dz| and |dz - dx| all at most 1 (d = p - H): three pairs of
// parallel sides. A hex is on the line when the segment meets its hexagon in a piece of positive
// length: the line crosses it, or runs along one of its sides ("half hexes are included", L199,
// so both hexes beside such a side count). A line that only touches a hex at one corner meets it
// in a single point and does not count. Called by cold code (the sight table), once per pair.
import { hexDistance } from './hex.js';

/**
 * Slack on each side's inequality, in hex-radius units: a line exactly along a side is on it,
 * whatever the rounding of its ends; 1e-9 is far below any real offset on a map of 64 hexes.
 */
const SIDE = 1 + 1e-9;
/** Least stretch of the line (as a fraction of its length) a hex must hold to count. */
const PIECE = 1e-9;

const DQ = [0, 1, 1, 0, -1, -1];
const DR = [-1, -1, 0, 1, 1, 0];

// Candidate hexes of one line: every hex the line meets contains, or neighbours, a hex centre
// nearest one of n + 1 evenly spaced points along it (consecutive points are one hex apart).
// Candidates already tried are stamped in a small open-addressing table, afresh for each line.
const SEEN_SIZE = 4096;
const seenKey = new Int32Array(SEEN_SIZE);
const seenStamp = new Int32Array(SEEN_SIZE);
let stamp = 0;

/** True the first time (q, r) is offered for the current line. */
function firstTime(q: number, r: number): boolean {
  const key = (q + 2048) * 4096 + (r + 2048);
  let at = ((key * 2654435761) >>> 0) & (SEEN_SIZE - 1);
  while (seenStamp[at] === stamp) {
    if (seenKey[at] === key) return false;
    at = (at + 1) & (SEEN_SIZE - 1);
  }
  seenStamp[at] = stamp;
  seenKey[at] = key;
  return true;
}

/**
 * Writes the hexes strictly between the two ends that the line between their centres meets in a
 * piece of positive length into outQ/outR and returns how many; the arrays must hold
 * 2 * distance entries (a line along hexsides meets two hexes a step).
 */
export function lineHexes(q1: number, r1: number, q2: number, r2: number, outQ: Int32Array, outR: Int32Array): number {
  const n = hexDistance(q1, r1, q2, r2);
  let count = 0;
  stamp++;
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    nearest(q1 + (q2 - q1) * t, r1 + (r2 - r1) * t);
    const q = nearestHex[0]!;
    const r = nearestHex[1]!;
    for (let d = -1; d < 6; d++) {
      const cq = d < 0 ? q : q + (DQ[d] ?? 0);
      const cr = d < 0 ? r : r + (DR[d] ?? 0);
      if (!firstTime(cq, cr)) continue;
      if ((cq === q1 && cr === r1) || (cq === q2 && cr === r2)) continue;
      if (!meets(q1, r1, q2, r2, cq, cr) || count >= outQ.length) continue;
      outQ[count] = cq;
      outR[count++] = cr;
    }
  }
  return count;
}

/** clipToHex's answer: typed-array slots, since storing a fraction in a module variable boxes it. */
const piece = new Float64Array(2);

/** The segment between the centres of (q1, r1) and (q2, r2) meets hex (q, r) in a piece of positive length. */
export function meets(q1: number, r1: number, q2: number, r2: number, q: number, r: number): boolean {
  clipToHex(q1, r1, q2, r2, q, r, SIDE, piece);
  return piece[1]! - piece[0]! > PIECE;
}

/**
 * The stretch [out[0], out[1]] (fractions of the way from centre 1 to centre 2) of the segment
 * between the two centres that lies over hex (q, r), its hexagon widened to `side` (1 exactly; a
 * hair more to count a line along a side). Empty (out[1] <= out[0]) when they do not meet. Cube
 * offsets of the start from the hex, and the segment's step, are clipped per pair of sides.
 */
export function clipToHex(q1: number, r1: number, q2: number, r2: number, q: number, r: number, side: number, out: Float64Array): void {
  const ax = q1 - q;
  const az = r1 - r;
  const ay = -ax - az;
  const bx = q2 - q1;
  const bz = r2 - r1;
  const by = -bx - bz;
  let low = 0;
  let high = 1;
  for (let pair = 0; pair < 3; pair++) {
    const a = pair === 0 ? ax - ay : pair === 1 ? ay - az : az - ax;
    const b = pair === 0 ? bx - by : pair === 1 ? by - bz : bz - bx;
    if (b === 0) {
      if (a > side || a < -side) high = low; // parallel to this pair of sides and outside them
      continue;
    }
    const t1 = (-side - a) / b;
    const t2 = (side - a) / b;
    const enter = t1 < t2 ? t1 : t2;
    const leave = t1 < t2 ? t2 : t1;
    if (enter > low) low = enter;
    if (leave < high) high = leave;
  }
  out[0] = low;
  out[1] = high;
}

/** nearest's answer, (q, r). */
const nearestHex = new Int32Array(2);

/** The hex whose hexagon holds the point at fractional axial (q, r), into nearestHex. */
function nearest(q: number, r: number): void {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  nearestHex[0] = rq;
  nearestHex[1] = rr;
}
