// cold: a stand-in for Rng that returns scripted dice, for rules tests with the rulebook's own
// dice. Running out of script is a test error, never a silent random number.
//
// The script is one list, read in order by whichever roll comes next:
// - a plain number is a Kriegbot face (0-5) for face(), or a value 1..sides for die(sides);
// - { die, value } is a roll of that die only: rolling another die there is an error, so a test
//   that scripts a d6 cannot silently feed a d8;
// - { int, value } answers int(n) for that n (a shuffle, a choice): 0 <= value < n.
// int(n) with no { int } entry next falls back to the seeded stream (0, 0), as before scripts
// could hold it, so tests that do not care about choices keep working.
import { Rng } from './rng.js';

export type ScriptEntry = number | { readonly die: number; readonly value: number } | { readonly int: number; readonly value: number };

export class ScriptedRng extends Rng {
  private readonly script: ScriptEntry[];
  private position = 0;

  constructor(script: readonly ScriptEntry[]) {
    super(0, 0);
    script.forEach((entry, i) => check(entry, i));
    this.script = [...script];
  }

  override face(): number {
    const entry = this.take('a Kriegbot face');
    if (typeof entry !== 'number') throw new Error(`scripted entry ${this.position} is ${describe(entry)}, but a Kriegbot face (0-5) was rolled`);
    if (entry > 5) throw new Error(`scripted face ${entry} is not 0-5`);
    return entry;
  }

  override die(sides: number): number {
    const entry = this.take(`a d${sides}`);
    const value = typeof entry === 'number' ? entry : 'die' in entry && entry.die === sides ? entry.value : undefined;
    if (value === undefined) throw new Error(`scripted entry ${this.position} is ${describe(entry)}, but a d${sides} was rolled`);
    if (value < 1 || value > sides) throw new Error(`scripted value ${value} is not a face of a d${sides}`);
    return value;
  }

  override int(n: number): number {
    const entry = this.script[this.position];
    if (entry === undefined || typeof entry === 'number' || !('int' in entry)) return super.int(n);
    this.position++;
    if (entry.int !== n) throw new Error(`scripted entry ${this.position} is ${describe(entry)}, but int(${n}) was asked`);
    return entry.value;
  }

  /** Entries not yet used; a test asserts this is 0 to prove every scripted roll was made. */
  remaining(): number {
    return this.script.length - this.position;
  }

  private take(what: string): ScriptEntry {
    const entry = this.script[this.position];
    if (entry === undefined) throw new Error(`scripted dice ran out after ${this.script.length} entries (${what} was rolled)`);
    this.position++;
    return entry;
  }
}

function check(entry: ScriptEntry, i: number): void {
  const value = typeof entry === 'number' ? entry : entry.value;
  if (!Number.isInteger(value) || value < 0) throw new Error(`scripted entry ${i}: ${describe(entry)} is not a whole number of 0 or more`);
  if (typeof entry === 'number') return;
  if ('die' in entry && (!Number.isInteger(entry.die) || entry.die < 2 || value < 1 || value > entry.die)) throw new Error(`scripted entry ${i}: ${describe(entry)} is not a face of a d${entry.die}`);
  if ('int' in entry && (!Number.isInteger(entry.int) || entry.int < 1 || value >= entry.int)) throw new Error(`scripted entry ${i}: ${describe(entry)} is not below ${entry.int}`);
}

function describe(entry: ScriptEntry): string {
  if (typeof entry === 'number') return String(entry);
  return 'die' in entry ? `d${entry.die}=${entry.value}` : `int(${entry.int})=${entry.value}`;
}
