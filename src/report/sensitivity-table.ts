// cold: sensitivity.csv (issue 22): each verdict of the baseline run (a matchup's favourite, a
// table's leader) beside its pick and estimate under each variant of the reconstructed rules, with
// 95% intervals and whether it holds, flips or is left undecided. One row a verdict and variant;
// the verdicts that hold under every variant come first.
import type { Verdict } from '../sim/sensitivity.js';
import { columns, type ReportTable } from './table.js';

/** Six decimals; blank where a value has no estimate (NaN: a part's share has no interval, a design the variant never raced no score). */
const round = (value: number): number | string => (Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : '');

/** How a verdict fares across all variants: robust when it holds under each one. */
export function verdictSummary(verdict: Verdict): 'robust' | 'flips' | 'fragile' | 'unsettled' {
  if (verdict.baseline.pick === '') return 'unsettled';
  if (verdict.variants.every((variant) => variant.status === 'holds')) return 'robust';
  return verdict.variants.some((variant) => variant.status === 'flips') ? 'flips' : 'fragile';
}

const ORDER = ['robust', 'fragile', 'flips', 'unsettled'];

export function sensitivityTable(verdicts: readonly Verdict[]): ReportTable {
  const sorted = [...verdicts].sort((x, y) => ORDER.indexOf(verdictSummary(x)) - ORDER.indexOf(verdictSummary(y)));
  return {
    title: 'Sensitivity of each verdict to the variants of the reconstructed rules',
    columns: columns('verdict', 'subject', 'summary', 'baseline_pick', 'baseline', 'baseline_low', 'baseline_high', 'baseline_games', 'variant', 'pick', 'value', 'low', 'high', 'games', 'status'),
    rows: sorted.flatMap((verdict) => verdict.variants.map((variant) => ({
      verdict: verdict.kind, subject: verdict.subject, summary: verdictSummary(verdict), baseline_pick: verdict.baseline.pick,
      baseline: round(verdict.baseline.value), baseline_low: round(verdict.baseline.low), baseline_high: round(verdict.baseline.high), baseline_games: verdict.baseline.games ?? '',
      variant: variant.variant, pick: variant.pick, value: round(variant.value), low: round(variant.low), high: round(variant.high), games: variant.games ?? '', status: variant.status,
    }))),
  };
}
