// `npm run bench:memory` (also the last part of `npm run bench`): peak resident memory of whole runs against their number of games, each
// run a fresh process of the built CLI on 2 worker threads (its peak is the process's maxRSS, worker
// threads included, read at exit by bench/max-rss.ts): a Kriegbot duel, a Kriegbot scenario
// (Showdown) and a Junkyard Bots table of four. BENCH_MEMORY_GAMES lists the duel's game counts
// (default 10000,1000000,10000000); the scenario plays a tenth of each and the table a hundredth, as
// their games are that much longer. BENCH_MEMORY_RUNS picks runs (duel,scenario,table) and
// BENCH_MEMORY_FULL=1 plays every run the counts as given (10^7 games of a table is about an hour).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli', 'main.js');
const PRELOAD = join(ROOT, 'dist-bench', 'bench', 'max-rss.js');
const COUNTS = (process.env['BENCH_MEMORY_GAMES'] ?? '10000,1000000,10000000').split(',').map(Number);

const PICK = (process.env['BENCH_MEMORY_RUNS'] ?? 'duel,scenario,table').split(',');
const FULL = process.env['BENCH_MEMORY_FULL'] === '1';

const ALL_RUNS: readonly (readonly [string, number, readonly string[], string])[] = [
  ['Kriegbot duel', 1, ['duel', 'designs/kriegbot/robots/robotank-bulwark.yaml', 'designs/kriegbot/robots/helibot-hornet.yaml'], 'duel'],
  ['Kriegbot scenario (Showdown)', 10, ['scenario', 'showdown'], 'scenario'],
  ['Junkyard Bots table of 4', 100, ['matrix', '--game', 'junkyard-bots', 'designs/junkyard-bots/policies/balanced.yaml', 'designs/junkyard-bots/policies/warrior.yaml', 'designs/junkyard-bots/policies/teleporter.yaml', 'designs/junkyard-bots/policies/pipe-chainer.yaml', '--players', '4'], 'table'],
];
const RUNS = ALL_RUNS.filter((run) => PICK.includes(run[3]));

console.log(`node ${process.version}; peak RSS of a whole run (2 threads) by games played`);
const figures: Record<string, Record<number, number>> = {};
for (const [name, divisor, args] of RUNS) {
  figures[name] = {};
  const cells: string[] = [];
  for (const games of COUNTS.map((count) => Math.max(100, Math.round(count / (FULL ? 1 : divisor))))) {
    const out = mkdtempSync(join(tmpdir(), 'botlab-memory-'));
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', PRELOAD, CLI, ...args, '--games', String(games), '--threads', '2', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    rmSync(out, { recursive: true, force: true });
    const rss = /max-rss-kb (\d+)/.exec(run.stderr)?.[1];
    if (run.status !== 0 || rss === undefined) throw new Error(`${name} at ${games}: exit ${String(run.status)}\n${run.stderr}`);
    const mb = Number(rss) / 1024;
    figures[name][games] = Math.round(mb);
    cells.push(`${games.toLocaleString('en')} games ${mb.toFixed(0)} MB (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  console.log(`${name}: ${cells.join(', ')}`);
}
console.log(JSON.stringify({ peakRssMb: figures }));
