#!/usr/bin/env node
// botlab: the command line (run-cli.ts) on this process's arguments.
import { hideBin } from 'yargs/helpers';
import { InliningChoiceError, tuneCompiler } from '../sim/compiler-flags.js';
import { EXIT_BAD_INPUT } from './errors.js';
import { runCli } from './run-cli.js';

try {
  tuneCompiler(); // BOTLAB_V8_INLINING, before the first battle is compiled
} catch (error) {
  if (!(error instanceof InliningChoiceError)) throw error;
  console.error(error.message);
  process.exit(EXIT_BAD_INPUT);
}
await runCli(hideBin(process.argv), { exit: (code) => process.exit(code), exitProcess: true });
