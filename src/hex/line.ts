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
    const q = nearestQ;
    const r = nearestR;
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

/** The segment between the centres of (q1, r1) and (q2, r2) meets hex (q, r) in a piece of positive length. */
export function meets(q1: number, r1: number, q2: number, r2: number, q: number, r: number): boolean {
  // Cube offsets of the start from the hex, and the segment's step, per pair of sides.
  const ax = q1 - q;
  const az = r1 - r;
  const ay = -ax - az;
  const bx = q2 - q1;
  const bz = r2 - r1;
  const by = -bx - bz;
  let low = 0;
  let high = 1;
  for (let side = 0; side < 3; side++) {
    const a = side === 0 ? ax - ay : side === 1 ? ay - az : az - ax;
    const b = side === 0 ? bx - by : side === 1 ? by - bz : bz - bx;
    if (b === 0) {
      if (a > SIDE || a < -SIDE) return false;
      continue;
    }
    const t1 = (-SIDE - a) / b;
    const t2 = (SIDE - a) / b;
    const enter = t1 < t2 ? t1 : t2;
    const leave = t1 < t2 ? t2 : t1;
    if (enter > low) low = enter;
    if (leave < high) high = leave;
  }
  return high - low > PIECE;
}

let nearestQ = 0;
let nearestR = 0;

/** The hex whose hexagon holds the point at fractional axial (q, r), into nearestQ and nearestR. */
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
  nearestQ = rq;
  nearestR = rr;
}
