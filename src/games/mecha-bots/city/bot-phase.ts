// hot: one city bot's action (spec 6.2 level 2). Under direct control (its Mad Scientist rides it
// or stands within control range, or every bot with variants/direct-control.yaml) the player sees the
// whole board: the bot moves over the chart's costs for its mode of transport (L107-115) toward the
// nearest enemy bot (its attack card decides: pursue, flee, or killer - the nearest enemy Mad
// Scientist), turns to it and fires (arena/fire.ts); a bot with no enemy bot in its arcs fires at an
// enemy Mad Scientist it reaches. A controlled bot that is not ridden stops where it would leave
// its controller's range (@curufea-program). A parked bot (policy park: shop) waits by the shop its
// Mad Scientist is nearest to until an enemy comes within 6 hexes. Otherwise the bot acts by its
// program cards (program.ts).
import type { Rng } from '../../../rng/rng.js';
import { firepower } from '../arena/move.js';
import { sectorOf } from '../arena/hex.js';
import { refreshStats } from '../arena/stats.js';
import { cellDistance, moveBotToward, nearestShopCell, NO_LEASH } from './city-moves.js';
import type { CityState } from './city-state.js';
import { fireAt, nearestScientist, shootScientist } from './fire-at.js';
import { controlRange, inControl, programPhase } from './program.js';
import { AttackCard } from './program-cards.js';

/** A parked bot (policy park: shop) leaves its shop to hunt once an enemy bot is this near (a reconstruction). */
const PARK_ALERT = 6;

/** One bot's action: by direct control or by its program cards (see the header). */
export function botPhase(cs: CityState, seat: number, rng: Rng, base: number): void {
  refreshStats(cs.bots, seat);
  if (cs.control === 1) directPhase(cs, seat, rng, base, NO_LEASH, 0);
  else if (inControl(cs, seat) === 1) directPhase(cs, seat, rng, base, cs.bots.riding[seat] === 1 ? NO_LEASH : (cs.msCell[seat] as number), controlRange(cs, seat));
  else programPhase(cs, seat, rng, base);
}

/** The player moves the bot: toward the nearest enemy bot over the chart, face it, fire; else fire at an enemy Mad Scientist it reaches. */
function directPhase(cs: CityState, seat: number, rng: Rng, base: number, leashCell: number, leashRadius: number): void {
  const b = cs.bots;
  const card = cs.t.bot.attackCard[b.design[seat] as number] as number;
  let target = -1;
  let targetDistance = 1000;
  for (let other = 0; other < cs.seats; other++) {
    if (other === seat || cs.inPlay[other] === 0) continue;
    const d = cellDistance(cs, cs.botCell[seat] as number, cs.botCell[other] as number);
    if (d < targetDistance) {
      target = other;
      targetDistance = d;
    }
  }
  if (target < 0) return;
  // Killer (@curufea-program): ignore the bots, go for the nearest enemy Mad Scientist and shoot it.
  if (card === AttackCard.Killer) {
    const victim = nearestScientist(cs, seat, 0);
    if (victim < 0) return;
    moveBotToward(cs, seat, cs.msCell[victim] as number, 0, leashCell, leashRadius, 1);
    shootScientist(cs, seat, nearestScientist(cs, seat, 1), rng, base);
    return;
  }
  // A parked bot waits by the shop nearest its Mad Scientist, making its prices the cheapest row (L157-159, L197-220).
  const parked = cs.t.bot.parkAtShop[b.design[seat] as number] === 1 && targetDistance > PARK_ALERT;
  const goal = parked && cs.map.shops.length > 0 ? nearestShopCell(cs, cs.msCell[seat] as number) : (cs.botCell[target] as number);
  // Flee (@curufea-program): as far as it can get from the nearest enemy bot, shooting at it if it reaches.
  moveBotToward(cs, seat, goal, card === AttackCard.Flee ? 1 : 0, leashCell, leashRadius);
  b.facing[seat] = sectorOf((b.q[target] as number) - (b.q[seat] as number), (b.r[target] as number) - (b.r[seat] as number));
  if (firepower(b, seat, target, b.q[seat] as number, b.r[seat] as number, b.facing[seat] as number) > 0) {
    fireAt(cs, seat, target, base);
    return;
  }
  shootScientist(cs, seat, nearestScientist(cs, seat, 1), rng, base);
}
