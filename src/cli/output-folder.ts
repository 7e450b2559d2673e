// cold: checks the folder a run writes to before any work starts (an unusable --out once failed
// with a raw errno after the whole simulation, and `--out /proc/x` hung in a recursive mkdir).
// The folder is made one level at a time and a probe file written and removed in it.
import { accessSync, constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './errors.js';

/** Makes `folder` (and any missing parents) and checks that files can be written in it; throws a UsageError naming the option and the reason. */
export function prepareOutputFolder(folder: string, option = '--out'): void {
  const target = resolve(folder);
  const missing: string[] = [];
  let at = target;
  for (;;) {
    const kind = kindOf(at);
    if (kind === 'folder') break;
    if (kind === 'other') throw new UsageError(at === target ? `${option}: ${folder} is a file, not a folder` : `${option}: cannot make ${folder}: ${at} is a file, not a folder`);
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  try {
    accessSync(at, constants.W_OK);
    for (const level of missing) makeLevel(level); // one level at a time: a recursive mkdir loops for ever under /proc
    const probe = resolve(target, `.botlab-probe.${process.pid}.tmp`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EROFS' ? 'read-only file system' : code === 'ENOSPC' ? 'no space left' : `cannot create files there (${code ?? 'unknown error'})`;
    throw new UsageError(`${option}: cannot write to ${folder}: ${reason}`);
  }
}

/** Makes one folder; another run (a shard beside this one) may have made it a moment ago, which is fine. */
export function makeLevel(level: string): void {
  try {
    mkdirSync(level);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || kindOf(level) !== 'folder') throw error;
  }
}

/** Commands whose --out is a file (the CSV), not a folder of reports. */
const FILE_OUT = new Set(['cards', 'odds']);

/**
 * yargs middleware: when --out is given, refuse an empty one (yargs would normalise it to ".") and
 * check the folder (or, for a command that writes one file, the folder it goes in) before the
 * command runs. `raw` is the command line as typed.
 */
export function checkOutOption(argv: { readonly _: readonly (string | number)[]; readonly out?: unknown }, raw: readonly string[]): void {
  const at = raw.findIndex((arg) => arg === '--out' || arg.startsWith('--out='));
  if (at < 0 || argv.out === undefined) return;
  const typed = raw[at]?.startsWith('--out=') === true ? raw[at]?.slice('--out='.length) : raw[at + 1];
  if (typed === undefined || typed.trim() === '') throw new UsageError('--out: give a folder name (an empty one would write into the current folder)');
  const out = String(argv.out);
  if (!FILE_OUT.has(String(argv._[0] ?? ''))) {
    prepareOutputFolder(out);
    return;
  }
  if (kindOf(out) === 'folder') throw new UsageError(`--out: ${out} is a folder; give the file to write`);
  prepareOutputFolder(dirname(resolve(out)));
}

function kindOf(path: string): 'folder' | 'other' | 'missing' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'other';
  } catch {
    return 'missing';
  }
}
