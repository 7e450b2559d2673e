// cold: `--compare NAME=V1,V2`: the same matchups played under each value of one game setting
// (same seed, so the same block streams), and the side-by-side table (compare.csv).
import type { ReportTable } from '../report/table.js';
import { settingComparisonTable } from '../report/setting-comparison-table.js';
import type { Matchup } from '../sim/simulate.js';
import { winRateRows } from '../sim/summarise.js';
import { UsageError } from './errors.js';
import { battleSettings, type RunSettings } from './run-options.js';
import { runSimulation, type Prepared } from './simulation.js';

export interface Comparison {
  readonly setting: string;
  readonly values: readonly string[];
}

/** Parses NAME=V1,V2[,..]; the values are checked against the game when the runs are set up. */
export function parseComparison(text: string): Comparison {
  const match = /^([A-Za-z][\w-]*)=([\w.-]+(?:,[\w.-]+)+)$/.exec(text.trim());
  if (match === null) throw new UsageError(`--compare: expected NAME=VALUE,VALUE, such as --compare resolution=sum,product (got "${text}")`);
  const values = (match[2] ?? '').split(',');
  if (new Set(values).size !== values.length) throw new UsageError(`--compare: a value is named twice in "${text}"`);
  return { setting: match[1] ?? '', values };
}

export async function runComparison(prepared: Prepared, matchups: readonly Matchup[], settings: RunSettings, comparison: Comparison): Promise<{ table: ReportTable; battles: number }> {
  const runs = comparison.values.map((value) => {
    const given = { ...settings.given, [comparison.setting]: /^-?\d+$/.test(value) ? Number(value) : value };
    const run = { ...settings, given };
    battleSettings(prepared.rules, run); // a bad name or value is a usage error before any game is played
    return { value, run };
  });
  let battles = 0;
  const tables: { value: string; rows: ReturnType<typeof winRateRows> }[] = [];
  for (const { value, run } of runs) {
    const result = await runSimulation(prepared, matchups, run);
    battles += result.battles;
    tables.push({ value, rows: winRateRows(prepared.compiled, result) });
  }
  return { table: settingComparisonTable(comparison.setting, tables), battles };
}
