// The quick fuzzing campaign (`npm run fuzz` runs the long one): a few hundred generated inputs of
// every kind, on the built program, with a fixed seed. Every property must hold for every case.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '..', 'dist-fuzz', 'fuzz', 'main.js');

describe('fuzzing (quick campaign)', () => {
  it('300 generated inputs and every sound command: no stack trace, no hang, exit 0 or 2, no partial output, every problem names its file', () => {
    const run = spawnSync(process.execPath, [MAIN, '--cases', '300', '--seed', '21', '--workers', '2', '--real-every', '25', '--json'], { encoding: 'utf8' });
    const summary = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { cases: number; sound: number; failures: unknown[]; hangs: number; realChecked: number; realDisagreed: number; exits: Record<string, number> };
    expect(summary.failures, run.stderr).toEqual([]);
    expect(summary.cases).toBe(300);
    expect(summary.sound).toBeGreaterThan(30);
    expect(summary.hangs).toBe(0);
    // the campaign reaches both outcomes: runs that succeed and inputs refused
    expect(summary.exits['0']).toBeGreaterThan(summary.sound);
    expect(summary.exits['2']).toBeGreaterThan(100);
    expect(summary.realChecked).toBeGreaterThanOrEqual(12);
    expect(summary.realDisagreed).toBe(0);
    expect(run.status).toBe(0);
  }, 600_000);
});
