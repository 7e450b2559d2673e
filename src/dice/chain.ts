// cold: the total of a die that is rolled again on some faces, without limit, where a roll that
// goes on scores a fixed step whatever its face says (Junkyard Bots' picture scores the die's size
// and rolls it again, L160), and where the first roll may end differently from the later ones (a
// first face that ends the roll with no total at all, as a weapon's dud). explode() in
// distribution.ts is the case where the step is the trigger face and every roll is alike.
//
// X = step * K + R: K is the number of rolls that went on, R the ending roll's score. The tail is
// cut once P(K >= k) falls below the tolerance; `cut` is the probability left out.
import type { Dist } from './distribution.js';

/** One roll of the chain. */
export interface ChainRoll {
  /** P(this roll goes on: it scores the step and the die is rolled again). */
  readonly again: number;
  /**
   * How the roll ends when it does not go on: a sub-distribution of its score. Its mass is at most
   * 1 - again; what is missing ends the chain with no total (a dud), and is left out of the result.
   */
  readonly stop: Dist;
}

export interface ChainTotal extends Dist {
  /** P(the chain was still going when it was cut): the mass the result leaves out for the tail. */
  readonly cut: number;
}

/** The total of a chain whose first roll is `first` and every later roll `later`. */
export function chainTotal(first: ChainRoll, later: ChainRoll, step: number, tolerance = 1e-15): ChainTotal {
  checkRoll(first);
  checkRoll(later);
  if (!Number.isInteger(step)) throw new Error(`a chain's step must be a whole number, not ${step}`);
  if (later.again >= 1 && first.again > 0) throw new Error('a die that always rolls again never stops');
  const levels: { shift: number; weight: number; stop: Dist }[] = [];
  let reach = 1; // P(K >= k)
  for (let k = 0; reach > 0 && reach >= tolerance; k++) {
    const roll = k === 0 ? first : later;
    levels.push({ shift: step * k, weight: reach, stop: roll.stop });
    reach *= roll.again;
  }
  const low = Math.min(...levels.map((level) => level.shift + level.stop.offset));
  const high = Math.max(...levels.map((level) => level.shift + level.stop.offset + level.stop.p.length));
  const p = new Float64Array(high - low);
  for (const level of levels) {
    for (let i = 0; i < level.stop.p.length; i++) {
      const at = level.shift + level.stop.offset + i - low;
      p[at] = (p[at] ?? 0) + level.weight * (level.stop.p[i] ?? 0);
    }
  }
  return { offset: low, p, cut: reach };
}

function checkRoll(roll: ChainRoll): void {
  if (!(roll.again >= 0 && roll.again <= 1)) throw new Error(`P(again) must be in [0, 1], not ${roll.again}`);
  let stopMass = 0;
  for (const p of roll.stop.p) {
    if (!(p >= 0)) throw new Error('a chain roll has a negative probability');
    stopMass += p;
  }
  if (stopMass + roll.again > 1 + 1e-12) throw new Error(`a chain roll's ends and its P(again) add up to ${stopMass + roll.again}, over 1`);
}
