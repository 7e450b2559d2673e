// Brute-force enumeration of one Ma.K attack, written straight from the rule text and sharing no
// code with the odds it checks: every (attack roll, endurance roll) pair of ordered dice, 36 x 36
// = 1,296 equally likely cases, counted in whole numbers.
//   L175 [5.1.1] 3: hit when the roll (sum, or the first SF3D's product) <= the attack target;
//                   below zero the attack is ineffective but usage is still rolled.
//   L178 [5.1.2]:   a double one is D without the endurance chart (spec K1 for when it applies).
//   L282 [11.2.1-2]: a laser drains on 5-6, 6-5, 6-6; an MG breaks on 6-6 (never an infantry MG, L304 [14.2.4]).
//   L175 [5.1.1] 4: otherwise a hit rolls 2d6 (+ modifier) on the endurance row.

export type BruteKind = 'miss' | 'none' | 'M' | 'A' | 'D';
export interface BruteCounts {
  /** Cases out of 1,296 per outcome. */
  readonly count: Record<BruteKind, number>;
  /** Cases out of 1,296 per outcome where the weapon is out afterwards. */
  readonly out: Record<BruteKind, number>;
}

export interface BruteOptions {
  readonly product?: boolean;
  readonly fromZero?: boolean;
  readonly weapon?: 'L' | 'MG' | 'infantry-MG' | 'G' | 'last-round';
  readonly enduranceModifier?: number;
}

export function bruteAttack(target: number, row: readonly string[], options: BruteOptions = {}): BruteCounts {
  const count: Record<BruteKind, number> = { miss: 0, none: 0, M: 0, A: 0, D: 0 };
  const out: Record<BruteKind, number> = { miss: 0, none: 0, M: 0, A: 0, D: 0 };
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const value = options.product === true ? a * b : a + b;
      const doubleOne = a === 1 && b === 1;
      let hit = value <= target;
      if (options.fromZero === true && doubleOne && target >= 0) hit = true;
      if (target < 0) hit = false;
      let weaponOut = false;
      if (options.weapon === 'L') weaponOut = (a === 5 && b === 6) || (a === 6 && b === 5) || (a === 6 && b === 6);
      if (options.weapon === 'MG') weaponOut = a === 6 && b === 6;
      if (options.weapon === 'last-round') weaponOut = true;
      for (let c = 1; c <= 6; c++) {
        for (let d = 1; d <= 6; d++) {
          let kind: BruteKind;
          if (!hit) kind = 'miss';
          else if (doubleOne) kind = 'D';
          else {
            const roll = Math.min(12, Math.max(2, c + d + (options.enduranceModifier ?? 0)));
            const cell = row[roll - 2];
            kind = cell === '-' ? 'none' : (cell as BruteKind);
          }
          count[kind]++;
          if (weaponOut) out[kind]++;
        }
      }
    }
  }
  return { count, out };
}
