// cold: the botlab command line as a function: yargs wiring only. Each command lives in commands/<name>.ts.
import yargs from 'yargs';
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
import { mergeCommand } from './commands/merge.js';
import { metaCommand } from './commands/meta.js';
import { oddsCommand } from './commands/odds.js';
import { searchCommand } from './commands/search.js';
import { sensitivityCommand } from './commands/sensitivity.js';
import { spaceCommand } from './commands/space.js';
import { studyCommand } from './commands/study.js';
import { validateCommand } from './commands/validate.js';
import { gameCommands } from '../games/index.js';
import { BlockFailure } from '../sim/block-failure.js';
import { badInputLines, EXIT_BAD_INPUT, EXIT_FAULT, EXIT_INTERRUPTED, NestedExit } from './errors.js';
import { checkOutOption } from './output-folder.js';
import { checkRepeatedOptions } from './repeated-options.js';
import { REPEATABLE_SIDE_OPTIONS } from './side-options.js';
import { startDistributed, type DistributedRun } from './shard/shard-run.js';
import { Interrupted } from './checkpoint.js';
import { TOOL_NAME, TOOL_VERSION } from './tool-version.js';

/** How a run ends the process: the real CLI exits; the fuzzing harness throws instead and carries on. */
export interface CliHost {
  readonly exit: (code: number) => never;
  /** Whether yargs itself exits after --help and --version. */
  readonly exitProcess: boolean;
}

/**
 * Runs botlab on command-line arguments (without node and the script). Bad input prints its lines
 * and exits 2 with no stack; anything else is a bug and is thrown with its stack.
 */
export async function runCli(args: readonly string[], host: CliHost): Promise<void> {
  // yargs can report one failure twice (its fail handler, then the rejected parse); a real exit never returns, a host's may
  let exited: number | undefined;
  const exit = (code: number): never => {
    exited = code;
    return host.exit(code);
  };
  let distributed: DistributedRun | undefined;
  function fail(message: string | null, error: unknown): never {
    if (distributed !== undefined) {
      const code = distributed.stopped(error);
      distributed = undefined;
      if (code !== undefined) return exit(code);
    }
    if (exited !== undefined) return host.exit(exited);
    if (error instanceof NestedExit) return exit(error.code);
    if (error instanceof Interrupted) {
      console.error(error.message);
      return exit(EXIT_INTERRUPTED);
    }
    if (error instanceof BlockFailure) {
      console.error(`${error.message}\nThe run stopped; no report was written. Its block can be played again alone with the seed and stream above.`);
      return exit(EXIT_FAULT);
    }
    const lines = error === undefined || error === null ? undefined : badInputLines(error);
    if (error !== undefined && error !== null && lines === undefined) throw error;
    console.error(lines?.join('\n') ?? `${message ?? 'invalid command line'}\nRun "botlab --help" for usage.`);
    return exit(EXIT_BAD_INPUT);
  }

  try {
    const cli = yargs([...args]);
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
      .command(sensitivityCommand)
      .command(metaCommand)
      .command(calibrateCommand)
      .command(scenarioCommand)
      .command(campaignCommand)
      .command(reportCommand)
      .command(replayCommand)
      .command(refereeCommand)
      .command(mergeCommand)
      .option('shard', { type: 'string', describe: 'I/N: play only shard I of N of the run\'s blocks and record them in --out, for botlab merge (README: More than one machine)' })
      .option('round', { type: 'boolean', describe: 'play a run that chooses each round from the last (a search) round by round: without --shard, the coordinator; with it, a shard of the next round' })
      // yargs passes itself to middleware as a second argument, which @types/yargs leaves out
      .middleware(((argv: Record<string, unknown>, parser: { getOptions(): { array: string[] } }) => checkRepeatedOptions(argv, [...parser.getOptions().array, ...REPEATABLE_SIDE_OPTIONS], args)) as never)
      .middleware((argv) => checkOutOption(argv, args))
      .middleware((argv) => {
        distributed = startDistributed(argv, args);
      })
      .demandCommand(1, 'Name a command.')
      .strict()
      .help()
      .alias('help', 'h')
      .version(`${TOOL_NAME} ${TOOL_VERSION}`)
      .exitProcess(host.exitProcess)
      .fail((message, error) => fail(message, error))
      .wrap(Math.min(110, process.stdout.columns ?? 110))
      .parseAsync();
    if (distributed !== undefined) {
      const done = distributed;
      distributed = undefined;
      done.finish();
    }
  } catch (error) {
    fail(null, error);
  }
}
