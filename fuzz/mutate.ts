// fast-check arbitraries that turn a sound input file into a broken (or oddly sound) one: changes
// to its parsed data (a value replaced by an odd one, a value from elsewhere in the file or a known
// catalogue id, a key removed, renamed or added, a list emptied or grown), then sometimes damage
// to its text (cut short, a line lost or doubled, stray YAML punctuation), or a file from scratch.
import fc from 'fast-check';
import { stringify } from 'yaml';
import type { FileContent } from './protocol.js';

type Segment = string | number;
type Path = readonly Segment[];

/** Every node of a parsed document with its path, the root first. */
export function nodePaths(value: unknown, at: Path = []): Path[] {
  const found: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, index) => found.push(...nodePaths(item, [...at, index])));
  else if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) found.push(...nodePaths(inner, [...at, key]));
  return found;
}

function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const segment of path) node = (node as Record<Segment, unknown>)[segment];
  return node;
}

/** The root with the node at `path` replaced (or removed when `value` is REMOVE); the root is a fresh copy. */
const REMOVE = Symbol('remove');
function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value === REMOVE ? null : value;
  const copy = structuredClone(root);
  const parent = getAt(copy, path.slice(0, -1)) as Record<Segment, unknown> | unknown[];
  const last = path[path.length - 1] as Segment;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    (parent as Record<Segment, unknown>)[last] = value;
  }
  return copy;
}

/** Values a hand-edited file could hold where a number, a name or a list belongs. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.constantFrom(0, -1, 0.5, 2.5, 1e9, 2 ** 31, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e-9, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.string({ maxLength: 16 }),
  fc.constantFrom('', ' ', '~', '../nowhere.yaml', '/dev/zero', '/proc/self/status', 'designs', '\u0000', 'ü', '🤖', 'x'.repeat(5000), '1e3', 'true', '-', 'L999'),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [[[[[]]]]], { a: { b: { c: { d: {} } } } }),
  fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 12 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer({ min: -3, max: 12 }), { maxKeys: 4 }),
  fc.constant(Array.from({ length: 2000 }, (_, index) => index)),
);

type Op =
  | { readonly op: 'replace'; readonly pick: number; readonly with: 'odd' | 'elsewhere' | 'id'; readonly value: unknown; readonly other: number }
  | { readonly op: 'remove' | 'rename' | 'empty' | 'double' | 'wrap'; readonly pick: number }
  | { readonly op: 'add'; readonly pick: number; readonly key: string; readonly value: unknown };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('replace' as const), pick: fc.nat(), with: fc.constantFrom('odd' as const, 'elsewhere' as const, 'id' as const), value: oddValue, other: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('remove' as const, 'rename' as const, 'empty' as const, 'double' as const, 'wrap' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), pick: fc.nat(), key: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('name', 'sources', 'provenance', '<<', 'id', 'colour')), value: oddValue }) },
);

function apply(data: unknown, op: Op, ids: readonly string[]): unknown {
  const paths = nodePaths(data);
  const path = paths[op.pick % paths.length] as Path;
  const node = getAt(data, path);
  switch (op.op) {
    case 'replace': {
      const value = op.with === 'odd' || ids.length === 0 ? op.value
        : op.with === 'id' ? ids[op.other % ids.length]
          : structuredClone(getAt(data, paths[op.other % paths.length] as Path));
      return setAt(data, path, value);
    }
    case 'remove':
      return path.length === 0 ? data : setAt(data, path, REMOVE);
    case 'rename': {
      const last = path[path.length - 1];
      if (typeof last !== 'string') return data;
      const parent = getAt(data, path.slice(0, -1)) as Record<string, unknown>;
      const renamed = Object.fromEntries(Object.entries(parent).map(([key, value]) => [key === last ? `${key}s` : key, value]));
      return setAt(data, path.slice(0, -1), renamed);
    }
    case 'empty':
      return setAt(data, path, Array.isArray(node) ? [] : node !== null && typeof node === 'object' ? {} : '');
    case 'double':
      return Array.isArray(node) ? setAt(data, path, [...node, ...node, ...node]) : setAt(data, path, [node, node]);
    case 'wrap':
      return setAt(data, path, Array.isArray(node) ? node[0] : [node]);
    case 'add':
      return node !== null && typeof node === 'object' && !Array.isArray(node) ? setAt(data, [...path, op.key], op.value) : data;
  }
}

/** Damage to a file's text that the data changes cannot make: broken YAML, duplicate keys, aliases. */
const textDamage: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.nat().map((at) => (text: string) => text.slice(0, at % (text.length + 1))),
  fc.nat().map((at) => (text: string) => { const lines = text.split('\n'); lines.splice(at % lines.length, 1); return lines.join('\n'); }),
  fc.nat().map((at) => (text: string) => { const lines = text.split('\n'); const line = lines[at % lines.length] ?? ''; lines.splice(at % lines.length, 0, line); return lines.join('\n'); }),
  fc.tuple(fc.nat(), fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(':', '- ', '[', '{', '&a ', '*a', '!!binary ', '!!js/function ', '|', '>', '#', '\t', '"', "'", '<<: *a\n', '%TAG ! !x\n', '\r'))).map(([at, insert]) => (text: string) => {
    const where = at % (text.length + 1);
    return text.slice(0, where) + insert + text.slice(where);
  }),
  fc.constant((text: string) => `a: &a [x, x]\n${text.replace(/^(\w[\w-]*): .*$/m, '$1: *a')}`),
);

/** A file from nothing: YAML of a random value, random text, or random bytes. */
const scratchFile: fc.Arbitrary<FileContent> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => stringify(value)),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ base64: Buffer.from(bytes).toString('base64') })),
  fc.constantFrom('', '---\n', '...\n', '{', '- - -', 'a: *b', '%YAML 9.9\n---\na: 1\n', '[1, 2', 'null', '0', '"text"', '---\na: 1\n---\nb: 2\n'),
);

/**
 * A generated version of a file whose sound content is `data`: mostly its data changed in 1-3
 * places (sometimes not at all, to play a sound file on odd options) and written as YAML or JSON,
 * sometimes with its text damaged too, sometimes a file from scratch. `ids` are catalogue ids of
 * the file's game, so a change can put a real card where another belongs.
 */
export function fileArbitrary(data: unknown, ids: readonly string[]): fc.Arbitrary<{ readonly content: FileContent; readonly how: string }> {
  const changed = fc.array(opArbitrary, { minLength: 1, maxLength: 3 }).map((ops) => ops.reduce((value, op) => apply(value, op, ids), data));
  const asText = (value: unknown, json: boolean): string => (json ? JSON.stringify(value, null, 2) ?? 'null' : stringify(value));
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(changed, fc.boolean()).map(([value, json]) => ({ content: asText(value, json), how: 'mutated' })) },
    { weight: 4, arbitrary: fc.tuple(changed, textDamage).map(([value, damage]) => ({ content: damage(asText(value, false)), how: 'mutated text' })) },
    { weight: 1, arbitrary: fc.constant({ content: stringify(data), how: 'sound' }) },
    { weight: 2, arbitrary: scratchFile.map((content) => ({ content, how: 'from scratch' })) },
  );
}
