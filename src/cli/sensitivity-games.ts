// cold: `botlab sensitivity` over games (issue 22): every pair of the designs (or a scenario's two
// sides) raced, or every table of N played, under the baseline catalogue and under each variant,
// on the same random streams; then each matchup's favourite (each table's leader) judged under
// each. A variant file with a fault is an error; a variant under which the designs themselves break
// the rules is skipped and said so.
import { join } from 'node:path';
import { ValidationError } from '../catalogue/problem.js';
import type { SourceFile } from '../catalogue/source-file.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import { raceMatchups } from '../sim/race-matchups.js';
import { createRunner } from '../sim/runner.js';
import { metagame } from '../sim/metagame.js';
import { pickRates } from '../sim/pick-rates.js';
import { flagVerdicts, matchupVerdicts, tableVerdicts, type Verdict } from '../sim/sensitivity.js';
import { allPairs, type SimulationResult } from '../sim/simulate.js';
import { winRateRows, type WinRateRow } from '../sim/summarise.js';
import { problemLines, UsageError } from './errors.js';
import { BUNDLED_DESIGNS, displayPath, loadCatalogue, readDataFile } from './load.js';
import { rulesetFor, type GameOptions } from './options.js';
import { progressBar } from './progress.js';
import { battleSettings, DEFAULT_GAMES, type RunArgs, type RunSettings } from './run-options.js';
import { prepareScenario, scenarioPath } from './scenario-files.js';
import { prepareDesigns, type Prepared, type Runnable } from './simulation.js';
import { runTables, tablesOf, tableSize } from './tables-run.js';

export interface SensitivityArgs extends GameOptions, RunArgs {
  readonly designs: string[] | undefined;
  readonly variants: string[] | undefined;
  readonly players: number | undefined;
  readonly scenario: string | undefined;
  readonly search: boolean;
  readonly field: string | undefined;
  readonly candidates: number;
  readonly budget: number | undefined;
  readonly racing: boolean;
  readonly screen: boolean;
}

/** A variant to play: its name in reports and its erratum (a file, or one made in memory). */
export interface Variant {
  readonly name: string;
  readonly file: string | SourceFile;
}

/** What a sensitivity run judged, for its reports. */
export interface Judged {
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
export async function judgeGames(args: SensitivityArgs, rules: SimRuleset<unknown>, variants: readonly Variant[], settings: RunSettings, racing: boolean): Promise<Judged> {
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
    verdicts: [
      ...matchupVerdicts(rows[0] ?? [], rows.slice(1).map((variantRows, i) => ({ name: names[i] ?? '', rows: variantRows })), args.scenario === undefined ? 'favourite' : 'side'),
      ...(args.scenario === undefined && !args.screen ? partFlags(rules, baseline, sets, names, raced.results, settings.seed) : []),
    ],
    subject: `${args.scenario !== undefined ? `${args.scenario}, its own two sides` : `${count} designs, ${matchups} matchups`}, ${racing ? `up to ${games.toLocaleString('en')} battles each; ${raced.stoppedEarly} of ${matchups * sets.length} settled early` : `${games.toLocaleString('en')} battles each`}${raced.cutByBudget > 0 ? `, ${raced.cutByBudget} cut short by --budget` : ''}`,
    what: args.scenario !== undefined ? 'the favoured side' : 'favourites', none: args.scenario !== undefined ? 'sides are favoured by none' : 'matchups name no favourite',
  };
}

/**
 * The nerf and buff flags of the parts (`botlab meta`'s, from each rule set's metagame of the
 * matchups: equilibrium weights, no resampling) judged under each variant; none for a game with no
 * design space. Every rule set plays the same design files.
 */
function partFlags(rules: SimRuleset<unknown>, baseline: Runnable, sets: readonly Runnable[], names: readonly string[], results: readonly SimulationResult[], seed: number): Verdict[] {
  const search = rules.search;
  const sources = (baseline as Partial<Prepared>).sources;
  if (search === undefined || sources === undefined) return [];
  const designs = sources.map((source) => source.data);
  const rates = sets.map((set, i) => pickRates(search, set.loaded.catalogue, designs, metagame(set.compiled.designs.length, results[i] ?? { matchups: [], battles: 0 }, 0, seed).weights));
  return flagVerdicts(rates[0] ?? [], rates.slice(1).map((variantRates, i) => ({ name: names[i] ?? '', rates: variantRates })));
}

/** A scenario with its own teams and map, under an erratum: a side per design (the scenario's sides). */
function prepareScenarioOf(args: SensitivityArgs, name: string, errata: string | SourceFile | undefined): Runnable {
  const rules = rulesetFor(args) as SimRuleset<unknown>;
  const file = readDataFile(scenarioPath(rules.id, name));
  if (rules.campaign?.isCampaign(file.data) === true || rules.dealt?.isDealt(file.data) === true) throw new UsageError(`--scenario: ${name} is a campaign or deals its robots; sensitivity plays scenarios with fixed teams`);
  return prepareScenario({ ...args, name, map: undefined, errata: typeof errata === 'string' ? errata : undefined }, file, typeof errata === 'string' ? undefined : errata);
}
