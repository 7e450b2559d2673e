// Test support: run the built botlab CLI as a user would, from the project root.
import { parse } from 'csv-parse/sync';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ROBOTS = join(ROOT, 'designs', 'kriegbot', 'robots');
const MAIN = join(ROOT, 'dist', 'cli', 'main.js');

export function botlab(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [MAIN, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

export const scratchDir = (): string => mkdtempSync(join(tmpdir(), 'botlab-test-'));

/** A CSV file's rows by header (csv-parse: quoted values may hold commas). */
export function csvRows(path: string): Record<string, string>[] {
  return parse(readFileSync(path, 'utf8'), { columns: true }) as Record<string, string>[];
}

/** Every CSV file under `folder` (at any depth), by its path inside it: to compare two runs' outputs. */
export function csvFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.csv')) files.set(relative(folder, path), readFileSync(path, 'utf8'));
    }
  };
  walk(folder);
  return files;
}
