// cold: an optional, wider V8 inlining budget for long runs, set once per process before any battle.
import v8 from 'node:v8';

/**
 * TurboFan inlines a called function only while the caller's inlined bytecode stays under a budget
 * (920 bytes by default) and the call is frequent enough (15% of the caller's runs). The kernels
 * are many small functions, a rule each, that call one another on every roll; inlined, they also
 * lose the repeated map and length checks of the table columns they read. With these budgets the
 * first game's line duel costs 106,951 instructions against 128,639 (-17%) and its 2v2 map game
 * 815,918 against 963,247 (-15%; 866,490 against 966,930 counted over 8,000 games, -10%), but V8
 * spends about three times as long compiling (10.0 s of compiler time against 3.3 s in a
 * 7-second matrix), which a run pays again in every worker thread and after every
 * deoptimisation. So a run of a few seconds is slower with them (the bundled matrix at 40,000
 * games 8.7 s against 7.3 s) and only a run of a minute or more gains (400,000 games: 53.0 s
 * against 56.4 s). bench/README.md, issue 24, has the figures.
 */
export const WIDE_INLINING_FLAGS = [
  '--max-inlined-bytecode-size=2000',
  '--max-inlined-bytecode-size-cumulative=8000',
  '--max-inlined-bytecode-size-absolute=10000',
  '--min-inlining-frequency=0.01',
  '--max-inlined-bytecode-size-small=100',
] as const;

/**
 * Sets WIDE_INLINING_FLAGS when BOTLAB_V8_INLINING is `wide` (V8 flags are the process's, so worker
 * threads get them too); returns the flags set. Unset or `default`: V8's own budget. Anything else
 * is a mistake in the variable and says so.
 */
export function tuneCompiler(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  if (inliningChoice(env) === 'default') return [];
  for (const flag of WIDE_INLINING_FLAGS) v8.setFlagsFromString(flag);
  inUse = 'wide';
  return WIDE_INLINING_FLAGS;
}

/** BOTLAB_V8_INLINING read and checked: `default` when unset; InliningChoiceError unless `default` or `wide`. */
export function inliningChoice(env: NodeJS.ProcessEnv = process.env): 'default' | 'wide' {
  const choice = env.BOTLAB_V8_INLINING ?? 'default';
  if (choice !== 'default' && choice !== 'wide') throw new InliningChoiceError(choice);
  return choice;
}

let inUse: 'default' | 'wide' = 'default';

/** The budget this process's kernels are compiled with, for a run's record of its host (run.json): it changes timings, never results. */
export function inliningInUse(): 'default' | 'wide' {
  return inUse;
}

export class InliningChoiceError extends Error {
  constructor(choice: string) {
    super(`BOTLAB_V8_INLINING is ${JSON.stringify(choice)}: it must be "default" (V8's own inlining budget) or "wide" (a wider one, for runs of a minute or more)`);
    this.name = 'InliningChoiceError';
  }
}
