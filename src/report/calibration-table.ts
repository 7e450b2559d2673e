// cold: calibrate.csv - per unit type and fit, its games, its Bradley-Terry strength with a 95%
// interval, and the suggested cost per unit with the interval's costs (src/sim/calibration.ts).
import type { CalibrationRow } from '../sim/calibration.js';
import { columns, type ReportTable } from './table.js';

/** 6 decimals, as the other tables: two runs' CSV files compare byte for byte across machines. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function calibrationTable(rows: readonly CalibrationRow[], reference: string, referenceCost: number): ReportTable {
  return {
    title: `Suggested cost per unit (Bradley-Terry strength; ${reference} = ${referenceCost})`,
    columns: columns('fit', 'unit', 'name', 'games', 'wins', 'draws', 'losses', 'win_share', 'strength', 'strength_low', 'strength_high', 'cost', 'cost_low', 'cost_high'),
    rows: rows.map((row) => ({
      fit: row.fit, unit: row.unit, name: row.name, games: row.games, wins: row.wins, draws: row.draws, losses: row.losses,
      win_share: round(row.games === 0 ? 0 : (row.wins + row.draws / 2) / row.games),
      strength: round(row.strength), strength_low: round(row.low), strength_high: round(row.high),
      cost: row.cost, cost_low: row.costLow, cost_high: row.costHigh,
    })),
  };
}
