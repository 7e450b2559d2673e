// `botlab report [RUN_DIR..]`: builds index.html from the CSV files and run.json a run wrote (every
// run command writes it already; this re-renders an old run or one restyled through its .vl.json
// specs' source). With no folder, every game's folder under reports/.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { buildReport } from '../../report/html/build-report.js';
import { isRunFolder } from '../../report/html/read-run.js';
import { UsageError } from '../errors.js';
import { displayPath } from '../load.js';

interface ReportArgs {
  readonly dirs: string[] | undefined;
}

/** The run folders under reports/ (one a game, each with its run.json). */
function defaultFolders(): string[] {
  if (!existsSync('reports')) return [];
  return readdirSync('reports').sort().map((name) => join('reports', name)).filter((path) => statSync(path).isDirectory() && isRunFolder(path));
}

export const reportCommand: CommandModule<object, ReportArgs> = {
  command: 'report [dirs..]',
  describe: 'Build the HTML report (index.html with charts) of run output folders; by default every game\'s folder under reports/',
  builder: (yargs) => yargs.positional('dirs', { type: 'string', array: true, describe: 'folders a run wrote (each with run.json)' }) as never,
  handler: async (args) => {
    const folders = args.dirs === undefined || args.dirs.length === 0 ? defaultFolders() : args.dirs;
    if (folders.length === 0) throw new UsageError('report: no run folders under reports/ (run botlab study first, or name a folder)');
    for (const folder of folders) {
      if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`report: ${displayPath(folder)} is not a folder`);
      if (!isRunFolder(folder)) throw new UsageError(`report: ${displayPath(folder)} has no run.json: it is not a folder a botlab run wrote`);
    }
    for (const folder of folders) {
      try {
        for (const page of await buildReport(folder)) console.log(`wrote ${displayPath(page)}`);
      } catch (error) {
        if (error instanceof SyntaxError) throw new UsageError(`report: ${displayPath(join(folder, 'run.json'))} is not JSON (${error.message})`);
        if ((error as { code?: string }).code?.startsWith('CSV_') === true) throw new UsageError(`report: a CSV file in ${displayPath(folder)} cannot be read (${(error as Error).message})`);
        throw error;
      }
    }
  },
};
