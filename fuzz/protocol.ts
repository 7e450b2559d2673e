// What the fuzzing campaign and its workers pass each other.

/** A file's content: text, or raw bytes (base64) for binary garbage. */
export type FileContent = string | { readonly base64: string };

/** One generated input: the files it writes in a fresh folder and the command line that reads them. */
export interface FuzzCase {
  /** What was generated, for the tallies: e.g. `kriegbot team, mutated`. */
  readonly kind: string;
  /** Files by name inside the case folder. */
  readonly files: Readonly<Record<string, FileContent>>;
  /** botlab's arguments; `{dir}` stands for the case folder. */
  readonly args: readonly string[];
  /** The command line is sound and only the files are bad: every problem line must then name a file. */
  readonly filesOnly: boolean;
}

export interface WorkerCase {
  readonly id: number;
  readonly files: FuzzCase['files'];
  readonly args: readonly string[];
}

export interface CaseResult {
  readonly id: number;
  readonly code: number;
  readonly stdout: string;
  /** With the case folder written back as `{dir}`. */
  readonly stderr: string;
  /** The stack of an exception that escaped the command, if one did. */
  readonly escaped: string | undefined;
  /** Files the run left in the case folder (relative), besides the inputs. */
  readonly written: readonly string[];
  readonly ms: number;
}
