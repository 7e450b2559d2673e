// cold: whether a verdict survives a variant of the reconstructed rules (issue 22). A verdict here is
// the favourite of a matchup: the design whose share of the decisive games has a 95% interval
// wholly above one half. Under a variant (an erratum holding another plausible reconstruction,
// played on the same random streams) the verdict holds when the variant names the same
// favourite, flips when it names the other, and is undecided when its interval straddles one half.
import type { WinRateRow } from './summarise.js';

export type Favourite = 'first' | 'second' | 'neither';

export type VerdictStatus = 'holds' | 'flips' | 'undecided' | 'unsettled';

/** The favourite of a matchup row, from its interval of the first design's share of decisive games. */
export function favourite(row: Pick<WinRateRow, 'low' | 'high'>): Favourite {
  if (row.low > 0.5) return 'first';
  if (row.high < 0.5) return 'second';
  return 'neither';
}

/** A verdict under a variant, against the baseline's: `unsettled` when the baseline names no favourite. */
export function verdictStatus(baseline: Favourite, variant: Favourite): VerdictStatus {
  if (baseline === 'neither') return 'unsettled';
  if (variant === 'neither') return 'undecided';
  return variant === baseline ? 'holds' : 'flips';
}

export interface MatchupVerdict {
  /** The matchup, as `A v B` (A the baseline's favourite when there is one). */
  readonly matchup: string;
  readonly baseline: WinRateRow;
  readonly variants: readonly { readonly variant: string; readonly row: WinRateRow; readonly status: VerdictStatus }[];
}

/**
 * One verdict a matchup: the baseline's rows (one per matchup, from the first design's side, as
 * winRateRows gives them first) matched by name with each variant's, turned so the baseline's
 * favourite reads first.
 */
export function matchupVerdicts(baseline: readonly WinRateRow[], variants: readonly { readonly name: string; readonly rows: readonly WinRateRow[] }[]): MatchupVerdict[] {
  const byPair = (rows: readonly WinRateRow[]) => new Map(rows.map((row) => [`${row.a}\u0000${row.b}`, row]));
  const variantRows = variants.map((variant) => ({ name: variant.name, rows: byPair(variant.rows) }));
  const seen = new Set<string>();
  const verdicts: MatchupVerdict[] = [];
  for (const row of baseline) {
    const pair = [row.a, row.b].sort().join('\u0000');
    if (seen.has(pair)) continue;
    seen.add(pair);
    const turned = baseline.find((other) => other.a === row.b && other.b === row.a);
    const first = favourite(row) === 'second' && turned !== undefined ? turned : row;
    verdicts.push({
      matchup: `${first.a} v ${first.b}`,
      baseline: first,
      variants: variantRows.map(({ name, rows }) => {
        const same = rows.get(`${first.a}\u0000${first.b}`);
        if (same === undefined) throw new Error(`sensitivity: the variant ${name} has no matchup ${first.a} v ${first.b}`);
        return { variant: name, row: same, status: verdictStatus(favourite(first), favourite(same)) };
      }),
    });
  }
  return verdicts;
}
