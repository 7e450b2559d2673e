// cold: tables of more than two players (C3) for the commands that run them (study, matrix
// --players N): every table of N of the designs, each entrant in every seat, and standings.csv.
import { standingsTable } from '../report/standings-tables.js';
import type { ReportTable } from '../report/table.js';
import { createRunner } from '../sim/runner.js';
import { allTables, simulateTables, type Table } from '../sim/simulate-tables.js';
import { loadCheckpoint, savePairs, withCheckpoint, type CheckpointPlan } from './checkpoint.js';
import { DEFAULT_GAMES, battleSettings, type RunSettings } from './run-options.js';
import { UsageError } from './errors.js';
import { progressBar } from './progress.js';
import type { Runnable } from './simulation.js';
import type { BattleSettings, SimRuleset } from '../kernel/ruleset.js';

/** Every table of each size in `sizes` of `count` designs (with copies when there are fewer designs than seats). */
export function tablesOf(count: number, sizes: readonly number[]): Table[] {
  return sizes.flatMap((n) => allTables(count, n, count < n));
}

/**
 * Plays every table of each size in `sizes` of the prepared designs, `games` a table (default the
 * run's); returns standings.csv and the games played. With a checkpoint plan the work is saved as it
 * goes (and on Ctrl-C) and --resume finishes it.
 */
export async function runTables(prepared: Runnable, sizes: readonly number[], settings: RunSettings, games?: number, checkpoint?: CheckpointPlan): Promise<{ standings: ReportTable; battles: number }> {
  const { rules, compiled } = prepared;
  const seats = rules.battle.table?.seats;
  if (seats === undefined) throw new UsageError(`--players: ${rules.id} is played by two`);
  for (const n of sizes) if (!Number.isInteger(n) || n < seats.min || n > seats.max) throw new UsageError(`--players: ${rules.id} is played by ${seats.min} to ${seats.max} (got ${n})`);
  if (settings.stop.games === undefined) throw new UsageError('--ci: tables of more than two play a fixed number of games; give --games');
  const tables = tablesOf(compiled.designs.length, sizes);
  const runner = createRunner(settings.threads);
  const progress = progressBar('simulating tables');
  try {
    const result = await withCheckpoint(checkpoint, loadCheckpoint, savePairs, (hooks) => simulateTables(rules, compiled, tables, {
      seed: settings.seed, games: games ?? settings.stop.games ?? DEFAULT_GAMES, settings: battleSettings(rules, settings), onProgress: progress, ...hooks,
    }, runner));
    return { standings: standingsTable(rules.battle, compiled, result.tables), battles: result.battles };
  } finally {
    progress.finish();
    await runner.close();
  }
}

/** The table size a run asks for: --players, else the game's `players` setting (--set players=N), else 2; a usage error outside the game's seats. */
export function tableSize(rules: SimRuleset<unknown>, given: number | undefined, settings: BattleSettings): number {
  const seats = rules.battle.table?.seats ?? { min: 2, max: 2 };
  const fromSetting = settings.values['players'];
  if (given !== undefined && fromSetting !== undefined && fromSetting !== 2 && fromSetting !== given) throw new UsageError('--players: says the same as --set players=N; give one');
  const players = given ?? fromSetting ?? 2;
  if (!Number.isInteger(players) || players < seats.min || players > seats.max) throw new UsageError(`--players: ${rules.id} is played by ${seats.min === seats.max ? seats.min : `${seats.min} to ${seats.max}`} (got ${players})`);
  return players;
}
