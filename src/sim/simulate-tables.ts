// cold: plays tables of 2 to N entrants (C3) in blocks and adds the blocks up. As with pairs
// (simulate.ts), a block's stream depends only on the seed, the entrants' content keys and the
// block's number, so the sums are the same at any thread count.
import type { BattleSettings, CompiledSet, SimRuleset } from '../kernel/ruleset.js';
import { streamId } from '../rng/stream.js';
import type { Runner } from './runner.js';
import type { ResumeHooks } from './resume-hooks.js';
import { DEFAULT_BLOCK_GAMES, newCompileId, type SimulationSnapshot } from './simulate.js';
import { tableLayout, TableField, type TableTask } from './table-task.js';

/** One table: the design rows of its entrants (a design may sit twice: copies). */
export interface Table {
  readonly entrants: readonly number[];
}

/** A resumed table's sums ride in its snapshot's `outcomes` (its `tally` is empty). */
export interface TableOptions extends ResumeHooks<SimulationSnapshot> {
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
  const results = tables.map(({ entrants }) => ({ entrants, sums: new Float64Array(tableLayout(rules.battle, entrants.length).length), blocks: options.firstBlock ?? 0 }));
  let battles = options.resume?.battles ?? 0;
  if (options.resume !== undefined) {
    if (options.resume.matchups.length !== results.length) throw new Error('simulateTables: the snapshot is of other tables');
    options.resume.matchups.forEach((saved, i) => {
      const result = results[i];
      if (result === undefined || saved.outcomes.length !== result.sums.length) throw new Error('simulateTables: the snapshot does not fit this run');
      result.sums.set(saved.outcomes);
      result.blocks = saved.blocks;
    });
  }
  const empty = new Float64Array(0);
  const snapshot = (): SimulationSnapshot => ({ battles, matchups: results.map(({ sums, blocks }) => ({ outcomes: sums, tally: empty, blocks })) });
  const owners: number[] = []; // the table of each task submitted and not yet folded, in order
  function* tasks(): Generator<TableTask> {
    for (const [index, { entrants }] of tables.entries()) {
      const keys = options.streamKey?.(tables[index] as Table) ?? entrants.map((row) => compiled.designs[row]?.key ?? '').sort();
      const perRotation = Math.ceil(options.games / entrants.length);
      // every block but a table's last is full, so a resumed table has played its folded blocks' games
      const first = options.firstBlock ?? 0;
      const folded = (results[index]?.blocks ?? first) - first;
      for (let block = first + folded, done = Math.min(perRotation, folded * blockGames); done < perRotation; block++) {
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
  await runner.each(tasks(), (output) => {
    const result = results[owners.shift() ?? 0];
    if (result === undefined) return;
    const { sums } = result;
    for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] ?? 0) + (output[i] ?? 0);
    result.blocks++;
    battles += output[TableField.Battles] ?? 0;
    options.onFolded?.(snapshot);
  });
  options.onProgress?.(battles, battles);
  return { tables: results.map(({ entrants, sums }) => ({ entrants, sums })), battles };
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
