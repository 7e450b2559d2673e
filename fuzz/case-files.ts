// Writes a generated case's files into a folder: the worker's case folder, a real-process re-run's,
// or fuzz-failures/<index>/ for a failing case.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FuzzCase } from './protocol.js';

export function writeCaseFiles(dir: string, files: FuzzCase['files']): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), typeof content === 'string' ? content : Buffer.from(content.base64, 'base64'));
  }
}
