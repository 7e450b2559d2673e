// cold: expands the paths given to a command into design and team files.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DATA_FILE = /\.(ya?ml|json)$/;

/** Files as given; folders become the data files below them (catalogue folders are not designs). */
export function expandDesignPaths(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    let isFolder = false;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      return [path]; // reported as missing when read
    }
    return isFolder ? filesBelow(path) : [path];
  });
}

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'catalogue' ? [] : filesBelow(path);
      return DATA_FILE.test(entry.name) ? [path] : [];
    });
}
