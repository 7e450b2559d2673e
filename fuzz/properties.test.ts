// The property checks themselves: each flags the failure it is for, and passes a clean refusal.
import { describe, expect, it } from 'vitest';
import { violations } from './properties.js';
import type { CaseResult, FuzzCase } from './protocol.js';

const input: FuzzCase = { kind: 'test', files: { 'a.yaml': 'x' }, args: ['validate', '{dir}/a.yaml'], filesOnly: true };
const result = (over: Partial<CaseResult>): CaseResult => ({ id: 0, code: 2, stdout: '', stderr: '{dir}/a.yaml:1:1: name: required [rule: design file format]\n1 of 1 files invalid\n', escaped: undefined, written: [], ms: 1, ...over });

describe('fuzz properties', () => {
  it('a clean refusal and a clean success pass', () => {
    expect(violations(input, result({}))).toEqual([]);
    expect(violations(input, result({ code: 0, stderr: '', written: ['out/winrate.csv'] }))).toEqual([]);
  });

  it('flag a stack trace (escaped or printed), another exit code, output left by a refused run and temporary files', () => {
    expect(violations(input, result({ code: 1, escaped: 'TypeError: x\n    at f (file.js:1:2)' }))).toEqual(['stack trace', 'exit code 1']);
    expect(violations(input, result({ stderr: 'TypeError: x\n    at Object.<anonymous> (/a/b.js:10:5)\n' }))).toContain('stack trace');
    expect(violations(input, result({ written: ['out/winrate.csv'] }))).toEqual(['partial output']);
    expect(violations(input, result({ code: 0, written: ['out/winrate.csv.123-0-1.tmp'] }))).toEqual(['temporary file left']);
  });

  it('flag a refusal that says nothing, or a problem line that names no file when only the files were bad', () => {
    expect(violations(input, result({ stderr: '1 of 1 files invalid\n' }))).toEqual(['refused in silence']);
    expect(violations(input, result({ stderr: '(catalogue): pools: none\n' }))).toEqual(['problem line without a file name']);
    expect(violations({ ...input, filesOnly: false }, result({ stderr: '--games: must be a whole number\n' }))).toEqual([]);
  });
});
