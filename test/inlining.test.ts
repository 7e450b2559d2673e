// BOTLAB_V8_INLINING (src/sim/compiler-flags.ts): a wider inlining budget changes how fast a run
// is, never what it plays; run.json says which budget a run had; a bad value is refused at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvFiles, ROBOTS, ROOT, scratchDir } from './support/cli.js';

const MAIN = join(ROOT, 'dist', 'cli', 'main.js');
const PAIR = [join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'helibot-hornet.yaml')];

function botlabWith(inlining: string, ...args: string[]): { status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, [MAIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BOTLAB_V8_INLINING: inlining } });
  return { status: run.status, stderr: run.stderr };
}

describe('BOTLAB_V8_INLINING', () => {
  it('wide plays the same games as default, on two threads, and run.json records which', () => {
    const runs = ['default', 'wide'].map((inlining) => {
      const out = join(scratchDir(), inlining);
      const run = botlabWith(inlining, 'duel', ...PAIR, '--games', '4000', '--threads', '2', '--out', out);
      expect(run.status, run.stderr).toBe(0);
      const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as { v8Inlining?: string };
      expect(manifest.v8Inlining).toBe(inlining);
      return csvFiles(out);
    });
    expect(runs[0]!.size).toBeGreaterThan(0);
    expect(runs[1]).toEqual(runs[0]);
  });

  it('any other value is refused before any work, with exit 2 and no stack trace', () => {
    const out = join(scratchDir(), 'never');
    const run = botlabWith('on', 'duel', ...PAIR, '--games', '10', '--out', out);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/BOTLAB_V8_INLINING is "on": it must be "default" .* or "wide"/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(out)).toBe(false);
  });
});
