// cold: one search run (`botlab search`, and the study's): race a uniform sample of a game's design
// space against a field (successive halving), climb to better neighbours, sweep the leaders, and
// write top.csv, sidegrades.csv, the sweeps' tables and run.json.
import { dirname, join, resolve } from 'node:path';
import { spaceSizeText } from '../kernel/design-space.js';
import { stringify } from 'yaml';
import { buildReport } from '../report/html/build-report.js';
import { provenanceCounts } from '../catalogue/provenance-counts.js';
import { z } from 'zod';
import { ValidationError } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';
import { zodProblems } from '../catalogue/zod-problems.js';
import type { DesignSpace } from '../kernel/design-space.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import { toCsv } from '../report/csv.js';
import type { RunManifest } from '../report/manifest.js';
import { columns, type ReportTable } from '../report/table.js';
import { toTextTable } from '../report/text-table.js';
import { Rng } from '../rng/rng.js';
import type { Estimate } from '../search/estimate.js';
import { createEvaluator, type FieldEntry } from '../search/evaluate.js';
import { createTableEvaluator } from '../search/table-evaluate.js';
import { tableSize } from './tables-run.js';
import { raceAndClimb } from '../search/climb.js';
import { SWEEP_LEADERS, sweepTable } from '../search/sweep.js';
import { createRunner } from '../sim/runner.js';
import { UsageError } from './errors.js';
import { BUNDLED_DESIGNS, displayPath, loadCatalogue, readDataFile, resolveBeside } from './load.js';
import { compilerFor, type ModeArgs } from './mode-options.js';
import { type GameOptions, rulesetFor } from './options.js';
import { progressBar } from './progress.js';
import { battleSettings, runSettings, type RunArgs } from './run-options.js';
import { designSpace, searchRulesOf } from './space-options.js';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.js';
import { writeFileAtomic } from './write-atomic.js';

export interface SearchArgs extends GameOptions, RunArgs, ModeArgs {
  readonly field: string | undefined;
  readonly budget: number;
  readonly candidates: number;
  readonly players: number | undefined;
}

const fieldFileSchema = z.strictObject({
  field: z.array(z.strictObject({ design: z.string().min(1), weight: z.number().positive().default(1) })).min(1),
});

/** Runs the search `args` describes and writes its reports (its HTML page unless `page` is false: a study draws its pages at the end); prints the summary when `print` is set. Returns the leaders' table and the files written. */
export async function runSearch(args: SearchArgs, started: number, print: boolean, page = true): Promise<{ readonly top: ReportTable; readonly outputs: readonly string[] }> {
  const settings = runSettings(args);
  const rules = rulesetFor(args) as SimRuleset<unknown>;
  const search = searchRulesOf(rules, 'search');
  const { catalogue, hash, files: catalogueFiles } = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
  const space = designSpace(rules, catalogue, args as unknown as Record<string, unknown>, 'search');
  for (const [option, value, low] of [['--budget', args.budget, 1_000], ['--candidates', args.candidates, 2]] as const) {
    if (!Number.isInteger(value) || value < low) throw new UsageError(`${option}: a whole number of at least ${low} (got ${value})`);
  }
  const given = args as unknown as Record<string, unknown>;
  const field = args.field === undefined
    ? search.defaultField(given).map((path) => ({ file: readDataFile(join(BUNDLED_DESIGNS, rules.id, path)), weight: 1 }))
    : fieldFromFile(args.field);
  const rng = new Rng(settings.seed, 0x5ea4c4);
  const candidates = Array.from({ length: args.candidates }, () => space.random(rng));

  const players = tableSize(rules, args.players, battleSettings(rules, settings));
  if (players > 2 && args.mode === 'scenario') throw new UsageError('--players: not with --mode scenario');
  const runner = createRunner(settings.threads);
  const progress = progressBar('racing');
  const evaluatorOptions = {
    rules, catalogue, field, key: (d: unknown) => space.key(d), toFile: (d: unknown) => space.toFile(d),
    seed: settings.seed, settings: battleSettings(rules, settings), runner,
    compile: compilerFor(args, rules, catalogue, resolveBeside),
    onProgress: (battles: number) => progress(battles, args.budget),
  };
  const evaluator = players > 2 ? createTableEvaluator<unknown>({ ...evaluatorOptions, players }) : createEvaluator<unknown>(evaluatorOptions);
  const sweeps = search.sweeps?.(catalogue, given) ?? [];
  let result;
  const swept: [string, ReportTable][] = [];
  try {
    // A fifth of the budget is kept to try each sweep's values on every leader (cores.csv, say).
    const units = SWEEP_LEADERS * sweeps.reduce((sum, sweep) => sum + sweep.values().length, 0) * field.length;
    const sweepGames = units > 0 ? Math.max(2, 2 * Math.floor(args.budget / 5 / units / 2)) : 0;
    const raced = await raceAndClimb(candidates, (d) => space.key(d), (d) => space.neighbours(d), evaluator, { firstGames: 20, budget: args.budget - sweepGames * units, rng });
    result = raced;
    const leaders = raced.ranking.map((e) => raced.candidates.get(e.key)).filter((d) => d !== undefined);
    for (const sweep of sweeps) swept.push([`${sweep.name}s.csv`, await sweepTable(sweep, evaluator, leaders, sweepGames)]);
  } finally {
    progress.finish();
    await runner.close();
  }
  const byKey = result.candidates;
  const best = result.ranking[0];
  const tied = (e: Estimate) => best !== undefined && e.games >= best.games && e.high >= best.low;
  const top = designTable('Best designs', result.ranking.slice(0, 20), byKey, space, tied);
  const sidegrades = designTable('Designs statistically tied with the best', result.ranking.filter(tied), byKey, space, tied);

  const folder = args.out ?? join('reports', rules.id, space.folder);
  const tables: [string, ReportTable][] = [['top.csv', top], ['sidegrades.csv', sidegrades], ...swept];
  // The leader as a design file (best.yaml), for validate, duel, odds and the rest.
  const leader = best === undefined ? undefined : byKey.get(best.key);
  const outputs = [...tables.map(([name]) => join(folder, name)), ...(leader === undefined ? [] : [join(folder, 'best.yaml')]), join(folder, 'run.json'), join(folder, 'index.html')];
  for (const [name, table] of tables) await writeFileAtomic(join(folder, name), toCsv(table));
  if (leader !== undefined) await writeFileAtomic(join(folder, 'best.yaml'), stringify(space.toFile(leader).data));
  const manifest: RunManifest & Record<string, unknown> = {
    tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: 'search', game: rules.id, rulesVersion: rules.version, rulesHash: hash,
    policies: [...space.policies], seed: settings.seed, games: evaluator.battles(),
    inputs: [...catalogueFiles, ...field.map((entry) => entry.file.path)], outputs: outputs.map(displayPath),
    startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started, threads: settings.threads,
    mode: args.mode === 'scenario' ? { mode: 'scenario', scenario: args.scenario, map: args.map ?? null } : { mode: 'duel' },
    settings: battleSettings(rules, settings).values,
    provenance: provenanceCounts(rules.catalogueRows(catalogue)),
    search: { ...space.recorded, players, spaceSize: space.count().total < 0n ? 'uncounted' : space.count().total.toString(), candidates: args.candidates, evaluated: result.evaluated, races: result.races, survivors: result.survivors, budget: args.budget, field: field.map((entry) => ({ design: entry.file.path, weight: entry.weight })) },
  };
  await writeFileAtomic(join(folder, 'run.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (page) await buildReport(folder, false);

  if (!print) return { top, outputs: outputs.map(displayPath) };
  console.log(`${spaceSizeText(space.count().total)} legal ${space.title}; raced ${args.candidates} random ones against ${field.length} opponents, ` +
    `then their neighbours: ${result.evaluated.toLocaleString('en')} designs, ${result.races} races, ${result.battles.toLocaleString('en')} battles; ${result.survivors} tied at the end\n`);
  console.log(toTextTable({ ...top, rows: top.rows.slice(0, 10), columns: top.columns.filter((c) => !['key', 'ci_low', 'ci_high'].includes(c.key)) }));
  console.log(players > 2
    ? `\nscore: wins plus a ${players}th of the draws and stalls, per game at a table with ${players - 1} copies of each field entry, averaged over the field with its weights (95% interval in top.csv)`
    : `\nscore: wins plus half the draws, per battle, averaged over the field with its weights (95% interval in top.csv)`);
  console.log(`wrote ${outputs.map(displayPath).join(', ')}`);
  return { top, outputs: outputs.map(displayPath) };
}

function fieldFromFile(path: string): FieldEntry[] {
  const file = readDataFile(path);
  const parsed = fieldFileSchema.safeParse(file.data);
  if (!parsed.success) throw new ValidationError(zodProblems(file.path, [], parsed.error, 'field file: field: [{ design: path, weight: number }]'));
  return parsed.data.field.map((entry): FieldEntry => ({ file: readDataFile(resolve(dirname(path), entry.design)) as SourceFile, weight: entry.weight }));
}

function designTable(title: string, estimates: readonly Estimate[], byKey: ReadonlyMap<string, unknown>, space: DesignSpace<unknown>, tied: (e: Estimate) => boolean): ReportTable {
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    title,
    columns: columns('rank', 'score', 'ci_low', 'ci_high', 'games', 'tied_with_best', ...space.columns, 'key'),
    rows: estimates.map((estimate, index) => {
      const design = byKey.get(estimate.key);
      const values = design === undefined ? {} : space.row(design);
      const row: Record<string, string | number> = {
        rank: index + 1, score: round(estimate.score), ci_low: round(estimate.low), ci_high: round(estimate.high), games: estimate.games,
        tied_with_best: tied(estimate) ? 'yes' : '',
      };
      for (const column of space.columns) row[column] = values[column] ?? '';
      row['key'] = estimate.key;
      return row;
    }),
  };
}
