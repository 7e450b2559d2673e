// cold: what the valgrind benches share: the kernel loop they run, V8 as repeatable as it goes,
// and the check that valgrind is there.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoopKind } from './warm-up.js';

/** The script both run under valgrind (kernel-loop.ts). */
const KERNEL_LOOP = fileURLToPath(new URL('./kernel-loop.js', import.meta.url));

/**
 * V8 as repeatable as it goes: one thread (--single-threaded, implied by --predictable), so
 * tiering repeats; fixed random and hash seeds. What still varies is start-up: the count of a
 * process that only loads and warms up wanders by up to about 40 million instructions, 2,000 a
 * duel at 20,000 duels, 400 at 100,000 (bench/README.md).
 */
const V8_FLAGS = ['--predictable', '--random-seed=1', '--hash-seed=1'];

export function hasValgrind(): boolean {
  return spawnSync('valgrind', ['--version']).error === undefined;
}

/**
 * `node kernel-loop.js kind extra` under valgrind with `tool` (its options first) and V8 as
 * repeatable as it goes, `nodeFlags` added; `cwd` for what the run leaves behind. Throws with the
 * end of valgrind's output when it fails.
 */
export function loopUnderValgrind(tool: readonly string[], nodeFlags: readonly string[], kind: LoopKind, extra: number, cwd?: string): SpawnSyncReturns<string> {
  const run = spawnSync('valgrind', [...tool, process.execPath, ...nodeFlags, ...V8_FLAGS, KERNEL_LOOP, kind, String(extra)], { encoding: 'utf8', cwd, maxBuffer: 1 << 28 }); // room for a listing of V8's code (bench:profile --code)
  if (run.error !== undefined) throw run.error;
  if (run.status !== 0) throw new Error(`valgrind ${tool[0] ?? ''} on ${kind} failed: ${run.stderr.split('\n').slice(-5).join(' ')}`);
  return run;
}
