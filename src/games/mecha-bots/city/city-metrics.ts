// types: what a city game writes per seat (TableBattle.seatMetrics), after Battle.metrics' own:
// metrics[base + k * MAX_SEATS + seat] for metric k. `place` is 1 for the winner, then by the
// order players went out (players still in play at the turn cap share the place); `sold` is the
// money a trading Mad Scientist took for goods, `reprogrammed` the times it set its bot's cards.
import { MAX_SEATS } from './city-state.js';

export const CITY_SEAT_METRICS = ['place', 'bought', 'extorted', 'installed', 'scientist_killed', 'bot_destroyed', 'sold', 'reprogrammed'] as const;

export const CitySeatMetric = { Place: 0, Bought: 1, Extorted: 2, Installed: 3, ScientistKilled: 4, BotDestroyed: 5, Sold: 6, Reprogrammed: 7 } as const;

export function citySeatMetric(base: number, metric: number, seat: number): number {
  return base + metric * MAX_SEATS + seat;
}
