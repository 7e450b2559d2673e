// `botlab study`: the main job on the bundled designs (what `npm start` runs): check the
// catalogue and every bundled design and team, then play the matrix of the bundled robots, and
// write the catalogue, the checks, the win rates and the damage tables.
import { join, relative } from 'node:path';
import type { CommandModule } from 'yargs';
import { allPairs } from '../../sim/simulate.js';
import { formatProblem } from '../../catalogue/problem.js';
import { GAME_IDS, rulesets } from '../../games/index.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { catalogueSummary, catalogueTable } from '../../report/catalogue-tables.js';
import { designCheckTable, type DesignCheckRow } from '../../report/design-check-table.js';
import { toTextTable } from '../../report/text-table.js';
import { expandDesignPaths } from '../design-files.js';
import { EXIT_BAD_INPUT } from '../errors.js';
import { BUNDLED_DESIGNS, resolveBeside, tryReadDataFile } from '../load.js';
import { runSettings, withRunOptions, type RunArgs } from '../run-options.js';
import { prepareDesigns, runSimulation, simulationTables, writeSimulationReports } from '../simulation.js';

interface StudyArgs extends RunArgs {
  readonly errata: string | undefined;
}

export const studyCommand: CommandModule<object, StudyArgs> = {
  command: 'study',
  describe: 'Run the default study on the bundled designs and write reports (what npm start runs)',
  builder: (yargs) => withRunOptions(yargs).option('errata', { type: 'string', normalize: true, describe: 'a YAML patch over the catalogue (an erratum to try)' }) as never,
  handler: async (args) => {
    const settings = runSettings(args);
    let invalid = 0;
    for (const game of GAME_IDS) {
      const started = Date.now();
      const rules: AnyRuleset = rulesets[game];
      const designFolder = join(BUNDLED_DESIGNS, game);
      const prepared = prepareDesigns({ game, catalogue: undefined, errata: args.errata }, [join(designFolder, 'robots')]);
      const checks: DesignCheckRow[] = expandDesignPaths([designFolder]).map((path) => {
        const read = tryReadDataFile(path);
        const file = relative(BUNDLED_DESIGNS, path);
        if ('message' in read) return { file, kind: '?', name: '?', problems: [formatProblem(read)] };
        const check = rules.checkDocument(read, prepared.loaded.catalogue, resolveBeside);
        return { file, kind: check.kind, name: check.name, problems: check.problems.map(formatProblem) };
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
      const { winrate, damage } = simulationTables(prepared, result);
      console.log(`\n${count} robots, ${matchups.length} matchups, ${result.battles.toLocaleString('en')} battles on a line (seed ${settings.seedText})\n`);
      console.log(toTextTable({ ...winrate, columns: winrate.columns.filter((c) => ['a', 'b', 'games', 'a_wins', 'b_wins', 'stalls', 'win_rate', 'mean_turns'].includes(c.key)) }));
      const written = await writeSimulationReports('study', prepared, result, settings, args.out === undefined ? undefined : join(args.out, game), {
        'catalogue.csv': catalogueTable(rows),
        'designs.csv': designCheckTable(checks),
        'winrate.csv': winrate,
        'damage.csv': damage,
      }, started);
      console.log(`\nwrote ${written.join(', ')}`);
    }
    if (invalid > 0) {
      console.error(`${invalid} bundled design or team files are invalid`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  },
};
