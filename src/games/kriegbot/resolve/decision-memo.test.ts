// The memo's hash, written out step by step for speed, is foldWord over the key's words.
import { describe, expect, it } from 'vitest';
import { foldWord, HASH_START } from '../../../rng/rng.js';
import { hashOf } from './decision-memo.js';

describe('hashOf', () => {
  it('equals foldWord over the key\'s words, for keys of three and four words', () => {
    let x = 12345;
    const word = (): number => (x = (Math.imul(x, 1103515245) + 12345) | 0); // any words: negative, large, small
    for (let trial = 0; trial < 2000; trial++) {
      for (const words of [3, 4]) {
        const key = new Int32Array(words);
        for (let i = 0; i < words; i++) key[i] = trial % 7 === 0 ? i : word();
        let expected = HASH_START;
        for (let i = 0; i < words; i++) expected = foldWord(expected, key[i]!);
        expect(hashOf(key, words)).toBe(expected);
      }
    }
  });
});
