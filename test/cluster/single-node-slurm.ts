// Test support: a real single-node Slurm cluster in a scratch folder. munged, slurmctld and slurmd
// are started with a minimal slurm.conf (proctrack/linuxproc, task/none, select/cons_tres with
// CR_CPU, accounting off) on ports of their own, and every daemon started is stopped again.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Cluster {
  readonly folder: string;
  /** The environment every Slurm command needs (SLURM_CONF). */
  readonly env: NodeJS.ProcessEnv;
  stop(): void;
}

const DAEMONS = ['munged', 'slurmctld', 'slurmd', 'sbatch', 'squeue', 'sinfo'];

/** What is missing to start a cluster here, or '' when nothing is. */
export function missingForCluster(): string {
  const missing = DAEMONS.filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0);
  if (missing.length > 0) return `not installed: ${missing.join(', ')} (apt-get install slurm-wlm munge)`;
  if (process.getuid?.() !== 0) return 'slurmd must run as root';
  return '';
}

export async function startCluster(): Promise<Cluster> {
  const missing = missingForCluster();
  if (missing !== '') throw new Error(`a single-node Slurm cluster cannot start: ${missing}`);
  const folder = mkdtempSync(join(tmpdir(), 'botlab-slurm-'));
  chmodSync(folder, 0o755);
  const munge = join(folder, 'munge');
  for (const sub of ['state', 'spool', 'log', 'munge']) mkdirSync(join(folder, sub));
  chmodSync(munge, 0o755); // munged wants others to reach its socket
  writeFileSync(join(munge, 'munge.key'), randomBytes(1024), { mode: 0o400 });
  const socket = join(munge, 'munge.socket');
  const pids: string[] = [];
  let env: NodeJS.ProcessEnv | undefined;
  const stop = (): void => {
    // slurmctld and slurmd first (scontrol shutdown asks both), then munged; whatever is still up after
    // a few seconds is killed, so no daemon outlives the test
    if (env !== undefined) spawnSync('scontrol', ['shutdown'], { env, timeout: 10_000 });
    const running = pids.reverse().filter((pidFile) => existsSync(pidFile)).map((pidFile) => Number(readFileSync(pidFile, 'utf8').trim()));
    for (const pid of running) signal(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (running.some(alive) && Date.now() < deadline) spawnSync('sleep', ['0.2']);
    for (const pid of running.filter(alive)) signal(pid, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    execFileSync('munged', ['--force', `--socket=${socket}`, `--key-file=${join(munge, 'munge.key')}`, `--log-file=${join(folder, 'log', 'munged.log')}`, `--pid-file=${join(munge, 'munged.pid')}`, `--seed-file=${join(munge, 'munged.seed')}`]);
    pids.push(join(munge, 'munged.pid'));
    const node = hostname().split('.')[0] ?? 'localhost';
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const conf = join(folder, 'slurm.conf');
    writeFileSync(conf, [
      'ClusterName=botlab-test',
      `SlurmctldHost=${node}(127.0.0.1)`,
      'SlurmUser=root', 'SlurmdUser=root',
      'AuthType=auth/munge', 'CredType=cred/munge', `AuthInfo=socket=${socket}`,
      'ProctrackType=proctrack/linuxproc', 'TaskPlugin=task/none',
      'SelectType=select/cons_tres', 'SelectTypeParameters=CR_CPU',
      'AccountingStorageType=accounting_storage/none', 'JobCompType=jobcomp/none', 'JobAcctGatherType=jobacct_gather/none',
      'MpiDefault=none', 'ReturnToService=2',
      `SlurmctldPort=${port}`, `SlurmdPort=${port + 1}`,
      `StateSaveLocation=${join(folder, 'state')}`, `SlurmdSpoolDir=${join(folder, 'spool')}`,
      `SlurmctldPidFile=${join(folder, 'slurmctld.pid')}`, `SlurmdPidFile=${join(folder, 'slurmd.pid')}`,
      `SlurmctldLogFile=${join(folder, 'log', 'slurmctld.log')}`, `SlurmdLogFile=${join(folder, 'log', 'slurmd.log')}`,
      `NodeName=${node} NodeAddr=127.0.0.1 CPUs=${availableParallelism()} State=UNKNOWN`,
      'PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP',
      '',
    ].join('\n'));
    env = { ...process.env, SLURM_CONF: conf };
    execFileSync('slurmctld', ['-i'], { env });
    pids.push(join(folder, 'slurmctld.pid'));
    execFileSync('slurmd', [], { env });
    pids.push(join(folder, 'slurmd.pid'));
    for (let tries = 0; ; tries++) {
      const state = spawnSync('sinfo', ['-h', '-o', '%t'], { env, encoding: 'utf8' }).stdout.trim();
      if (state === 'idle') break;
      if (tries > 60) throw new Error(`the node did not come up (sinfo: ${state || 'no answer'}); logs in ${join(folder, 'log')}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { folder, env: env, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Waits until job `id` (and, for an array, all its tasks) has left the queue. */
export async function waitForJob(cluster: Cluster, id: string, timeoutMs = 300_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const queued = spawnSync('squeue', ['-h', '-j', id, '-o', '%i %t %r'], { env: cluster.env, encoding: 'utf8' }).stdout.trim();
    if (queued === '') return;
    if (queued.includes('DependencyNeverSatisfied')) throw new Error(`job ${id} will never run: a job it depends on failed (${queued}); see the slurm-*.out files in the run's folder`);
    if (Date.now() - start > timeoutMs) throw new Error(`job ${id} still queued after ${timeoutMs / 1000} s: ${queued}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** A process that has exited but not been reaped (a zombie of a daemon's parent) counts as gone. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const status = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return status !== '' && !status.startsWith('Z');
}
