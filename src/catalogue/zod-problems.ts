// cold: turns a zod validation failure into Problems that name the file and field path.
import type { z } from 'zod';
import { joinPath, type Problem } from './problem.js';

/** Unknown keys named in one problem; a file with thousands of them once printed them all on one line. */
const KEYS_SHOWN = 10;

export function zodProblems(file: string, at: readonly (string | number)[], error: z.ZodError, rule: string): Problem[] {
  return error.issues.map((issue) => {
    const segments = [...at, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))];
    return {
      file,
      path: joinPath(segments),
      // an unknown key is pointed at itself, not at the map holding it
      at: issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...segments, issue.keys[0]] : segments,
      message: issue.code === 'unrecognized_keys' && issue.keys.length > KEYS_SHOWN
        ? `Unrecognized keys: ${issue.keys.slice(0, KEYS_SHOWN).map((key) => `"${key}"`).join(', ')} and ${(issue.keys.length - KEYS_SHOWN).toLocaleString('en')} more`
        : issue.message,
      rule,
    };
  });
}
