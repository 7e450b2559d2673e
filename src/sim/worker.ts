// cold: the worker entry (piscina's convention: a default export). Views the shared tables and
// builds its scratch once per compiled set, then plays each block it is given.
import { move } from 'piscina';
import { findRuleset } from '../games/index.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import { settingsKey } from '../kernel/settings.js';
import { viewTables, type Schemas, type Tables } from '../kernel/table.js';
import { Rng } from '../rng/rng.js';
import { runBlock } from './run-block.js';
import { OUTCOME_FIELDS, type BlockTask } from './task.js';

interface Prepared {
  readonly key: string;
  readonly rules: SimRuleset<unknown>;
  readonly tables: Tables<Schemas>;
  readonly scratch: unknown;
  readonly tally: Float64Array;
  readonly metrics: Float64Array;
  readonly rng: Rng;
}
let prepared: Prepared | undefined;

function prepare(task: BlockTask): Prepared {
  const key = `${task.game}/${task.compileId}/${settingsKey(task.settings)}/${task.settings.turnCap}`;
  if (prepared?.key === key) return prepared;
  const rules = findRuleset(task.game) as SimRuleset<unknown> | undefined;
  if (rules?.battle === undefined) throw new Error(`worker: ${task.game} has no battle`);
  if (rules.version !== task.rulesVersion) throw new Error(`worker: stale build (rules version ${rules.version}, task ${task.rulesVersion})`);
  const tables = viewTables(rules.battle.schemas, task.rows, task.buffer);
  const tally = new Float64Array(task.tallyLength);
  prepared = { key, rules, tables, tally, scratch: rules.battle.createScratch(tables, task.settings, tally), metrics: new Float64Array(rules.battle.metrics.length), rng: new Rng(task.seed, 0) };
  return prepared;
}

/** Plays one block; the same function runs inline (threads 0) and in the pool. */
export function runTask(task: BlockTask): Float64Array {
  const { rules, tables, scratch, tally, metrics, rng } = prepare(task);
  tally.fill(0);
  const out = new Float64Array(OUTCOME_FIELDS + task.metricSums + task.tallyLength);
  runBlock(rules.battle, tables, scratch, rng, metrics, task.a, task.b, task.seed, task.stream, task.games, out);
  out.set(tally, OUTCOME_FIELDS + task.metricSums);
  return out;
}

export default function runTaskInWorker(task: BlockTask): unknown {
  return move(runTask(task));
}
