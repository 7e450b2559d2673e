// hot: hex arithmetic on open ground, in src/hex/hex.ts's conventions (axial, flat-topped, direction
// 0 north then clockwise), without objects: the sector (0..5) of an offset and the steps. Distances
// are src/hex/hex.ts hexDistance.
import { bearingSixths, neighbourQ, neighbourR } from '../../../hex/hex.js';
import { sectorOfBearing } from '../chassis/geometry.js';

/** The sector (hexside direction) nearest the bearing of the offset (dq, dr); an edge takes the clockwise one. */
export function sectorOf(dq: number, dr: number): number {
  return sectorOfBearing(bearingSixths(0, 0, dq, dr));
}

/** Axial steps by direction. */
export const STEP_Q = Int8Array.from({ length: 6 }, (_, d) => neighbourQ(0, d));
export const STEP_R = Int8Array.from({ length: 6 }, (_, d) => neighbourR(0, d));
