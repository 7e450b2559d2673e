// A fuzzing worker (a child process of fuzz/campaign.ts): runs botlab on one generated case at a
// time in this process, through the same runCli the real command line calls, with the process's
// exit replaced by a thrown CliExit, and reports the exit code, what was printed, any exception that
// escaped, and the files left in the case's folder. Running in-process costs milliseconds a case
// instead of the 0.6 s a fresh Node process takes to load botlab; the campaign re-runs a sample of
// the cases (and every failing one) as real processes to check that the two agree.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runCli } from '../src/cli/run-cli.js';
import { writeCaseFiles } from './case-files.js';
import type { CaseResult, WorkerCase } from './protocol.js';

class CliExit extends Error {
  readonly code: number;

  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}

const root = process.argv[2];
if (root === undefined) throw new Error('usage: worker.js <scratch folder>');

let stdout = '';
let stderr = '';
let escaped: string | undefined;
const LIMIT = 4_000_000;
const capture = (into: 'out' | 'err') => ((chunk: string | Uint8Array): boolean => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (into === 'out') stdout = (stdout + text).slice(0, LIMIT);
  else stderr = (stderr + text).slice(0, LIMIT);
  return true;
}) as typeof process.stdout.write;
process.stdout.write = capture('out');
process.stderr.write = capture('err');
// anything thrown outside the awaited run (a stray promise, a timer) would crash a real process with a stack
process.on('uncaughtException', (error) => { escaped ??= `uncaught: ${error.stack ?? String(error)}`; });
process.on('unhandledRejection', (error) => { escaped ??= `unhandled rejection: ${error instanceof Error ? error.stack ?? error.message : String(error)}`; });

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string): void => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

async function play(job: WorkerCase): Promise<CaseResult> {
  const dir = join(root as string, 'case');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeCaseFiles(dir, job.files);
  const before = new Set(filesUnder(dir));
  const args = job.args.map((arg) => arg.replaceAll('{dir}', dir));
  stdout = '';
  stderr = '';
  escaped = undefined;
  process.exitCode = undefined;
  const started = performance.now();
  let code: number;
  try {
    await runCli(args, { exit: (exit) => { throw new CliExit(exit); }, exitProcess: false });
    code = Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof CliExit) code = error.code;
    else {
      escaped ??= error instanceof Error ? error.stack ?? error.message : String(error);
      code = 1;
    }
  }
  // let a stray rejection of this case land before the next one starts
  await new Promise((done) => setTimeout(done, 0));
  process.exitCode = undefined;
  const ms = performance.now() - started;
  const written = filesUnder(dir).filter((file) => !before.has(file));
  return { id: job.id, code, stdout, stderr: stderr.replaceAll(dir, '{dir}'), escaped: escaped?.replaceAll(dir, '{dir}'), written, ms };
}

process.on('message', (job: WorkerCase) => {
  void play(job).then((result) => process.send?.(result));
});
process.send?.({ ready: true });
