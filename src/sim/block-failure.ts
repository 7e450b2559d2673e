// cold: a block that failed in a worker (a thrown error, a worker that exited), named so the run's
// error says which block it was and how to play it again: the game, the design rows, the seed and
// the stream (a block's numbers depend on nothing else), and the first line of the cause.
import type { Task } from './runner.js';

export class BlockFailure extends Error {
  readonly task: Task;

  constructor(task: Task, cause: unknown) {
    const who = 'kind' in task ? `table of design rows ${task.entrants.join(', ')}` : `design rows ${task.a} and ${task.b}`;
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    super(`a block failed: ${task.game}, ${who}, seed ${task.seed}, stream ${task.stream}, ${task.games} games: ${reason ?? ''}`, { cause });
    this.name = 'BlockFailure';
    this.task = task;
  }
}
