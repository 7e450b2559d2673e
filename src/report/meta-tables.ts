// cold: metagame tables: each design's weight in the equilibrium of the win-rate matrix, its win
// rate against that mixture, how robust its place is, and card pick rates under the mixture.
import { columns, type ReportTable } from './table.js';
import type { PickRate } from '../sim/pick-rates.js';

export interface MetaRow {
  readonly design: string;
  readonly template: string;
  readonly policy: string;
  readonly weight: number;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
  /** Share of resampled matrices (within the win rates' intervals) in which the design is played (weight above 1%). */
  readonly supportFrequency: number;
  readonly meanResampledWeight: number;
}

/** A part's pick rate in the equilibrium, and its nerf or buff flag (sim/pick-rates.ts). */
export type PickRow = PickRate;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function metaTable(rows: readonly MetaRow[]): ReportTable {
  return {
    title: 'Equilibrium of the win-rate matrix',
    columns: columns('design', 'template', 'policy', 'equilibrium_weight', 'score_vs_mixture', 'ci_low', 'ci_high', 'support_frequency', 'mean_resampled_weight'),
    rows: rows.map((row) => ({
      design: row.design, template: row.template, policy: row.policy, equilibrium_weight: round(row.weight), score_vs_mixture: round(row.winRate),
      ci_low: round(row.low), ci_high: round(row.high), support_frequency: round(row.supportFrequency), mean_resampled_weight: round(row.meanResampledWeight),
    })),
  };
}

export function pickRateTable(rows: readonly PickRow[]): ReportTable {
  return {
    title: 'Card pick rates weighted by the equilibrium mixture',
    columns: columns('card', 'kind', 'pick_rate', 'designs', 'flag'),
    rows: rows.map((row) => ({ card: row.card, kind: row.kind, pick_rate: round(row.pickRate), designs: row.designs, flag: row.flag })),
  };
}
