// The Kubernetes recipe (deploy/kubernetes/) cannot run here (no cluster): its manifests' shape is
// checked instead (an Indexed Job whose pods take their shard from JOB_COMPLETION_INDEX, a merge
// Job that waits for it, one ReadWriteMany volume), and the pods' own commands are run as local
// processes, as the pods would (with fewer games), to the one-machine run's CSV files.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { botlab, csvFiles, ROOT, scratchDir } from './support/cli.js';

const K8S = join(ROOT, 'deploy', 'kubernetes');
/** A manifest, read field by field. */
type Doc = Record<string, any>;
const docs = (name: string): Doc[] => parseAllDocuments(readFileSync(join(K8S, name), 'utf8')).map((doc) => doc.toJS() as Doc);

describe('the Kubernetes recipe', () => {
  const [shards] = docs('shards-job.yaml') as [Doc];
  const merge = docs('merge-job.yaml');
  const mergeJob = merge.find((doc) => doc['kind'] === 'Job') as Doc;
  const shardPod = shards['spec']['template']['spec'];
  const shardCommand = String(shardPod['containers'][0]['args'][0]);
  const mergeCommand = String(mergeJob['spec']['template']['spec']['containers'][0]['args'][0]);

  it('runs the shards as an Indexed Job: shard K of N from JOB_COMPLETION_INDEX, N its completions, each into its own folder', () => {
    expect(shards['kind']).toBe('Job');
    expect(shards['spec']['completionMode']).toBe('Indexed');
    const count = shards['spec']['completions'] as number;
    expect(shardCommand).toContain(`--shard "$JOB_COMPLETION_INDEX/${count}"`);
    expect(shardCommand).toMatch(/--out "\/runs\/[\w-]+\/shard-\$JOB_COMPLETION_INDEX"/);
    expect(shardPod['restartPolicy']).toBe('Never');
  });

  it('merges when the shards\' Job has completed, from the same folder on the same ReadWriteMany volume', () => {
    const wait = mergeJob['spec']['template']['spec']['initContainers'][0]['command'] as string[];
    expect(wait).toEqual(expect.arrayContaining(['kubectl', 'wait', '--for=condition=complete', `job/${shards['metadata']['name']}`]));
    const role = merge.find((doc) => doc['kind'] === 'Role') as Doc;
    expect(role['rules'][0]['resources']).toContain('jobs');
    expect(role['rules'][0]['verbs']).toEqual(expect.arrayContaining(['get', 'watch']));
    const run = /\/runs\/([\w-]+)\/shard-/.exec(shardCommand)?.[1];
    expect(mergeCommand).toBe(`exec node dist/cli/main.js merge /runs/${run}/shard-*`);
    const claim = (spec: Doc) => spec['volumes'][0]['persistentVolumeClaim']['claimName'];
    expect(claim(mergeJob['spec']['template']['spec'])).toBe(claim(shardPod));
    const [volume] = docs('runs-volume.yaml') as [Doc];
    expect(volume['metadata']['name']).toBe(claim(shardPod));
    expect(volume['spec']['accessModes']).toEqual(['ReadWriteMany']);
  });

  it('the pods\' commands, run as local processes with each index, merge to the one-machine run\'s CSV files', () => {
    const dir = scratchDir();
    const local = (command: string) => command.replaceAll('/runs/', `${dir}/`).replace('--games 100000', '--games 600');
    const count = shards['spec']['completions'] as number;
    for (let index = 0; index < count; index++) {
      const pod = spawnSync('sh', ['-c', local(shardCommand)], { cwd: ROOT, env: { ...process.env, JOB_COMPLETION_INDEX: String(index) }, encoding: 'utf8' });
      expect(pod.status, pod.stderr).toBe(0);
    }
    const merged = spawnSync('sh', ['-c', local(mergeCommand)], { cwd: ROOT, encoding: 'utf8' });
    expect(merged.status, merged.stderr).toBe(0);
    const run = /\/runs\/([\w-]+)\/shard-/.exec(shardCommand)?.[1] ?? '';
    const args = local(shardCommand).replace(/^exec node dist\/cli\/main.js /, '').replace(/ --shard .*$/s, '').split(/\s+/);
    const one = botlab(...args, '--out', join(dir, 'one'));
    expect(one.status, one.stderr).toBe(0);
    const expected = csvFiles(join(dir, 'one'));
    const got = csvFiles(join(dir, run));
    expect(expected.size).toBeGreaterThan(0);
    for (const [path, text] of expected) expect(got.get(path), path).toBe(text);
  });
});
