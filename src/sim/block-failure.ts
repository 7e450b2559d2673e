// cold: a block that failed in a worker (a thrown error, a worker that exited), named so the run's
// error says which block it was and how to play it again: the game, the design rows, the seed and
// the stream (a block's numbers depend on nothing else), and the first line of the cause; for a
// block of campaigns or deals, the seed and their numbers (each plays on its own streams).
import type { JobTask } from './job-task.js';
import type { Task } from './runner.js';

export class BlockFailure extends Error {
  readonly task: Task | JobTask;

  constructor(task: Task | JobTask, cause: unknown) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    super(`a block failed: ${task.game}, ${blockName(task)}: ${reason ?? ''}`, { cause });
    this.name = 'BlockFailure';
    this.task = task;
  }
}

function blockName(task: Task | JobTask): string {
  if ('first' in task) return `${task.kind === 'campaign' ? 'campaigns' : 'deals'} ${task.first} to ${task.first + task.count - 1}, seed ${task.seed}`;
  const who = 'kind' in task ? `table of design rows ${task.entrants.join(', ')}` : `design rows ${task.a} and ${task.b}`;
  return `${who}, seed ${task.seed}, stream ${task.stream}, ${task.games} games`;
}
