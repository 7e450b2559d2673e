// The streaming runner (issue 21: memory must not grow with games): tasks are generated as they
// are needed, at most `window` are out (queued, running or finished but not folded), and outputs
// are folded in task order whatever order they finish in; a failing task rejects the run.
import { describe, expect, it } from 'vitest';
import { createRunner, streamTasks, type Task } from './runner.js';

/** Tasks that are just their index; each finishes after a delay that makes later ones often finish first. */
function* numbered(count: number, generated: { count: number }): Generator<Task> {
  for (let i = 0; i < count; i++) {
    generated.count++;
    yield { games: i } as unknown as Task;
  }
}

describe('streamTasks', () => {
  it('folds in task order, with at most `window` tasks out at once, generating tasks only as they are needed', async () => {
    const generated = { count: 0 };
    let out = 0;
    let most = 0;
    const folded: number[] = [];
    let lagMost = 0;
    const run = (task: Task) => {
      out++;
      most = Math.max(most, out);
      const index = (task as unknown as { games: number }).games;
      return new Promise<Float64Array>((resolve) => setTimeout(() => {
        out--;
        resolve(Float64Array.of(index));
      }, (7 * index) % 5));
    };
    await streamTasks(numbered(200, generated), 6, run, (output, index) => {
      expect(output[0]).toBe(index);
      folded.push(index);
      lagMost = Math.max(lagMost, generated.count - folded.length);
    });
    expect(folded).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(most).toBeLessThanOrEqual(6);
    expect(lagMost).toBeLessThanOrEqual(6); // never more than the window generated ahead of the folding
    expect(generated.count).toBe(200);
  });

  it('rejects with a task\'s failure and folds nothing after it', async () => {
    const folded: number[] = [];
    const run = (task: Task) => {
      const index = (task as unknown as { games: number }).games;
      return index === 5 ? Promise.reject(new Error('block 5 failed')) : Promise.resolve(Float64Array.of(index));
    };
    await expect(streamTasks(numbered(20, { count: 0 }), 4, run, (_, index) => folded.push(index))).rejects.toThrow('block 5 failed');
    expect(folded.every((index) => index < 5)).toBe(true);
  });
});

describe('an interrupt (a fold that throws)', () => {
  it('stops submitting and rejects only once every task still out has settled (the pool is never closed under one)', async () => {
    let out = 0;
    const run = (task: Task) => {
      out++;
      const index = (task as unknown as { games: number }).games;
      return new Promise<Float64Array>((resolve) => setTimeout(() => {
        out--;
        resolve(Float64Array.of(index));
      }, 5 + (index % 3) * 10));
    };
    const generated = { count: 0 };
    const stopped = streamTasks(numbered(100, generated), 5, run, (_, index) => {
      if (index === 3) throw new Error('interrupted');
    });
    await expect(stopped).rejects.toThrow('interrupted');
    expect(out).toBe(0);
    expect(generated.count).toBeLessThanOrEqual(3 + 1 + 5);
  });
});

describe('a block that fails', () => {
  it('is named with its game, designs, seed and stream (inline and on the pool)', async () => {
    const broken = { game: 'no-such-game', rulesVersion: 1, compileId: 0, buffer: new SharedArrayBuffer(8), rows: {}, settings: { turnCap: 30, values: {} }, a: 0, b: 1, seed: 7, stream: 123, games: 4, tallyLength: 0, metricSums: 0 } as Task;
    await expect(createRunner(0).each([broken], () => {})).rejects.toThrow(/: worker: no-such-game has no battle$/);
    for (const threads of [0, 1]) {
      const runner = createRunner(threads);
      try {
        // inline the worker's own error is the cause; under vitest the pool cannot load the worker's TypeScript, which fails the block just the same
        await expect(runner.each([broken], () => {})).rejects.toThrow(/^a block failed: no-such-game, design rows 0 and 1, seed 7, stream 123, 4 games: .+$/);
      } finally {
        await runner.close();
      }
    }
  });
});
