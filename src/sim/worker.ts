// cold: the worker entry (piscina's convention: a default export). Views the shared tables and
// builds its scratch once per compiled set, then plays each block it is given.
import { move } from 'piscina';
import { findRuleset } from '../games/index.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import { settingsKey } from '../kernel/settings.js';
import { viewTables, type Schemas, type Tables } from '../kernel/table.js';
import { Rng } from '../rng/rng.js';
import { runBlock } from './run-block.js';
import { runTable } from './run-table.js';
import { OUTCOME_FIELDS, type BlockTask } from './task.js';
import { tableLayout, tableMetricsLength, type TableTask } from './table-task.js';

interface Prepared {
  readonly key: string;
  readonly rules: SimRuleset<unknown>;
  readonly tables: Tables<Schemas>;
  readonly scratch: unknown;
  readonly tally: Float64Array;
  readonly metrics: Float64Array;
  readonly rng: Rng;
  /** Scratch for table blocks: the seats' design rows and the entrants. */
  readonly rows: Int32Array;
  readonly entrants: Int32Array;
}
let prepared: Prepared | undefined;

function prepare(task: BlockTask | TableTask): Prepared {
  const key = `${task.game}/${task.compileId}/${settingsKey(task.settings)}/${task.settings.turnCap}`;
  if (prepared?.key === key) return prepared;
  const rules = findRuleset(task.game) as SimRuleset<unknown> | undefined;
  if (rules?.battle === undefined) throw new Error(`worker: ${task.game} has no battle`);
  if (rules.version !== task.rulesVersion) throw new Error(`worker: stale build (rules version ${rules.version}, task ${task.rulesVersion})`);
  const tables = viewTables(rules.battle.schemas, task.rows, task.buffer);
  const tally = new Float64Array('tallyLength' in task ? task.tallyLength : 0);
  const seats = rules.battle.table?.seats.max ?? 2;
  prepared = {
    key, rules, tables, tally,
    scratch: rules.battle.createScratch(tables, task.settings, tally),
    metrics: new Float64Array(tableMetricsLength(rules.battle)),
    rng: new Rng(task.seed, 0),
    rows: new Int32Array(seats),
    entrants: new Int32Array(seats),
  };
  return prepared;
}

/** Plays one block; the same function runs inline (threads 0) and in the pool. */
export function runTask(task: BlockTask | TableTask): Float64Array {
  if ('kind' in task) return runTableTask(task);
  const { rules, tables, scratch, tally, metrics, rng } = prepare(task);
  tally.fill(0);
  const out = new Float64Array(OUTCOME_FIELDS + task.metricSums + task.tallyLength);
  runBlock(rules.battle, tables, scratch, rng, metrics, task.a, task.b, task.seed, task.stream, task.games, out);
  out.set(tally, OUTCOME_FIELDS + task.metricSums);
  return out;
}

/** Plays one table block (C3). */
function runTableTask(task: TableTask): Float64Array {
  const { rules, tables, scratch, metrics, rng, rows, entrants } = prepare(task);
  const table = rules.battle.table;
  if (table === undefined) throw new Error(`worker: ${task.game} has no table battle`);
  const n = task.entrants.length;
  const layout = tableLayout(rules.battle, n);
  const out = new Float64Array(layout.length);
  entrants.set(task.entrants);
  runTable(table, tables, scratch, rng, metrics, rows, entrants, n, task.seed, task.stream, task.games, { ...layout, sharedLength: rules.battle.metrics.length, maxSeats: table.seats.max }, out);
  return out;
}

export default function runTaskInWorker(task: BlockTask | TableTask): unknown {
  return move(runTask(task));
}
