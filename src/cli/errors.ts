// cold: errors the CLI reports as bad input (one line each, exit status 2, no stack trace).
import { ValidationError, type Problem } from '../catalogue/problem.js';
import { formatLocated } from './source-positions.js';

/** A command-line mistake: a bad option value, an unknown name. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A command run inside another (merge replays a shard's command) asked to exit with `code`. */
export class NestedExit extends Error {
  readonly code: number;

  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
    this.name = 'NestedExit';
  }
}

export const EXIT_BAD_INPUT = 2;
/** A fault while playing (a block failed in a worker): not the input's fault, and not a plain crash either. */
export const EXIT_FAULT = 3;
/** Stopped by Ctrl-C with its work saved (128 + SIGINT, as shells report it). */
export const EXIT_INTERRUPTED = 130;
/** A run by rounds (--round) has more rounds to play: its coordinator has named the next (EX_TEMPFAIL: try again). */
export const EXIT_MORE_ROUNDS = 75;

/** The lines to print for an input error, or undefined if the error is a bug. */
export function badInputLines(error: unknown): string[] | undefined {
  if (error instanceof ValidationError) return problemLines(error.problems);
  if (error instanceof UsageError) return [error.message];
  return undefined;
}

/** Problems printed before the rest are counted: a list of 2,000 bad entries once printed 2,000 lines. */
export const PROBLEMS_SHOWN = 20;

/** One line a problem, the first PROBLEMS_SHOWN of them, then a line naming the file of the rest and their count. */
export function problemLines(problems: readonly Problem[]): string[] {
  const lines = problems.slice(0, PROBLEMS_SHOWN).map(formatLocated);
  const rest = problems.slice(PROBLEMS_SHOWN);
  if (rest.length > 0) {
    const files = [...new Set(rest.map((problem) => problem.file))];
    lines.push(`${files.join(', ')}: and ${rest.length.toLocaleString('en')} more problem${rest.length === 1 ? '' : 's'} like these`);
  }
  return lines;
}
