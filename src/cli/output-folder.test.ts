// The output folder is made one level at a time; two runs started at once into sibling folders
// (the shards of one run) may both find a parent missing, and the second to make it must go on.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeLevel } from './output-folder.js';

describe('making an output folder', () => {
  it('a level another run has just made is fine; a file in its place is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'botlab-out-'));
    const level = join(dir, 'runs');
    mkdirSync(level); // the other shard was first
    expect(() => makeLevel(level)).not.toThrow();
    writeFileSync(join(dir, 'file'), '');
    expect(() => makeLevel(join(dir, 'file'))).toThrow(/EEXIST/);
  });
});
