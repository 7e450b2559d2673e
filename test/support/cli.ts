// Test support: run the built botlab CLI as a user would, from the project root.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
