// The calibration's bookkeeping on results made by hand: entrants meet only their own size, each
// fit's strengths are the Bradley-Terry ones of exactly its games, the reference costs what it is
// given and a unit twice as likely to win costs twice as much.
import { describe, expect, it } from 'vitest';
import type { CalibrationEntrant } from '../kernel/calibration.js';
import { fitBradleyTerry } from '../stats/bradley-terry.js';
import { calibrationMatchups, calibrationRows } from './calibration.js';
import type { SimulationResult } from './simulate.js';
import { Field } from './task.js';

const entrant = (unit: string, size: number): CalibrationEntrant => ({ unit, name: size === 1 ? unit : `${size} x ${unit}`, size, file: { path: unit, data: {} } });
const ENTRANTS = [entrant('x', 1), entrant('y', 1), entrant('z', 1), entrant('x', 2), entrant('y', 2), entrant('z', 2)];

function result(wins: Record<string, [number, number, number]>): SimulationResult {
  const matchups = calibrationMatchups(ENTRANTS).map(({ a, b }) => {
    const [aWins, bWins, draws] = wins[`${a}-${b}`] ?? [0, 0, 0];
    const outcomes = new Float64Array(8);
    outcomes[Field.Battles] = aWins + bWins + draws;
    outcomes[Field.AWins] = aWins;
    outcomes[Field.BWins] = bWins;
    outcomes[Field.Draws] = draws;
    return { a, b, outcomes, metrics: new Float64Array(0), tally: new Float64Array(0) };
  });
  return { matchups, battles: 0 } as unknown as SimulationResult;
}

describe('unit-cost calibration', () => {
  it('pairs entrants of the same size only', () => {
    expect(calibrationMatchups(ENTRANTS).map(({ a, b }) => `${a}-${b}`)).toEqual(['0-1', '0-2', '1-2', '3-4', '3-5', '4-5']);
  });

  it('fits each size on its own games and the pooled fit on all; the reference costs what it is given', () => {
    const games = { '0-1': [200, 100, 0], '0-2': [300, 100, 10], '1-2': [150, 150, 0], '3-4': [300, 100, 0], '3-5': [400, 100, 0], '4-5': [200, 100, 20] } as Record<string, [number, number, number]>;
    const rows = calibrationRows(ENTRANTS, result(games), 'x', 10);
    expect([...new Set(rows.map((row) => row.fit))]).toEqual(['alone', 'stacks of 2', 'pooled']);
    const alone = fitBradleyTerry(3, [
      { a: 0, b: 1, aWins: 200, bWins: 100, draws: 0 }, { a: 0, b: 2, aWins: 300, bWins: 100, draws: 10 }, { a: 1, b: 2, aWins: 150, bWins: 150, draws: 0 },
    ], { reference: 0 });
    const y = rows.find((row) => row.fit === 'alone' && row.unit === 'y');
    expect(y?.strength).toBeCloseTo(alone.strength[1] ?? NaN, 9);
    expect(y?.cost).toBe(Math.round(20 * Math.exp(alone.strength[1] ?? 0)) / 2);
    expect(y?.costLow).toBeLessThanOrEqual(y?.cost ?? 0);
    expect(y?.costHigh).toBeGreaterThanOrEqual(y?.cost ?? 0);
    expect(rows.filter((row) => row.unit === 'x').map((row) => [row.strength, row.cost])).toEqual([[0, 10], [0, 10], [0, 10]]);
    const pooledX = rows.find((row) => row.fit === 'pooled' && row.unit === 'x');
    expect([pooledX?.wins, pooledX?.losses, pooledX?.draws]).toEqual([200 + 300 + 300 + 400, 100 + 100 + 100 + 100, 10]);
  });

  it('a unit that wins two games in three against the reference costs about twice as much', () => {
    const two = [entrant('x', 1), entrant('y', 1)];
    const matchups = [{ a: 0, b: 1, outcomes: Float64Array.from([30_000, 10_000, 20_000, 0, 0, 0, 0, 0]), metrics: new Float64Array(0), tally: new Float64Array(0) }];
    const rows = calibrationRows(two, { matchups, battles: 30_000 } as unknown as SimulationResult, 'x', 10);
    expect(rows.find((row) => row.unit === 'y')?.cost).toBe(20);
  });
});
