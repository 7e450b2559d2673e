// The Slurm recipes (deploy/slurm/, README "More than one machine") on a real single-node cluster:
// the array script plays 4 shards of a matrix and the merge job, queued afterok, writes the CSV
// files of the same run on one machine, byte for byte; rounds.sh plays a racing search round by
// round, each round a 4-task array, to the one-machine search's CSV files.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botlab, csvFiles, ROOT, scratchDir } from '../support/cli.js';
import { startCluster, waitForJob, type Cluster } from './single-node-slurm.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(() => {
  cluster?.stop();
});

function expectSameCsv(got: Map<string, string>, expected: Map<string, string>): void {
  expect(expected.size).toBeGreaterThan(0);
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, text] of expected) expect(got.get(path), path).toBe(text);
}

describe('a real single-node Slurm cluster', () => {
  it('submit.sh: a 4-task shard array, then the merge job (afterok), gives the one-machine CSV files', async () => {
    const dir = scratchDir();
    const args = ['matrix', 'designs/kriegbot/robots', '--games', '2000'];
    const one = botlab(...args, '--out', join(dir, 'one'));
    expect(one.status, one.stderr).toBe(0);
    const out = join(dir, 'cluster');
    const submitted = spawnSync('bash', ['deploy/slurm/submit.sh', '4', out, ...args], { cwd: ROOT, env: cluster.env, encoding: 'utf8' });
    expect(submitted.status, submitted.stderr).toBe(0);
    const merge = submitted.stdout.trim();
    expect(merge).toMatch(/^\d+$/);
    await waitForJob(cluster, merge);
    expectSameCsv(csvFiles(out), csvFiles(join(dir, 'one')));
  });

  it('rounds.sh: a racing search, each round a 4-task array, gives the one-machine search\'s CSV files', () => {
    const dir = scratchDir();
    const args = ['search', '--template', 'robotank', '--budget', '6000', '--candidates', '12'];
    const one = botlab(...args, '--out', join(dir, 'one'));
    expect(one.status, one.stderr).toBe(0);
    const out = join(dir, 'cluster');
    const run = spawnSync('bash', ['deploy/slurm/rounds.sh', '4', out, ...args], { cwd: ROOT, env: cluster.env, encoding: 'utf8' });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/all \d+ rounds played/);
    expectSameCsv(csvFiles(out), csvFiles(join(dir, 'one')));
  });
});
