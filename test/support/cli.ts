// Test support: run the built botlab CLI as a user would, from the project root.
import { parse } from 'csv-parse/sync';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ROBOTS = join(ROOT, 'designs', 'kriegbot', 'robots');
const MAIN = join(ROOT, 'dist', 'cli', 'main.js');

export function botlab(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [MAIN, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

export const scratchDir = (): string => mkdtempSync(join(tmpdir(), 'botlab-test-'));

/** A CSV file's rows as records by header (for the plain files botlab writes: no quoted commas). */
/** A CSV file's rows by header (csv-parse: quoted values may hold commas). */
export function csvRows(path: string): Record<string, string>[] {
  return parse(readFileSync(path, 'utf8'), { columns: true }) as Record<string, string>[];
}
