// hot: a city bot's shots and what they end (spec 6.2 level 2): at an enemy bot, with the arena's
// weapons (arena/fire.ts: in reach and arc, B8), or at an enemy Mad Scientist in the street, 1D6
// wounds a point of damage (L25). A player whose bot's brain or Mad Scientist is destroyed leaves
// play (@curufea-main).
import type { Rng } from '../../../rng/rng.js';
import { cellQ, cellR } from '../../../hex/height-grid.js';
import { fireWeapons, MS_KILLED } from '../arena/fire.js';
import { sectorOf } from '../arena/hex.js';
import { MAX_DEVICES } from '../arena/state.js';
import { BRAIN_HIT } from '../resolve/strike.js';
import { CitySeatMetric, citySeatMetric } from './city-metrics.js';
import { cellDistance } from './city-moves.js';
import type { CityState } from './city-state.js';

/** A seat leaves play: its place is the number still in play. */
export function out(cs: CityState, seat: number, how: number, base: number): void {
  let left = 0;
  for (let other = 0; other < cs.seats; other++) left += cs.inPlay[other] as number;
  cs.inPlay[seat] = 0;
  cs.place[seat] = left;
  cs.metrics[citySeatMetric(base, CitySeatMetric.Place, seat)] = left;
  cs.metrics[citySeatMetric(base, how, seat)] = 1;
}

/** The seat's bot fires its weapons at the bot of `target` (arena/fire.ts); a destroyed brain or a killed rider puts the target out. */
export function fireAt(cs: CityState, seat: number, target: number, base: number): void {
  const result = fireWeapons(cs.bots, seat, target);
  if (result === BRAIN_HIT) out(cs, target, CitySeatMetric.BotDestroyed, base);
  else if (result === MS_KILLED) out(cs, target, CitySeatMetric.ScientistKilled, base); // through the seat (L133)
}

/** The enemy seat in play whose Mad Scientist is nearest the bot, at least `minDistance` hexes away, or -1. */
export function nearestScientist(cs: CityState, seat: number, minDistance: number): number {
  let victim = -1;
  let victimDistance = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0 || cs.bots.riding[other] === 1) continue; // a rider is shot only through its seat
    const d = cellDistance(cs, cs.botCell[seat] as number, cs.msCell[other] as number);
    if (d >= minDistance && d < victimDistance) {
      victim = other;
      victimDistance = d;
    }
  }
  return victim;
}

/** The bot fires at the Mad Scientist of `victim` if a weapon reaches it, turning to it: 1D6 wounds a point of damage (L25). */
export function shootScientist(cs: CityState, seat: number, victim: number, rng: Rng, base: number): void {
  if (victim < 0) return;
  const b = cs.bots;
  const t = cs.t;
  const width = cs.map.grid.width;
  const victimDistance = cellDistance(cs, cs.botCell[seat] as number, cs.msCell[victim] as number);
  const dq = cellQ(width, cs.msCell[victim] as number) - (b.q[seat] as number);
  const dr = cellR(width, cs.msCell[victim] as number) - (b.r[seat] as number);
  b.facing[seat] = sectorOf(dq, dr);
  const bot = b.design[seat] as number;
  const first = t.bot.firstDevice[bot] as number;
  for (let d = 0; d < (t.bot.devices[bot] as number); d++) {
    if (t.device.sensor[first + d] === 1) continue;
    const damage = b.power[seat * MAX_DEVICES + d] as number;
    // facing the victim, it stands in sector 0 of the bot's frame
    if (damage === 0 || (b.reach[seat * MAX_DEVICES + d] as number) < victimDistance || ((t.device.arc[first + d] as number) & 1) === 0) continue;
    let wounds = 0;
    for (let k = 0; k < damage; k++) wounds += rng.die(6);
    b.wounds[victim] = (b.wounds[victim] as number) + wounds;
    if ((b.wounds[victim] as number) >= (t.rules.hitPoints[0] as number)) {
      out(cs, victim, CitySeatMetric.ScientistKilled, base);
      return;
    }
  }
}
