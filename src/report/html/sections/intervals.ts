// cold: any table with measured values and their 95% intervals (damage.csv, sides.csv,
// calibrate.csv, compare.csv, scenario.csv, cores.csv ...) as dot-and-interval charts, one a
// measure. A measure is the column just before a pair `..low..` / `..high..` (hit_rate,
// hit_rate_low, hit_rate_high; win_rate, ci_low, ci_high); a row's label is its text columns that vary.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Chart } from '../section.js';

/** Rows charted per measure; the table holds them all. */
export const CHART_ROWS = 60;
/** Measures charted per table (the first ones: the headline rates); the table has every one. */
const MAX_MEASURES = 2;

export interface Measure {
  readonly value: string;
  readonly low: string;
  readonly high: string;
}

export function measuresOf(table: ReportTable): Measure[] {
  const keys = table.columns.map((column) => column.key);
  const found: Measure[] = [];
  keys.forEach((key, i) => {
    const next = keys[i + 1];
    const before = keys[i - 1];
    if (i === 0 || before === undefined || next === undefined || !key.includes('low') || next !== key.replace('low', 'high')) return;
    found.push({ value: before, low: key, high: next });
  });
  return found;
}

/** The exact column of a measure (`hit_rate_low` -> `hit_rate_exact`), if the table has one. */
export function exactColumn(measure: Measure, keys: ReadonlySet<string>): string | undefined {
  const exact = measure.low.replace(/_low$/, '_exact');
  return exact !== measure.low && keys.has(exact) ? exact : undefined;
}

/** The column just before the first measure: what the measures are per (damage.csv's attacks, throws, shots). */
export function countColumn(table: ReportTable): string {
  const keys = table.columns.map((column) => column.key);
  const first = measuresOf(table)[0];
  return first === undefined ? '' : keys[keys.indexOf(first.value) - 1] ?? '';
}

/** The columns that name a row: those holding text (not numbers) whose value is not the same in every row; the first text column if none varies. */
export function labelColumns(table: ReportTable): string[] {
  const isText = (key: string) => table.rows.some((row) => {
    const value = String(row[key] ?? '');
    return value !== '' && !Number.isFinite(Number(value));
  });
  const text = table.columns.map((column) => column.key).filter(isText);
  const varying = text.filter((key) => new Set(table.rows.map((row) => row[key])).size > 1);
  return varying.length > 0 ? varying : text.slice(0, 1);
}

/** One dot-and-interval chart a measure (at most two), titled with the question `ask` gives for a measure. */
export function intervalCharts(table: ReportTable, stem: string, ask: (measure: string) => string): Chart[] {
  const labels = labelColumns(table);
  const keys = new Set(table.columns.map((column) => column.key));
  return measuresOf(table).slice(0, MAX_MEASURES).map((measure) => {
    // a measure with exact odds beside it (damage.csv's hit_rate_exact) shows them as a black tick
    const exact = exactColumn(measure, keys);
    // a table that flags significance (errata-diff.csv's significant, compare.csv's significant_product) marks it by shape and label
    const flag = table.columns.map((column) => column.key).find((key) => key === 'significant' || key.startsWith('significant_'));
    const rows = table.rows.slice(0, CHART_ROWS).map((row, index) => {
      const label = labels.map((key) => String(row[key] ?? '')).filter((text) => text !== '').join(' · ') || `row ${index + 1}`;
      const value = num(row[measure.value]);
      const significant = flag !== undefined && row[flag] === 'yes';
      const group = flag === undefined ? 'estimate' : significant ? 'significant' : 'not significant';
      const exactText = exact === undefined || row[exact] === '' ? '' : `, exact ${String(row[exact])}`;
      return {
        label: `${index + 1}. ${label}`, value, low: num(row[measure.low]), high: num(row[measure.high]), group,
        ...(exact === undefined ? {} : { exact: num(row[exact]) }),
        text: `${String(row[measure.value] ?? '')}${significant ? ' *' : ''}`,
        description: `${label}: ${measure.value} ${String(row[measure.value] ?? '')} (95% interval ${String(row[measure.low] ?? '')}-${String(row[measure.high] ?? '')})${exactText}${flag === undefined ? '' : significant ? ', significant' : ', not significant'}`,
      };
    }).filter((row) => Number.isFinite(row.value));
    const groups = flag === undefined ? ['estimate'] : ['significant', 'not significant'];
    const spec = {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      title: { text: ask(measure.value), subtitle: `${measure.value} with its 95% interval${exact === undefined ? '' : '; black tick: the exact odds'}${flag === undefined ? '' : '; circles and stars: significant'}${table.rows.length > CHART_ROWS ? `; the first ${CHART_ROWS} of ${table.rows.length} rows (all in the table)` : ''}` },
      config: CHART_CONFIG,
      width: 380,
      data: { values: rows },
      encoding: { y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 340 } } },
      layer: [
        { mark: { type: 'rule', color: '#555' }, encoding: { x: { field: 'low', type: 'quantitative', title: measure.value }, x2: { field: 'high' } } },
        {
          mark: { type: 'point', size: 40, filled: true },
          encoding: {
            x: { field: 'value', type: 'quantitative' },
            // colour and shape both: significance reads without colour too
            color: { field: 'group', type: 'nominal', title: null, scale: { domain: groups, range: ['#0072B2', '#E69F00'] }, ...(flag === undefined ? { legend: null } : {}) },
            shape: { field: 'group', type: 'nominal', title: null, scale: { domain: groups, range: ['circle', 'square'] }, ...(flag === undefined ? { legend: null } : {}) },
            description: { field: 'description' },
          },
        },
        { mark: { type: 'text', align: 'left', dx: 6, dy: -7, fontSize: 9 }, encoding: { x: { field: 'value', type: 'quantitative' }, text: { field: 'text' } } },
        ...(exact === undefined ? [] : [{ mark: { type: 'tick', color: 'black', thickness: 2, size: 12 }, encoding: { x: { field: 'exact', type: 'quantitative' }, description: { field: 'description' } } }]),
      ],
    };
    return { name: `${stem}-${measure.value.replace(/[^a-z0-9]+/gi, '-')}`, spec: spec as never };
  });
}
