// hot: hex arithmetic on open ground in axial coordinates, without objects: the distance, and the
// sector (0..5, counter-clockwise from east) of a bearing, a bearing on a sector edge taking the
// sector counter-clockwise of it (as chassis/geometry.ts bearingSector).
const ROOT3 = Math.sqrt(3);
const DEGREES = 180 / Math.PI;

export function hexDistance(dq: number, dr: number): number {
  const ds = -dq - dr;
  return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}

export function sectorOf(dq: number, dr: number): number {
  const angle = Math.atan2(-1.5 * dr, ROOT3 * (dq + dr / 2)) * DEGREES;
  const turned = (angle + 30 + 360) % 360;
  return Math.floor(turned / 60 + 1e-9) % 6;
}

/** Axial steps by sector. */
export const STEP_Q = Int8Array.of(1, 1, 0, -1, -1, 0);
export const STEP_R = Int8Array.of(0, -1, -1, 0, 1, 1);
