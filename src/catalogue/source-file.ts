// types: a data file already read and parsed (YAML or JSON) by the CLI. Game code never touches
// the filesystem; it receives these.
export interface SourceFile {
  /** The path shown in messages, relative to the working directory where possible. */
  readonly path: string;
  readonly data: unknown;
}
