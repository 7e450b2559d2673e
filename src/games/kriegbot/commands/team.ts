// `botlab team --templates T1,T2[,T3] --pool C`: the best team that draws each card at most once
// from one colour's pool, by racing and local search. Until the scenario engine lands a team is
// scored by duels: each of its robots against each robot of the opposing team.
import { dirname, join, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { stringify } from 'yaml';
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Design } from '../design/design.js';
import { kriegbot } from '../index.js';
import { loadoutSpace, searchPolicies } from '../space/space.js';
import { teamSpace, type TeamCandidate } from '../space/team-space.js';
import { toCsv } from '../../../report/csv.js';
import { columns } from '../../../report/table.js';
import { toTextTable } from '../../../report/text-table.js';
import { Rng } from '../../../rng/rng.js';
import { raceAndClimb } from '../../../search/climb.js';
import { createEvaluator, type FieldEntry } from '../../../search/evaluate.js';
import { teamEvaluator } from '../../../search/team-evaluate.js';
import { createRunner } from '../../../sim/runner.js';
import { UsageError } from '../../../cli/errors.js';
import { BUNDLED_DESIGNS, displayPath, loadCatalogue, readDataFile, resolveBeside } from '../../../cli/load.js';
import { compilerFor, withModeOptions, type ModeArgs } from '../../../cli/mode-options.js';
import { progressBar } from '../../../cli/progress.js';
import { battleSettings, runSettings, withRunOptions, type RunArgs } from '../../../cli/run-options.js';
import { writeFileAtomic } from '../../../cli/write-atomic.js';
import { coreAssignments, teamCoreTable } from './team-cores.js';
import { normalizePath } from '../../../cli/repeated-options.js';

interface TeamArgs extends RunArgs, ModeArgs {
  readonly templates: string;
  readonly pool: string;
  readonly vs: string | undefined;
  readonly budget: number;
  readonly candidates: number;
  readonly errata: string | undefined;
  readonly expansion: boolean;
  readonly cores: string | undefined;
}

export const teamCommand: CommandModule<object, TeamArgs> = {
  command: 'team',
  describe: 'Find the best team for some templates under one colour\'s card pool (each card at most once)',
  builder: (yargs) =>
    withModeOptions(withRunOptions(yargs))
      .option('templates', { type: 'string', demandOption: true, describe: 'one to three templates, comma-separated, e.g. robotank,helibot' })
      .option('pool', { type: 'string', default: 'green', describe: 'green or yellow' })
      .option('vs', { type: 'string', describe: 'the opposing team file (default: the bundled team of the other colour)' })
      .option('budget', { type: 'number', default: 600_000, describe: 'most battles to play' })
      .option('candidates', { type: 'number', default: 200, describe: 'random teams to race first' })
      .option('errata', { type: 'string', coerce: normalizePath, describe: 'a YAML patch over the catalogue (an erratum to try)' })
      .option('expansion', { type: 'boolean', default: false, describe: 'play the expansion: expansion cards, and a power core for each robot from the three the team is dealt' })
      .option('cores', { type: 'string', describe: 'with --expansion: the three cores dealt, comma-separated (default: drawn from the seed)' }) as never,
  handler: async (args) => {
    const settings = runSettings(args);
    const { catalogue } = loadCatalogue<KriegbotCatalogue>(kriegbot, undefined, args.errata);
    const templates = args.templates.split(',').map((t) => t.trim()).filter((t) => t !== '');
    if (templates.length < 1 || templates.length > 3) throw new UsageError('--templates: one to three templates (L353)');
    if (new Set(templates).size !== templates.length) throw new UsageError('--templates: each template at most once (L355)');
    for (const template of templates) if (!catalogue.templates.has(template)) throw new UsageError(`--templates: unknown template "${template}"${didYouMean(template, catalogue.templates.keys())}`);
    if (args.pool !== 'green' && args.pool !== 'yellow') throw new UsageError(`--pool: green or yellow (got "${args.pool}")`);
    if (!Number.isInteger(args.budget) || args.budget < 1_000) throw new UsageError(`--budget: a whole number of at least 1000 (got ${args.budget})`);
    const vsPath = args.vs ?? join(BUNDLED_DESIGNS, 'kriegbot', 'teams', args.pool === 'green' ? 'yellow-raiders.yaml' : 'green-strike.yaml');
    const opponents = opposingTeam(vsPath);

    const cores = args.expansion ? dealtCores(args.cores, catalogue, new Rng(settings.seed, 0xc0de)) : undefined;
    const spaces = templates.map((template) => loadoutSpace(catalogue, { template, colour: args.pool as 'green' | 'yellow', expansion: args.expansion, policies: searchPolicies(catalogue), ...(cores === undefined ? {} : { cores }) }));
    const teams = teamSpace(spaces);
    const rng = new Rng(settings.seed, 0x7ea3);
    const start = Array.from({ length: args.candidates }, () => teams.random(rng));
    const robotKey = (design: Design) => `${design.template}|${JSON.stringify(design)}`;
    const runner = createRunner(settings.threads);
    const progress = progressBar('racing teams');
    const common = { rules: kriegbot, catalogue, seed: settings.seed, settings: battleSettings(kriegbot, settings), runner, onProgress: (battles: number) => progress(battles, args.budget) };
    // Duel mode: each robot duels each opposing robot and a team scores its robots' mean. Scenario
    // mode: the whole team plays the scenario against the opposing team on the map.
    const evaluator = args.mode === 'scenario'
      ? createEvaluator<TeamCandidate>({
        ...common, field: [{ file: readDataFile(vsPath), weight: 1 }], key: teams.key,
        toFile: (team) => ({ path: teams.key(team), data: { name: 'candidate', colour: args.pool, robots: team.map((design, i) => ({ ...design, name: `${design.template} ${i + 1}` })) } }),
        compile: compilerFor(args, kriegbot, catalogue, resolveBeside),
      })
      : teamEvaluator(createEvaluator<Design>({ ...common, field: opponents, key: robotKey, toFile: (d) => ({ path: d.name, data: d }) }), templates.length, robotKey, teams.key);
    // With the expansion a tenth of the budget is kept to try the best team with every way of
    // sharing out its dealt cores (cores.csv).
    const assignments = cores === undefined ? [] : coreAssignments(cores, templates.length);
    const coreGames = assignments.length === 0 ? 0 : Math.max(2, 2 * Math.floor(args.budget / 10 / (assignments.length * evaluator.opponents) / 2));
    const coreBudget = coreGames * assignments.length * evaluator.opponents;
    let result;
    let coreTable;
    try {
      result = await raceAndClimb<TeamCandidate>(start, teams.key, teams.neighbours, evaluator, { firstGames: 20, budget: args.budget - coreBudget, rng, neighbourSample: 100 });
      const leader = result.ranking[0] === undefined ? undefined : result.candidates.get(result.ranking[0].key);
      if (leader !== undefined && assignments.length > 0) coreTable = await teamCoreTable(evaluator, leader, assignments, coreGames, templates);
    } finally {
      progress.finish();
      await runner.close();
    }
    const ranked = result.ranking.slice(0, 20).map((estimate, i) => ({ estimate, rank: i + 1, team: result.candidates.get(estimate.key) }));
    const table = {
      title: 'Best teams',
      columns: columns('rank', 'score', 'ci_low', 'ci_high', 'games', ...templates),
      rows: ranked.map(({ estimate, rank, team }) => {
        const row: Record<string, string | number> = { rank, score: round(estimate.score), ci_low: round(estimate.low), ci_high: round(estimate.high), games: estimate.games };
        templates.forEach((template, i) => {
          const design = team?.[i];
          row[template] = design === undefined ? '' : `${[...Object.values(design.weapons), ...Object.values(design.systems), design.skin, ...(design.core === undefined ? [] : [design.core])].join(' ')} (${design.policy})`;
        });
        return row;
      }),
    };
    const folder = args.out ?? join('reports', 'kriegbot', `team-${templates.join('-')}-${args.pool}`);
    const best = coreTable?.team ?? ranked[0]?.team; // with the expansion, its cores shared out as cores.csv finds best
    await writeFileAtomic(join(folder, 'teams.csv'), toCsv(table));
    if (coreTable !== undefined) await writeFileAtomic(join(folder, 'cores.csv'), toCsv(coreTable.table));
    if (best !== undefined) {
      await writeFileAtomic(join(folder, 'best-team.yaml'), stringify({ name: `Best ${args.pool} ${templates.join(', ')} team`, colour: args.pool, ...(args.expansion ? { expansion: true } : {}), robots: best.map((design, i) => ({ ...design, name: `${catalogue.templates.get(templates[i] ?? '')?.name} ${i + 1}` })) }));
    }
    const scoring = args.mode === 'scenario' ? `in ${args.scenario} against ${displayPath(vsPath)}` : `in duels against ${opponents.length} opposing robots`;
    if (cores !== undefined) console.log(`power cores dealt (L538): ${cores.join(', ')}`);
    console.log(`${templates.join(' + ')} teams from the ${args.pool} pool ${scoring}: ${result.evaluated.toLocaleString('en')} teams, ${result.battles.toLocaleString('en')} battles\n`);
    console.log(toTextTable({ ...table, rows: table.rows.slice(0, 5), columns: table.columns.filter((c) => !['ci_low', 'ci_high'].includes(c.key)) }));
    if (coreTable !== undefined) console.log(`\n${toTextTable({ ...coreTable.table, columns: coreTable.table.columns.filter((c) => !['ci_low', 'ci_high'].includes(c.key)) })}`);
    console.log(`\nwrote ${displayPath(join(folder, 'teams.csv'))}${coreTable === undefined ? '' : `, ${displayPath(join(folder, 'cores.csv'))}`}${best === undefined ? '' : `, ${displayPath(join(folder, 'best-team.yaml'))} (checked by botlab validate)`}`);
  },
};

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** The three power cores the team is dealt (L538): given with --cores, else drawn from the seed. */
function dealtCores(given: string | undefined, catalogue: KriegbotCatalogue, rng: Rng): string[] {
  const all = [...catalogue.cards].filter(([, card]) => card.kind === 'core').map(([id]) => id);
  if (given === undefined) {
    const pool = [...all];
    return [0, 1, 2].map(() => pool.splice(rng.int(pool.length), 1)[0] ?? '');
  }
  const cores = given.split(',').map((core) => core.trim()).filter((core) => core !== '');
  for (const core of cores) if (!all.includes(core)) throw new UsageError(`--cores: unknown power core "${core}"${didYouMean(core, all)}`);
  if (cores.length !== 3 || new Set(cores).size !== 3) throw new UsageError('--cores: three different power cores, comma-separated (each team is dealt three, L538)');
  return cores;
}

/** The robots of a team file, as the field each candidate robot meets (equal weights). */
function opposingTeam(path: string): FieldEntry[] {
  const team = readDataFile(path);
  const robots = (team.data as { robots?: unknown[] }).robots;
  if (!Array.isArray(robots) || robots.length === 0) throw new UsageError(`--vs: ${displayPath(path)} is not a team file (it lists no robots)`);
  return robots.map((robot, i) => ({
    file: typeof robot === 'string' ? readDataFile(resolve(dirname(path), robot)) : { path: `${team.path}: robots[${i}]`, data: robot },
    weight: 1,
  }));
}
