// An interrupted run keeps its work (issue 21): a real duel run, a matrix of four-player tables, a
// campaign and a dealt scenario are each stopped mid-way with Ctrl-C
// (SIGINT: it saves and exits 130) and with SIGKILL (it keeps the last periodic save), and the same
// command with --resume finishes it with CSV files byte for byte those of an unbroken run. A
// checkpoint of another run (another seed) is refused. Checkpoints are taken every 100 ms here.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, ROOT, scratchDir } from './support/cli.js';

const CLI = join(ROOT, 'dist', 'cli', 'main.js');
const DUEL = ['duel', 'designs/kriegbot/robots/robotank-bulwark.yaml', 'designs/kriegbot/robots/helibot-hornet.yaml', '--games', '400000', '--seed', '9', '--threads', '2'];
const POLICIES = ['balanced', 'warrior', 'teleporter', 'pipe-chainer', 'cautious-looker'].map((name) => `designs/junkyard-bots/policies/${name}.yaml`);
const TABLES = ['matrix', '--game', 'junkyard-bots', ...POLICIES, '--players', '4', '--games', '2000', '--seed', '9', '--threads', '2'];

/** Starts the run, waits for its first checkpoint, sends `signal`; resolves with the exit code (or the signal) and stderr. */
function interrupt(run: readonly string[], out: string, signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...run, '--out', out], { cwd: ROOT, env: { ...process.env, BOTLAB_CHECKPOINT_MS: '100' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const poll = setInterval(() => {
      if (existsSync(join(out, 'checkpoint.json'))) {
        clearInterval(poll);
        setTimeout(() => child.kill(signal), 300); // a few more blocks after the first save
      }
    }, 20);
    child.on('error', reject);
    child.on('exit', (code, killedBy) => {
      clearInterval(poll);
      resolve({ code, signal: killedBy, stderr });
    });
  });
}

describe('--resume', () => {
  for (const [name, run, files] of [
    ['a duel', DUEL, ['duel.csv', 'damage.csv']],
    ['a matrix of tables (--players 4)', TABLES, ['standings.csv']],
    ['a campaign', ['campaign', '--games', '200', '--seed', '9', '--threads', '2'], ['campaign.csv', 'gangs.csv', 'missions.csv', 'cards.csv']],
    ['a scenario that deals its robots (Aftermath)', ['scenario', 'aftermath', '--games', '3000', '--seed', '9', '--threads', '2'], ['scenario.csv', 'sides.csv']],
  ] as const) {
    it(`finishes ${name} stopped by SIGINT or SIGKILL with the CSV files of an unbroken run`, async () => {
      const whole = scratchDir();
      const unbroken = botlab(...run, '--out', whole);
      expect(unbroken.status, unbroken.stderr).toBe(0);
      for (const signal of ['SIGINT', 'SIGKILL'] as const) {
        const out = scratchDir();
        const stopped = await interrupt(run, out, signal);
        if (signal === 'SIGINT') {
          expect(stopped.code, stopped.stderr).toBe(130);
          expect(stopped.stderr).toMatch(/^interrupted: [\d,]+ (battles|campaigns|deals) saved in .*checkpoint\.json; run the same command with --resume to finish$/m);
        } else {
          expect(stopped.signal).toBe('SIGKILL');
        }
        expect(existsSync(join(out, files[0])), `${signal}: stopped before the end`).toBe(false);
        const foreign = botlab(...run.map((arg) => (arg === '9' ? '10' : arg)), '--out', out, '--resume');
        expect(foreign.status).toBe(2);
        expect(foreign.stderr).toMatch(/--resume: .*checkpoint\.json is of another run/);
        const resumed = botlab(...run, '--out', out, '--resume');
        expect(resumed.status, resumed.stderr).toBe(0);
        for (const file of files) expect(readFileSync(join(out, file), 'utf8'), `${signal}: ${file}`).toBe(readFileSync(join(whole, file), 'utf8'));
        expect(existsSync(join(out, 'checkpoint.json'))).toBe(false);
      }
    }, 180_000);
  }
});
