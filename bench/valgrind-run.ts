// cold: what the valgrind benches share: the kernel loop they run, V8 as repeatable as it goes,
// and the check that valgrind is there.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The script both run under valgrind (kernel-loop.ts). */
export const KERNEL_LOOP = fileURLToPath(new URL('./kernel-loop.js', import.meta.url));

/**
 * V8 as repeatable as it goes: one thread (--single-threaded, implied by --predictable), so
 * tiering repeats; fixed random and hash seeds. What still varies is start-up: the count of a
 * process that only loads and warms up wanders by up to about 40 million instructions, 2,000 a
 * duel at 20,000 duels, 400 at 100,000 (bench/README.md).
 */
export const V8_FLAGS = ['--predictable', '--random-seed=1', '--hash-seed=1'];

export function hasValgrind(): boolean {
  return spawnSync('valgrind', ['--version']).error === undefined;
}
