// cold: one search run (`botlab search`, and the study's): race a uniform sample of a game's design
// space against a field (successive halving), climb to better neighbours, sweep the leaders, and
// write top.csv, sidegrades.csv, the sweeps' tables and run.json.
import { join } from 'node:path';
import { stringify } from 'yaml';
import { provenanceCounts } from '../catalogue/provenance-counts.js';
import { spaceSizeText, type DesignSpace } from '../kernel/design-space.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import { toCsv } from '../report/csv.js';
import { buildReport } from '../report/html/build-report.js';
import type { RunManifest } from '../report/manifest.js';
import { columns, type ReportTable } from '../report/table.js';
import { toTextTable } from '../report/text-table.js';
import type { Estimate } from '../search/estimate.js';
import { displayPath, loadCatalogue } from './load.js';
import { rulesetFor } from './options.js';
import { battleSettings, runSettings } from './run-options.js';
import { playSearch, tiedWithBest, type SearchArgs } from './search-play.js';
import { searchRulesOf } from './space-options.js';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.js';
import { writeFileAtomic } from './write-atomic.js';
import { inliningInUse } from '../sim/compiler-flags.js';

export type { SearchArgs } from './search-play.js';

/** Runs the search `args` describes and writes its reports (its HTML page unless `page` is false: a study draws its pages at the end); prints the summary when `print` is set. Returns the leaders' table and the files written. */
export async function runSearch(args: SearchArgs, started: number, print: boolean, page = true): Promise<{ readonly top: ReportTable; readonly outputs: readonly string[] }> {
  const settings = runSettings(args);
  const rules = rulesetFor(args) as SimRuleset<unknown>;
  searchRulesOf(rules, 'search');
  const loaded = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
  const { catalogue, hash, files: catalogueFiles } = loaded;
  const played = await playSearch(args, rules, loaded, settings);
  const { space, field, players, result, best, swept } = played;
  const byKey = result.candidates;
  const tied = (e: Estimate) => tiedWithBest(best, e);
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
    policies: [...space.policies], seed: settings.seed, games: played.battles,
    inputs: [...catalogueFiles, ...field.map((entry) => entry.file.path)], outputs: outputs.map(displayPath),
    startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started, v8Inlining: inliningInUse(), threads: settings.threads,
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
