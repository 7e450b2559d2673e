// hot: hex arithmetic on open ground, in src/hex/hex.ts's conventions (axial, flat-topped, direction
// 0 north then clockwise), without objects: the distance, the sector (0..5) of a bearing - a bearing
// on a sector edge taking the clockwise one, as chassis/geometry.ts sectorOfBearing - and the steps.
import { bearingSixths, neighbourQ, neighbourR } from '../../../hex/hex.js';

export function hexDistance(dq: number, dr: number): number {
  const ds = -dq - dr;
  return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}

/** The sector (hexside direction) nearest the bearing of the offset (dq, dr). */
export function sectorOf(dq: number, dr: number): number {
  return Math.floor(bearingSixths(0, 0, dq, dr) + 0.5 + 1e-9) % 6;
}

/** Axial steps by direction. */
export const STEP_Q = Int8Array.from({ length: 6 }, (_, d) => neighbourQ(0, d));
export const STEP_R = Int8Array.from({ length: 6 }, (_, d) => neighbourR(0, d));
