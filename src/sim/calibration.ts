// cold: a unit-cost calibration from played games: every entrant (a unit type alone, or a stack of
// k of it) met every other of the same size, and a Bradley-Terry strength is fitted per unit type,
// for each size and for all sizes pooled (src/stats/bradley-terry.ts, with its intervals). The
// suggested cost is proportional to exp(strength): a 2:1 cost ratio is a 2:1 favourite. A stack
// of k is scaled against the reference's stack of k, so every fit gives a cost per unit.
import type { CalibrationEntrant } from '../kernel/calibration.js';
import { fitBradleyTerry, suggestedCosts, type PairResult } from '../stats/bradley-terry.js';
import type { SimulationResult } from './simulate.js';
import { Field } from './task.js';

export interface CalibrationRow {
  readonly unit: string;
  readonly name: string;
  /** "alone", "stacks of 2", ... or "pooled" (every size as one). */
  readonly fit: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly strength: number;
  readonly low: number;
  readonly high: number;
  readonly cost: number;
  readonly costLow: number;
  readonly costHigh: number;
}

/** Matchups between entrants of the same size: every pair within each size. */
export function calibrationMatchups(entrants: readonly CalibrationEntrant[]): { a: number; b: number }[] {
  const matchups: { a: number; b: number }[] = [];
  entrants.forEach((first, a) => entrants.forEach((second, b) => {
    if (b > a && first.size === second.size) matchups.push({ a, b });
  }));
  return matchups;
}

export function calibrationRows(entrants: readonly CalibrationEntrant[], result: SimulationResult, reference: string, referenceCost: number): CalibrationRow[] {
  const units = [...new Set(entrants.map((entrant) => entrant.unit))];
  const names = new Map(entrants.map((entrant) => [entrant.unit, entrant.name.replace(/^\d+ x /, '')]));
  const sizes = [...new Set(entrants.map((entrant) => entrant.size))].sort((x, y) => x - y);
  const results = result.matchups.map(({ a, b, outcomes }) => ({
    a: entrants[a] as CalibrationEntrant, b: entrants[b] as CalibrationEntrant,
    aWins: outcomes[Field.AWins] ?? 0, bWins: outcomes[Field.BWins] ?? 0, draws: outcomes[Field.Draws] ?? 0,
  }));
  const fits = [
    ...sizes.map((size) => ({ fit: size === 1 ? 'alone' : `stacks of ${size}`, games: results.filter((r) => r.a.size === size) })),
    ...(sizes.length > 1 ? [{ fit: 'pooled', games: results }] : []),
  ];
  return fits.flatMap(({ fit, games }) => {
    const index = new Map(units.map((unit, i) => [unit, i]));
    const pairs: PairResult[] = games.map((r) => ({ a: index.get(r.a.unit) ?? 0, b: index.get(r.b.unit) ?? 0, aWins: r.aWins, bWins: r.bWins, draws: r.draws }));
    const ref = Math.max(0, units.indexOf(reference));
    const model = fitBradleyTerry(units.length, pairs, { reference: ref });
    const costs = suggestedCosts(model.strength, { reference: ref, referenceCost });
    // The interval's costs, widened to the half point the cost is rounded to, so the cost lies inside.
    const scale = (s: number, round: (x: number) => number) => round(referenceCost * Math.exp(s - (model.strength[ref] ?? 0)) * 2) / 2;
    return units.map((unit, i): CalibrationRow => {
      const tally = (side: 'wins' | 'losses' | 'draws') => games.reduce((sum, r) => {
        if (r.a.unit !== unit && r.b.unit !== unit) return sum;
        const mine = r.a.unit === unit;
        return sum + (side === 'draws' ? r.draws : side === 'wins' ? (mine ? r.aWins : r.bWins) : mine ? r.bWins : r.aWins);
      }, 0);
      const [wins, losses, draws] = [tally('wins'), tally('losses'), tally('draws')];
      return {
        unit, name: names.get(unit) ?? unit, fit, games: wins + losses + draws, wins, draws, losses,
        strength: model.strength[i] ?? 0, low: model.low[i] ?? 0, high: model.high[i] ?? 0,
        cost: costs[i] ?? 0, costLow: scale(model.low[i] ?? 0, Math.floor), costHigh: scale(model.high[i] ?? 0, Math.ceil),
      };
    }).sort((x, y) => y.strength - x.strength);
  });
}
