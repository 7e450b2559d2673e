// cold: a problem found in a data file, and the error that carries a list of them to the CLI.

/** One thing wrong with one file: where (file and field path), what, and which rule says so. */
export interface Problem {
  readonly file: string;
  /** Field path inside the file, e.g. `systems.hull` or `functions[0].attack.range`; '' for the whole file. */
  readonly path: string;
  /** The field path as segments when it is not simply `path` read back (an unknown key: the key itself), for line and column. */
  readonly at?: readonly (string | number)[];
  readonly message: string;
  /** The rule broken, with its rulebook line where there is one, e.g. `at most one pilot (L123)`. */
  readonly rule?: string;
}

export function formatProblem(problem: Problem): string {
  const where = problem.path === '' ? problem.file : `${problem.file}: ${problem.path}`;
  const rule = problem.rule === undefined ? '' : ` [rule: ${problem.rule}]`;
  return `${where}: ${problem.message}${rule}`;
}

/** Thrown by cold code when input data is invalid; the CLI prints each problem on one line and exits 2. */
export class ValidationError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ValidationError';
    this.problems = problems;
  }
}

/** Joins path segments the way messages print them: `a.b[2].c`. */
export function joinPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}
