// cold: the effect roll on a hit (MK L175 [5.1.1] 4, L178 [5.1.2]): the defender rolls 2d6 and reads
// the target's endurance class on the Armor Endurance chart: D, A, M or — (no effect). The chart
// is not in the text (spec 4.6), so a row is data passed in; nothing here knows its values.
import { clampMinMax, die, shift, sumOf } from '../../../dice/distribution.js';

/** One cell of the Armor Endurance chart (L178 [5.1.2]); '-' is "— (No Effect)". */
export type EnduranceResult = 'D' | 'A' | 'M' | '-';

/** One class's row: the result for each 2d6 sum 2..12 (11 cells, index 0 is a roll of 2). */
export type EnduranceRow = readonly EnduranceResult[];

export interface EnduranceOdds {
  readonly D: number;
  readonly A: number;
  readonly M: number;
  readonly none: number;
}

/**
 * A row from band edges (spec 4.6's reconstruction shape): roll <= d is D, <= m is M, <= a is A,
 * else —. Low rolls are bad for the defender (L178's example: class B on 3 is D; L202 [5.5.3] +1 helps).
 */
export function bandedRow(bands: { readonly d: number; readonly m: number; readonly a: number }): EnduranceRow {
  if (!(bands.d <= bands.m && bands.m <= bands.a)) throw new Error(`endurance bands must rise: d ${bands.d} <= m ${bands.m} <= a ${bands.a}`);
  return Array.from({ length: 11 }, (_, i): EnduranceResult => {
    const roll = i + 2;
    return roll <= bands.d ? 'D' : roll <= bands.m ? 'M' : roll <= bands.a ? 'A' : '-';
  });
}

/** The chart cell for a (modified) roll; a modified roll off the chart reads its nearest edge (assumption, not in the text). */
export function enduranceResult(row: EnduranceRow, roll: number): EnduranceResult {
  checkRow(row);
  return row[Math.min(12, Math.max(2, roll)) - 2] as EnduranceResult;
}

/**
 * P(each result) for one endurance roll with `modifier` added to the 2d6 sum (e.g. +1 outside the
 * indirect target hex, L202 [5.5.3]). A modified roll beyond 2..12 reads the edge cell (assumption).
 */
export function enduranceOdds(row: EnduranceRow, modifier = 0): EnduranceOdds {
  checkRow(row);
  const roll = clampMinMax(shift(sumOf(die(6), 2), modifier), 2, 12);
  const odds = { D: 0, A: 0, M: 0, none: 0 };
  row.forEach((cell, i) => {
    const p = roll.p[i + 2 - roll.offset] ?? 0;
    if (cell === '-') odds.none += p;
    else odds[cell] += p;
  });
  return odds;
}

function checkRow(row: EnduranceRow): void {
  if (row.length !== 11) throw new Error(`an endurance row has 11 cells (2d6 sums 2..12), not ${row.length}`);
}
