// hot: the line duel's movement decision, remembered (issue 24). Where a robot moves to and faces
// (duel-move.ts reposition) depends only on its robot row, the range, its bearing to the enemy,
// whether it must end facing the enemy (a strafe), its speed, rotations and sideslips now, and
// which of its attacks work. A duel meets few such inputs (972 distinct in 1.43 million calls of
// the bundled matchups), so a direct-mapped table answers nearly every call; every entry keeps its
// whole key, so a collision costs a search, never a wrong answer.

export const MOVE_MEMO_SIZE = 4096;
const KEY_WORDS = 3;

export class MoveMemo {
  /** The tables the entries were made for: robot rows mean nothing in other tables. */
  tables: object | null = null;
  /** 0 to search every time (a test compares the two). */
  enabled = 1;
  readonly keys = new Int32Array(MOVE_MEMO_SIZE * KEY_WORDS);
  /** packMove results; 0 is an empty entry (a result's range is at least 1). */
  readonly results = new Int32Array(MOVE_MEMO_SIZE);
  /** The entry the last lookup used, for the store after a miss. */
  entry = 0;
}

/** The condition part of the key, or -1 when a value does not fit its field (then no memo). */
export function moveCondition(range: number, start: number, mustFaceEnemy: boolean, speed: number, rotations: number, sideslips: number): number {
  if (range < 1 || range > 127 || speed < 0 || speed > 63 || rotations < 0 || rotations > 15 || sideslips < 0 || sideslips > 15) return -1;
  return range | (start << 7) | ((mustFaceEnemy ? 1 : 0) << 10) | (speed << 11) | (rotations << 17) | (sideslips << 21);
}

/** The remembered result for (robot row, condition, working attacks), or 0; a miss leaves the entry for storeMove. */
export function lookupMove(memo: MoveMemo, tables: object, row: number, condition: number, working: number): number {
  if (memo.tables !== tables) {
    memo.results.fill(0);
    memo.tables = tables;
  }
  let h = Math.imul(row, 0x9e3779b1) ^ Math.imul(condition, 0x85ebca77) ^ Math.imul(working, 0xc2b2ae3d);
  h ^= h >>> 15;
  const entry = h & (MOVE_MEMO_SIZE - 1);
  memo.entry = entry;
  const at = entry * KEY_WORDS;
  const keys = memo.keys;
  if (memo.results[entry] === 0 || keys[at] !== row || keys[at + 1] !== condition || keys[at + 2] !== working) return 0;
  return memo.results[entry]!;
}

export function storeMove(memo: MoveMemo, row: number, condition: number, working: number, result: number): void {
  const entry = memo.entry;
  const at = entry * KEY_WORDS;
  memo.keys[at] = row;
  memo.keys[at + 1] = condition;
  memo.keys[at + 2] = working;
  memo.results[entry] = result;
}

/** Range (1-127), facing, heading (0-5), hexes moved ahead (0-63) and sideslipped (-63 to 63) in one word. */
export function packMove(range: number, facing: number, heading: number, steps: number, slips: number): number {
  return range | (facing << 7) | (heading << 10) | (steps << 13) | ((slips + 64) << 19);
}

export const movedRange = (packed: number): number => packed & 127;
export const movedFacing = (packed: number): number => (packed >> 7) & 7;
export const movedHeading = (packed: number): number => (packed >> 10) & 7;
export const movedSteps = (packed: number): number => (packed >> 13) & 63;
export const movedSlips = (packed: number): number => ((packed >> 19) & 127) - 64;
