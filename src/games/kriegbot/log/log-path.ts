// cold: the steps of a robot's move on the map, for the event log only (the simulation never
// asks). The movement search (map/reach.ts) finds where a move can end, not how it got there;
// when a replay logs a move, this finds one legal way there with the same allowance: each step
// forward into the faced hex or a sideslip into a front hex beside it costs a movement point,
// each hexside turn a rotation (L157, L175-179), only terrain the drive may enter (L181). A move
// that passes a waypoint (a strafe's firing point, a marker picked up, L306, L399) is found as
// one path through it, so both legs fit the one allowance. A path found here is what the log
// claims; the referee checks it against the rules on its own.
import { Step } from './event-log.js';
import type { MapScratch } from '../map/map-scratch.js';

interface Planner {
  readonly cells: number;
  /** Per state: movement points left + 1 at the first visit (0: not visited). */
  readonly best: Int16Array;
  /** Per state: the state it was reached from, and by which step. */
  readonly parent: Int32Array;
  readonly how: Int8Array;
  readonly queue: Int32Array;
}

let planner: Planner | undefined;

/** The planned path: steps (Step codes) and how many of them lead to the waypoint. */
export const plannedPath = { steps: new Int8Array(256), count: 0, toVia: -1, found: false };

// States: ((cell * 6 + facing) * 4 + rotations left) * 3 + sideslips left, then * 2 + passed the waypoint.
function stateOf(cell: number, facing: number, rot: number, slip: number, passed: number): number {
  return ((((cell * 6 + facing) * 4 + rot) * 3 + slip) << 1) | passed;
}

function plannerFor(cells: number): Planner {
  if (planner !== undefined && planner.cells === cells) return planner;
  const states = cells * 6 * 4 * 3 * 2;
  planner = { cells, best: new Int16Array(states), parent: new Int32Array(states), how: new Int8Array(states), queue: new Int32Array(states * 4) };
  return planner;
}

/**
 * Plans a path from (start, facing) to `end` (cell * 6 + facing) through `via` (same packing,
 * -1 for none) with `speed` points, `rotations` turns and `sideslips` sideslips; a free reface
 * (the Hoverbot, L89) turns to the end's facing once the move is done. With `avoid`, hexes marked
 * in `avoidMask` may be entered only as the waypoint (a marker picked up on entering, L399).
 * Fills plannedPath; `found` false if there is no such path.
 */
export function planPath(
  map: MapScratch, start: number, facing: number, via: number, end: number,
  speed: number, rotations: number, sideslips: number, freeReface: boolean, avoidMask: Int32Array | null, avoidStamp: number,
): void {
  const p = plannerFor(map.cells);
  p.best.fill(0);
  const rot0 = rotations > 3 ? 3 : rotations;
  const slip0 = sideslips > 2 ? 2 : sideslips;
  const enterable = map.reach.enterable;
  const neighbours = map.reach.neighbours;
  const terrain = map.grid.terrain;
  const endCell = (end / 6) | 0;
  const endFacing = end % 6;
  const wantPassed = via >= 0 ? 1 : 0;
  const half = p.queue.length >> 1;
  let head = half;
  let tail = half;
  const first = stateOf(start, facing, rot0, slip0, start * 6 + facing === via ? 1 : 0);
  p.best[first] = speed + 1;
  p.parent[first] = -1;
  p.queue[tail++] = first;
  let goal = -1;
  while (head < tail) {
    const state = p.queue[head++] ?? 0;
    const left = (p.best[state] ?? 1) - 1;
    const passed = state & 1;
    let rest = state >> 1;
    const slip = rest % 3;
    rest = (rest - slip) / 3;
    const rot = rest % 4;
    rest = (rest - rot) / 4;
    const f = rest % 6;
    const c = (rest - f) / 6;
    if (passed === wantPassed && c === endCell && (freeReface || f === endFacing)) {
      goal = state;
      break;
    }
    const visit = (next: number, points: number, how: number, front: boolean): void => {
      if ((p.best[next] ?? 0) >= points + 1) return;
      p.best[next] = points + 1;
      p.parent[next] = state;
      p.how[next] = how;
      if (front) p.queue[--head] = next;
      else p.queue[tail++] = next;
    };
    if (rot > 0) {
      for (const [how, turned] of [[Step.TurnRight, f === 5 ? 0 : f + 1], [Step.TurnLeft, f === 0 ? 5 : f - 1]] as const) {
        visit(stateOf(c, turned, rot - 1, slip, passed === 1 || c * 6 + turned === via ? 1 : 0), left, how, true);
      }
    }
    if (left === 0) continue;
    for (let step = 0; step < 3; step++) {
      if (step > 0 && slip === 0) break;
      const direction = step === 0 ? f : step === 1 ? (f === 5 ? 0 : f + 1) : (f === 0 ? 5 : f - 1);
      const nc = neighbours[c * 6 + direction] ?? -1;
      if (nc < 0 || enterable[terrain[nc] ?? 0] !== 1) continue;
      const reachesVia = passed === 0 && nc * 6 + f === via ? 1 : 0;
      if (passed === 0 && reachesVia === 0 && avoidMask !== null && marked(avoidMask, avoidStamp, nc)) continue;
      visit(stateOf(nc, f, rot, step === 0 ? slip : slip - 1, passed | reachesVia), left - 1, step === 0 ? Step.Forward : step === 1 ? Step.SlipRight : Step.SlipLeft, false);
    }
  }
  plannedPath.found = goal >= 0;
  plannedPath.count = 0;
  plannedPath.toVia = -1;
  if (goal < 0) return;
  const reversed: number[] = [];
  const passes: number[] = [];
  for (let state = goal; (p.parent[state] ?? -1) >= 0; state = p.parent[state] ?? -1) {
    reversed.push(p.how[state] ?? 0);
    passes.push(state & 1);
  }
  const steps = reversed.reverse();
  const passedAfter = passes.reverse();
  if (via >= 0) plannedPath.toVia = start * 6 + facing === via ? 0 : passedAfter.indexOf(1) + 1;
  if (freeReface && (((goal >> 1) / 12) | 0) % 6 !== endFacing) steps.push(Step.Reface + endFacing);
  steps.forEach((step, i) => {
    if (i < plannedPath.steps.length) plannedPath.steps[i] = step;
  });
  plannedPath.count = Math.min(steps.length, plannedPath.steps.length);
}

/** A hex any of whose (hex, facing) waypoints is set in the reach search's waypoint marks. */
function marked(mask: Int32Array, stamp: number, cell: number): boolean {
  for (let f = 0; f < 6; f++) if (mask[cell * 6 + f] === stamp) return true;
  return false;
}
