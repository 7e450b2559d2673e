// types: the numbers a game writes for the runner: turns and stall (Battle.metrics), then per seat
// (TableBattle.seatMetrics) at 2 + k * MAX_SEATS + seat.
import { MAX_SEATS } from './state.js';

export const JUNKYARD_METRICS = ['turns', 'stall'] as const;
export const SEAT_METRICS = ['place', 'warrior_win', 'peaceful_win', 'out_turn', 'damage_dealt', 'parts_grabbed', 'self_explosions', 'energy_eaten'] as const;

/** Seat metric numbers (the order of SEAT_METRICS). */
export const SeatMetric = { Place: 0, WarriorWin: 1, PeacefulWin: 2, OutTurn: 3, DamageDealt: 4, PartsGrabbed: 5, SelfExplosions: 6, EnergyEaten: 7 } as const;

/** Where seat metric k of a seat is in the metrics array. */
export function seatMetric(k: number, seat: number): number {
  return 2 + k * MAX_SEATS + seat;
}

export const METRICS_LENGTH = 2 + SEAT_METRICS.length * MAX_SEATS;
