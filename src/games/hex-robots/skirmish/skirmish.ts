// hot: one skirmish (HX L5): two teams on the map, seat 0's robots on its edge and seat 1's on the
// other; players alternate turns, seat 0 first, each activating up to two different robots (L5,
// H4) with their action points. A team with no robot left loses (victory is reconstructed:
// elimination); at the turn cap the battle is a stall, with the robots left counted.
import { Outcome } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import { activationAp, endOwnerTurn } from '../resolve/status-effects.js';
import { TurnSlot } from '../resolve/slots.js';
import type { HexRobotsTables } from '../compile/tables.js';
import { activate, nearestEnemy } from './activation.js';
import { HexEvent } from './event-log.js';
import { logEvent } from '../../../kernel/event-log.js';
import { Metric } from './metrics.js';
import { MAX_PER_SIDE, type SkirmishState } from './state.js';

/** Where robot i of a side fielding n robots starts (map/deployment.ts). */
export function startCell(s: SkirmishState, side: number, n: number, i: number): number {
  return s.deploy[((n - 1) * 2 + side) * MAX_PER_SIDE + i] ?? 0;
}

/** Puts team row `team` in seat `side`: its robots' items, cells and fresh status. */
export function field(t: HexRobotsTables, s: SkirmishState, side: number, team: number): void {
  const first = t.team.firstRobot[team] ?? 0;
  const n = t.team.robots[team] ?? 0;
  s.team[side] = team;
  s.count[side] = n;
  // Tally rows: each team has a shot row then a melee row (compile.ts), per team row.
  s.tallyRow[side] = team * 2;
  for (let i = 0; i < MAX_PER_SIDE; i++) {
    const r = side * MAX_PER_SIDE + i;
    const live = i < n ? 1 : 0;
    s.items[r] = live === 1 ? (t.robot.items[first + i] ?? 0) : 0;
    s.status.destroyed[r] = live === 1 ? 0 : 1;
    s.status.stun[r] = 0;
    s.status.down[r] = 0;
    s.status.apLimit[r] = 0;
    s.moved[r] = 0;
    const cell = live === 1 ? startCell(s, side, n, i) : -1;
    s.cell[r] = cell;
    if (cell >= 0) s.occupied[cell] = 1;
  }
}

function alive(s: SkirmishState, side: number): number {
  const destroyed = s.status.destroyed;
  const first = side * MAX_PER_SIDE;
  const end = first + s.count[side]!;
  let count = 0;
  for (let r = first; r < end; r++) if (destroyed[r] === 0) count++;
  return count;
}

/** One side's turn: up to `activations` different robots that may act, nearest the enemy first (the policy's tempo). */
export function playTurn(t: HexRobotsTables, s: SkirmishState, rng: Rng, side: number, metrics: Float64Array): void {
  const activations = t.turn.v[TurnSlot.RobotsPerTurn] ?? 2;
  const points = t.turn.v[TurnSlot.ActionPoints] ?? 4;
  const first = side * MAX_PER_SIDE;
  const end = first + s.count[side]!;
  logEvent(s, HexEvent.Turn, side, 0, 0, 0, 0, 0);
  s.chosen[0] = -1;
  s.chosen[1] = -1;
  for (let k = 0; k < activations && k < 2; k++) {
    let pick = -1;
    let pickGap = 256;
    for (let r = first; r < end; r++) {
      if (r === s.chosen[0] || activationAp(s.status, r, points) === 0) continue;
      const d = nearestEnemy(s, side, s.cell[r]!);
      if (d < pickGap) {
        pick = r;
        pickGap = d;
      }
    }
    if (pick < 0) break;
    s.chosen[k] = pick;
    activate(t, s, rng, pick, activationAp(s.status, pick, points), metrics);
    if (alive(s, 1 - side) === 0) break;
  }
  // Markers on this side's robots go at the end of its turn (L39); so do its AP limits (L33-34).
  endOwnerTurn(s.status, first, end);
}

/** hot: a skirmish between team rows a (seat 0, moves first) and b (seat 1); returns an Outcome. */
export function skirmish(t: HexRobotsTables, s: SkirmishState, a: number, b: number, rng: Rng, metrics: Float64Array): number {
  s.occupied.fill(0);
  s.logLength = 0;
  field(t, s, 0, a);
  field(t, s, 1, b);
  metrics.fill(0);
  let outcome: number = Outcome.Draw;
  let turn = 1;
  for (; turn <= s.turnCap; turn++) {
    s.turn = turn;
    playTurn(t, s, rng, 0, metrics);
    if (alive(s, 1) === 0) {
      outcome = Outcome.AWins;
      break;
    }
    playTurn(t, s, rng, 1, metrics);
    if (alive(s, 0) === 0) {
      outcome = Outcome.BWins;
      break;
    }
  }
  logEvent(s, HexEvent.End, outcome, 0, 0, 0, 0, 0);
  metrics[Metric.Turns] = turn > s.turnCap ? s.turnCap : turn;
  metrics[Metric.Stall] = outcome === Outcome.Draw ? 1 : 0;
  metrics[Metric.RobotsLeft] = alive(s, 0);
  metrics[Metric.RobotsLeft + 1] = alive(s, 1);
  return outcome;
}
