import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { InliningChoiceError, tuneCompiler, WIDE_INLINING_FLAGS } from './compiler-flags.js';

describe('tuneCompiler', () => {
  it("leaves V8's budget alone unless asked", () => {
    expect(tuneCompiler({})).toEqual([]);
    expect(tuneCompiler({ BOTLAB_V8_INLINING: 'default' })).toEqual([]);
  });

  it('names the variable and its two values when given another', () => {
    expect(() => tuneCompiler({ BOTLAB_V8_INLINING: 'wider' })).toThrow(InliningChoiceError);
    expect(() => tuneCompiler({ BOTLAB_V8_INLINING: 'wider' })).toThrow(/BOTLAB_V8_INLINING is "wider": it must be "default" .* or "wide"/);
  });

  // v8.setFlagsFromString ignores a flag it does not know, so a misspelt one would silently do
  // nothing; node refuses it on its command line.
  it('sets only flags this V8 knows', () => {
    const run = (flags: readonly string[]) => spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8' }).status;
    expect(run(WIDE_INLINING_FLAGS)).toBe(0);
    expect(run(['--max-inlined-bytecode-size-cumulativ=8000'])).not.toBe(0);
  });
});
