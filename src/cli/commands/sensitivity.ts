// `botlab sensitivity [designs..] --variants FILES|all [--players N | --scenario NAME | --search]`:
// plays every pair (or every table of N) of the designs, a scenario's sides, or a search under the
// baseline rules and under each variant of the reconstructed rules (an erratum file each), on the
// same random streams, and says for every verdict (a matchup's favourite, a table's leader, a
// scenario's side, a search's best design and the parts its best designs carry) whether it holds,
// flips or is left undecided by each variant (issue 22). A variant under which the designs
// themselves break the rules is skipped and said so.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { ValidationError } from '../../catalogue/problem.js';
import { provenanceCounts } from '../../catalogue/provenance-counts.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { sensitivityTable, verdictSummary } from '../../report/sensitivity-table.js';
import { toTextTable } from '../../report/text-table.js';
import { raceMatchups } from '../../sim/race-matchups.js';
import { createRunner } from '../../sim/runner.js';
import { matchupVerdicts, tableVerdicts, type Verdict } from '../../sim/sensitivity.js';
import { allPairs } from '../../sim/simulate.js';
import { winRateRows, type WinRateRow } from '../../sim/summarise.js';
import { problemLines, UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, catalogueFolder, displayPath, loadCatalogue, readCatalogueFiles, readDataFile } from '../load.js';
import { rulesetFor, withGameExamples, withGameOptions, type GameOptions } from '../options.js';
import { progressBar } from '../progress.js';
import { battleSettings, DEFAULT_GAMES, runSettings, withRunOptions, type RunArgs, type RunSettings } from '../run-options.js';
import { prepareScenario, scenarioPath } from '../scenario-files.js';
import { searchSensitivity } from '../sensitivity-search.js';
import { readScreening, screeningErratum } from '../../catalogue/screening.js';
import type { SourceFile } from '../../catalogue/source-file.js';
import { screeningTable, type ScreenedRun } from '../../report/screening-table.js';
import type { ReportTable } from '../../report/table.js';
import { prepareDesigns, writeReports, type Runnable } from '../simulation.js';
import { withSpaceOptions } from '../space-options.js';
import { runTables, tablesOf, tableSize } from '../tables-run.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';

interface SensitivityArgs extends GameOptions, RunArgs {
  readonly designs: string[] | undefined;
  readonly variants: string[];
  readonly players: number | undefined;
  readonly scenario: string | undefined;
  readonly search: boolean;
  readonly field: string | undefined;
  readonly candidates: number;
  readonly budget: number | undefined;
  readonly racing: boolean;
  readonly screen: boolean;
}

/** The variant files to try: those given, or with `all` every erratum in the catalogue's variants/ folder (designs/<game>/catalogue/variants/). */
function variantFiles(catalogue: string, given: readonly string[]): string[] {
  if (given.length === 1 && given[0] === 'all') {
    const folder = join(catalogue, 'variants');
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort().map((name) => join(folder, name)) : [];
    if (files.length === 0) throw new UsageError(`--variants all: no variants in ${displayPath(folder)}`);
    return files;
  }
  return [...given];
}

/** A variant's name in reports: its file name without the extension. */
const variantName = (path: string): string => (path.split('/').pop() ?? path).replace(/\.ya?ml$/, '');

export const sensitivityCommand: CommandModule<object, SensitivityArgs> = {
  command: 'sensitivity [designs..]',
  describe: 'Play every pair of designs under the baseline rules and under each variant of the reconstructed rules, and say which favourites hold',
  builder: (yargs) =>
    withSpaceOptions(withRunOptions(withGameOptions(withGameExamples(yargs, 'sensitivity'))))
      .positional('designs', { type: 'string', array: true, describe: 'design files or folders (default: the game\'s study designs)' })
      .option('variants', { type: 'string', array: true, describe: 'erratum files, each a variant of the reconstructed rules, or `all` for the game\'s bundled variants' })
      .option('screen', { type: 'boolean', default: false, describe: 'instead of --variants: try each reconstructed value the catalogue\'s screening/ files list at each of its alternatives, one at a time, and rank the values by how far they move the matchups (screening.csv, a tornado chart)' })
      .option('players', { type: 'number', describe: 'for games of more than two: judge the leader of every table of N designs instead of each pair\'s favourite' })
      .option('scenario', { type: 'string', describe: 'judge the side a scenario favours (a file, or a bundled scenario by number or name) with its own teams and map' })
      .option('search', { type: 'boolean', default: false, describe: 'judge a search instead (the game\'s space options: --template, say): its best design, and the parts most of its best designs carry' })
      .option('field', { type: 'string', describe: 'with --search: YAML file listing opponents (default: the game\'s bundled field)' })
      .option('candidates', { type: 'number', default: 500, describe: 'with --search: random legal designs each search races' })
      .option('budget', { type: 'number', describe: 'most battles in all: matchups stop racing before a look that would pass it, tables play fewer games, searches share it evenly (default: no cap; 600,000 a search)' })
      .option('racing', { type: 'boolean', default: true, describe: 'stop playing a matchup once its favourite is settled (looks of 500, 1,000, 2,000... battles); --no-racing plays every matchup its full --games' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    if (args.errata !== undefined) throw new UsageError('--errata: sensitivity tries each --variants file as the erratum; give them there');
    if (args.budget !== undefined && (!Number.isInteger(args.budget) || args.budget < 1)) throw new UsageError(`--budget: a whole number of battles (got ${args.budget})`);
    if ((args.variants === undefined) === !args.screen) throw new UsageError(args.screen ? '--screen: tries the values the catalogue lists; not with --variants' : '--variants: name the variant files (or all), or give --screen');
    if (args.screen && args.search) throw new UsageError('--screen: screens the values against the matchups; not with --search');
    const settings = runSettings(args);
    let run: Judged;
    let screened: ScreenedRun[] = [];
    if (args.screen) {
      const screen = screeningVariants(rules, args.catalogue);
      screened = screen.runs;
      run = await judgeGames(args, rules, screen.variants, settings, false);
    } else {
      const variants = variantFiles(catalogueFolder(rules, args.catalogue), args.variants ?? []).map((file) => ({ name: variantName(file), file }));
      run = args.search ? await judgeSearch(args, rules, variants, settings) : await judgeGames(args, rules, variants, settings, args.racing);
    }
    const { verdicts, battles } = run;
    const table = sensitivityTable(verdicts);
    const tables = { ...(args.screen ? { 'screening.csv': screeningTable(screened.filter((one) => run.played.includes(one.variant)), verdicts, run.rows?.baseline ?? [], (name) => run.rows?.variants.get(name) ?? []) } : {}), 'sensitivity.csv': table };
    const written = await writeReports(args.out ?? join('reports', rules.id, args.screen ? 'screening' : 'sensitivity'), tables, {
      tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: args.screen ? run.command.replace('sensitivity', 'sensitivity --screen') : run.command, game: rules.id, rulesVersion: rules.version, rulesHash: run.hash,
      policies: run.policies, seed: settings.seed, games: battles,
      inputs: run.files, variants: run.played, skipped: run.skipped,
      startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started,
      threads: settings.threads, settings: { seedText: settings.seedText, stop: settings.stop, budget: args.budget ?? null, racing: args.racing && !args.screen }, race: run.race,
      provenance: provenanceCounts(rules.catalogueRows(run.catalogue)),
    });
    const tally = (summary: string) => verdicts.filter((verdict) => verdictSummary(verdict) === summary).length;
    console.log(`${run.played.length} variants, ${battles.toLocaleString('en')} battles, seed ${settings.seedText}: ${run.subject}`);
    for (const skip of run.skipped) console.log(`skipped ${skip.variant}: ${skip.reason}`);
    console.log(`${run.what}: ${tally('robust')} hold under every variant, ${tally('fragile')} are left undecided by some, ${tally('flips')} flip under some${run.none === '' ? '' : `; ${tally('unsettled')} ${run.none}`}\n`);
    const changed = table.rows.filter((row) => row['status'] === 'flips' || row['status'] === 'undecided');
    if (args.screen) console.log(toTextTable({ ...tables['screening.csv'] as ReportTable, columns: (tables['screening.csv'] as ReportTable).columns.filter((column) => !column.key.endsWith('_matchup')) }));
    else if (changed.length > 0) console.log(toTextTable({ ...table, rows: changed, columns: table.columns.filter((column) => !['summary', 'baseline_low', 'baseline_high', 'low', 'high'].includes(column.key)) }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};

interface Judged {
  readonly verdicts: Verdict[];
  readonly battles: number;
  readonly command: string;
  readonly hash: string;
  readonly catalogue: unknown;
  readonly files: readonly string[];
  readonly policies: readonly string[];
  /** The variants played, and those skipped because the designs break their rules. */
  readonly played: readonly string[];
  readonly skipped: readonly { readonly variant: string; readonly reason: string }[];
  readonly race: Readonly<Record<string, unknown>> | null;
  /** The matchup rows of the baseline and of each variant played (by name), for screening. */
  readonly rows?: { readonly baseline: readonly WinRateRow[]; readonly variants: ReadonlyMap<string, readonly WinRateRow[]> };
  /** For the summary: what was played, what the verdicts are, and what an unsettled one lacks ('' when none can be). */
  readonly subject: string;
  readonly what: string;
  readonly none: string;
}

/** Matchups (or a scenario's sides) raced, or tables played, under the baseline and each variant. */
async function judgeGames(args: SensitivityArgs, rules: SimRuleset<unknown>, variants: readonly { readonly name: string; readonly file: string | SourceFile }[], settings: RunSettings, racing: boolean): Promise<Judged> {
  const plan = rules.study;
  if (args.scenario !== undefined && (args.designs?.length ?? 0) > 0) throw new UsageError('--scenario: plays the scenario\'s own teams; give designs or a scenario, not both');
  if (args.scenario !== undefined && args.players !== undefined) throw new UsageError('--players: not with --scenario');
  const paths = args.designs !== undefined && args.designs.length > 0 ? args.designs : plan === undefined ? [] : [join(BUNDLED_DESIGNS, rules.id, plan.designs)];
  if (paths.length === 0 && args.scenario === undefined) throw new UsageError(`sensitivity: ${rules.id} has no study designs; name the designs`);
  const prepare = (errata: string | SourceFile | undefined): Runnable => (args.scenario === undefined ? prepareDesigns({ ...args, errata: typeof errata === 'string' ? errata : undefined }, paths, undefined, typeof errata === 'string' ? undefined : errata) : prepareScenarioOf(args, args.scenario, errata));
  // every variant is loaded and checked before any game is played: a variant file with a fault is
  // an error; a variant under which the designs break the rules is skipped and said so
  const baseline = prepare(undefined);
  const skipped: { variant: string; reason: string }[] = [];
  const patched: { name: string; prepared: Runnable }[] = [];
  for (const variant of variants) {
    loadCatalogue(rules, args.catalogue, variant.file);
    try {
      patched.push({ name: variant.name, prepared: prepare(variant.file) });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      skipped.push({ variant: variant.name, reason: `the designs break its rules: ${problemLines(error.problems)[0] ?? ''}` });
    }
  }
  if (patched.length === 0) throw new UsageError(`--variants: the designs break the rules of every variant (${skipped.map((skip) => skip.variant).join(', ')})`);
  const count = baseline.compiled.designs.length;
  if (count < 2) throw new UsageError('sensitivity: needs at least two designs');
  const players = args.players === undefined ? 2 : tableSize(rules, args.players, battleSettings(rules, settings));
  if (count < players) throw new UsageError(`--players: ${players} a table needs at least ${players} designs (got ${count})`);
  const sets = [baseline, ...patched.map((variant) => variant.prepared)];
  const names = patched.map((variant) => variant.name);
  const common = {
    hash: baseline.loaded.hash, catalogue: baseline.loaded.catalogue, files: [...baseline.files, ...variants.flatMap((variant) => (typeof variant.file === 'string' ? [displayPath(variant.file)] : []))], played: names, skipped,
    policies: [...new Set(baseline.compiled.designs.map((design) => design.policy))].sort(),
  };
  if (players > 2) {
    // tables are not raced: a budget plays fewer games a table, evenly
    const tables = tablesOf(count, [players]).length;
    const games = Math.min(settings.stop.games ?? DEFAULT_GAMES, args.budget === undefined ? Infinity : Math.floor(args.budget / (tables * sets.length)));
    if (games < 1) throw new UsageError(`--budget: ${args.budget} battles are fewer than one game for each of ${tables} tables under ${sets.length} rule sets`);
    const judged = [];
    let battles = 0;
    for (const [index, prepared] of sets.entries()) {
      console.error(index === 0 ? 'baseline' : `variant ${names[index - 1] ?? ''}`);
      const { standings, battles: played } = await runTables(prepared, [players], settings, games);
      battles += played;
      judged.push(standings.rows.map((row) => ({ table: String(row['table']), entrant: String(row['entrant']), share: Number(row['win_share']), low: Number(row['ci_low']), high: Number(row['ci_high']) })));
    }
    return {
      ...common, battles, command: `sensitivity --players ${players}`, race: { gamesPerTable: games },
      verdicts: tableVerdicts(judged[0] ?? [], judged.slice(1).map((standings, i) => ({ name: names[i] ?? '', standings }))),
      subject: `${count} designs, ${tables} tables of ${players}, ${games.toLocaleString('en')} games a table`, what: 'table leaders', none: `tables of ${players} name no leader`,
    };
  }
  if (settings.stop.games === undefined) throw new UsageError('--ci: sensitivity plays a fixed number of games a matchup (racing stops each early once settled); give --games');
  const games = settings.stop.games;
  if (games % 2 === 1) console.error(`--games ${games}: plays ${games + 1} a pairing, half in each seating`);
  const runner = createRunner(settings.threads);
  const progress = progressBar('racing');
  let raced;
  try {
    raced = await raceMatchups(sets, allPairs(count), { seed: settings.seed, games, budget: args.budget, racing, settings: (set) => battleSettings(set, settings), onProgress: progress }, runner);
  } finally {
    progress.finish();
    await runner.close();
  }
  const rows = sets.map((prepared, index) => winRateRows(prepared.compiled, raced.results[index] ?? { matchups: [], battles: 0 }));
  const matchups = count * (count - 1) / 2;
  return {
    ...common, battles: raced.battles, rows: { baseline: rows[0] ?? [], variants: new Map(names.map((name, i) => [name, rows[i + 1] ?? []])) }, command: args.scenario !== undefined ? `sensitivity --scenario ${args.scenario}` : 'sensitivity',
    race: { looks: raced.looks, cells: matchups * sets.length, stoppedEarly: raced.stoppedEarly, cutByBudget: raced.cutByBudget },
    verdicts: matchupVerdicts(rows[0] ?? [], rows.slice(1).map((variantRows, i) => ({ name: names[i] ?? '', rows: variantRows })), args.scenario === undefined ? 'favourite' : 'side'),
    subject: `${args.scenario !== undefined ? `${args.scenario}, its own two sides` : `${count} designs, ${matchups} matchups`}, ${racing ? `up to ${games.toLocaleString('en')} battles each; ${raced.stoppedEarly} of ${matchups * sets.length} settled early` : `${games.toLocaleString('en')} battles each`}${raced.cutByBudget > 0 ? `, ${raced.cutByBudget} cut short by --budget` : ''}`,
    what: args.scenario !== undefined ? 'the favoured side' : 'favourites', none: args.scenario !== undefined ? 'sides are favoured by none' : 'matchups name no favourite',
  };
}

/** A search under the baseline and each variant: its best design and the parts its best designs carry. */
async function judgeSearch(args: SensitivityArgs, rules: SimRuleset<unknown>, variants: readonly { name: string; file: string }[], settings: RunSettings): Promise<Judged> {
  for (const [given, option] of [[(args.designs?.length ?? 0) > 0, 'designs'], [args.players !== undefined, '--players'], [args.scenario !== undefined, '--scenario']] as const) {
    if (given) throw new UsageError(`--search: searches the game's design space against its field; ${option} goes without --search`);
  }
  const found = await searchSensitivity(args, rules, variants, settings, args.budget);
  return {
    verdicts: found.verdicts, battles: found.battles, command: 'sensitivity --search', hash: found.loaded.hash, catalogue: found.loaded.catalogue, files: found.loaded.files,
    policies: found.policies, played: variants.map((variant) => variant.name), skipped: [], race: { battlesPerSearch: found.perSearch, space: found.what, candidates: args.candidates, field: args.field ?? null },
    subject: `a search of ${found.what} under each (${found.perSearch.toLocaleString('en')} battles a search)`, what: 'its verdicts (the best design, the parts most of the best carry)', none: '',
  };
}

/** The screened values of the catalogue's screening/ folder, an erratum made in memory for each alternative. A catalogue that breaks under one is a fault of the list: the error names the value. */
function screeningVariants(rules: SimRuleset<unknown>, catalogue: string | undefined): { variants: { name: string; file: SourceFile }[]; runs: ScreenedRun[] } {
  const { dir, read } = readCatalogueFiles(rules, catalogue);
  const folder = join(dir, 'screening');
  const lists = existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort().map((name) => readDataFile(join(folder, name))) : [];
  if (lists.length === 0) throw new UsageError(`--screen: no screening lists in ${displayPath(folder)}`);
  const variants: { name: string; file: SourceFile }[] = [];
  const runs: ScreenedRun[] = [];
  for (const value of readScreening(lists, read)) {
    value.alternatives.forEach((alternative, k) => {
      const file = screeningErratum(value, alternative, read);
      const name = `${value.at} = ${JSON.stringify(alternative)}`;
      try {
        loadCatalogue(rules, catalogue, file);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        throw new ValidationError([{ file: value.file, path: `values[${value.index}].try[${k}]`, message: `the catalogue breaks its rules with this value: ${problemLines(error.problems)[0] ?? ''}` }]);
      }
      variants.push({ name, file });
      runs.push({ variant: name, at: value.at, current: value.current, alternative });
    });
  }
  return { variants, runs };
}

/** A scenario with its own teams and map, under an erratum: a side per design (the scenario's sides). */
function prepareScenarioOf(args: SensitivityArgs, name: string, errata: string | SourceFile | undefined): Runnable {
  const rules = rulesetFor(args) as SimRuleset<unknown>;
  const file = readDataFile(scenarioPath(rules.id, name));
  if (rules.campaign?.isCampaign(file.data) === true || rules.dealt?.isDealt(file.data) === true) throw new UsageError(`--scenario: ${name} is a campaign or deals its robots; sensitivity plays scenarios with fixed teams`);
  return prepareScenario({ ...args, name, map: undefined, errata: typeof errata === 'string' ? errata : undefined }, file, typeof errata === 'string' ? undefined : errata);
}
