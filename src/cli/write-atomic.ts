// cold: write a file so that readers see the old content or the new, never half of it: into a
// temporary file of this process, thread and call alone (two runs writing to one folder never share
// one), flushed to disk, then renamed over the target.
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

let written = 0;

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  written++;
  const temporary = `${path}.${process.pid}-${threadId}-${written}.tmp`;
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
