// hot: a decision remembered by its whole input (issue 24). A chooser that is a pure function of a
// few numbers (the line duel's where to move and which attack to make, duel/; the harm a hit
// location adds, location-policy.ts) writes them into memo.key and asks recall(); on a miss it
// decides as before and remember()s the answer. A duel meets few distinct inputs (972 for the
// movement decision in 1.43 million calls of the bundled matchups, 891 for the attack choice in
// 3.73 million), so a direct-mapped table answers nearly every call. Each entry keeps its whole
// key: a collision costs a search, never a wrong answer.
import * as rngModule from '../../../rng/rng.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { HASH_START } = rngModule;

/** Entries of a memo unless its constructor says otherwise. */
export const MEMO_SIZE = 4096;

// The fields set once are `declare`d: the constructor's store is then the one that adds each, and
// V8 tracks it as constant, so a kernel holding the memo in a const (the specialised duel) reads
// its arrays at fixed addresses. A plain declaration would first define the field as undefined,
// and the constructor's store a second value would make it mutable (-1% instructions a duel).
export class DecisionMemo {
  /** The tables the entries were made for: robot rows mean nothing in other tables. */
  tables: object | null = null;
  /** 0 to decide every time (tests compare the two). */
  enabled = 1;
  /** Words a key: three or four (hashOf, recall3, recall4). */
  declare readonly keyWords: number;
  /** The input of the decision asked for: the caller fills it, then calls recall. */
  declare readonly key: Int32Array;
  declare readonly keys: Int32Array;
  /** Answers; 0 is an empty entry, so callers store answers that are never 0. */
  declare readonly results: Int32Array;
  /** Entries less one (a power of two less one): a hash's entry is hash & mask. */
  declare readonly mask: number;
  /** The entry the last recall used, for remember after a miss. */
  entry = 0;

  constructor(keyWords: number, entries = MEMO_SIZE) {
    if (entries <= 0 || (entries & (entries - 1)) !== 0) throw new Error(`memo entries must be a power of two, not ${entries}`);
    if (keyWords !== 3 && keyWords !== 4) throw new Error(`a memo key has three or four words, not ${keyWords}`);
    this.keyWords = keyWords;
    this.key = new Int32Array(keyWords);
    this.keys = new Int32Array(entries * keyWords);
    this.results = new Int32Array(entries);
    this.mask = entries - 1;
  }
}

/** The remembered answer for memo.key, or 0: recall3 or recall4 by the memo's key words. */
export function recall(memo: DecisionMemo, tables: object): number {
  return memo.keyWords === 3 ? recall3(memo, tables) : recall4(memo, tables);
}

// recall3 and recall4 are recall for one key size each, which the kernels call: without the size
// test and the other size's words, each is small enough for V8 to inline where it is called.

/** recall for a memo of three-word keys. */
export function recall3(memo: DecisionMemo, tables: object): number {
  const entry = enter(memo, tables, hash3(memo.key));
  return entry >= 0 && same3(memo.keys, entry * 3, memo.key) ? memo.results[entry]! : 0;
}

/** recall for a memo of four-word keys. */
export function recall4(memo: DecisionMemo, tables: object): number {
  const key = memo.key;
  const entry = enter(memo, tables, hashOn(hash3(key), key));
  if (entry < 0) return 0;
  const at = entry * 4;
  return same3(memo.keys, at, key) && memo.keys[at + 3] === key[3] ? memo.results[entry]! : 0;
}

/** The entry of this hash, kept for remember; -1 if it is empty. Empties the memo first if it was made for other tables. */
function enter(memo: DecisionMemo, tables: object, hash: number): number {
  if (memo.tables !== tables) {
    memo.results.fill(0);
    memo.tables = tables;
  }
  const entry = hash & memo.mask;
  memo.entry = entry;
  return memo.results[entry] === 0 ? -1 : entry;
}

// The hash and the comparison are written out, for keys of three or four words: in a loop V8
// checks the key array's map and bounds again at every word, about 20 instructions a word, where
// straight code checks them once (bench:profile), and these stay small enough to be inlined.
// The hash is foldWord (rng.ts) step by step, its multiplier written as a literal: V8 did not
// inline the calls to foldWord here, and a call a word cost 5% of a duel's instructions; the
// multiplier read from a const (outside the small-integer range, so a boxed number) cost 1% more
// than the literal (bench/README.md, "Ninth session of issue 24"). A test checks it is foldWord.

/** foldWord over the key's words from HASH_START (exported for its test). */
export function hashOf(key: Int32Array, words: number): number {
  return words === 3 ? hash3(key) : hashOn(hash3(key), key);
}

/** foldWord over the first three words from HASH_START. */
function hash3(key: Int32Array): number {
  let h = Math.imul(HASH_START ^ key[0]!, 0x85ebca77);
  h ^= h >>> 13;
  h = Math.imul(h ^ key[1]!, 0x85ebca77);
  h ^= h >>> 13;
  h = Math.imul(h ^ key[2]!, 0x85ebca77);
  return h ^ (h >>> 13);
}

/** foldWord over word 3 from h. */
function hashOn(h: number, key: Int32Array): number {
  h = Math.imul(h ^ key[3]!, 0x85ebca77);
  return h ^ (h >>> 13);
}

function same3(keys: Int32Array, at: number, key: Int32Array): boolean {
  return keys[at] === key[0] && keys[at + 1] === key[1] && keys[at + 2] === key[2];
}

/** Keeps `answer` (not 0) for memo.key, in the entry the last recall looked at. */
export function remember(memo: DecisionMemo, answer: number): void {
  // written out like sameKey: TypedArray.prototype.set is a call into a builtin, about 100 instructions
  const keys = memo.keys;
  const key = memo.key;
  const at = memo.entry * memo.keyWords;
  keys[at] = key[0]!;
  keys[at + 1] = key[1]!;
  keys[at + 2] = key[2]!;
  if (memo.keyWords === 4) keys[at + 3] = key[3]!;
  memo.results[memo.entry] = answer;
}
