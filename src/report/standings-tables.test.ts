// standings.csv from table sums (C3): win share and interval, parity, win share by seat and the
// per-seat means, read from the layout the table loop writes.
import { describe, expect, it } from 'vitest';
import type { Battle, CompiledSet } from '../kernel/ruleset.js';
import { tableLayout, TableField } from '../sim/table-task.js';
import { wilson } from '../stats/interval.js';
import { standingsTable } from './standings-tables.js';

const battle = { metrics: ['turns', 'stall'], table: { seats: { min: 2, max: 3 }, seatMetrics: ['place'] } } as unknown as Battle;
const compiled = { designs: ['Red', 'Blue', 'Gold'].map((name) => ({ name, kind: '', policy: name.toLowerCase(), key: name })) } as unknown as CompiledSet;

describe('standingsTable', () => {
  it('gives each entrant its wins over the games, by seat, against 1/n', () => {
    const layout = tableLayout(battle, 3);
    const sums = new Float64Array(layout.length);
    sums[TableField.Battles] = 300;
    sums[TableField.Draws] = 30;
    sums[TableField.Stalls] = 12;
    sums[TableField.Turns] = 3000;
    // Red (entrant 0) wins 60, 40 and 20 games in seats 1-3; Blue 50 in seat 1; Gold 30 in seat 2 and 50 in seat 3.
    [[0, 0, 60], [0, 1, 40], [0, 2, 20], [1, 0, 50], [2, 1, 30], [2, 2, 50]].forEach(([e, s, w]) => (sums[layout.winsAt + e! * 3 + s!] = w!));
    [250, 500, 450].forEach((place, e) => (sums[layout.seatAt + e] = place));
    const table = standingsTable(battle, compiled, [{ entrants: [0, 1, 2], sums }]);
    const red = table.rows[0];
    const interval = wilson(120, 300);
    expect(red).toMatchObject({ table: 'Red v Blue v Gold', players: 3, entrant: 'Red', policy: 'red', games: 300, wins: 120, win_share: 0.4, parity: 0.333333 });
    expect([red?.['ci_low'], red?.['ci_high']]).toEqual([Math.round(interval.low * 1e6) / 1e6, Math.round(interval.high * 1e6) / 1e6]);
    // 100 games in each seat: Red's seat shares are its seat wins over 100.
    expect([red?.['win_share_seat_1'], red?.['win_share_seat_2'], red?.['win_share_seat_3']]).toEqual([0.6, 0.4, 0.2]);
    expect(table.rows.map((row) => row['mean_place'])).toEqual([0.833333, 1.666667, 1.5]);
    expect(table.rows.map((row) => [row['draws'], row['stalls'], row['mean_turns']])).toEqual([[30, 12, 10], [30, 12, 10], [30, 12, 10]]);
  });
});
