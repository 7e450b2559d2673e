// `botlab scenario NAME [--side SIDE=TEAM ...] [--map MAP]`: plays a scenario on the hex
// map, both teams on both edges, and reports how the games end and what each side did.
import type { CommandModule } from 'yargs';
import { scenarioOutcomeTable, scenarioSideTable } from '../../report/scenario-tables.js';
import { toTextTable } from '../../report/text-table.js';
import { runSettings, withResumeOption, withRunOptions, type RunArgs } from '../run-options.js';
import { join } from 'node:path';
import { prepareScenario, scenarioPath, sideTeams, withScenarioOptions, type ScenarioArgs } from '../scenario-files.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { UsageError } from '../errors.js';
import { readDataFile } from '../load.js';
import { rulesetFor, withGameExamples, withGameOptions } from '../options.js';
import { playCampaigns } from './campaign.js';
import { dealsRobots, prepareDeals, runDealtScenario } from '../dealt.js';
import { checkpointPlan, runSimulation, writeSimulationReports } from '../simulation.js';

export const scenarioCommand: CommandModule<object, ScenarioArgs & RunArgs & { readonly resume: boolean | undefined }> = {
  command: 'scenario <name>',
  describe: 'Play a scenario on the hex map (teams on both edges in turn) and report outcomes with 95% intervals',
  builder: (yargs) =>
    withResumeOption(withScenarioOptions(withRunOptions(withGameOptions(withGameExamples(yargs, 'scenario'))))) as never,
  handler: async (args) => {
    const rules = rulesetFor(args) as SimRuleset<unknown>;
    const file = readDataFile(scenarioPath(rules.id, args.name));
    const teams = Object.keys(sideTeams(args, rules));
    if (rules.campaign?.isCampaign(file.data) === true) {
      // Scenario 20 is a campaign of scenarios (L715): the campaign command plays it.
      const given = [...teams, ...(args.map === undefined ? [] : ['map'])];
      if (given.length > 0) throw new UsageError(`--${given[0]}: ${args.name} is a campaign; its gangs design their own robots for each mission`);
      return playCampaigns(args, rules, file);
    }
    const started = Date.now();
    const settings = runSettings(args);
    // Musical Chairs and Aftermath deal their robots for every game (L633, L677) unless teams are given.
    const deals = dealsRobots(rules, file, teams.length > 0) ? prepareDeals(args, rules, file, settings.seed, settings.turnCap) : undefined;
    const prepared = deals ?? prepareScenario(args, file);
    const checkpoint = deals === undefined ? checkpointPlan(`scenario ${args.name}`, prepared, [{ a: 0, b: 1 }], settings, args.out ?? join('reports', rules.id), args.resume) : undefined;
    const result = deals === undefined ? await runSimulation(prepared, [{ a: 0, b: 1 }], settings, checkpoint) : await runDealtScenario(deals, settings, `scenario ${args.name}`, args.out ?? join('reports', rules.id), args.resume);
    const [matchup] = result.matchups;
    if (matchup === undefined) return;
    const outcomes = scenarioOutcomeTable(prepared.compiled, prepared.rules.battle, matchup);
    const sides = scenarioSideTable(prepared.compiled, prepared.rules.battle, matchup);
    const written = await writeSimulationReports(`scenario ${args.name}`, prepared, result, settings, args.out, { 'scenario.csv': outcomes, 'sides.csv': sides }, started);
    const { compiled } = prepared;
    const dealt = deals === undefined ? '' : ', robots dealt afresh for every two games (one in each seating)';
    console.log(`${compiled.title} on ${compiled.mapName} (victory: ${compiled.victory}), ${result.battles} games${dealt}, seed ${settings.seedText}, ${settings.turnCap}-turn cap\n`);
    console.log(toTextTable({ ...outcomes, columns: outcomes.columns.filter((c) => ['outcome', 'count', 'share', 'ci_low', 'ci_high'].includes(c.key)) }));
    console.log('');
    console.log(toTextTable({ ...sides, columns: sides.columns.filter((c) => c.key !== 'scenario' && c.key !== 'games') }));
    console.log(`\nwrote ${written.join(', ')}`);
  },
};
