// Test support (vitest globalSetup): the temporary folders the tests make, and those of the CLI
// runs they start, all go under one folder per test run, removed when the run ends, so `npm test`
// leaves nothing behind in the system's temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'botlab-tests-'));
  process.env['TMPDIR'] = root; // os.tmpdir() of the test workers and of every process they spawn
  return () => rmSync(root, { recursive: true, force: true });
}
