// cold: errors the CLI reports as bad input (one line each, exit status 2, no stack trace).
import { ValidationError } from '../catalogue/problem.js';
import { formatLocated } from './source-positions.js';

/** A command-line mistake: a bad option value, an unknown name. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const EXIT_BAD_INPUT = 2;
/** A fault while playing (a block failed in a worker): not the input's fault, and not a plain crash either. */
export const EXIT_FAULT = 3;
/** Stopped by Ctrl-C with its work saved (128 + SIGINT, as shells report it). */
export const EXIT_INTERRUPTED = 130;

/** The lines to print for an input error, or undefined if the error is a bug. */
export function badInputLines(error: unknown): string[] | undefined {
  if (error instanceof ValidationError) return error.problems.map(formatLocated);
  if (error instanceof UsageError) return [error.message];
  return undefined;
}
