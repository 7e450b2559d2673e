// A whole-template search at default settings, timed: how long a designer waits, and how many
// battles it plays. Runs the built CLI in a child process, as a user would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SearchFigures {
  readonly template: string;
  readonly seconds: number;
  readonly battles: number;
  readonly evaluated: number;
  readonly spaceSize: string;
}

export function benchSearch(template: string): SearchFigures {
  const out = mkdtempSync(join(tmpdir(), 'botlab-bench-search-'));
  const main = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
  const started = performance.now();
  const run = spawnSync(process.execPath, [main, 'search', '--template', template, '--out', out], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`search failed: ${run.stderr}`);
  const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as { games: number; search: { evaluated: number; spaceSize: string } };
  return { template, seconds: Number(seconds.toFixed(1)), battles: manifest.games, evaluated: manifest.search.evaluated, spaceSize: manifest.search.spaceSize };
}
