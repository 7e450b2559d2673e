#!/usr/bin/env node
// botlab: yargs wiring only. Each command lives in commands/<name>.ts.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { calibrateCommand } from './commands/calibrate.js';
import { campaignCommand } from './commands/campaign.js';
import { cardsCommand } from './commands/cards.js';
import { diffCommand } from './commands/diff.js';
import { duelCommand } from './commands/duel.js';
import { refereeCommand } from './commands/referee.js';
import { replayCommand } from './commands/replay.js';
import { reportCommand } from './commands/report.js';
import { scenarioCommand } from './commands/scenario.js';
import { matrixCommand } from './commands/matrix.js';
import { metaCommand } from './commands/meta.js';
import { oddsCommand } from './commands/odds.js';
import { searchCommand } from './commands/search.js';
import { spaceCommand } from './commands/space.js';
import { studyCommand } from './commands/study.js';
import { validateCommand } from './commands/validate.js';
import { gameCommands } from '../games/index.js';
import { BlockFailure } from '../sim/block-failure.js';
import { badInputLines, EXIT_BAD_INPUT, EXIT_FAULT, EXIT_INTERRUPTED } from './errors.js';
import { checkOutOption } from './output-folder.js';
import { Interrupted } from './checkpoint.js';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.js';

/** Bad input: its lines, exit 2, no stack. Anything else is a bug and keeps its stack. */
function fail(message: string | null, error: unknown): never {
  if (error instanceof Interrupted) {
    console.error(error.message);
    process.exit(EXIT_INTERRUPTED);
  }
  if (error instanceof BlockFailure) {
    console.error(`${error.message}\nThe run stopped; no report was written. Its block can be played again alone with the seed and stream above.`);
    process.exit(EXIT_FAULT);
  }
  const lines = error === undefined || error === null ? undefined : badInputLines(error);
  if (error !== undefined && error !== null && lines === undefined) throw error;
  console.error(lines?.join('\n') ?? `${message ?? 'invalid command line'}\nRun "botlab --help" for usage.`);
  process.exit(EXIT_BAD_INPUT);
}

try {
  const cli = yargs(hideBin(process.argv));
  for (const command of gameCommands) cli.command(command);
  await cli
    .scriptName('botlab')
    .command(studyCommand)
    .command(validateCommand)
    .command(cardsCommand)
    .command(oddsCommand)
    .command(duelCommand)
    .command(matrixCommand)
    .command(spaceCommand)
    .command(searchCommand)
    .command(diffCommand)
    .command(metaCommand)
    .command(calibrateCommand)
    .command(scenarioCommand)
    .command(campaignCommand)
    .command(reportCommand)
    .command(replayCommand)
    .command(refereeCommand)
    .middleware((argv) => checkOutOption(argv, hideBin(process.argv)))
    .demandCommand(1, 'Name a command.')
    .strict()
    .help()
    .alias('help', 'h')
    .version(`${TOOL_NAME} ${TOOL_VERSION}`)
    .fail((message, error) => fail(message, error))
    .wrap(Math.min(110, process.stdout.columns ?? 110))
    .parseAsync();
} catch (error) {
  fail(null, error);
}
