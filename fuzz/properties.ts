// What must hold for every input, however broken (issue 21): no exception escapes (no stack trace),
// the exit code is 0 or 2, a refusal says why and every problem line starts with the file it is
// about, a refused run writes no output file, and no run leaves a temporary file behind.
import type { CaseResult, FuzzCase } from './protocol.js';

/** Lines that summarise or advise rather than name a problem. */
const SUMMARY = [/^\d+ of \d+ files invalid$/, /^Run "botlab --help" for usage\.$/];

/** A Node stack frame as printed under an uncaught error. */
const STACK_FRAME = /^\s+at .*(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

export function violations(input: FuzzCase, result: CaseResult): string[] {
  const found: string[] = [];
  if (result.escaped !== undefined || STACK_FRAME.test(result.stderr)) found.push('stack trace');
  if (result.code !== 0 && result.code !== 2) found.push(`exit code ${result.code}`);
  if (result.written.some((file) => file.endsWith('.tmp'))) found.push('temporary file left');
  if (result.code !== 0 && result.written.length > 0) found.push('partial output');
  if (result.code === 2) {
    const lines = result.stderr.split('\n').map((line) => line.trimEnd()).filter((line) => line !== '' && !SUMMARY.some((summary) => summary.test(line)));
    if (lines.length === 0) found.push('refused in silence');
    // a sound command line over bad files: each problem is about a file, the generated one or a bundled one it names
    if (input.filesOnly && lines.some((line) => !/^(\{dir\}\/|designs\/)\S/.test(line))) found.push('problem line without a file name');
  }
  return found;
}
