// cold: the same matchups under two or more values of one game setting (Ma.K's dice summed or
// multiplied), side by side: each value's win rate with its 95% interval, then each later value's
// change from the first with its interval and whether it is significant. The runs share seeds and
// block streams, so the change's interval (computed as if independent) is conservative.
import { rateChange } from '../stats/interval.js';
import type { WinRateRow } from '../sim/summarise.js';
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function settingComparisonTable(setting: string, runs: readonly { readonly value: string; readonly rows: readonly WinRateRow[] }[]): ReportTable {
  const [first, ...later] = runs;
  if (first === undefined) return { title: `Win rates by ${setting}`, columns: columns('a', 'b'), rows: [] };
  const per = (value: string) => [`win_rate_${value}`, `ci_low_${value}`, `ci_high_${value}`, `draws_${value}`];
  const change = (value: string) => [`change_${value}`, `change_low_${value}`, `change_high_${value}`, `significant_${value}`];
  const index = later.map((run) => new Map(run.rows.map((row) => [`${row.a}\u0000${row.b}`, row])));
  return {
    title: `Win rates by ${setting}: ${runs.map((run) => run.value).join(' against ')}`,
    columns: columns('a', 'b', 'games', ...runs.flatMap((run) => per(run.value)), ...later.flatMap((run) => change(run.value))),
    rows: first.rows.map((row) => {
      const out: Record<string, string | number> = { a: row.a, b: row.b, games: row.games };
      const put = (value: string, r: WinRateRow) => {
        out[`win_rate_${value}`] = round(r.winRate);
        out[`ci_low_${value}`] = round(r.low);
        out[`ci_high_${value}`] = round(r.high);
        out[`draws_${value}`] = r.draws;
      };
      put(first.value, row);
      later.forEach((run, k) => {
        const other = index[k]?.get(`${row.a}\u0000${row.b}`);
        if (other === undefined) return;
        put(run.value, other);
        const moved = rateChange({ wins: row.aWins, decisive: row.aWins + row.bWins }, { wins: other.aWins, decisive: other.aWins + other.bWins });
        out[`change_${run.value}`] = round(moved.change);
        out[`change_low_${run.value}`] = round(moved.low);
        out[`change_high_${run.value}`] = round(moved.high);
        out[`significant_${run.value}`] = moved.significant ? 'yes' : '';
      });
      return out;
    }),
  };
}
