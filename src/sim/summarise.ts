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

export interface DamageRow {
  readonly card: string;
  readonly function: string;
  readonly target: string;
  readonly band: string;
  readonly ranges: string;
  readonly dice: number;
  readonly silhouette: number;
  readonly attacks: number;
  readonly hitRate: { mean: number; low: number; high: number };
  readonly damage: { mean: number; low: number; high: number };
  readonly disable: { mean: number; low: number; high: number };
  readonly paint: { mean: number; low: number; high: number };
}

/**
 * Per attacker card and function, target template, range band and target silhouette: what one
 * attack does. The same card in different designs against the same template is pooled.
 */
export function damageRows(compiled: CompiledSet, battle: Battle, result: SimulationResult): DamageRow[] {
  const { bands, silhouettes, fields } = battle.tally;
  const width = fields.length;
  const pooled = new Map<string, { row: Omit<DamageRow, 'attacks' | 'hitRate' | 'damage' | 'disable' | 'paint'>; sums: number[] }>();
  for (const { a, b, tally } of result.matchups) {
    compiled.attacks.forEach((attack, k) => {
      // An attack row of design a aims at b's template, and the other way round.
      if (attack.design !== a && attack.design !== b) return;
      const target = compiled.designs[attack.design === a ? b : a]?.template ?? '';
      for (let band = 0; band < bands; band++) {
        for (let silhouette = 0; silhouette < silhouettes; silhouette++) {
          const at = ((k * bands + band) * silhouettes + silhouette) * width;
          if ((tally[at] ?? 0) === 0) continue;
          const info = attack.bands[band];
          const key = `${attack.card}|${attack.function}|${target}|${band}|${String(silhouette).padStart(2, '0')}`;
          const entry = pooled.get(key) ?? {
            row: { card: attack.card, function: attack.function, target, band: info?.name ?? `${band}`, ranges: info?.ranges ?? '', dice: info?.dice ?? 0, silhouette },
            sums: new Array<number>(width).fill(0),
          };
          for (let f = 0; f < width; f++) entry.sums[f] = (entry.sums[f] ?? 0) + (tally[at + f] ?? 0);
          pooled.set(key, entry);
        }
      }
    });
  }
  return [...pooled.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, { row, sums }]) => {
      const [attacks = 0, hits = 0, damage = 0, damageSq = 0, disables = 0, disablesSq = 0, paints = 0] = sums;
      const rate = wilson(hits, attacks);
      const paintRate = wilson(paints, attacks);
      return {
        ...row,
        attacks,
        hitRate: { mean: hits / attacks, ...rate },
        damage: meanInterval(damage, damageSq, attacks),
        disable: meanInterval(disables, disablesSq, attacks),
        paint: { mean: paints / attacks, ...paintRate },
      };
    });
}
