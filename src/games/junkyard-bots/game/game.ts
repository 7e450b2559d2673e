// hot: one game of Junkyard Bots at a table of n seats (L13-43): every robot starts the same
// (power 5; a claw, an eye and feet, L15-24), the junkyard face down; seats act in turn, clockwise
// from seat 0 (L28), one action each (L32). Last standing is a Warrior victory (L41), a teleport a
// Peaceful one (L43); at the turn cap nobody has won (a stall).
import { NO_WINNER } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import { Kind, type JunkyardTables } from '../compile/tables.js';
import { eat, grab, look, teleport, throwAt } from './actions.js';
import { dieToGrab, dieToLook, energyToEat, survey, throwTarget } from './choose.js';
import { teleportOdds } from './energy.js';
import { SeatMetric, seatMetric } from './metrics.js';
import { scatter } from './parts.js';
import { fillWeights } from './damage.js';
import { JunkEvent } from './event-log.js';
import { logEvent } from '../../../kernel/event-log.js';
import { ALL_KNOW, MAX_SEATS, Place, type JunkyardState } from './state.js';

/** Sets the table: the junkyard face down, each of the n seats with its starters and full power, policies from `rows`. */
export function setUp(t: JunkyardTables, s: JunkyardState, rows: Int32Array, n: number): void {
  s.seats = n;
  s.turn = 0;
  for (let d = 0; d < s.junkDice; d++) {
    s.type[d] = t.junk.type[d]!;
    s.place[d] = Place.Junk;
    s.owner[d] = -1;
    s.parent[d] = -1;
    s.known[d] = 0;
    s.pick[d] = -1;
  }
  for (let seat = 0; seat < MAX_SEATS; seat++) {
    for (let k = 0; k < s.startersPerSeat; k++) {
      const d = s.junkDice + seat * s.startersPerSeat + k;
      s.type[d] = t.starter.type[k]!;
      s.place[d] = seat < n ? Place.Part : Place.Removed;
      s.owner[d] = seat < n ? seat : -1;
      s.parent[d] = -1;
      s.known[d] = ALL_KNOW;
      s.pick[d] = -1;
    }
    s.power[seat] = seat < n ? t.rules.startPower[0]! : 0;
    s.out[seat] = seat < n ? 0 : 1;
    s.policy[seat] = seat < n ? rows[seat]! : 0;
    fillWeights(t, s, seat);
  }
}

function alive(s: JunkyardState): number {
  let count = 0;
  for (let seat = 0; seat < s.seats; seat++) if (s.out[seat] === 0) count++;
  return count;
}

/** Seat s has exploded (power 0, L72): its dice go face up into the junkyard (A9); its place is 1 + the robots still in. */
function knockOut(s: JunkyardState, seat: number): void {
  s.out[seat] = 1;
  scatter(s, seat);
  const place = 1 + alive(s);
  s.metrics[seatMetric(SeatMetric.Place, seat)] = place;
  s.metrics[seatMetric(SeatMetric.OutTurn, seat)] = s.turn;
  logEvent(s, JunkEvent.Out, seat, place, 0, 0, 0, 0);
}

/** Knocks out every seat whose power reached 0. */
function settle(s: JunkyardState): void {
  for (let seat = 0; seat < s.seats; seat++) if (s.out[seat] === 0 && s.power[seat]! <= 0) knockOut(s, seat);
}

/** Seat s's action for the turn, by its policy (game/choose.ts); returns 1 if it teleported away (a Peaceful victory). */
export function act(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number): number {
  const p = s.policy[seat]!;
  survey(s, seat);
  if (s.surveyEaten > 0 && teleportOdds(t, s, seat) * 100 >= t.policy.teleportOdds[p]! * 65535) return teleport(s, rng, seat);
  const weapon = s.surveyWeapon;
  if (weapon >= 0) {
    const target = throwTarget(t, s, rng, seat);
    if (target >= 0) {
      throwAt(t, s, rng, seat, weapon, target);
      return 0;
    }
  }
  const energy = t.policy.wEnergy[p]! > 0 ? energyToEat(s, seat) : -1;
  if (energy >= 0) {
    eat(t, s, rng, seat, energy);
    return 0;
  }
  const wanted = dieToGrab(t, s, seat);
  if (wanted >= 0) {
    grab(t, s, rng, seat, wanted);
    return 0;
  }
  if (lookAround(s, rng, seat) > 0) return 0;
  // Nothing else to do: a robot with energy tries to teleport (a failure loses none, L126); one
  // with no eye to look with grabs blind (reconstructed, designs/junkyard-bots/README.md).
  if (s.surveyEaten > 0) return teleport(s, rng, seat);
  if (s.kindCount[Kind.Eye] === 0) {
    const any = dieToGrab(t, s, seat, true);
    if (any >= 0) grab(t, s, rng, seat, any);
  }
  return 0;
}

/** LOOK with every eye, each at its own die, declared before any rolls (L168); returns how many eyes looked. */
function lookAround(s: JunkyardState, rng: Rng, seat: number): number {
  if (s.surveyUnseen === 0 || s.kindCount[Kind.Eye] === 0) return 0; // nothing to look at, or nothing to look with
  const count = s.kindCount[Kind.Eye]!;
  let eyes = 0;
  for (let k = 0; k < count; k++) {
    const d = dieToLook(s, seat, s.sizeOf[s.type[s.eyes[k]!]!]!);
    if (d < 0) break;
    s.pick[d] = s.turn;
  }
  for (let k = 0, d = 0; k < count; k++) {
    const eye = s.eyes[k]!;
    while (d < s.dice && s.pick[d] !== s.turn) d++;
    if (d >= s.dice) break;
    look(s, rng, seat, eye, d);
    s.pick[d] = -1;
    eyes++;
  }
  return eyes;
}

/**
 * Seat s's turn and what follows from it: robots at power 0 are out; a teleport is a Peaceful
 * victory (L43), one robot left a Warrior victory (L41). Returns the winning seat or NO_WINNER.
 */
export function playTurn(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number): number {
  logEvent(s, JunkEvent.Turn, seat, 0, 0, 0, 0, 0);
  const away = act(t, s, rng, seat);
  settle(s);
  if (away === 1) {
    s.metrics[seatMetric(SeatMetric.PeacefulWin, seat)] = 1;
    return seat;
  }
  if (alive(s) !== 1) return NO_WINNER;
  for (let other = 0; other < s.seats; other++) {
    if (s.out[other] === 1) continue;
    s.metrics[seatMetric(SeatMetric.WarriorWin, other)] = 1;
    return other;
  }
  return NO_WINNER;
}

/** hot: a game with policy rows[0..n-1] in seats 0..n-1; returns the winning seat or NO_WINNER (a stall). */
export function playTable(t: JunkyardTables, s: JunkyardState, rows: Int32Array, n: number, rng: Rng, metrics: Float64Array): number {
  s.metrics = metrics;
  metrics.fill(0);
  s.logLength = 0;
  setUp(t, s, rows, n);
  let winner = NO_WINNER;
  for (let turn = 1; turn <= s.turnCap && winner === NO_WINNER; turn++) {
    s.turn = turn;
    for (let seat = 0; seat < n && winner === NO_WINNER; seat++) if (s.out[seat] === 0) winner = playTurn(t, s, rng, seat);
  }
  finish(s, metrics, winner);
  return winner;
}

/** Turns, stall and the places of the robots still standing: 1 for the winner (or all, at a stall), 2 for the others. */
function finish(s: JunkyardState, metrics: Float64Array, winner: number): void {
  logEvent(s, JunkEvent.End, winner, winner >= 0 ? (metrics[seatMetric(SeatMetric.PeacefulWin, winner)] ?? 0) : 0, 0, 0, 0, 0);
  metrics[0] = s.turn;
  metrics[1] = winner === NO_WINNER ? 1 : 0;
  for (let seat = 0; seat < s.seats; seat++) if (s.out[seat] === 0) metrics[seatMetric(SeatMetric.Place, seat)] = seat === winner || winner === NO_WINNER ? 1 : 2;
}
