// cold: the folder holding package.json (and designs/), wherever the compiled code runs from.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('botlab: cannot find its package.json above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot();
