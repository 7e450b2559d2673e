// hot: one engagement on the lane (spec 4.1 level 2): turns of the first player's phase, then the
// second's (MK L172 [4.0]; no air, so no Air Commitment phase), until one side has no unit left or
// the scenario's turns run out (L172). Then Operational Goal Points decide (L355: the VP of enemy
// units destroyed, immobilised or disarmed; no artillery and no objectives on a lane), or the
// survivor. Seat 0 is the first player. Writes the per-side metrics (metrics.ts).
import { NO_WINNER } from '../../../kernel/outcome.js';
import type { Rng } from '../../../rng/rng.js';
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { logEvent } from '../../../kernel/event-log.js';
import { MkEvent } from './event-log.js';
import { Metric } from './metrics.js';
import { playPhase } from './phase.js';
import { MAX_UNIT_WEAPONS } from '../compile/tables.js';
import { FOREVER, resetEngagement, type EngagementState } from './state.js';

/** Plays forces a (first player) and b; returns the winning side (0 or 1) or NO_WINNER. */
export function playEngagement(s: EngagementState, a: number, b: number, rng: Rng, metrics: Float64Array): number {
  const winner = play(s, a, b, rng, metrics);
  logEvent(s, MkEvent.End, winner, metrics[Metric.Ogp] as number, metrics[Metric.Ogp + 1] as number, 0, 0, 0);
  return winner;
}

function play(s: EngagementState, a: number, b: number, rng: Rng, metrics: Float64Array): number {
  s.rng = rng;
  s.metrics = metrics;
  for (let k = 0; k < Metric.Count; k++) metrics[k] = 0;
  resetEngagement(s, a, b);
  let turn = 0;
  while (turn < s.turnLimit) {
    turn++;
    s.turn = turn;
    playPhase(s, 0);
    if (standing(s, 1) === 0) break;
    playPhase(s, 1);
    if (standing(s, 0) === 0 || standing(s, 1) === 0) break;
    if (canFight(s, 0) === 0 && canFight(s, 1) === 0) break; // nothing can change any more: the result stands
  }
  metrics[Metric.Turns] = turn;
  const left0 = standing(s, 0);
  const left1 = standing(s, 1);
  for (let side = 0; side < 2; side++) {
    const base = side * MAX_FORCE_UNITS;
    const count = s.units[side] as number;
    let ogp = 0;
    for (let k = 0; k < count; k++) {
      const slot = base + k;
      const lost = s.alive[slot] === 0 ? Metric.Destroyed : s.immobile[slot] === 1 ? Metric.Immobilised : s.disarmed[slot] === 1 ? Metric.Disarmed : -1;
      if (lost < 0) continue;
      metrics[lost + side] = (metrics[lost + side] as number) + 1;
      ogp += s.t.unit.vp[s.row[slot] as number] as number; // to the other side (L355 item 1)
    }
    metrics[Metric.Ogp + 1 - side] = ogp;
  }
  if (left0 === 0 || left1 === 0) return left0 > 0 ? 0 : left1 > 0 ? 1 : NO_WINNER;
  const ogp0 = metrics[Metric.Ogp] as number;
  const ogp1 = metrics[Metric.Ogp + 1] as number;
  if (ogp0 === ogp1) {
    metrics[Metric.Stall] = 1; // the turns ran out on equal OGP
    return NO_WINNER;
  }
  return ogp0 > ogp1 ? 0 : 1;
}

/**
 * 1 while some unit of the side could still attack: a weapon neither spent for the game, out of
 * rounds nor disarmed, or a Type I unit that can reach close quarters to fight unarmed (L259 [9.5]).
 */
function canFight(s: EngagementState, side: number): number {
  const t = s.t;
  const base = side * MAX_FORCE_UNITS;
  const count = s.units[side] as number;
  const closes = t.force.closeQuarters[s.design[side] as number] as number;
  for (let k = 0; k < count; k++) {
    const slot = base + k;
    if (s.alive[slot] === 0) continue;
    const row = s.row[slot] as number;
    if (t.unit.typeOne[row] === 1 && (closes === 1 || s.immobile[slot] === 0)) return 1;
    if (s.disarmed[slot] === 1) continue;
    const weapons = t.unit.weapons[row] as number;
    for (let w = 0; w < weapons; w++) {
      const at = slot * MAX_UNIT_WEAPONS + w;
      if ((s.spentUntil[at] as number) < FOREVER && s.ammo[at] !== 0) return 1;
    }
  }
  return 0;
}

/** Units of the side still on the lane. */
function standing(s: EngagementState, side: number): number {
  const base = side * MAX_FORCE_UNITS;
  const count = s.units[side] as number;
  let left = 0;
  for (let k = 0; k < count; k++) left += s.alive[base + k] as number;
  return left;
}
