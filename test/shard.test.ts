// Shards and merge (issue 23): a run cut into N shards, each played by its own process as on
// separate machines, and merged, gives the CSV files of the same run on one machine byte for byte;
// so does a racing search played round by round (--round), each round in N shards. Shards that do
// not make one whole run are refused with a clear error.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, csvFiles, ROOT, scratchDir } from './support/cli.js';

const MAIN = join(ROOT, 'dist', 'cli', 'main.js');

/** Runs botlab in its own process without blocking the test's event loop, so shards run side by side. */
function botlabAsync(args: readonly string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Plays `args` as N shards, two processes at a time, and merges them into `out`. The shards play on
 * their main thread (--threads 0) and the one-machine runs on two worker threads, so a merge is also
 * checked across thread counts; shards on worker threads are played by the tests further down.
 */
async function sharded(args: readonly string[], n: number, dir: string): Promise<string> {
  const shards = Array.from({ length: n }, (_, i) => join(dir, `shard-${i}`));
  for (let i = 0; i < n; i += 2) {
    const runs = await Promise.all(shards.slice(i, i + 2).map((folder, k) => botlabAsync([...args, '--shard', `${i + k}/${n}`, '--out', folder, '--threads', '0'])));
    for (const run of runs) expect(run.status, run.stderr).toBe(0);
  }
  const merged = botlab('merge', ...shards);
  expect(merged.status, merged.stderr).toBe(0);
  expect(merged.stdout).toContain(`merged ${n} shard`);
  return dir; // the shards' parent folder, where merge writes by default
}

const RUNS: readonly { readonly name: string; readonly args: readonly string[] }[] = [
  { name: 'a matrix', args: ['matrix', 'designs/kriegbot/robots', '--games', '400'] },
  { name: 'a scenario', args: ['scenario', 'showdown', '--games', '1200'] },
  { name: 'an N-player study', args: ['study', '--game', 'junkyard-bots', '--games', '20'] },
];

describe('--shard I/N and botlab merge', () => {
  for (const run of RUNS) {
    // 2 shards (an even split) and 7 (uneven, more shards than some runs have blocks to a shard); 1 and 3 took the same paths and CI time
    it(`${run.name}: 2 and 7 shards merge to the one-machine run's CSV files, byte for byte`, async () => {
      const dir = scratchDir();
      const one = botlab(...run.args, '--out', join(dir, 'one'));
      expect(one.status, one.stderr).toBe(0);
      const expected = csvFiles(join(dir, 'one'));
      expect(expected.size).toBeGreaterThan(0);
      for (const n of [2, 7]) {
        const merged = await sharded(run.args, n, join(dir, `n${n}`));
        const got = csvFiles(merged);
        expect([...got.keys()].sort(), `${n} shards`).toEqual([...expected.keys()].sort());
        for (const [path, text] of expected) expect(got.get(path), `${n} shards: ${path}`).toBe(text);
      }
    }, 240_000);
  }

  // 7 shards a round: uneven over the 12 candidates, and shards played two at a time
  it('a racing search by rounds (--round): 7 shards a round give the one-machine search\'s CSV files, byte for byte', async () => {
    const dir = scratchDir();
    const args = ['search', '--template', 'robotank', '--budget', '6000', '--candidates', '12'];
    const one = botlab(...args, '--out', join(dir, 'one'));
    expect(one.status, one.stderr).toBe(0);
    const expected = csvFiles(join(dir, 'one'));
    expect([...expected.keys()].sort()).toEqual(['sidegrades.csv', 'top.csv']);
    for (const n of [7]) {
      const out = join(dir, `n${n}`);
      let rounds = 0;
      for (;;) {
        // the coordinator replays the rounds played and names the next (exit 75), or writes the reports (0)
        const coordinator = botlab(...args, '--round', '--out', out);
        if (coordinator.status === 0) break;
        expect(coordinator.status, coordinator.stderr).toBe(75);
        expect(coordinator.stdout).toContain(`round ${rounds} is next`);
        for (let i = 0; i < n; i += 2) {
          const shards = await Promise.all([i, i + 1].filter((k) => k < n).map((k) => botlabAsync([...args, '--round', '--shard', `${k}/${n}`, '--out', out, '--threads', '0'])));
          for (const shard of shards) expect(shard.status, shard.stderr).toBe(0);
        }
        rounds++;
        expect(rounds).toBeLessThan(20);
      }
      expect(rounds).toBeGreaterThan(1); // a search of several rounds, each chosen from the last
      const got = csvFiles(out);
      for (const [path, text] of expected) expect(got.get(path), `${n} shards a round: ${path}`).toBe(text);
    }
  }, 240_000);

  it('a shard of a run by rounds needs the coordinator\'s word on which round is next', () => {
    const dir = scratchDir();
    const run = botlab('search', '--template', 'robotank', '--budget', '6000', '--round', '--shard', '0/2', '--out', dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/has no rounds\/next.json; run the coordinator first/);
  });

  it('a shard records its blocks and a manifest, and writes no reports of its own', () => {
    const dir = scratchDir();
    const run = botlab('matrix', 'designs/kriegbot/robots', '--games', '400', '--shard', '1/3', '--out', join(dir, 'shard-1'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^shard 1 of 3: played 7 of the run's 21 blocks/);
    expect(readdirSync(join(dir, 'shard-1')).sort()).toEqual(['blocks.jsonl', 'shard.json']);
    const manifest = JSON.parse(readFileSync(join(dir, 'shard-1', 'shard.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ tool: 'botlab', command: ['matrix', 'designs/kriegbot/robots', '--games', '400'], seed: '1', shard: { index: 1, count: 3 }, tasks: 21, blocks: 7 });
    expect((manifest['rulesHashes'] as string[])).toHaveLength(1);
  });

  it('merge refuses a missing shard, a shard given twice and a shard of another run, naming them', () => {
    const dir = scratchDir();
    const args = ['matrix', 'designs/kriegbot/robots', '--games', '400'];
    for (const i of [0, 1, 2]) expect(botlab(...args, '--shard', `${i}/3`, '--out', join(dir, `shard-${i}`)).status).toBe(0);
    expect(botlab(...args, '--seed', '2', '--shard', '2/3', '--out', join(dir, 'other-2')).status).toBe(0);
    const missing = botlab('merge', join(dir, 'shard-0'), join(dir, 'shard-1'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/shard 2 of 3 missing/);
    const twice = botlab('merge', join(dir, 'shard-0'), join(dir, 'shard-1'), join(dir, 'shard-1'), join(dir, 'shard-2'));
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/shard 1 of 3 given twice/);
    const foreign = botlab('merge', join(dir, 'shard-0'), join(dir, 'shard-1'), join(dir, 'other-2'));
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toMatch(/other-2: a shard of another run: its command line differs/);
    const notShard = botlab('merge', join(ROOT, 'designs'));
    expect(notShard.status).toBe(2);
    expect(notShard.stderr).toMatch(/designs: no shard.json/);
    for (const result of [missing, twice, foreign, notShard]) expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('refuses runs whose blocks depend on earlier results, and a bad shard number', () => {
    const dir = scratchDir();
    const cases: [string[], RegExp][] = [
      [['matrix', 'designs/kriegbot/robots', '--shard', '3/3', '--out', dir], /--shard: I\/N with N at least 1 and I from 0 to N-1/],
      [['matrix', 'designs/kriegbot/robots', '--ci', '0.05', '--shard', '0/2', '--out', dir], /--ci decides each round/],
      [['sensitivity', '--variants', 'all', '--shard', '0/2', '--out', dir], /add --no-racing/],
      [['search', '--template', 'robotank', '--shard', '0/2', '--out', dir], /a search races.*play it --round by --round/],
      [['cards', '--round', '--out', join(dir, 'cards.csv')], /cards cannot be played round by round/],
      [['matrix', 'designs/kriegbot/robots', '--shard', '0/2'], /--shard: give --out/],
    ];
    for (const [args, message] of cases) {
      const run = botlab(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
    }
  });
});
