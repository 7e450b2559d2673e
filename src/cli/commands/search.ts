// `botlab search --template T`: the best loadouts of a template against a field of opponents,
// found by racing a uniform sample of the template's legal loadouts (successive halving).
import { dirname, join, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { z } from 'zod';
import { didYouMean } from '../../catalogue/did-you-mean.js';
import { ValidationError } from '../../catalogue/problem.js';
import type { SourceFile } from '../../catalogue/source-file.js';
import { zodProblems } from '../../catalogue/zod-problems.js';
import type { KriegbotCatalogue } from '../../games/kriegbot/catalogue/catalogue.js';
import type { Design } from '../../games/kriegbot/design/design.js';
import { kriegbot } from '../../games/kriegbot/index.js';
import { loadoutSpace, searchPolicies, type LoadoutSpace } from '../../games/kriegbot/space/space.js';
import { toCsv } from '../../report/csv.js';
import type { RunManifest } from '../../report/manifest.js';
import { columns, type ReportTable } from '../../report/table.js';
import { toTextTable } from '../../report/text-table.js';
import { Rng } from '../../rng/rng.js';
import type { Estimate } from '../../search/estimate.js';
import { createEvaluator, type FieldEntry } from '../../search/evaluate.js';
import { raceAndClimb } from '../../search/climb.js';
import { createRunner } from '../../sim/runner.js';
import { UsageError } from '../errors.js';
import { BUNDLED_DESIGNS, displayPath, loadCatalogue, readDataFile, resolveBeside } from '../load.js';
import { compilerFor, withModeOptions, type ModeArgs } from '../mode-options.js';
import { progressBar } from '../progress.js';
import { battleSettings, runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';
import { writeFileAtomic } from '../write-atomic.js';
import { CORE_LEADERS, coreChoiceTable, powerCores } from './search-cores.js';

interface SearchArgs extends RunArgs, ModeArgs {
  readonly template: string;
  readonly field: string | undefined;
  readonly budget: number;
  readonly candidates: number;
  readonly colour: string;
  readonly expansion: boolean;
  readonly catalogue: string | undefined;
  readonly errata: string | undefined;
}

const fieldFileSchema = z.strictObject({
  field: z.array(z.strictObject({ design: z.string().min(1), weight: z.number().positive().default(1) })).min(1),
});

export const searchCommand: CommandModule<object, SearchArgs> = {
  command: 'search',
  describe: 'Find the best loadouts of a template against a field, racing a sample of its legal loadouts',
  builder: (yargs) =>
    withModeOptions(withRunOptions(yargs))
      .option('template', { type: 'string', demandOption: true, describe: 'e.g. robotank' })
      .option('field', { type: 'string', describe: 'YAML file listing opponents: field: [{ design: path, weight: 1 }] (default: one bundled design per template)' })
      .option('budget', { type: 'number', default: 600_000, describe: 'most battles to play' })
      .option('candidates', { type: 'number', default: 500, describe: 'random legal loadouts to race' })
      .option('colour', { type: 'string', default: 'green', describe: 'card pool: green or yellow' })
      .option('expansion', { type: 'boolean', default: false, describe: 'include expansion cards and power cores' })
      .option('catalogue', { type: 'string', normalize: true, describe: 'catalogue folder to use instead of the bundled one' })
      .option('errata', { type: 'string', normalize: true, describe: 'a YAML patch over the catalogue (an erratum to try)' }) as never,
  handler: async (args) => {
    const started = Date.now();
    const settings = runSettings(args);
    const { catalogue, hash, files: catalogueFiles } = loadCatalogue<KriegbotCatalogue>(kriegbot, args.catalogue, args.errata);
    if (!catalogue.templates.has(args.template)) throw new UsageError(`--template: unknown template "${args.template}"${didYouMean(args.template, catalogue.templates.keys())}`);
    if (args.colour !== 'green' && args.colour !== 'yellow') throw new UsageError(`--colour: green or yellow (got "${args.colour}")`);
    for (const [option, value, low] of [['--budget', args.budget, 1_000], ['--candidates', args.candidates, 2]] as const) {
      if (!Number.isInteger(value) || value < low) throw new UsageError(`${option}: a whole number of at least ${low} (got ${value})`);
    }
    const field = args.field === undefined ? defaultField(args.expansion) : fieldFromFile(args.field);
    const space = loadoutSpace(catalogue, { template: args.template, colour: args.colour, expansion: args.expansion, policies: searchPolicies(catalogue) });
    const rng = new Rng(settings.seed, 0x5ea4c4);
    const candidates = Array.from({ length: args.candidates }, () => space.random(rng));

    const runner = createRunner(settings.threads);
    const progress = progressBar('racing');
    const evaluator = createEvaluator<Design>({
      rules: kriegbot, catalogue, field, key: space.key, toFile: (d) => ({ path: d.name, data: d }),
      seed: settings.seed, settings: battleSettings(kriegbot, settings), runner,
      compile: compilerFor(args, kriegbot, catalogue, resolveBeside),
      onProgress: (battles) => progress(battles, args.budget),
    });
    let result;
    let cores: ReportTable | undefined;
    try {
      // With the expansion a fifth of the budget is kept to try every leader with each power core (cores.csv).
      const coreGames = args.expansion ? Math.max(2, 2 * Math.floor(args.budget / 5 / (CORE_LEADERS * powerCores(catalogue).length * field.length) / 2)) : 0;
      const coreBudget = coreGames * CORE_LEADERS * powerCores(catalogue).length * field.length;
      const raced = await raceAndClimb(candidates, space.key, (d) => space.neighbours(d), evaluator, { firstGames: 20, budget: args.budget - coreBudget, rng });
      result = raced;
      const leaders = raced.ranking.map((e) => raced.candidates.get(e.key)).filter((d): d is Design => d !== undefined);
      if (args.expansion) cores = await coreChoiceTable(catalogue, evaluator, leaders, coreGames);
    } finally {
      progress.finish();
      await runner.close();
    }
    const byKey = result.candidates;
    const best = result.ranking[0];
    const tied = (e: Estimate) => best !== undefined && e.games >= best.games && e.high >= best.low;
    const top = loadoutTable('Best loadouts', result.ranking.slice(0, 20), byKey, space, tied);
    const sidegrades = loadoutTable('Loadouts statistically tied with the best', result.ranking.filter(tied), byKey, space, tied);

    const folder = args.out ?? join('reports', 'kriegbot', `search-${args.template}`);
    const outputs = [join(folder, 'top.csv'), join(folder, 'sidegrades.csv'), ...(cores === undefined ? [] : [join(folder, 'cores.csv')]), join(folder, 'run.json')];
    await writeFileAtomic(join(folder, 'top.csv'), toCsv(top));
    await writeFileAtomic(join(folder, 'sidegrades.csv'), toCsv(sidegrades));
    if (cores !== undefined) await writeFileAtomic(join(folder, 'cores.csv'), toCsv(cores));
    const manifest: RunManifest & Record<string, unknown> = {
      tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: 'search', game: 'kriegbot', rulesVersion: kriegbot.version, rulesHash: hash,
      policies: searchPolicies(catalogue), seed: settings.seed, games: evaluator.battles(),
      inputs: [...catalogueFiles, ...field.map((entry) => entry.file.path)], outputs: outputs.map(displayPath),
      startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started, threads: settings.threads,
      mode: args.mode === 'scenario' ? { mode: 'scenario', scenario: args.scenario, map: args.map ?? null } : { mode: 'duel' },
      search: { template: args.template, weaponSlots: space.weaponSlots, systemSlots: space.systemSlots.map((slot) => slot.name), colour: args.colour, expansion: args.expansion, spaceSize: space.count().total.toString(), candidates: args.candidates, evaluated: result.evaluated, races: result.races, survivors: result.survivors, budget: args.budget, field: field.map((entry) => ({ design: entry.file.path, weight: entry.weight })) },
    };
    await writeFileAtomic(join(folder, 'run.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    console.log(`${space.count().total.toLocaleString('en')} legal ${args.template} loadouts; raced ${args.candidates} random ones against ${field.length} opponents, ` +
      `then their neighbours: ${result.evaluated.toLocaleString('en')} loadouts, ${result.races} races, ${result.battles.toLocaleString('en')} battles; ${result.survivors} tied at the end\n`);
    console.log(toTextTable({ ...top, rows: top.rows.slice(0, 10), columns: top.columns.filter((c) => !['key', 'ci_low', 'ci_high'].includes(c.key)) }));
    console.log(`\nscore: wins plus half the draws, per battle, averaged over the field with its weights (95% interval in top.csv)`);
    console.log(`wrote ${outputs.map(displayPath).join(', ')}`);
  },
};

/**
 * The default field: one bundled design per template, equally weighted (the rulebook's own robots
 * where it describes them), with the expansion's Robocar in place of the base one under --expansion.
 * The scenario teams' robots are left out: they are built for their scenarios' special rules.
 */
const DEFAULT_FIELD = ['helibot-hornet', 'hoverbot-saucer', 'robocar-interceptor', 'robotank-bulwark', 'rocketbot-striker', 'spiderbot-weaver'];

function defaultField(expansion: boolean): FieldEntry[] {
  const folder = join(BUNDLED_DESIGNS, 'kriegbot', 'robots');
  return DEFAULT_FIELD.map((name) => (expansion && name === 'robocar-interceptor' ? 'robocar-dynamo' : name)).map((name) => ({ file: readDataFile(join(folder, `${name}.yaml`)), weight: 1 }));
}

function fieldFromFile(path: string): FieldEntry[] {
  const file = readDataFile(path);
  const parsed = fieldFileSchema.safeParse(file.data);
  if (!parsed.success) throw new ValidationError(zodProblems(file.path, [], parsed.error, 'field file: field: [{ design: path, weight: number }]'));
  return parsed.data.field.map((entry): FieldEntry => ({ file: readDataFile(resolve(dirname(path), entry.design)) as SourceFile, weight: entry.weight }));
}

function loadoutTable(title: string, estimates: readonly Estimate[], byKey: ReadonlyMap<string, Design>, space: LoadoutSpace, tied: (e: Estimate) => boolean): ReportTable {
  const slots = [...space.weaponSlots, ...space.systemSlots.map((s) => s.name)];
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    title,
    columns: columns('rank', 'score', 'ci_low', 'ci_high', 'games', 'tied_with_best', 'policy', ...slots, 'skin', ...(space.cores.length > 0 ? ['core'] : []), 'key'),
    rows: estimates.map((estimate, index) => {
      const design = byKey.get(estimate.key);
      const row: Record<string, string | number> = {
        rank: index + 1, score: round(estimate.score), ci_low: round(estimate.low), ci_high: round(estimate.high), games: estimate.games,
        tied_with_best: tied(estimate) ? 'yes' : '', policy: design?.policy ?? '', skin: design?.skin ?? '', key: estimate.key,
      };
      for (const slot of slots) row[slot] = design?.weapons[slot] ?? design?.systems[slot] ?? '';
      if (space.cores.length > 0) row['core'] = design?.core ?? '';
      return row;
    }),
  };
}
