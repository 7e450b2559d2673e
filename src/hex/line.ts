// hot: the hexes a straight line from centre to centre passes through (line of sight, L199).
// Where the line runs exactly along a hexside, both hexes beside it are counted ("half hexes are
// included", L199): the line is traced twice, nudged a hair to either side.
import { hexDistance } from './hex.js';

/**
 * Writes the hexes strictly between the two ends into outQ/outR (both traces; a hex may appear
 * twice) and returns how many were written. The arrays must hold 2 * distance entries.
 */
export function lineHexes(q1: number, r1: number, q2: number, r2: number, outQ: Int32Array, outR: Int32Array): number {
  const n = hexDistance(q1, r1, q2, r2);
  let count = 0;
  for (let side = -1; side <= 1; side += 2) {
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const q = q1 + (q2 - q1) * t + 1e-6 * side;
      const r = r1 + (r2 - r1) * t + 2e-6 * side;
      const s = -q - r;
      let rq = Math.round(q);
      let rr = Math.round(r);
      const rs = Math.round(s);
      const dq = Math.abs(rq - q);
      const dr = Math.abs(rr - r);
      const ds = Math.abs(rs - s);
      if (dq > dr && dq > ds) rq = -rr - rs;
      else if (dr > ds) rr = -rq - rs;
      outQ[count] = rq;
      outR[count] = rr;
      count++;
    }
  }
  return count;
}
