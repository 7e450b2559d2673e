// cold: simulation results as rows: win rates per matchup and damage per attack.
import type { Battle, CompiledSet } from '../kernel/ruleset.js';
import { meanInterval, wilson } from '../stats/interval.js';
import type { SimulationResult } from './simulate.js';
import { Field } from './task.js';

export interface WinRateRow {
  readonly a: string;
  readonly b: string;
  readonly policyA: string;
  readonly policyB: string;
  readonly games: number;
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
  readonly stalls: number;
  /** a's share of the decisive battles, with its 95% Wilson interval. */
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
  readonly meanTurns: number;
}

/** One row per matchup from a's side, and (unless a mirror) one from b's. */
export function winRateRows(compiled: CompiledSet, result: SimulationResult): WinRateRow[] {
  return result.matchups.flatMap(({ a, b, outcomes }) => {
    const row = (first: number, second: number, firstWins: number, secondWins: number): WinRateRow => {
      const decisive = firstWins + secondWins;
      const interval = wilson(firstWins, decisive);
      const games = outcomes[Field.Battles] ?? 0;
      return {
        a: compiled.designs[first]?.name ?? '',
        b: compiled.designs[second]?.name ?? '',
        policyA: compiled.designs[first]?.policy ?? '',
        policyB: compiled.designs[second]?.policy ?? '',
        games,
        aWins: firstWins,
        bWins: secondWins,
        draws: outcomes[Field.Draws] ?? 0,
        stalls: outcomes[Field.Stalls] ?? 0,
        winRate: decisive === 0 ? 0.5 : firstWins / decisive,
        low: interval.low,
        high: interval.high,
        meanTurns: games === 0 ? 0 : (outcomes[Field.Turns] ?? 0) / games,
      };
    };
    const aWins = outcomes[Field.AWins] ?? 0;
    const bWins = outcomes[Field.BWins] ?? 0;
    return a === b ? [row(a, b, aWins, bWins)] : [row(a, b, aWins, bWins), row(b, a, bWins, aWins)];
  });
}

/** One row of damage.csv: the attack's labels, the target's kind, its cell's columns, how many attacks, and each measure with its interval. */
export interface DamageRow {
  readonly columns: Readonly<Record<string, string | number>>;
  readonly attacks: number;
  /** Each measure with its 95% interval, and `exact` where the battle sums each attack's exact value (TallyMeasure.exact). */
  readonly measures: Readonly<Record<string, { readonly mean: number; readonly low: number; readonly high: number; readonly exact?: number }>>;
}

/**
 * Per attack (its labels), target kind and cell of the tally's dimensions (a range band and
 * target silhouette): what one attack does. The same attack in different designs against the same
 * kind of target is pooled.
 */
export function damageRows(compiled: CompiledSet, battle: Battle, result: SimulationResult): DamageRow[] {
  const { dims, fields, labels, per, measures } = battle.tally;
  const width = fields.length;
  const cells = dims.reduce((count, dim) => count * dim.size, 1);
  const field = (name: string) => fields.indexOf(name);
  const pooled = new Map<string, { columns: Record<string, string | number>; sums: number[] }>();
  for (const { a, b, tally } of result.matchups) {
    compiled.attacks.forEach((attack, k) => {
      // An attack row of design a aims at b, and the other way round.
      if (attack.design !== a && attack.design !== b) return;
      const target = compiled.designs[attack.design === a ? b : a]?.kind ?? '';
      for (let cell = 0; cell < cells; cell++) {
        const at = (k * cells + cell) * width;
        if ((tally[at + field(per)] ?? 0) === 0) continue;
        // The cell's index in each dimension, last dimension fastest.
        const index: number[] = [];
        for (let d = dims.length - 1, rest = cell; d >= 0; d--) {
          const size = dims[d]?.size ?? 1;
          index[d] = rest % size;
          rest = Math.floor(rest / size);
        }
        const key = [...labels.map((label) => attack.labels[label] ?? ''), target, ...index.map((i, d) => (d === 0 ? String(i) : String(i).padStart(2, '0')))].join('|');
        let entry = pooled.get(key);
        if (entry === undefined) {
          const columns: Record<string, string | number> = {};
          for (const label of labels) columns[label] = attack.labels[label] ?? '';
          columns['target'] = target;
          dims.forEach((dim, d) => {
            const values = attack.cells?.[d]?.[index[d] ?? 0];
            for (const column of dim.columns) columns[column] = values?.[column] ?? (column === dim.name ? (index[d] ?? 0) : '');
          });
          entry = { columns, sums: new Array<number>(width).fill(0) };
          pooled.set(key, entry);
        }
        for (let f = 0; f < width; f++) entry.sums[f] = (entry.sums[f] ?? 0) + (tally[at + f] ?? 0);
      }
    });
  }
  return [...pooled.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, { columns, sums }]) => {
      const attacks = sums[field(per)] ?? 0;
      const values: Record<string, { mean: number; low: number; high: number; exact?: number }> = {};
      for (const measure of measures) {
        const exact = measure.exact === undefined ? {} : { exact: (sums[field(measure.exact)] ?? 0) / attacks };
        if (measure.kind === 'rate') {
          const count = sums[field(measure.count)] ?? 0;
          values[measure.name] = { mean: count / attacks, ...wilson(count, attacks), ...exact };
        } else {
          values[measure.name] = { ...meanInterval(sums[field(measure.sum)] ?? 0, sums[field(measure.sumsq)] ?? 0, attacks), ...exact };
        }
      }
      return { columns, attacks, measures: values };
    });
}
