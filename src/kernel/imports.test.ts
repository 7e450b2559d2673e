// The contract's files import one another without a cycle (ruleset.ts may use campaign.ts and
// dealt.ts, never the other way round), so each part can be read and changed on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const KERNEL = import.meta.dirname;

/** For each kernel file, the kernel files it imports (type imports included). */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(KERNEL).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return new Map(files.map((file) => {
    const text = readFileSync(join(KERNEL, file), 'utf8');
    const targets = [...text.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((match) => `${match[1]}.ts`);
    return [file, targets.filter((target) => files.includes(target))];
  }));
}

/** A cycle as a list of files, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, path: string[]): string[] | null => {
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    if (state.get(file) === 'done') return null;
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      const cycle = walk(next, [...path, file]);
      if (cycle !== null) return cycle;
    }
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = walk(file, []);
    if (cycle !== null) return cycle;
  }
  return null;
}

describe('src/kernel imports', () => {
  it('have no cycle', () => {
    expect(findCycle(importGraph())).toBeNull();
  });

  it('the cycle finder finds one when there is one', () => {
    expect(findCycle(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']]]))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
