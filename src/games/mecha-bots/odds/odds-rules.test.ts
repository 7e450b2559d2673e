// `botlab odds --game mecha-bots` (spec 6.8): the seated Mad Scientist's death odds after k points
// on the seat (0, 21/36, 196/216, 1281/1296), the 64-cell aim bonus table, one attack's rows summing
// to its expected line, and a bad side as one line.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { bundledMb } from '../test-support/bundled.js';
import { mechaBotsOdds } from './odds-rules.js';

const bot = (name: string) => readDataFile(join(BUNDLED_DESIGNS, 'mecha-bots', 'bots', `${name}.yaml`));
const odds = (options: Record<string, unknown>) => {
  const result = mechaBotsOdds.odds(bundledMb(), options);
  if (typeof result === 'string') throw new Error(result);
  return result;
};

describe('odds --game mecha-bots', () => {
  it('a seated Mad Scientist dies of 1, 2, 3, 4 points on the seat with 0, 21/36, 196/216, 1281/1296 (7 hit points, 1D6 a point)', () => {
    expect(odds({ 'seat-points': 4 }).table.rows.map((row) => [row['ways'], row['out_of']])).toEqual([[0, 6], [21, 36], [196, 216], [1281, 1296]]);
  });

  it('the aim bonus table has 8 x 8 cells, max(0, accuracy + 1 - range)', () => {
    const rows = odds({ 'sensor-table': true }).table.rows;
    expect(rows).toHaveLength(8);
    expect(rows[3]).toMatchObject({ accuracy: 3, range_1: 3, range_2: 2, range_3: 1, range_4: 0, range_8_plus: 0 });
  });

  it('one attack: each column\'s chance times what it does gives the expected line', () => {
    const { table } = odds({ attacker: bot('brawler'), defender: bot('sniper'), range: 1, side: 'front' });
    const columns = table.rows.slice(0, 9);
    const expected = table.rows[9] ?? {};
    const weighted = (key: string) => columns.reduce((sum, row) => sum + Number(row['p_column']) * Number(row[key]), 0);
    expect(weighted('brain')).toBeCloseTo(Number(expected['brain']), 5);
    expect(weighted('lost_boiler')).toBeCloseTo(Number(expected['lost_boiler']), 5);
    expect(columns.reduce((sum, row) => sum + Number(row['p_column']), 0)).toBeCloseTo(1, 5); // rounded to 6 decimals in the table
  });

  it('refuses a side it does not know, and a range the weapon does not reach', () => {
    expect(mechaBotsOdds.odds(bundledMb(), { attacker: bot('brawler'), defender: bot('sniper'), side: 'left' })).toBe('--side: one of front, front-right, back-right, back, back-left, front-left (got "left")');
    expect(mechaBotsOdds.odds(bundledMb(), { attacker: bot('brawler'), defender: bot('sniper'), range: 5 })).toMatch(/^--range: Brawler's weapon reaches 1 hex\(es\), not 5/);
  });
});
