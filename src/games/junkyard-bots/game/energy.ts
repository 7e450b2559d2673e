// hot: eaten energy (L120-141): the dice a robot may spend above its policy's teleport reserve,
// powering up a roll that fell short (L128-132) and the teleport odds of what it has eaten.
import type { Rng } from '../../../rng/rng.js';
import { PowerUp, type JunkyardTables } from '../compile/tables.js';
import { spendEnergy } from './roll.js';
import { Place, type JunkyardState } from './state.js';

/** Eaten energy dice of seat s. */
export function eatenCount(s: JunkyardState, seat: number): number {
  let count = 0;
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Eaten && s.owner[d] === seat) count++;
  return count;
}

/** A roll that fell short of `need` (power up, L128-132): unless its policy never powers up, seat s spends energy (spend) to turn the failure into a success; returns the new total. */
export function powerUp(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, total: number, need: number): number {
  const policy = s.policy[seat]!;
  if (t.policy.powerUp[policy] === PowerUp.Never) return total;
  return spend(t, s, rng, seat, total, need);
}

/** A shield (L134-136): seat s spends energy above its reserve, as a power-up does, until it covers `damage`; returns the points. */
export function shield(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, damage: number): number {
  return spend(t, s, rng, seat, 0, damage);
}

/** Energy on a roll every point of which counts (a throw or a dodge) under the policy's powerUp always: all of it above the reserve. */
export function boost(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number): number {
  return t.policy.powerUp[s.policy[seat]!] === PowerUp.Always ? spend(t, s, rng, seat, 0, 1_000) : 0;
}

/** Energy dice of seat s above its policy's reserve. */
export function spareEnergy(t: JunkyardTables, s: JunkyardState, seat: number): number {
  return eatenCount(s, seat) - t.policy.reserve[s.policy[seat]!]!;
}

/**
 * Spends seat s's energy above its reserve, each die once, the largest first, while `total` is
 * below `need`; returns the new total. A die that stays (a blank, a kept picture: L138-141) is not
 * rolled again this time.
 */
function spend(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, total: number, need: number): number {
  const policy = s.policy[seat]!;
  let spare = spareEnergy(t, s, seat);
  const rule = t.rules.pictureRule[0]!; // A7: the policy's choice, or a variant's fixed one
  const reroll = rule === 0 ? t.policy.rerollPicture[policy]! : rule === 1 ? 1 : 0;
  let sum = total;
  for (let size = 4; size >= 1 && sum < need && spare > 0; size >>= 1) {
    for (let d = 0; d < s.dice && sum < need && spare > 0; d++) {
      if (s.place[d] !== Place.Eaten || s.owner[d] !== seat || s.sizeOf[s.type[d]!] !== size) continue;
      sum += spendEnergy(s, rng, d, reroll);
      spare--;
    }
  }
  return sum;
}

/** P(seat s's eaten energy rolls at least the teleport number), from the worker's table (teleport-table.ts), in parts per 65,535. */
export function teleportOdds(t: JunkyardTables, s: JunkyardState, seat: number): number {
  const counts = s.energyCount;
  counts.fill(0);
  const cap = t.rules.energyCap[0]!;
  for (let d = 0; d < s.dice; d++) {
    if (s.place[d] !== Place.Eaten || s.owner[d] !== seat) continue;
    const k = s.energyTypeOf[s.type[d]!]!;
    if (k >= 0 && counts[k]! < cap) counts[k]!++;
  }
  let index = 0;
  for (let k = counts.length - 1; k >= 0; k--) index = index * (cap + 1) + counts[k]!;
  return s.teleportOdds[index]!;
}
