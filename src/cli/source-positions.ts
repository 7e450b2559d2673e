// cold: where a problem's field sits in its file (line and column), for `file:line:col` messages.
// The loader remembers each parsed YAML document by the path messages show; a problem's field path
// (`units[2].hex`) is walked down that document, stopping at the deepest node that exists (a missing
// field points at the map that lacks it).
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import { formatProblem, type Problem } from '../catalogue/problem.js';

interface Parsed {
  readonly document: Document;
  readonly lines: LineCounter;
}

const parsed = new Map<string, Parsed>();

/** Called by the loader for every file it parsed without error. */
export function rememberPositions(file: string, document: Document, lines: LineCounter): void {
  parsed.set(file, { document, lines });
}

/** `a.b[2].c` back into its segments; keys holding dots or brackets are rare and then resolve to an ancestor. */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    segments.push(part.startsWith('[') ? Number(part.slice(1, -1)) : part);
  }
  return segments;
}

/** The offset of the deepest node on the path: a map entry's key, so that the line shows the field's name. */
function offsetOf(root: unknown, segments: readonly (string | number)[]): number | undefined {
  let node = root as Node | null | undefined;
  let offset = node?.range?.[0];
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === String(segment));
      if (pair === undefined) break;
      offset = isScalar(pair.key) ? pair.key.range?.[0] ?? offset : offset;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (item === undefined) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}

/** Line and column (from 1) of a problem's field, if its file was parsed here. */
export function problemPosition(problem: Problem): { readonly line: number; readonly col: number } | undefined {
  const source = parsed.get(problem.file);
  const segments = problem.at ?? pathSegments(problem.path);
  // a problem with the whole file (a team where a design belongs) has no one place
  if (source === undefined || segments.length === 0) return undefined;
  const offset = offsetOf(source.document.contents, segments);
  return offset === undefined ? undefined : source.lines.linePos(offset);
}

/** A problem as the CLI prints it: `file:line:col: field: message [rule]` where the position is known. */
export function formatLocated(problem: Problem): string {
  const at = problemPosition(problem);
  if (at === undefined) return formatProblem(problem);
  return formatProblem({ ...problem, file: `${problem.file}:${at.line}:${at.col}` });
}
