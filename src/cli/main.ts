#!/usr/bin/env node
// botlab: the command line (run-cli.ts) on this process's arguments.
import { hideBin } from 'yargs/helpers';
import { runCli } from './run-cli.js';

await runCli(hideBin(process.argv), { exit: (code) => process.exit(code), exitProcess: true });
