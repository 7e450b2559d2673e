// The table loop (C3) on a toy game whose answers are known: every entrant sits in every seat on
// the same dice, wins and per-seat numbers go to the entrant whatever its seat, and for two
// entrants the first rotation is the pair loop's first seating (the pair loop's second seating has
// a stream of its own, rng/stream.ts seatingStream; a table's rotations share one).
import { describe, expect, it } from 'vitest';
import { NO_WINNER, Outcome } from '../kernel/outcome.js';
import type { Battle, TableBattle } from '../kernel/ruleset.js';
import type { Schemas, Tables } from '../kernel/table.js';
import { Rng } from '../rng/rng.js';
import { countBattle, runBlock } from './run-block.js';
import { runTable } from './run-table.js';
import { allTables } from './simulate-tables.js';
import { tableLayout, TableField, TABLE_FIELDS } from './table-task.js';
import { OUTCOME_FIELDS, Field } from './task.js';

const MAX_SEATS = 4;
/** Each seat rolls a d6 plus its design row number; the highest wins, a tie for the top is no winner. Seat metrics: place (1 the winner) and the row it played. */
const toyTable: TableBattle = {
  seats: { min: 2, max: MAX_SEATS },
  seatMetrics: ['place', 'row'],
  fightTable(_t, rows, seats, rng, _scratch, metrics) {
    let best = -1;
    let winner = NO_WINNER;
    for (let seat = 0; seat < seats; seat++) {
      const score = rng.die(6) + rows[seat]!;
      if (score > best) [best, winner] = [score, seat];
      else if (score === best) winner = NO_WINNER;
      metrics[2 + MAX_SEATS + seat] = rows[seat]!;
    }
    for (let seat = 0; seat < seats; seat++) metrics[2 + seat] = seat === winner ? 1 : 2;
    metrics[0] = 1;
    metrics[1] = 0;
    return winner;
  },
};
const toyBattle = { metrics: ['turns', 'stall'], sidedPairs: 0, table: toyTable } as unknown as Battle;
const noTables = {} as Tables<Schemas>;

function play(entrants: number[], games: number, seed = 3, stream = 17) {
  const n = entrants.length;
  const layout = tableLayout(toyBattle, n);
  const out = new Float64Array(layout.length);
  const metrics = new Float64Array(2 + 2 * MAX_SEATS);
  runTable(toyTable, noTables, null, new Rng(seed, 0), metrics, new Int32Array(MAX_SEATS), Int32Array.from(entrants), n, seed, stream, games, { ...layout, sharedLength: 2, maxSeats: MAX_SEATS }, out);
  const winsOf = (e: number) => Array.from({ length: n }, (_, s) => out[layout.winsAt + e * n + s] ?? 0);
  const seatSum = (e: number, k: number) => out[layout.seatAt + e * layout.seatMetrics + k] ?? 0;
  return { out, winsOf, seatSum };
}

describe('runTable (C3)', () => {
  it('plays every rotation: n x games battles, and each entrant\'s per-seat numbers are its own', () => {
    const { out, seatSum } = play([0, 1, 2, 3], 50);
    expect(out[TableField.Battles]).toBe(200);
    // The "row" seat metric follows the entrant through the seats: entrant e always played row e.
    for (let e = 0; e < 4; e++) expect(seatSum(e, 1)).toBe(200 * e);
  });

  it('replays the same dice in every rotation: equal entrants win equally often in each seat', () => {
    // Four copies of one design: rotation changes nothing, so each seat's wins are the same for every entrant.
    const { winsOf } = play([2, 2, 2, 2], 400);
    const bySeat = winsOf(0);
    for (let e = 1; e < 4; e++) expect(winsOf(e)).toEqual(bySeat);
  });

  it('counts a win for the entrant in the winning seat, whatever the rotation', () => {
    // Row 9 beats rows 0 on any dice (9 + 1 > 0 + 6): entrant 2 wins every game, in every seat.
    const { winsOf, out } = play([0, 0, 9], 30);
    expect(winsOf(2)).toEqual([30, 30, 30]);
    expect(winsOf(0)).toEqual([0, 0, 0]);
    expect(out[TableField.Draws]).toBe(0);
  });

  it('for two entrants, the first rotation is the pair loop\'s first seating: the same games on the same stream', () => {
    const fight = (_t: unknown, a: number, b: number, rng: Rng, _s: unknown, metrics: Float64Array) => {
      const rows = Int32Array.of(a, b);
      const winner = toyTable.fightTable(noTables, rows, 2, rng, null, metrics);
      return winner === NO_WINNER ? Outcome.Draw : winner === 0 ? Outcome.AWins : Outcome.BWins;
    };
    const pairBattle = { metrics: ['turns', 'stall'], sidedPairs: 0, fight } as unknown as Battle;
    const pair = new Float64Array(OUTCOME_FIELDS);
    runBlock(pairBattle, noTables, null, new Rng(3, 0), new Float64Array(2 + 2 * MAX_SEATS), 1, 2, 3, 17, 300, pair);
    const first = new Float64Array(OUTCOME_FIELDS);
    const rng = new Rng(3, 17);
    const metrics = new Float64Array(2 + 2 * MAX_SEATS);
    for (let game = 0; game < 300; game++) countBattle(pairBattle, first, fight(null, 1, 2, rng, null, metrics), metrics, 0);
    const { winsOf, out } = play([1, 2], 300);
    // rotation 0 seats entrant 0 (row 1) first: its seat-0 wins and entrant 1's seat-1 wins are that rotation's
    expect([winsOf(0)[0], winsOf(1)[1]]).toEqual([first[Field.AWins], first[Field.BWins]]);
    expect(out[TableField.Draws]).toBeGreaterThanOrEqual(first[Field.Draws] ?? 0);
    // and the pair loop's second seating is not a replay of the first: its counts differ
    expect([pair[Field.AWins]! - first[Field.AWins]!, pair[Field.BWins]! - first[Field.BWins]!]).not.toEqual([first[Field.BWins], first[Field.AWins]]);
  });

  it('lays out its result after the shared counts', () => {
    expect(tableLayout(toyBattle, 3)).toMatchObject({ winsAt: TABLE_FIELDS, sharedAt: TABLE_FIELDS + 9, shared: 0, seatMetrics: 2, length: TABLE_FIELDS + 9 + 6 });
  });
});

describe('allTables', () => {
  it('lists each set of distinct designs once, or every multiset with copies', () => {
    expect(allTables(5, 3)).toHaveLength(10);
    expect(allTables(5, 3, true)).toHaveLength(35);
    expect(allTables(3, 2).map((t) => t.entrants)).toEqual([[0, 1], [0, 2], [1, 2]]);
    expect(allTables(2, 2, true).map((t) => t.entrants)).toEqual([[0, 0], [0, 1], [1, 1]]);
  });
});
