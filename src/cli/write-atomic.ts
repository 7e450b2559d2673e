// cold: write a file so that readers see the old content or the new, never half of it: into a
// temporary file of this process, thread and call alone (two runs writing to one folder never share
// one), flushed to disk, then renamed over the target.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

let written = 0;

/** A temporary name no other process, thread or call shares. */
function temporaryName(path: string): string {
  written++;
  return `${path}.${process.pid}-${threadId}-${written}.tmp`;
}

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = temporaryName(path);
  try {
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(content);
      await file.sync(); // on disk before the rename makes it the file
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The same, synchronously: for a save that must finish before the caller goes on (a run's checkpoint, taken between blocks). The folder must exist. */
export function writeFileAtomicSync(path: string, content: string): void {
  const temporary = temporaryName(path);
  try {
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
