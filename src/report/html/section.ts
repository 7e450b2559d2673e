// types: one section of a run's report: the question it answers, its charts (vega-lite specs,
// rendered to inline SVG and kept beside the CSV as *.vl.json) and the tables behind them.
import type { ReportTable } from '../table.js';
import type { ChartSpec } from './render-chart.js';

export interface Chart {
  /** File name stem for the spec (`winrate-heatmap` -> winrate-heatmap.vl.json). */
  readonly name: string;
  readonly spec: ChartSpec;
}

export interface SectionTable {
  readonly caption: string;
  readonly table: ReportTable;
  /** The CSV file the table shows (its rows as written), or '' for a table computed from one. */
  readonly source: string;
}

export interface Section {
  /** Anchor in the page. */
  readonly id: string;
  /** The question the section answers. */
  readonly title: string;
  /** A sentence or two on how to read it (plain text). */
  readonly intro?: string;
  readonly charts: readonly Chart[];
  readonly tables: readonly SectionTable[];
}

/** A number from a CSV cell ('' and text read as NaN). */
export function num(value: string | number | undefined): number {
  return value === undefined || value === '' ? Number.NaN : Number(value);
}

/** The common look of every chart: colour-blind-safe schemes, readable type, a white background. */
export const CHART_CONFIG = {
  background: 'white',
  font: 'system-ui, sans-serif',
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 260 },
  legend: { labelFontSize: 11, titleFontSize: 12 },
  title: { fontSize: 14, anchor: 'start', offset: 10 },
  view: { stroke: null },
} as const;
