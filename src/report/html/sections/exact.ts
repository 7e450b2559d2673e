// cold: a table whose measures have exact values beside them (damage.csv's `${measure}_exact`: the
// odds the rules give, computed rather than sampled) as one chart a measure: each row's simulated
// value with its 95% interval against the exact value, on the diagonal where they agree. A row
// whose interval misses the diagonal is drawn apart; about 1 in 20 do by chance alone.
import type { ReportTable } from '../../table.js';
import { exactColumn, measuresOf, type Measure } from './intervals.js';
import { CHART_CONFIG, num, type Chart } from '../section.js';

/** Rows with fewer attacks than this are left out of the chart (their intervals span most of the axis); the table has them. */
export const MIN_EXACT_ATTACKS = 30;

export interface ExactMeasure extends Measure {
  readonly exact: string;
}

/** The measures that have an exact column (`hit_rate_low` → `hit_rate_exact`). */
export function exactMeasures(table: ReportTable): ExactMeasure[] {
  const keys = new Set(table.columns.map((column) => column.key));
  return measuresOf(table).flatMap((measure) => {
    const exact = exactColumn(measure, keys);
    return exact === undefined ? [] : [{ ...measure, exact }];
  });
}

/** Whether a row's 95% interval holds its exact value. */
function holdsExact(row: Readonly<Record<string, string | number>>, measure: ExactMeasure): boolean {
  const exact = num(row[measure.exact]);
  return exact >= num(row[measure.low]) - 1e-9 && exact <= num(row[measure.high]) + 1e-9;
}

/** How many rows (with `per` at least MIN_EXACT_ATTACKS) have the exact value inside the simulated interval. */
export function exactAgreement(table: ReportTable, measure: ExactMeasure, per: string): { inside: number; rows: number } {
  let inside = 0;
  let rows = 0;
  for (const row of table.rows) {
    const exact = num(row[measure.exact]);
    if (!Number.isFinite(exact) || num(row[per]) < MIN_EXACT_ATTACKS) continue;
    rows++;
    if (holdsExact(row, measure)) inside++;
  }
  return { inside, rows };
}

/** One chart a measure with exact values: simulated (with interval) against exact. `per` is the count column (attacks, throws); `label` names a row. */
export function exactCharts(table: ReportTable, stem: string, per: string, label: (row: Readonly<Record<string, string | number>>) => string): Chart[] {
  return exactMeasures(table).map((measure) => {
    const { inside, rows } = exactAgreement(table, measure, per);
    const values = table.rows.flatMap((row) => {
      const exact = num(row[measure.exact]);
      const count = num(row[per]);
      if (!Number.isFinite(exact) || count < MIN_EXACT_ATTACKS) return [];
      return [{
        exact, value: num(row[measure.value]), low: num(row[measure.low]), high: num(row[measure.high]),
        group: holdsExact(row, measure) ? 'exact inside the interval' : 'exact outside the interval',
        description: `${label(row)}: simulated ${String(row[measure.value])} (95% interval ${String(row[measure.low])}-${String(row[measure.high])}, ${count} ${per}), exact ${String(row[measure.exact])}`,
      }];
    });
    const top = Math.max(1, ...values.map((row) => Math.max(row.high, row.exact)));
    const groups = ['exact inside the interval', 'exact outside the interval'];
    const spec = {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      title: {
        text: `Do the simulated ${measure.value.replace(/_/g, ' ')} values agree with the exact odds?`,
        subtitle: `each row with ${MIN_EXACT_ATTACKS}+ ${per}: simulated with its 95% interval against the exact value; ${inside} of ${rows} intervals hold the exact value (about 19 in 20 expected by chance)`,
      },
      config: CHART_CONFIG,
      width: 320, height: 320,
      layer: [
        { data: { values: [{ x: 0, y: 0 }, { x: top, y: top }] }, mark: { type: 'line', color: '#999', strokeDash: [4, 4] }, encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' } } },
        {
          data: { values },
          layer: [
            { mark: { type: 'rule', color: '#777' }, encoding: { x: { field: 'exact', type: 'quantitative', title: `exact ${measure.value.replace(/_/g, ' ')}` }, y: { field: 'low', type: 'quantitative', title: `simulated ${measure.value.replace(/_/g, ' ')}` }, y2: { field: 'high' } } },
            {
              mark: { type: 'point', size: 36, filled: true },
              encoding: {
                x: { field: 'exact', type: 'quantitative' }, y: { field: 'value', type: 'quantitative' },
                // colour and shape both, so the rows that miss read without colour
                color: { field: 'group', type: 'nominal', title: null, scale: { domain: groups, range: ['#0072B2', '#D55E00'] }, legend: { labelLimit: 320 } },
                shape: { field: 'group', type: 'nominal', title: null, scale: { domain: groups, range: ['circle', 'triangle-up'] }, legend: { labelLimit: 320 } },
                description: { field: 'description' },
              },
            },
          ],
        },
      ],
    };
    return { name: `${stem}-${measure.value.replace(/[^a-z0-9]+/gi, '-')}-exact`, spec: spec as never };
  });
}
