// cold: turns a zod validation failure into Problems that name the file and field path.
import type { z } from 'zod';
import { joinPath, type Problem } from './problem.js';

export function zodProblems(file: string, at: readonly (string | number)[], error: z.ZodError, rule: string): Problem[] {
  return error.issues.map((issue) => ({
    file,
    path: joinPath([...at, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))]),
    message: issue.message,
    rule,
  }));
}
