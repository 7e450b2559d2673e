// cold: plays tables of 2 to N entrants (C3) in blocks and adds the blocks up. As with pairs
// (simulate.ts), a block's stream depends only on the seed, the entrants' content keys and the
// block's number, so the sums are the same at any thread count.
import type { BattleSettings, CompiledSet, SimRuleset } from '../kernel/ruleset.js';
import { streamId } from '../rng/stream.js';
import type { Runner } from './runner.js';
import { DEFAULT_BLOCK_GAMES, newCompileId } from './simulate.js';
import { tableLayout, TableField, type TableTask } from './table-task.js';

/** One table: the design rows of its entrants (a design may sit twice: copies). */
export interface Table {
  readonly entrants: readonly number[];
}

export interface TableOptions {
  readonly seed: number;
  /** Games per table, all rotations together (rounded up to a whole number per rotation). */
  readonly games: number;
  readonly settings: BattleSettings;
  /** Games per rotation per block. */
  readonly blockGames?: number;
  readonly onProgress?: (played: number, planned: number) => void;
  /** The names a table's streams come from; default its entrants' content keys, sorted. Search passes the opponent's only, so every candidate meets the same dice. */
  readonly streamKey?: (table: Table) => readonly string[];
  /** Number the blocks from here (a later round of a search plays fresh blocks). */
  readonly firstBlock?: number;
}

export interface TableResult extends Table {
  /** The block sums (table-task.ts tableLayout). */
  readonly sums: Float64Array;
}

export interface TablesResult {
  readonly tables: readonly TableResult[];
  readonly battles: number;
}


export async function simulateTables(rules: SimRuleset<unknown>, compiled: CompiledSet, tables: readonly Table[], options: TableOptions, runner: Runner): Promise<TablesResult> {
  const table = rules.battle.table;
  for (const { entrants } of tables) {
    const n = entrants.length;
    const seats = table?.seats ?? { min: 2, max: 2 };
    if (table === undefined || n < seats.min || n > seats.max) throw new Error(`${rules.id}: no table of ${n} (seats ${seats.min}-${seats.max}${table === undefined ? ', and no table battle' : ''})`);
  }
  const compileId = newCompileId();
  const blockGames = options.blockGames ?? DEFAULT_BLOCK_GAMES;
  const results = tables.map(({ entrants }) => ({ entrants, sums: new Float64Array(tableLayout(rules.battle, entrants.length).length) }));
  const owners: number[] = []; // the table of each task submitted and not yet folded, in order
  function* tasks(): Generator<TableTask> {
    for (const [index, { entrants }] of tables.entries()) {
      const keys = options.streamKey?.(tables[index] as Table) ?? entrants.map((row) => compiled.designs[row]?.key ?? '').sort();
      const perRotation = Math.ceil(options.games / entrants.length);
      for (let block = options.firstBlock ?? 0, done = 0; done < perRotation; block++) {
        const games = Math.min(blockGames, perRotation - done);
        owners.push(index);
        yield {
          kind: 'table', game: rules.id, rulesVersion: rules.version, compileId, buffer: compiled.buffer, rows: compiled.rows, settings: options.settings,
          entrants, seed: options.seed, stream: streamId(...keys, block), games,
        };
        done += games;
      }
    }
  }
  let battles = 0;
  await runner.each(tasks(), (output) => {
    const sums = results[owners.shift() ?? 0]?.sums;
    if (sums === undefined) return;
    for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] ?? 0) + (output[i] ?? 0);
    battles += output[TableField.Battles] ?? 0;
  });
  options.onProgress?.(battles, battles);
  return { tables: results, battles };
}

/** Every table of `size` of `count` designs: each set of distinct designs once, or with `copies` every multiset (a design may sit more than once). */
export function allTables(count: number, size: number, copies = false): Table[] {
  const out: Table[] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === size) {
      out.push({ entrants: [...chosen] });
      return;
    }
    for (let row = from; row < count; row++) pick(copies ? row : row + 1, [...chosen, row]);
  };
  pick(0, []);
  return out;
}
