// `botlab study`: the main job on the bundled designs (what `npm start` runs), for every game
// with a study plan: check the catalogue and every bundled file, then play the matrix of the
// designs the plan names, and write the catalogue, the checks, the win rates and the damage
// tables; then, if the plan says so, the first bundled scenario with its own teams.
import { join, relative } from 'node:path';
import type { CommandModule } from 'yargs';
import { allPairs } from '../../sim/simulate.js';
import { formatLocated } from '../source-positions.js';
import { GAME_IDS, rulesets } from '../../games/index.js';
import type { SimRuleset, StudyPlan } from '../../kernel/ruleset.js';
import { scenarioOutcomeTable, scenarioSideTable, sideColumns } from '../../report/scenario-tables.js';
import { catalogueSummary, catalogueTable } from '../../report/catalogue-tables.js';
import { designCheckTable, type DesignCheckRow } from '../../report/design-check-table.js';
import { toTextTable } from '../../report/text-table.js';
import { expandDesignPaths } from '../design-files.js';
import { EXIT_BAD_INPUT, UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, displayPath, resolveBeside, tryReadDataFile } from '../load.js';
import { runSettings, withRunOptions, type RunArgs, type RunSettings } from '../run-options.js';
import { bundledScenarios, prepareScenario } from '../scenario-files.js';
import { prepareDesigns, runSimulation, simulationTables, writeSimulationReports } from '../simulation.js';
import { runTables } from '../tables-run.js';
import { runCalibration } from '../calibration-run.js';
import { runComparison } from '../compare-run.js';
import { runSearch, type SearchArgs } from '../search-run.js';
import { unsharded } from '../../sim/distribution.js';
import { buildReport } from '../../report/html/build-report.js';
import { standingsSummary } from '../../report/standings-summary.js';
import { normalizePath } from '../repeated-options.js';

interface StudyArgs extends RunArgs {
  readonly errata: string | undefined;
  readonly game: string[] | undefined;
}

export const studyCommand: CommandModule<object, StudyArgs> = {
  command: 'study',
  describe: 'Run the default study on the bundled designs and write reports (what npm start runs)',
  builder: (yargs) => withRunOptions(yargs)
    .option('game', { type: 'string', array: true, describe: `the games to study (default: every game with a study: ${GAME_IDS.join(', ')})` })
    .option('errata', { type: 'string', coerce: normalizePath, describe: 'a YAML patch over the catalogue (an erratum to try); with one --game' }) as never,
  handler: async (args) => {
    const settings = runSettings(args);
    const games: readonly string[] = args.game ?? GAME_IDS;
    for (const game of games) if (!(GAME_IDS as readonly string[]).includes(game)) throw new UsageError(`--game: unknown game "${game}" (known: ${GAME_IDS.join(', ')})`);
    if (args.errata !== undefined && games.length !== 1) throw new UsageError('--errata: an erratum patches one game\'s catalogue; name that game with --game');
    let invalid = 0;
    // Each game's page is drawn while the next game's battles run on the worker threads; the paths are printed at the end.
    const pages: Promise<{ readonly page: string } | { readonly error: unknown }>[] = [];
    for (const game of games) {
      const started = Date.now();
      const rules = rulesets[game as keyof typeof rulesets] as SimRuleset<unknown>;
      const plan = rules.study;
      if (plan === undefined) continue;
      const designFolder = join(BUNDLED_DESIGNS, game);
      const prepared = prepareDesigns({ game, catalogue: undefined, errata: args.errata }, [join(designFolder, plan.designs)]);
      const checks: DesignCheckRow[] = expandDesignPaths([designFolder]).map((path) => {
        const read = tryReadDataFile(path);
        const file = relative(BUNDLED_DESIGNS, path);
        if ('message' in read) return { file, kind: '?', name: '?', problems: [formatLocated(read)] };
        const check = rules.checkDocument(read, prepared.loaded.catalogue, resolveBeside);
        return { file, kind: check.kind, name: check.name, problems: check.problems.map(formatLocated) };
      });
      const rows = rules.catalogueRows(prepared.loaded.catalogue);
      const summary = catalogueSummary(rows);
      const byProvenance = (kind: string) => summary.rows.reduce((sum, row) => sum + Number(row[kind]), 0);
      console.log(`${rules.title}: ${summary.rows.length} catalogue entries, ${rows.length} values ` +
        `(${['stated', 'example', 'inferred', 'reconstructed'].map((kind) => `${byProvenance(kind)} ${kind}`).join(', ')})\n`);
      console.log(toTextTable(designCheckTable(checks)));
      for (const check of checks) for (const problem of check.problems) console.error(problem);
      invalid += checks.filter((check) => check.problems.length > 0).length;

      const count = prepared.compiled.designs.length;
      const matchups = allPairs(count);
      const result = await runSimulation(prepared, matchups, settings);
      const { winrate, damage } = simulationTables(prepared, result, settings);
      console.log(`\n${count} ${plan.noun}, ${matchups.length} matchups, ${result.battles.toLocaleString('en')} battles (seed ${settings.seedText})\n`);
      const shown = [...winrate.rows].sort((x, y) => Number(y['win_rate']) - Number(x['win_rate'])).slice(0, 12);
      console.log(toTextTable({ ...winrate, rows: shown, columns: winrate.columns.filter((c) => ['a', 'b', 'games', 'a_wins', 'b_wins', 'stalls', 'win_rate', 'mean_turns'].includes(c.key)) }));
      if (winrate.rows.length > shown.length) console.log(`(the ${shown.length} most one-sided of ${winrate.rows.length} rows; all in winrate.csv)`);
      const tableGames = args.games === undefined ? plan.tableGames : undefined;
      const tables = plan.players === undefined ? undefined : await runTables(prepared, plan.players, settings, tableGames);
      if (tables !== undefined) {
        console.log(`\ntables of ${plan.players?.join(', ')}: ${tables.battles.toLocaleString('en')} games, ${tableGames ?? settings.stop.games} a table, each table in every seat rotation (all in standings.csv)\n`);
        console.log(toTextTable(standingsSummary(tables.standings)));
      }
      const compared = plan.compare === undefined ? undefined : await runComparison(prepared, matchups, settings, plan.compare);
      if (compared !== undefined && plan.compare !== undefined) {
        const values = plan.compare.values;
        const significant = compared.table.rows.filter((row) => values.slice(1).some((value) => row[`significant_${value}`] === 'yes')).length;
        console.log(`\n${plan.compare.setting} = ${values.join(' against ')}: ${significant} of ${compared.table.rows.length} rows change significantly (all in compare.csv)`);
      }
      const written = await writeSimulationReports('study', prepared, { ...result, battles: result.battles + (tables?.battles ?? 0) + (compared?.battles ?? 0) }, settings, args.out === undefined ? undefined : join(args.out, game), {
        'catalogue.csv': catalogueTable(rows),
        'designs.csv': designCheckTable(checks),
        'winrate.csv': winrate,
        'damage.csv': damage,
        ...(tables === undefined ? {} : { 'standings.csv': tables.standings }),
        ...(compared === undefined ? {} : { 'compare.csv': compared.table }),
      }, started, false); // the game's page is built at the end, with links to the runs inside it
      console.log(`\nwrote ${written.join(', ')}`);
      if (plan.calibrate === true && rules.calibration !== undefined) await studyCalibration(game, rules, settings, args);
      if (plan.search !== undefined && rules.search !== undefined) await studySearch(game, plan.search, args);
      if (plan.scenario && rules.compileScenario !== undefined) await studyShowdown(game, settings, args);
      // the game's page and those of the runs inside it (calibration, search, scenario), which it links to
      pages.push(buildReport(args.out === undefined ? join('reports', game) : join(args.out, game)).then(([page]) => ({ page: page ?? '' }), (error: unknown) => ({ error })));
    }
    console.log('');
    for (const drawn of await Promise.all(pages)) {
      if ('error' in drawn) throw drawn.error;
      console.log(`report: ${displayPath(drawn.page)}`);
    }
    if (invalid > 0) {
      console.error(`${invalid} bundled design or team files are invalid`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  },
};

/** The first bundled scenario (Showdown) with its bundled teams, on the hex map. */
async function studyShowdown(game: string, settings: RunSettings, args: { readonly out: string | undefined; readonly errata: string | undefined }): Promise<void> {
  const started = Date.now();
  const [first] = bundledScenarios(game);
  if (first === undefined) return;
  const prepared = prepareScenario({ game, catalogue: undefined, errata: args.errata, name: join(BUNDLED_DESIGNS, game, 'scenarios', first), map: undefined });
  const result = await runSimulation(prepared, [{ a: 0, b: 1 }], settings);
  const [matchup] = result.matchups;
  if (matchup === undefined) return;
  const outcomes = scenarioOutcomeTable(prepared.compiled, prepared.rules.battle, matchup);
  const sides = scenarioSideTable(prepared.compiled, prepared.rules.battle, matchup);
  const folder = join(args.out ?? 'reports', game, 'showdown');
  const written = await writeSimulationReports('study (showdown)', prepared, result, settings, folder, { 'scenario.csv': outcomes, 'sides.csv': sides }, started, false);
  console.log(`\n${prepared.compiled.title} on the ${prepared.compiled.mapName}, bundled teams, ${result.battles.toLocaleString('en')} games\n`);
  console.log(toTextTable({ ...outcomes, columns: outcomes.columns.filter((c) => [...sideColumns(prepared.compiled), 'outcome', 'count', 'share', 'ci_low', 'ci_high'].includes(c.key)) }));
  console.log(`\nwrote ${written.join(', ')}`);
}

/** The unit-cost calibration on the bundled catalogue, into reports/<game>/calibrate. */
async function studyCalibration(game: string, rules: SimRuleset<unknown>, settings: RunSettings, args: { readonly out: string | undefined; readonly errata: string | undefined }): Promise<void> {
  const folder = join(args.out ?? 'reports', game, 'calibrate');
  const run = await runCalibration({ game, catalogue: undefined, errata: args.errata }, rules, { sizes: undefined, units: undefined, reference: undefined, referenceCost: undefined }, settings, folder, 'study (calibrate)', false);
  const pooled = run.calibrate.rows.filter((row) => row['fit'] === 'pooled');
  console.log(`\nunit costs: ${run.entrants} entrants, ${run.battles.toLocaleString('en')} games, ${pooled.length > 0 ? 'pooled over stack sizes' : 'alone'}\n`);
  console.log(toTextTable({ ...run.calibrate, rows: pooled.length > 0 ? pooled : run.calibrate.rows, columns: run.calibrate.columns.filter((c) => ['name', 'games', 'win_share', 'strength', 'strength_low', 'strength_high', 'cost', 'cost_low', 'cost_high'].includes(c.key)) }));
  console.log(`\nwrote ${run.written.join(', ')}`);
}

/** A small search of the game's design space, into reports/<game>/<the space's folder>. */
async function studySearch(game: string, plan: NonNullable<StudyPlan['search']>, args: StudyArgs): Promise<void> {
  const searchArgs: SearchArgs = {
    game, catalogue: undefined, errata: args.errata, field: undefined, budget: plan.budget, candidates: plan.candidates, players: undefined,
    mode: 'duel', scenario: '', map: undefined,
    games: undefined, ci: undefined, maxGames: args.maxGames, seed: args.seed, threads: args.threads, range: undefined, set: undefined, turns: undefined,
    out: args.out === undefined ? undefined : join(args.out, game, 'search'),
    ...plan.options,
  };
  // a racing search chooses each round from the last: a shard of the study plays it whole (distribution.ts)
  const { top, outputs } = await unsharded(() => runSearch(searchArgs, Date.now(), false, false));
  console.log(`\nsearch (${Object.entries(plan.options).map(([name, value]) => `--${name} ${value}`).join(' ')}, ${plan.candidates} candidates, ${plan.budget.toLocaleString('en')} battles): the leaders\n`);
  console.log(toTextTable({ ...top, rows: top.rows.slice(0, 5), columns: top.columns.filter((c) => !['key', 'ci_low', 'ci_high'].includes(c.key)) }));
  console.log(`\nwrote ${outputs.join(', ')}`);
}
