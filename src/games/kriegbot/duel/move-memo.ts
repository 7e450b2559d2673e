// hot: the movement decision's key and answer in whole numbers, for its DecisionMemo
// (decision-memo.ts). Where a robot moves to and faces on the line (duel-move.ts reposition)
// depends only on its robot row, which of its attacks work, and the condition packed here.

/** The range, the robot's bearing to the enemy, whether it must end facing the enemy (a strafe), its speed, rotations and sideslips now; -1 when a value does not fit its field (then no memo). */
export function moveCondition(range: number, start: number, mustFaceEnemy: boolean, speed: number, rotations: number, sideslips: number): number {
  if (range < 1 || range > 127 || speed < 0 || speed > 63 || rotations < 0 || rotations > 15 || sideslips < 0 || sideslips > 15) return -1;
  return range | (start << 7) | ((mustFaceEnemy ? 1 : 0) << 10) | (speed << 11) | (rotations << 17) | (sideslips << 21);
}

/** Range (1-127), facing, heading (0-5), hexes moved ahead (0-63) and sideslipped (-63 to 63) in one word, never 0. */
export function packMove(range: number, facing: number, heading: number, steps: number, slips: number): number {
  return range | (facing << 7) | (heading << 10) | (steps << 13) | ((slips + 64) << 19);
}

export const movedRange = (packed: number): number => packed & 127;
export const movedFacing = (packed: number): number => (packed >> 7) & 7;
export const movedHeading = (packed: number): number => (packed >> 10) & 7;
export const movedSteps = (packed: number): number => (packed >> 13) & 63;
export const movedSlips = (packed: number): number => ((packed >> 19) & 127) - 64;
