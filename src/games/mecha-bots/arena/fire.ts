// hot: a bot's weapons fire (spec 6.3, @curufea-damage): each weapon that works fires once a turn
// (B7) and hits automatically if the enemy is within its reach and in its arc; the best sensor with
// the enemy in its own reach and arc gives the aim bonus (B8: sensors only aim); the hit-location
// die and the aim pick the column, entered from the side the attacker stands on in the target's
// frame, and the damage goes down it (resolve/strike.ts). Returns BRAIN_HIT when the target's brain
// is destroyed, MS_KILLED when a seated Mad Scientist dies of the seat's wounds (L25, L133).
import { COLUMNS } from '../chassis/geometry.js';
import { aimedColumn, rollColumn, sensorBonus } from '../resolve/aim.js';
import { BRAIN_HIT, Kind, KIND_COUNT, seatWounds, strike } from '../resolve/strike.js';
import { hexDistance } from '../../../hex/hex.js';
import { sectorOf } from './hex.js';
import { logEvent } from '../../../kernel/event-log.js';
import { ArenaEvent } from './event-log.js';
import { Metric } from './metrics.js';
import { MAX_DEVICES, type ArenaState } from './state.js';
import { TALLY_FIELDS, TallyField } from './tally.js';

export const MS_KILLED = 2;

/** The bot in `slot` fires at the bot in `other`. */
export function fireWeapons(s: ArenaState, slot: number, other: number): number {
  const rng = s.rng;
  if (rng === undefined) return 0;
  const t = s.t;
  const dq = (s.q[other] as number) - (s.q[slot] as number);
  const dr = (s.r[other] as number) - (s.r[slot] as number);
  const distance = hexDistance(0, 0, dq, dr);
  const rel = (sectorOf(dq, dr) - (s.facing[slot] as number) + 6) % 6;
  const from = (sectorOf(-dq, -dr) - (s.facing[other] as number) + 6) % 6;
  const bot = s.design[slot] as number;
  const first = t.bot.firstDevice[bot] as number;
  const devices = t.bot.devices[bot] as number;
  let bonus = 0;
  for (let d = 0; d < devices; d++) {
    if (t.device.sensor[first + d] !== 1) continue;
    const accuracy = s.power[slot * MAX_DEVICES + d] as number;
    if (accuracy === 0 || (s.reach[slot * MAX_DEVICES + d] as number) < distance || ((t.device.arc[first + d] as number) & (1 << rel)) === 0) continue;
    const b = sensorBonus(accuracy, distance, t.rules.sensorOffset[0] as number, t.rules.sensorMinimum[0] as number);
    if (b > bonus) bonus = b;
  }
  let inArc = 0;
  let weaponIndex = -1;
  for (let d = 0; d < devices; d++) {
    if (t.device.sensor[first + d] === 1) continue;
    weaponIndex++;
    const damage = s.power[slot * MAX_DEVICES + d] as number;
    if (damage === 0 || (s.reach[slot * MAX_DEVICES + d] as number) < distance || ((t.device.arc[first + d] as number) & (1 << rel)) === 0) continue;
    inArc = 1;
    const column = aimedColumn(rollColumn(rng, t.rules.die[0] as number), bonus, t.rules.twoWayAim[0] as number);
    const row = from * COLUMNS + column - 1;
    for (let k = 0; k <= KIND_COUNT; k++) s.lost[k] = 0;
    const target = s.chassis[other];
    if (target === undefined) return 0;
    const hit = strike(target, t.columnCell.cell, t.column.first[row] as number, t.column.count[row] as number, damage, t.rules.reading[0] as number, s.lost, t.rules.seatRemaining[0] as number);
    let counters = 0;
    for (let k = 0; k < KIND_COUNT; k++) counters += s.lost[k] as number;
    const armour = (s.lost[Kind.ArmourProtection] as number) + (s.lost[Kind.ArmourResistance] as number) + (s.lost[Kind.ArmourConnector] as number);
    logEvent(s, ArenaEvent.Shot, slot, weaponIndex, column, damage, counters, hit === BRAIN_HIT ? 1 : 0);
    s.metrics[Metric.Shots + slot] = (s.metrics[Metric.Shots + slot] as number) + 1;
    s.metrics[Metric.CountersDestroyed + slot] = (s.metrics[Metric.CountersDestroyed + slot] as number) + counters;
    s.metrics[Metric.ArmourDestroyed + slot] = (s.metrics[Metric.ArmourDestroyed + slot] as number) + armour;
    if (s.tally.length > 0) {
      const at = ((t.device.tallyRow[first + d] as number) * 9 + column - 1) * TALLY_FIELDS;
      s.tally[at + TallyField.Shots] = (s.tally[at + TallyField.Shots] as number) + 1;
      s.tally[at + TallyField.Counters] = (s.tally[at + TallyField.Counters] as number) + counters;
      s.tally[at + TallyField.CountersSq] = (s.tally[at + TallyField.CountersSq] as number) + counters * counters;
      s.tally[at + TallyField.Armour] = (s.tally[at + TallyField.Armour] as number) + armour;
      s.tally[at + TallyField.ArmourSq] = (s.tally[at + TallyField.ArmourSq] as number) + armour * armour;
      if (hit === BRAIN_HIT) s.tally[at + TallyField.Brain] = (s.tally[at + TallyField.Brain] as number) + 1;
    }
    if (hit === BRAIN_HIT) {
      if (inArc === 1) s.metrics[Metric.TurnsInArc + slot] = (s.metrics[Metric.TurnsInArc + slot] as number) + 1;
      return BRAIN_HIT;
    }
    const seat = s.lost[KIND_COUNT] as number;
    if (seat > 0 && (s.seated === 1 || s.riding[other] === 1)) {
      const wounds = seatWounds(rng, seat);
      logEvent(s, ArenaEvent.Wounds, other, wounds, 0, 0, 0, 0);
      s.wounds[other] = (s.wounds[other] as number) + wounds;
      s.metrics[Metric.WoundsDealt + slot] = (s.metrics[Metric.WoundsDealt + slot] as number) + wounds;
      if ((s.wounds[other] as number) >= (t.rules.hitPoints[0] as number)) {
        s.metrics[Metric.TurnsInArc + slot] = (s.metrics[Metric.TurnsInArc + slot] as number) + 1;
        return MS_KILLED;
      }
    }
  }
  if (inArc === 1) s.metrics[Metric.TurnsInArc + slot] = (s.metrics[Metric.TurnsInArc + slot] as number) + 1;
  return 0;
}

