// cold: wounding the Mad Scientist. Every point of Bot weapon damage that reaches them (through the
// seat, L133) is 1D6 hit points of wounds (L25); they die when their hit points are gone
// (@curufea-main). The owner picks which hit points (speed or carry) go (L25): this counts them only.
import type { Rng } from '../../../rng/rng.js';
import type { MechaBotsCatalogue } from './catalogue.js';

export interface Wounding {
  /** Hit points of wounds the damage did (the dice rolled). */
  readonly wounds: number;
  /** Hit points left, never below 0. */
  readonly hitPoints: number;
  readonly dead: boolean;
}

/** Wounds from `damage` points of Bot weapon damage: the catalogue's dice per point, rolled on `rng` (L25). */
export function rollWounds(catalogue: MechaBotsCatalogue, damage: number, rng: Rng): number {
  if (!Number.isInteger(damage) || damage < 0) throw new RangeError(`damage must be a whole number of 0 or more (got ${damage})`);
  const { dice, sides } = catalogue.madScientist.woundsPerDamage;
  let wounds = 0;
  for (let i = 0; i < damage * dice; i++) wounds += rng.die(sides);
  return wounds;
}

/** A Mad Scientist with `hitPoints` left takes `damage` points: the wounds rolled, what is left, and whether they died. */
export function woundScientist(catalogue: MechaBotsCatalogue, hitPoints: number, damage: number, rng: Rng): Wounding {
  const wounds = rollWounds(catalogue, damage, rng);
  const left = Math.max(0, hitPoints - wounds);
  return { wounds, hitPoints: left, dead: left <= catalogue.madScientist.diesAtHitPoints };
}

/**
 * Exact odds that `damage` points kill a Mad Scientist with `hitPoints` left: the dice outcomes
 * (of sides^dice equally likely) whose wounds leave no more than diesAtHitPoints, unreduced.
 */
export function deathOdds(catalogue: MechaBotsCatalogue, damage: number, hitPoints = catalogue.madScientist.hitPoints): { readonly ways: number; readonly outOf: number } {
  const { dice, sides } = catalogue.madScientist.woundsPerDamage;
  const rolls = damage * dice;
  const outOf = sides ** rolls;
  if (!Number.isSafeInteger(outOf)) throw new RangeError(`${rolls} dice of ${sides} have too many outcomes to count exactly`);
  const needed = hitPoints - catalogue.madScientist.diesAtHitPoints;
  if (needed <= 0) return { ways: outOf, outOf };
  // ways[s]: outcomes whose wounds sum to s, capped at `needed` (any more kills just the same).
  let ways = new Array<number>(needed + 1).fill(0);
  ways[0] = 1;
  for (let roll = 0; roll < rolls; roll++) {
    const next = new Array<number>(needed + 1).fill(0);
    ways.forEach((count, sum) => {
      for (let face = 1; face <= sides; face++) {
        const to = Math.min(needed, sum + face);
        next[to] = (next[to] ?? 0) + count;
      }
    });
    ways = next;
  }
  return { ways: ways[needed] ?? 0, outOf };
}
