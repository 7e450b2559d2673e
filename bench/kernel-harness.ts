// cold: what the duel and scenario benchmarks need to call the Kriegbot battle directly, without
// the runner: the tables viewed from the compiled buffer, one scratch, metrics and a fixed stream.
import { kriegbot } from '../src/games/kriegbot/index.js';
import type { CompiledSet } from '../src/kernel/ruleset.js';
import { viewTables, type Schemas } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';

export function kernelHarness(compiled: CompiledSet) {
  const battle = kriegbot.battle;
  const tables = viewTables(battle.schemas as Schemas, compiled.rows, compiled.buffer);
  const scratch = battle.createScratch(tables, { turnCap: 30, values: { startRange: 10 } }, new Float64Array(0));
  return { battle, tables, scratch, metrics: new Float64Array(battle.metrics.length), rng: new Rng(7, 7) };
}
