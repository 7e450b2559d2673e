// `botlab campaign [NAME]`: plays a campaign (the Apocalypse Campaign by default) many times and
// reports how the campaigns end, each gang's record and what each mission on the chart did.
import type { CommandModule } from 'yargs';
import type { SourceFile } from '../../catalogue/source-file.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { campaignCardTable, campaignGangTable, campaignMissionTable, campaignOutcomeTable } from '../../report/campaign-tables.js';
import { toTextTable } from '../../report/text-table.js';
import { runCampaigns } from '../../sim/job-runner.js';
import { UsageError } from '../errors.js';
import { loadCatalogue, readDataFile, resolveBeside } from '../load.js';
import { type GameOptions, rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { progressBar } from '../progress.js';
import { runSettings, withResumeOption, type RunArgs } from '../run-options.js';
import { scenarioPath } from '../scenario-files.js';
import { SIDE_POLICY, valuesBySide, withSideOptions } from '../side-options.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';
import { jobCheckpointPlan, writeReports } from '../simulation.js';
import { loadJobCheckpoint, saveJobs, withCheckpoint } from '../checkpoint.js';
import type { CampaignRecord } from '../../kernel/campaign.js';
import { provenanceCounts } from '../../catalogue/provenance-counts.js';
import { join } from 'node:path';
import { normalizePath } from '../repeated-options.js';
import { inliningInUse } from '../../sim/compiler-flags.js';

export const DEFAULT_CAMPAIGNS = 200;

interface CampaignArgs extends GameOptions {
  readonly name: string;
  readonly games: number;
  readonly seed: string;
  readonly threads: number | undefined;
  readonly turns: number;
  readonly out: string | undefined;
  readonly resume: boolean | undefined;
}

export const campaignCommand: CommandModule<object, CampaignArgs> = {
  command: 'campaign [name]',
  describe: 'Play a campaign of scenario games many times (gangs, limited cards, salvage) and report how it ends',
  builder: (yargs) =>
    withSideOptions(withResumeOption(withGameOptions(withGameExamples(yargs, 'campaign')))
      .positional('name', { type: 'string', default: 'apocalypse-campaign', describe: 'a campaign file, or a bundled one by number or name' })
      .option('games', { type: 'number', default: DEFAULT_CAMPAIGNS, describe: 'campaigns to play' })
      .option('seed', { type: 'string', default: '1', describe: 'random seed (a number, or any text)' })
      .option('threads', { type: 'number', describe: 'worker threads; 0 plays on the main thread (default: one per core)' })
      .option('turns', { type: 'number', default: 30, describe: 'turns before a mission with no winner counts as a stall' })
      .option('out', { type: 'string', coerce: normalizePath, describe: 'folder for the reports (default reports/<game>/campaign)' }), SIDE_POLICY) as never,
  handler: async (args) => {
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    // The gangs are the game's sides in seat order (CampaignSet.gangs), so a policy given by side name goes to that gang.
    const given = valuesBySide(args, rules, SIDE_POLICY);
    const [first = '', second = ''] = rules.sides ?? [];
    const policies = [given[first], given[second]] as const;
    await playCampaigns({ ...args, ci: undefined, maxGames: 100_000, range: undefined, set: undefined }, rules, readDataFile(scenarioPath(rules.id, args.name)), policies);
  },
};

/** Plays the campaign in `file` with the run options, prints the summary and writes the reports (also `botlab scenario 20`). */
export async function playCampaigns(args: GameOptions & RunArgs & { readonly resume?: boolean | undefined }, rules: SimRuleset<unknown>, file: SourceFile, policies: readonly [string | undefined, string | undefined] = [undefined, undefined]): Promise<void> {
  const started = Date.now();
  if (rules.campaign === undefined) throw new UsageError(`--game: ${rules.id} has no campaigns`);
  if (args.ci !== undefined) throw new UsageError('--ci: a campaign run plays a fixed number of campaigns; use --games');
  if (!rules.campaign.isCampaign(file.data)) throw new UsageError(`${file.path}: not a campaign (it has no missions); use botlab scenario`);
  const settings = runSettings({ ...args, games: args.games ?? DEFAULT_CAMPAIGNS });
  const campaigns = 'games' in settings.stop ? settings.stop.games : DEFAULT_CAMPAIGNS;
  const loaded = loadCatalogue<unknown>(rules, args.catalogue, args.errata);
  const set = rules.campaign.load(loaded.catalogue, file, resolveBeside, policies);
  const run = { seed: settings.seed, count: campaigns, turnCap: settings.turnCap };
  const folder = args.out ?? join('reports', rules.id, 'campaign');
  const plan = jobCheckpointPlan(`campaign ${set.title}`, rules, loaded.hash, set, run, folder, args.resume);
  const progress = progressBar('campaigns', 'campaigns');
  const records = await withCheckpoint(plan, (p) => loadJobCheckpoint<CampaignRecord[]>(p), saveJobs('campaigns'), (hooks) => runCampaigns(rules, loaded.catalogue, set, {
    ...run, threads: settings.threads, key: loaded.hash, onProgress: progress,
  }, hooks)).finally(() => progress.finish());
  const outcomes = campaignOutcomeTable(set, rules.campaign.outcomes, records);
  const gangs = campaignGangTable(set, rules.campaign.outcomes, records);
  const missions = campaignMissionTable(set, records);
  const written = await writeReports(folder, { 'campaign.csv': outcomes, 'gangs.csv': gangs, 'missions.csv': missions, 'cards.csv': campaignCardTable(set, records) }, {
    tool: TOOL_NAME, toolVersion: TOOL_VERSION, command: `campaign ${set.title}`, game: rules.id, rulesVersion: rules.version, rulesHash: loaded.hash,
    policies: [...new Set(set.policies)].sort(), seed: settings.seed, games: records.reduce((total, record) => total + record.missions.length, 0),
    campaigns, inputs: [...loaded.files, ...set.inputs], startedAt: new Date(started).toISOString(), elapsedMs: Date.now() - started, v8Inlining: inliningInUse(),
    threads: settings.threads, settings: { seedText: settings.seedText, turnCap: settings.turnCap },
    provenance: provenanceCounts(rules.catalogueRows(loaded.catalogue)),
  });
  console.log(`${set.title}: ${campaigns} campaigns, seed ${settings.seedText}, ${settings.turnCap}-turn cap per mission\n`);
  console.log(toTextTable({ ...outcomes, columns: outcomes.columns.filter((c) => ['outcome', 'count', 'share', 'ci_low', 'ci_high', 'mean_missions'].includes(c.key)) }));
  console.log('');
  console.log(toTextTable({ ...gangs, columns: gangs.columns.filter((c) => c.key !== 'campaign' && c.key !== 'campaigns') }));
  console.log('');
  console.log(toTextTable({ ...missions, columns: missions.columns.filter((c) => c.key !== 'campaign') }));
  console.log(`\nwrote ${written.join(', ')}`);
}
