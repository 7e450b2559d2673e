// hot: one attack in a skirmish, shot (L7-27) or melee (L28-30), then the effect of a hit (L31-39):
// dice, markers, knock-back, and the tally and metrics it feeds.
import type { Rng } from '../../../rng/rng.js';
import { NO_SHOT, ItemBit, HIT } from '../resolve/slots.js';
import { toHit } from '../resolve/to-hit.js';
import { shoot } from '../resolve/shoot.js';
import { attackerMeleeBonus, defenderMeleeBonus, melee } from '../resolve/melee.js';
import { effect, effectModifier } from '../resolve/effect.js';
import { applyEffect } from '../resolve/status-effects.js';
import type { HexRobotsTables } from '../compile/tables.js';
import { MELEE_OFFSET, TALLY_CELLS, TallyField } from '../compile/tally.js';
import { MAX_PER_SIDE, type SkirmishState } from './state.js';
import { Metric } from './metrics.js';
import { HexEvent } from './event-log.js';
import { logEvent } from '../../../kernel/event-log.js';

/** The side a robot index belongs to. */
export function sideOf(r: number): number {
  return r < MAX_PER_SIDE ? 0 : 1;
}

/** The to-hit number for robot r shooting at robot e from where they stand, or NO_SHOT (L7-27). */
export function shotNeeded(t: HexRobotsTables, s: SkirmishState, r: number, e: number): number {
  if (((s.items[r] ?? 0) & ItemBit.Gun) === 0) return NO_SHOT;
  const from = s.cell[r] ?? 0;
  const to = s.cell[e] ?? 0;
  const range = s.distance[from * s.cells + to] ?? 0;
  const hidden = s.sight[from * s.cells + to] ?? 0;
  return toHit(range, hidden, ((s.items[e] ?? 0) & ItemBit.Shield) !== 0 ? 1 : 0, s.moved[r] ?? 0, s.status.stun[e] ?? 0, t.shot.v);
}

/** Counts one attack in the tally of the attacker's side: row `row`, cell `cell`. */
function count(s: SkirmishState, row: number, cell: number, hit: number, destroyed: number, stunned: number): void {
  if (s.tally.length === 0) return;
  const at = (row * TALLY_CELLS + (cell < 0 ? 0 : cell >= TALLY_CELLS ? TALLY_CELLS - 1 : cell)) * TallyField.Count;
  s.tally[at + TallyField.Attacks] = (s.tally[at + TallyField.Attacks] ?? 0) + 1;
  s.tally[at + TallyField.Hits] = (s.tally[at + TallyField.Hits] ?? 0) + hit;
  s.tally[at + TallyField.Destroyed] = (s.tally[at + TallyField.Destroyed] ?? 0) + destroyed;
  s.tally[at + TallyField.Stunned] = (s.tally[at + TallyField.Stunned] ?? 0) + stunned;
}

/** Robot r shoots at e (needed: shotNeeded's number, not NO_SHOT). */
export function fire(t: HexRobotsTables, s: SkirmishState, rng: Rng, r: number, e: number, needed: number, metrics: Float64Array): void {
  const side = sideOf(r);
  metrics[Metric.Shots + side] = (metrics[Metric.Shots + side] ?? 0) + 1;
  const hit = shoot(rng, needed) === HIT ? 1 : 0;
  logEvent(s, HexEvent.Shot, r, e, needed, hit, s.moved[r] ?? 0, s.status.stun[e] ?? 0);
  let destroyed = 0;
  let stunned = 0;
  if (hit === 1) {
    metrics[Metric.Hits + side] = (metrics[Metric.Hits + side] ?? 0) + 1;
    const row = hitEffect(t, s, rng, r, e, 0, metrics);
    destroyed = s.status.destroyed[e] ?? 0;
    stunned = destroyed === 0 && row >= 3 ? 1 : 0;
  }
  count(s, s.tallyRow[side] ?? 0, needed, hit, destroyed, stunned);
}

/** Robot r melees the adjacent e (L28-30): both roll 2d6 plus their bonuses; the attacker hits only when higher (H2). */
export function strike(t: HexRobotsTables, s: SkirmishState, rng: Rng, r: number, e: number, metrics: Float64Array): void {
  const side = sideOf(r);
  metrics[Metric.Melees + side] = (metrics[Metric.Melees + side] ?? 0) + 1;
  const hr = s.grid.levels[s.cell[r] ?? 0] ?? 0;
  const he = s.grid.levels[s.cell[e] ?? 0] ?? 0;
  const attacker = attackerMeleeBonus(s.items[r] ?? 0, hr, he, s.status.down[e] ?? 0, s.status.stun[e] ?? 0, t.melee.v);
  const defender = defenderMeleeBonus(s.items[e] ?? 0, he, hr, t.melee.v);
  const hit = melee(rng, attacker, defender) === HIT ? 1 : 0;
  logEvent(s, HexEvent.Melee, r, e, attacker, defender, hit, 0);
  let destroyed = 0;
  let stunned = 0;
  if (hit === 1) {
    metrics[Metric.Hits + side] = (metrics[Metric.Hits + side] ?? 0) + 1;
    const row = hitEffect(t, s, rng, r, e, 1, metrics);
    destroyed = s.status.destroyed[e] ?? 0;
    stunned = destroyed === 0 && row >= 3 ? 1 : 0;
  }
  count(s, (s.tallyRow[side] ?? 0) + 1, attacker - defender + MELEE_OFFSET, hit, destroyed, stunned);
}

/** The effect roll of a hit on e by r (L31-38), its markers (L39) and knock-back (L37); returns the row. */
function hitEffect(t: HexRobotsTables, s: SkirmishState, rng: Rng, r: number, e: number, isMelee: number, metrics: Float64Array): number {
  const modifier = effectModifier(s.items[r] ?? 0, isMelee, s.status.down[e] ?? 0, t.effectRoll.v);
  const row = effect(rng, modifier);
  const back = applyEffect(s.status, e, row, t.effects.v);
  logEvent(s, HexEvent.Effect, e, row, modifier, s.status.destroyed[e] ?? 0, s.status.stun[e] ?? 0, s.status.down[e] ?? 0);
  if (s.status.destroyed[e] === 1) {
    s.occupied[s.cell[e] ?? 0] = 0;
    const side = sideOf(r);
    metrics[Metric.Kills + side] = (metrics[Metric.Kills + side] ?? 0) + 1;
  } else if (row >= 3) {
    const side = sideOf(r);
    metrics[Metric.Stuns + side] = (metrics[Metric.Stuns + side] ?? 0) + 1;
  }
  for (let k = 0; k < back; k++) knockBack(s, r, e);
  return row;
}

/**
 * Knocks e one hex away from r, the attacker choosing the direction (L37): the neighbouring hex
 * farthest from r that e could enter (on the map, open, empty, no climb of more than one level);
 * none, and it stays (H6). A drop of any height is allowed.
 */
function knockBack(s: SkirmishState, r: number, e: number): void {
  const from = s.cell[e] ?? 0;
  const attacker = s.cell[r] ?? 0;
  const level = s.grid.levels[from] ?? 0;
  let best = -1;
  let bestDistance = s.distance[attacker * s.cells + from] ?? 0;
  for (let d = 0; d < 6; d++) {
    const next = s.reach.neighbours[from * 6 + d] ?? -1;
    if (next < 0 || s.occupied[next] === 1 || (s.costs[s.grid.terrain[next] ?? 0] ?? 255) === 255) continue;
    if ((s.grid.levels[next] ?? 0) - level > 1) continue;
    const away = s.distance[attacker * s.cells + next] ?? 0;
    if (away > bestDistance) {
      best = next;
      bestDistance = away;
    }
  }
  if (best < 0) return;
  s.occupied[from] = 0;
  s.occupied[best] = 1;
  s.cell[e] = best;
  logEvent(s, HexEvent.KnockBack, e, from, best, 0, 0, 0);
}
