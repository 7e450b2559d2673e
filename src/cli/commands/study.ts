// `botlab study`: the main job on the bundled designs (what `npm start` runs). For now it checks
// the catalogue and every bundled design and team, and writes the catalogue and the checks as
// CSV; later issues grow it into the balance study.
import { join, relative } from 'node:path';
import type { CommandModule } from 'yargs';
import { formatProblem } from '../../catalogue/problem.js';
import { GAME_IDS, rulesets } from '../../games/index.js';
import { catalogueSummary, catalogueTable } from '../../report/catalogue-tables.js';
import { toCsv } from '../../report/csv.js';
import { designCheckTable, type DesignCheckRow } from '../../report/design-check-table.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import type { RunManifest } from '../../report/manifest.js';
import { toTextTable } from '../../report/text-table.js';
import { expandDesignPaths } from '../design-files.js';
import { EXIT_BAD_INPUT } from '../errors.js';
import { BUNDLED_DESIGNS, displayPath, loadCatalogue, resolveBeside, tryReadDataFile } from '../load.js';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.js';
import { writeFileAtomic } from '../write-atomic.js';

interface StudyArgs {
  readonly out: string;
}

export const studyCommand: CommandModule<object, StudyArgs> = {
  command: 'study',
  describe: 'Run the default study on the bundled designs and write reports',
  builder: (yargs) => yargs.option('out', { type: 'string', default: 'reports', describe: 'folder for the reports', normalize: true }) as never,
  handler: async (args) => {
    let invalid = 0;
    for (const game of GAME_IDS) {
      const started = Date.now();
      const rules: AnyRuleset = rulesets[game];
      const loaded = loadCatalogue<unknown>(rules);
      const designFolder = join(BUNDLED_DESIGNS, game);
      const checks: DesignCheckRow[] = expandDesignPaths([designFolder]).map((path) => {
        const read = tryReadDataFile(path);
        const file = relative(BUNDLED_DESIGNS, path);
        if ('message' in read) return { file, kind: '?', name: '?', problems: [formatProblem(read)] };
        const check = rules.checkDocument(read, loaded.catalogue, resolveBeside);
        return { file, kind: check.kind, name: check.name, problems: check.problems.map(formatProblem) };
      });
      const rows = rules.catalogueRows(loaded.catalogue);
      const folder = join(args.out, game);
      const outputs = { catalogue: join(folder, 'catalogue.csv'), designs: join(folder, 'designs.csv'), manifest: join(folder, 'run.json') };
      await writeFileAtomic(outputs.catalogue, toCsv(catalogueTable(rows)));
      await writeFileAtomic(outputs.designs, toCsv(designCheckTable(checks)));
      const manifest: RunManifest = {
        tool: TOOL_NAME,
        toolVersion: TOOL_VERSION,
        command: 'study',
        game,
        rulesVersion: rules.version,
        rulesHash: loaded.hash,
        policies: [...new Set(rows.filter((row) => row.section === 'policy').map((row) => row.id))],
        seed: null,
        games: 0,
        inputs: [...loaded.files, ...checks.map((check) => displayPath(join(BUNDLED_DESIGNS, check.file)))],
        outputs: Object.values(outputs).map(displayPath),
        startedAt: new Date(started).toISOString(),
        elapsedMs: Date.now() - started,
      };
      await writeFileAtomic(outputs.manifest, `${JSON.stringify(manifest, null, 2)}\n`);

      const summary = catalogueSummary(rows);
      const byProvenance = (kind: string) => summary.rows.reduce((sum, row) => sum + Number(row[kind]), 0);
      console.log(`${rules.title}: ${summary.rows.length} catalogue entries, ${rows.length} values ` +
        `(${['stated', 'example', 'inferred', 'reconstructed'].map((kind) => `${byProvenance(kind)} ${kind}`).join(', ')})`);
      console.log(toTextTable(designCheckTable(checks)));
      for (const check of checks) for (const problem of check.problems) console.error(problem);
      invalid += checks.filter((check) => check.problems.length > 0).length;
      console.log(`wrote ${Object.values(outputs).map(displayPath).join(', ')}`);
    }
    if (invalid > 0) {
      console.error(`${invalid} bundled design or team files are invalid`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  },
};
