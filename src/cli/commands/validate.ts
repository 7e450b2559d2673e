// `botlab validate <files..>`: check design and team files against the catalogue and the rules.
import type { CommandModule } from 'yargs';
import { formatLocated } from '../source-positions.js';
import { expandDesignPaths } from '../design-files.js';
import { EXIT_BAD_INPUT, problemLines, UsageError } from '../errors.js';
import { loadCatalogue, resolveBeside, tryReadDataFile } from '../load.js';
import { rulesetFor, withGameOptions, type GameOptions } from '../options.js';

interface ValidateArgs extends GameOptions {
  readonly files: string[];
}

export const validateCommand: CommandModule<object, ValidateArgs> = {
  command: 'validate <files..>',
  describe: 'Check design and team files (folders are searched for .yaml/.json files)',
  builder: (yargs) => withGameOptions(yargs).positional('files', { type: 'string', array: true, demandOption: true }) as never,
  handler: (args) => {
    const rules = rulesetFor(args);
    const { catalogue } = loadCatalogue(rules, args.catalogue, args.errata);
    const files = expandDesignPaths(args.files);
    if (files.length === 0) throw new UsageError('validate: no design or team files found in the paths given');
    let invalid = 0;
    for (const path of files) {
      const read = tryReadDataFile(path);
      if ('message' in read) {
        console.error(formatLocated(read));
        invalid++;
        continue;
      }
      const check = rules.checkDocument(read, catalogue, resolveBeside);
      if (check.problems.length === 0) {
        console.log(`ok  ${read.path}  (${check.kind} "${check.name}")`);
      } else {
        invalid++;
        for (const line of problemLines(check.problems)) console.error(line);
      }
    }
    if (invalid > 0) {
      console.error(`${invalid} of ${files.length} files invalid`);
      process.exitCode = EXIT_BAD_INPUT;
    }
  },
};
