// cold: options given more than once. yargs gathers a repeated option into a list, which code
// expecting one value then trips over (`--seed 1 --seed 2` was a TypeError), and its `normalize`
// throws on one (`--out a --out b`). Paths are normalised here instead, and a repeat of an option
// that takes one value is refused by name.
import { normalize } from 'node:path';
import { UsageError } from './errors.js';

/** yargs `coerce` for a file or folder option: what `normalize: true` did, without its throw on a repeat. */
export function normalizePath(value: unknown): unknown {
  return Array.isArray(value) ? value.map((one) => normalize(String(one))) : normalize(String(value));
}

/** yargs middleware: refuse any option given twice that is not a repeatable (array) option. */
export function checkRepeatedOptions(argv: Readonly<Record<string, unknown>>, arrays: readonly string[], raw: readonly string[]): void {
  for (const [key, value] of Object.entries(argv)) {
    if (key === '_' || key === '$0' || !Array.isArray(value) || arrays.includes(key)) continue;
    // yargs lists an option under its typed name and its camelCase twin; report it as typed
    const typed = raw.find((arg) => arg === `--${key}` || arg.startsWith(`--${key}=`)) === undefined ? `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}` : `--${key}`;
    throw new UsageError(`${typed}: given ${value.length} times (${value.map(String).join(', ')}); give it once`);
  }
}
