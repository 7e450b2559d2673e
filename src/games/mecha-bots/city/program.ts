// hot: a city bot acting by its program cards (@curufea-program). Unless its Mad Scientist rides it
// or stands within remote-control range (each remote-control counter adds a hex, L119-125; the
// bot's own hex always counts), a bot acts by three cards with priority attack, active, passive,
// and knows only what its working sensors reach in their arcs (L80-88; the wiki's cards act on
// what the bot "senses"). Attack: pursue or flee the nearest sensed bot, or (shoot) let the active
// card move it; killer ignores bots and goes for the nearest sensed enemy Mad Scientist. Active (a
// bot sensed): approach, evade or hold. Passive (nothing sensed): go to the target hex, guard its
// Mad Scientist, or scan (turn 60 degrees). Any card but killer fires at the nearest enemy bot its
// weapons reach in arc after moving (B8: hitting needs no sensor). The target counter is placed
// when the Mad Scientist programs the bot (in range, during its phase): on the nearest enemy bot's
// hex, the nearest enemy Mad Scientist's for a killer, or the shop nearest the Mad Scientist for a
// bot its policy parks (a reconstruction of where a player would point it).
import type { Rng } from '../../../rng/rng.js';
import { hexDistance } from '../../../hex/hex.js';
import { cellQ, cellR } from '../../../hex/height-grid.js';
import { firepower } from '../arena/move.js';
import { sectorOf } from '../arena/hex.js';
import { MAX_DEVICES } from '../arena/state.js';
import { Kind } from '../resolve/strike.js';
import { CitySeatMetric, citySeatMetric } from './city-metrics.js';
import { cellDistance, moveBotToward, nearestShopCell, NO_LEASH, workingCount } from './city-moves.js';
import type { CityState } from './city-state.js';
import { fireAt, shootScientist } from './fire-at.js';
import { ActiveCard, AttackCard, PassiveCard } from './program-cards.js';

/** Hexes within which the seat's Mad Scientist programs or controls its bot: the base (its hex) and a hex a working remote-control counter (L119-125, program.yaml). */
export function controlRange(cs: CityState, seat: number): number {
  return (cs.t.city.controlBase[0] as number) + (cs.t.city.controlPerRemote[0] as number) * workingCount(cs, seat, Kind.RemoteControl);
}

/** 1 when the seat's Mad Scientist can program or directly control its bot now: riding it, or within control range (@curufea-program). */
export function inControl(cs: CityState, seat: number): number {
  if (cs.bots.riding[seat] === 1) return 1;
  return cellDistance(cs, cs.msCell[seat] as number, cs.botCell[seat] as number) <= controlRange(cs, seat) ? 1 : 0;
}

/** 1 when a working sensor of the seat's bot reaches (q, r) in its arc, from where the bot stands and faces. */
function senses(cs: CityState, seat: number, q: number, r: number): number {
  const b = cs.bots;
  const t = cs.t;
  const dq = q - (b.q[seat] as number);
  const dr = r - (b.r[seat] as number);
  const distance = hexDistance(0, 0, dq, dr);
  if (distance === 0) return 0;
  const rel = (sectorOf(dq, dr) - (b.facing[seat] as number) + 6) % 6;
  const bot = b.design[seat] as number;
  const first = t.bot.firstDevice[bot] as number;
  for (let d = 0; d < (t.bot.devices[bot] as number); d++) {
    if (t.device.sensor[first + d] !== 1) continue;
    if ((b.reach[seat * MAX_DEVICES + d] as number) >= distance && ((t.device.arc[first + d] as number) & (1 << rel)) !== 0) return 1;
  }
  return 0;
}

/** The nearest enemy bot the seat's bot senses, or -1. */
export function sensedBot(cs: CityState, seat: number): number {
  let found = -1;
  let nearest = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0) continue;
    const d = cellDistance(cs, cs.botCell[seat] as number, cs.botCell[other] as number);
    if (d < nearest && senses(cs, seat, cs.bots.q[other] as number, cs.bots.r[other] as number) === 1) {
      found = other;
      nearest = d;
    }
  }
  return found;
}

/** The nearest enemy Mad Scientist (not riding: a rider is inside its bot) the seat's bot senses, or -1. */
export function sensedScientist(cs: CityState, seat: number): number {
  const width = cs.map.grid.width;
  let found = -1;
  let nearest = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0 || cs.bots.riding[other] === 1) continue;
    const cell = cs.msCell[other] as number;
    const d = cellDistance(cs, cs.botCell[seat] as number, cell);
    if (d < nearest && senses(cs, seat, cellQ(width, cell), cellR(width, cell)) === 1) {
      found = other;
      nearest = d;
    }
  }
  return found;
}

/** The Mad Scientist programs its bot (its cards are the design's): places the target counter where the policy points it. */
export function placeTarget(cs: CityState, seat: number, base: number): void {
  const t = cs.t;
  const design = cs.bots.design[seat] as number;
  const from = cs.botCell[seat] as number;
  let goal = from;
  let nearest = 1000;
  if (t.bot.parkAtShop[design] === 1) {
    if (cs.map.shops.length > 0) goal = nearestShopCell(cs, cs.msCell[seat] as number);
  } else {
    const killer = t.bot.attackCard[design] === AttackCard.Killer ? 1 : 0;
    for (let other = 0; other < cs.seats; other++) {
      if (other === seat || cs.inPlay[other] === 0 || (killer === 1 && cs.bots.riding[other] === 1)) continue;
      const cell = (killer === 1 ? cs.msCell[other] : cs.botCell[other]) as number;
      const d = cellDistance(cs, from, cell);
      if (d < nearest) {
        nearest = d;
        goal = cell;
      }
    }
  }
  cs.targetCell[seat] = goal;
  cs.metrics[citySeatMetric(base, CitySeatMetric.Reprogrammed, seat)] = (cs.metrics[citySeatMetric(base, CitySeatMetric.Reprogrammed, seat)] as number) + 1;
}

/** Turns the seat's bot to face a cell (the direction it moved, or what it senses). */
function faceCell(cs: CityState, seat: number, cell: number): void {
  const b = cs.bots;
  const width = cs.map.grid.width;
  const dq = cellQ(width, cell) - (b.q[seat] as number);
  const dr = cellR(width, cell) - (b.r[seat] as number);
  if (dq !== 0 || dr !== 0) b.facing[seat] = sectorOf(dq, dr);
}

/** The passive card: nothing is sensed. */
function passive(cs: CityState, seat: number): void {
  const b = cs.bots;
  const card = cs.t.bot.passiveCard[b.design[seat] as number] as number;
  const from = cs.botCell[seat] as number;
  const goal = card === PassiveCard.Target ? (cs.targetCell[seat] as number) : card === PassiveCard.Guard ? (cs.msCell[seat] as number) : from;
  if (goal !== from) moveBotToward(cs, seat, goal, 0);
  if (cs.botCell[seat] === from) b.facing[seat] = ((b.facing[seat] as number) + 1) % 6; // standing (scan, or there): look around
  else {
    // face on along the way it went: the hex it went to, seen from where it started
    const width = cs.map.grid.width;
    const dq = (b.q[seat] as number) - cellQ(width, from);
    const dr = (b.r[seat] as number) - cellR(width, from);
    b.facing[seat] = sectorOf(dq, dr);
  }
}

/** One bot's action by its cards (see the header). Stats must be fresh (refreshStats). */
export function programPhase(cs: CityState, seat: number, rng: Rng, base: number): void {
  const b = cs.bots;
  const design = b.design[seat] as number;
  const card = cs.t.bot.attackCard[design] as number;
  if (card === AttackCard.Killer) {
    const victim = sensedScientist(cs, seat);
    if (victim < 0) {
      passive(cs, seat);
      return;
    }
    moveBotToward(cs, seat, cs.msCell[victim] as number, 0, NO_LEASH, 0, 1);
    if (cellDistance(cs, cs.botCell[seat] as number, cs.msCell[victim] as number) >= 1) shootScientist(cs, seat, victim, rng, base);
    return;
  }
  const sensed = sensedBot(cs, seat);
  if (sensed < 0) passive(cs, seat);
  else {
    const goal = cs.botCell[sensed] as number;
    const active = cs.t.bot.activeCard[design] as number;
    if (card === AttackCard.Pursue || (card === AttackCard.Shoot && active === ActiveCard.Approach)) moveBotToward(cs, seat, goal, 0);
    else if (card === AttackCard.Flee || (card === AttackCard.Shoot && active === ActiveCard.Evade)) moveBotToward(cs, seat, goal, 1);
    faceCell(cs, seat, goal);
  }
  // the attack: the nearest enemy bot its weapons reach in arc, from where it now stands and faces
  let target = -1;
  let nearest = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0) continue;
    const d = cellDistance(cs, cs.botCell[seat] as number, cs.botCell[other] as number);
    if (d < nearest && firepower(b, seat, other, b.q[seat] as number, b.r[seat] as number, b.facing[seat] as number) > 0) {
      target = other;
      nearest = d;
    }
  }
  if (target >= 0) fireAt(cs, seat, target, base);
}
