// cold: the verdicts of a search and whether they survive a variant of the reconstructed rules
// (issue 22). A search names a best design and the designs statistically tied with it (its
// sidegrades). Two kinds of verdict come of it:
// - `best`: the baseline's best design. Under a variant it holds when that design is still tied
//   with the variant's best (the variant's search races it in its final race), flips when it falls
//   out of the tied group, and is undecided when the variant could not estimate it.
// - `part`: a part (a card, a policy: a design's value in one of the space's columns) that most of
//   the baseline's tied designs carry, such as "the best loadouts take Super-steel Skin". Under a
//   variant it holds when most of the variant's tied designs carry it, flips when none does, and
//   is undecided in between. Parts every design raced carries say nothing and are left out.
import type { Verdict, VerdictStatus } from '../sim/sensitivity.js';

/** One design a search estimated: its key, its label for people, its parts, and its score with the 95% interval. */
export interface RankedDesign {
  readonly key: string;
  readonly label: string;
  readonly parts: readonly string[];
  readonly score: number;
  readonly low: number;
  readonly high: number;
  readonly games: number;
}

/** What one search found: every design it estimated (best first) and the keys of those tied with the best. */
export interface SearchFinding {
  readonly ranked: readonly RankedDesign[];
  readonly tied: ReadonlySet<string>;
}

/**
 * A design's parts from its report row: a value that shows in one column only is named with its
 * column (`skin super-steel-skin`), one that shows in several by itself (a card that fits more than
 * one slot), so the same card in another slot counts as the same part.
 */
export function partsOf(rows: readonly Readonly<Record<string, string>>[], columns: readonly string[]): (row: Readonly<Record<string, string>>) => string[] {
  const columnsOf = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column] ?? '';
      if (value === '') continue;
      columnsOf.set(value, (columnsOf.get(value) ?? new Set()).add(column));
    }
  }
  return (row) => [...new Set(columns.flatMap((column) => {
    const value = row[column] ?? '';
    if (value === '') return [];
    return (columnsOf.get(value)?.size ?? 1) > 1 ? [value] : [`${column} ${value}`];
  }))];
}

const tiedOf = (finding: SearchFinding) => finding.ranked.filter((design) => finding.tied.has(design.key));

/** The share of a finding's tied designs that carry a part. */
function shareCarrying(finding: SearchFinding, part: string): number {
  const tied = tiedOf(finding);
  return tied.length === 0 ? 0 : tied.filter((design) => design.parts.includes(part)).length / tied.length;
}

/** A part's status under a variant: most of its tied designs carry it (holds), none (flips), or some (undecided). */
export function partStatus(share: number): VerdictStatus {
  if (share > 0.5) return 'holds';
  return share === 0 ? 'flips' : 'undecided';
}

/** The best-design verdict and a part verdict for each part most of the baseline's tied designs carry (short subjects: the run names the space searched). */
export function searchVerdicts(baseline: SearchFinding, variants: readonly { readonly name: string; readonly finding: SearchFinding }[]): Verdict[] {
  const best = baseline.ranked[0];
  if (best === undefined) return [];
  const verdicts: Verdict[] = [{
    kind: 'best',
    subject: 'the best design',
    baseline: { pick: best.label, value: best.score, low: best.low, high: best.high, games: best.games },
    variants: variants.map(({ name, finding }) => {
      const same = finding.ranked.find((design) => design.key === best.key);
      const status: VerdictStatus = same === undefined ? 'undecided' : finding.tied.has(best.key) ? 'holds' : 'flips';
      return { variant: name, pick: finding.ranked[0]?.label ?? '', value: same?.score ?? Number.NaN, low: same?.low ?? Number.NaN, high: same?.high ?? Number.NaN, ...(same === undefined ? {} : { games: same.games }), status };
    }),
  }];
  const everywhere = (part: string) => baseline.ranked.every((design) => design.parts.includes(part));
  const counted = new Map<string, number>();
  for (const design of tiedOf(baseline)) for (const part of design.parts) counted.set(part, (counted.get(part) ?? 0) + 1);
  const tiedCount = tiedOf(baseline).length;
  const common = [...counted].filter(([part, count]) => count / tiedCount > 0.5 && !everywhere(part)).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  for (const [part, count] of common) {
    verdicts.push({
      kind: 'part',
      subject: `the best take ${part}`,
      baseline: { pick: part, value: count / tiedCount, low: Number.NaN, high: Number.NaN },
      variants: variants.map(({ name, finding }) => {
        const share = shareCarrying(finding, part);
        const status = partStatus(share);
        return { variant: name, pick: status === 'holds' ? part : '', value: share, low: Number.NaN, high: Number.NaN, status };
      }),
    });
  }
  return verdicts;
}
