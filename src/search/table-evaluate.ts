// cold: scores candidates for games of more than two players (C3): each candidate sits at a table
// with n - 1 copies of one field entry, for each entry, every seat in turn on the same dice; the
// score counts a win as 1 and a draw (or stall) as 1/n, averaged over the field with its weights.
// Common random numbers as with pairs: a table's streams are named by its opponent only.
import type { Runner } from '../sim/runner.js';
import { simulateTables, type Table } from '../sim/simulate-tables.js';
import { tableLayout, TableField } from '../sim/table-task.js';
import { estimateOf, type Evaluator, type EvaluatorOptions, type Totals } from './evaluate.js';

export function createTableEvaluator<D>(options: EvaluatorOptions<D> & { readonly players: number; readonly runner: Runner }): Evaluator<D> {
  const { rules, field, players } = options;
  const blockGames = options.blockGames ?? 250;
  const totals = new Map<string, Totals>();
  let nextBlock = 0;
  let played = 0;
  const noResolve = () => ({ file: '', path: '', message: 'no references in search' });
  const fieldWeight = field.reduce((sum, entry) => sum + entry.weight, 0);
  const layout = tableLayout(rules.battle, players);
  return {
    battles: () => played,
    opponents: field.length,
    async evaluate(candidates, games) {
      const files = [...field.map((entry) => entry.file), ...candidates.map(options.toFile)];
      const compiled = options.compile === undefined ? rules.compileDesigns(options.catalogue, files, noResolve) : options.compile(files);
      const tables: (Table & { readonly candidate: number; readonly opponent: number })[] = candidates.flatMap((_, c) =>
        field.map((__, f) => ({ candidate: c, opponent: f, entrants: [field.length + c, ...Array.from({ length: players - 1 }, () => f)] })));
      const result = await simulateTables(rules, compiled, tables, {
        seed: options.seed, games, settings: options.settings, blockGames, firstBlock: nextBlock,
        streamKey: (table) => ['search', String(players), compiled.designs[table.entrants[1] ?? 0]?.key ?? ''],
      }, options.runner);
      nextBlock += Math.ceil(Math.ceil(games / players) / blockGames);
      played += result.battles;
      options.onProgress?.(played);
      result.tables.forEach(({ sums }, t) => {
        const table = tables[t];
        if (table === undefined) return;
        const key = options.key(candidates[table.candidate] as D);
        const total = totals.get(key) ?? { wins: field.map(() => 0), draws: field.map(() => 0), games: field.map(() => 0) };
        let wins = 0;
        for (let seat = 0; seat < players; seat++) wins += sums[layout.winsAt + seat] ?? 0; // entrant 0: the candidate
        total.wins[table.opponent] = (total.wins[table.opponent] ?? 0) + wins;
        total.draws[table.opponent] = (total.draws[table.opponent] ?? 0) + (sums[TableField.Draws] ?? 0);
        total.games[table.opponent] = (total.games[table.opponent] ?? 0) + (sums[TableField.Battles] ?? 0);
        totals.set(key, total);
      });
      return candidates.map((candidate) => estimateOf(options.key(candidate), totals.get(options.key(candidate)), field, fieldWeight, 1 / players));
    },
  };
}
