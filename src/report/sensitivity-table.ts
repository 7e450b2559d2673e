// cold: sensitivity.csv (issue 22): each verdict of the baseline run (a matchup's favourite, a
// table's leader) beside its pick and estimate under each variant of the reconstructed rules, with
// 95% intervals and whether it holds, flips or is left undecided. One row a verdict and variant;
// the verdicts that hold under every variant come first.
import type { Verdict } from '../sim/sensitivity.js';
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

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
    columns: columns('verdict', 'subject', 'summary', 'baseline_pick', 'baseline', 'baseline_low', 'baseline_high', 'variant', 'pick', 'value', 'low', 'high', 'status'),
    rows: sorted.flatMap((verdict) => verdict.variants.map((variant) => ({
      verdict: verdict.kind, subject: verdict.subject, summary: verdictSummary(verdict), baseline_pick: verdict.baseline.pick,
      baseline: round(verdict.baseline.value), baseline_low: round(verdict.baseline.low), baseline_high: round(verdict.baseline.high),
      variant: variant.variant, pick: variant.pick, value: round(variant.value), low: round(variant.low), high: round(variant.high), status: variant.status,
    }))),
  };
}
