// hot: eaten energy (L120-141): the dice a robot may spend above its policy's teleport reserve,
// powering up a roll that fell short (L128-132) and the teleport odds of what it has eaten.
import type { Rng } from '../../../rng/rng.js';
import type { JunkyardTables } from '../compile/tables.js';
import { spendEnergy } from './roll.js';
import { Place, type JunkyardState } from './state.js';

/** Eaten energy dice of seat s. */
export function eatenCount(s: JunkyardState, seat: number): number {
  let count = 0;
  for (let d = 0; d < s.dice; d++) if (s.place[d] === Place.Eaten && s.owner[d] === seat) count++;
  return count;
}

/**
 * Spends seat s's energy above its reserve, each die once, the largest first, while `total` is
 * below `need` (power up, L128-132: only when it can turn a failure into a success); returns the
 * new total. A die that stays (a blank, a kept picture: L138-141) is not rolled again this time.
 */
export function powerUp(t: JunkyardTables, s: JunkyardState, rng: Rng, seat: number, total: number, need: number): number {
  const policy = s.policy[seat]!;
  let spare = eatenCount(s, seat) - t.policy.reserve[policy]!;
  const reroll = t.policy.rerollPicture[policy]!;
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

/** P(seat s's eaten energy rolls at least the teleport number), from the compiled table, in parts per 65,535. */
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
  return t.teleport.odds[index]!;
}
