// cold: which air-combat units a side loses to a dog-fight result (MK L265 [10.2.1]): "Each side loses
// a number of points as close to the value as possible, without going over" - the units removed are
// the set whose dog-fight ratings sum nearest the loss without exceeding it (none if every unit is
// rated above it). Lost units are destroyed outright, with no endurance roll (L265 [10.2.2]).
// The text does not say which set pays when several come equally close; the catalogue's `tieBreak`
// decides (reconstructed, procedures.yaml): by default the fewest units, then the lowest total VP,
// then the units listed first. `mayExceed` (an erratum's reading) allows the nearest sum above the
// loss too, an under-shoot winning a tie.
import type { AirLossRule } from '../catalogue/procedures-schema.js';

export interface AirUnit {
  /** The unit's dog-fight rating (its counter, L137; Type III only). */
  readonly dogFight: number;
  /** What losing it costs, for the tie rule (the unit's VP). */
  readonly vp: number;
}

export interface AirLosses {
  /** Indices into the side's units, ascending. */
  readonly lost: readonly number[];
  /** The dog-fight points those units sum to. */
  readonly points: number;
}

interface Pick {
  readonly count: number;
  readonly vp: number;
  readonly picks: readonly number[];
}

/** Negative when `a` is the better set to lose under the tie rule (same points). */
function compare(rule: AirLossRule, a: Pick, b: Pick): number {
  const byCount = a.count - b.count;
  const byVp = a.vp - b.vp;
  const first = rule.tieBreak === 'fewest-units-then-lowest-vp' ? byCount || byVp : byVp || byCount;
  if (first !== 0) return first;
  for (let i = 0; i < a.picks.length; i++) {
    const diff = (a.picks[i] ?? 0) - (b.picks[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The units a side loses when it must lose `loss` dog-fight points. Exact for any number of units:
 * for each reachable total, the best set under the tie rule (a 0/1 knapsack over the units in
 * order; the tie keys add up and the listing order extends, so the best set of each total stays best).
 */
export function airLosses(rule: AirLossRule, units: readonly AirUnit[], loss: number): AirLosses {
  if (!Number.isInteger(loss) || loss < 0) throw new RangeError(`a dog-fight loss is a whole number of points >= 0 (got ${loss})`);
  for (const unit of units) {
    if (!Number.isInteger(unit.dogFight) || unit.dogFight < 0) throw new RangeError(`a dog-fight rating is a whole number >= 0 (got ${unit.dogFight})`);
  }
  const total = units.reduce((sum, unit) => sum + unit.dogFight, 0);
  const best: (Pick | undefined)[] = Array.from({ length: total + 1 }, () => undefined);
  best[0] = { count: 0, vp: 0, picks: [] };
  units.forEach((unit, index) => {
    for (let points = total; points >= unit.dogFight; points--) {
      const from = best[points - unit.dogFight];
      if (from === undefined) continue;
      const candidate: Pick = { count: from.count + 1, vp: from.vp + unit.vp, picks: [...from.picks, index] };
      const current = best[points];
      if (current === undefined || compare(rule, candidate, current) < 0) best[points] = candidate;
    }
  });
  let chosen = 0;
  for (let points = 0; points <= total; points++) {
    if (best[points] === undefined) continue;
    const distance = Math.abs(points - loss);
    const over = points > loss;
    if (over && !rule.mayExceed) continue;
    // Nearer wins; at equal distance the lower total (not going over) wins, so only strictly nearer replaces.
    if (distance < Math.abs(chosen - loss)) chosen = points;
  }
  return { lost: best[chosen]?.picks ?? [], points: chosen };
}
